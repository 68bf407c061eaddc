'use client';

import { getFormProps } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { FormErrors } from '../../_components/form-errors';
import { SubmitButton } from '../../_components/submit-button';
import { EmailField, TextField } from '../../_components/text-field';
import { useConformAction } from '../../_components/use-conform-action';
import { registerAction } from './actions';
import { registerSchema } from './schema';

export function RegisterForm({ next, save }: { next: string | null; save: number | null }) {
  const t = useTranslations('register');
  const forms = useTranslations('forms');
  const { form, fields, action } = useConformAction(registerAction, registerSchema);
  return (
    <form {...getFormProps(form)} action={action} className="form">
      <FormErrors errors={form.errors} />
      {next && <input type="hidden" name="next" value={next} />}
      {save !== null && <input type="hidden" name="save" value={save} />}
      <div className="form-row">
        <TextField
          field={fields.firstName}
          label={forms('firstName')}
          autoComplete="given-name"
          required
        />
        <TextField
          field={fields.lastName}
          label={forms('lastName')}
          autoComplete="family-name"
          required
        />
      </div>
      <EmailField field={fields.email} />
      <TextField
        field={fields.password}
        type="password"
        label={forms('password')}
        hint={forms('passwordHint')}
        autoComplete="new-password"
        required
      />
      <SubmitButton pendingLabel={t('creating')} className="button button-block">
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
