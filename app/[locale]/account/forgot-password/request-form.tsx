'use client';

import { getFormProps } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { emailFormSchema } from '@/lib/shared/forms';
import { FormErrors } from '../../_components/form-errors';
import { Notice } from '../../_components/notice';
import { SubmitButton } from '../../_components/submit-button';
import { EmailField } from '../../_components/text-field';
import { useConformAction } from '../../_components/use-conform-action';
import { requestResetAction } from './actions';

export function RequestResetForm() {
  const t = useTranslations('resetPassword');
  const { form, fields, action, lastResult } = useConformAction(
    requestResetAction,
    emailFormSchema,
  );
  return (
    <form {...getFormProps(form)} action={action} className="form">
      {lastResult?.doneFor && (
        <Notice tone="success" title={t('sentTitle')}>
          <p>{t('sentText', { email: lastResult.doneFor })}</p>
        </Notice>
      )}
      <FormErrors errors={form.errors} />
      <EmailField field={fields.email} />
      <SubmitButton pendingLabel={t('sending')} className="button button-block">
        {t('send')}
      </SubmitButton>
    </form>
  );
}
