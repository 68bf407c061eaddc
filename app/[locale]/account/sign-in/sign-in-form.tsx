'use client';

import { getFormProps } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { FormErrors } from '../../_components/form-errors';
import { SubmitButton } from '../../_components/submit-button';
import { EmailField, TextField } from '../../_components/text-field';
import { useConformAction } from '../../_components/use-conform-action';
import { signInAction } from './actions';
import { signInSchema } from './schema';

export function SignInForm({ next, save }: { next: string | null; save: number | null }) {
  const t = useTranslations('signIn');
  const forms = useTranslations('forms');
  const { form, fields, action } = useConformAction(signInAction, signInSchema);
  return (
    <form {...getFormProps(form)} action={action} className="form">
      <FormErrors errors={form.errors} />
      {next && <input type="hidden" name="next" value={next} />}
      {save !== null && <input type="hidden" name="save" value={save} />}
      <EmailField field={fields.email} />
      <TextField
        field={fields.password}
        type="password"
        label={forms('password')}
        autoComplete="current-password"
        required
      />
      <SubmitButton pendingLabel={t('signingIn')} className="button button-block">
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
