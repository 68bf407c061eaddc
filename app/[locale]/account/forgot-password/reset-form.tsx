'use client';

import { getFormProps } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import Link from '@/app/[locale]/_components/link';
import { pagePath } from '@/lib/shared/routes';
import { FormErrors } from '../../_components/form-errors';
import { Notice } from '../../_components/notice';
import { SubmitButton } from '../../_components/submit-button';
import { TextField } from '../../_components/text-field';
import { useConformAction } from '../../_components/use-conform-action';
import { resetPasswordAction } from './actions';
import { resetPasswordSchema } from './schema';

/** The "choose a new password" form of the reset e-mail's link (`?c=<customer>&t=<token>`). */
export function ResetPasswordForm({ customerId, token }: { customerId: string; token: string }) {
  const t = useTranslations('resetPassword');
  const forms = useTranslations('forms');
  const { form, fields, action, lastResult } = useConformAction(
    resetPasswordAction,
    resetPasswordSchema,
  );
  if (lastResult?.done) {
    return (
      <Notice tone="success" title={t('changedTitle')}>
        <p>
          <Link href={pagePath('signIn')}>{t('signInWithNew')}</Link>
        </p>
      </Notice>
    );
  }
  return (
    <form {...getFormProps(form)} action={action} className="form">
      {/* The link's own problem (its customer or token) is the whole form's. */}
      <FormErrors errors={form.errors ?? fields.c.errors ?? fields.t.errors} />
      <input type="hidden" name="c" value={customerId} />
      <input type="hidden" name="t" value={token} />
      <TextField
        field={fields.password}
        id="new-password"
        type="password"
        label={forms('newPassword')}
        hint={forms('passwordHint')}
        autoComplete="new-password"
        required
      />
      <TextField
        field={fields.confirm}
        id="confirm-password"
        type="password"
        label={t('repeat')}
        autoComplete="new-password"
        required
      />
      <SubmitButton pendingLabel={forms('saving')} className="button button-block">
        {t('save')}
      </SubmitButton>
    </form>
  );
}
