'use client';

import { getFormProps } from '@conform-to/react';
import { emailFormSchema } from '@/lib/shared/forms';
import { FormErrors } from '../../_components/form-errors';
import { Notice } from '../../_components/notice';
import { SubmitButton } from '../../_components/submit-button';
import { EmailField } from '../../_components/text-field';
import { useConformAction } from '../../_components/use-conform-action';
import { requestResetAction } from './actions';

export function RequestResetForm() {
  const { form, fields, action, lastResult } = useConformAction(
    requestResetAction,
    emailFormSchema,
  );
  return (
    <form {...getFormProps(form)} action={action} className="form">
      {lastResult?.doneFor && (
        <Notice tone="success" title="Check your e-mail">
          <p>
            If an account exists for {lastResult.doneFor}, we have sent it a link to choose a new
            password. The link works for one hour.
          </p>
        </Notice>
      )}
      <FormErrors errors={form.errors} />
      <EmailField field={fields.email} />
      <SubmitButton pendingLabel="Sending…" className="button button-block">
        Send me a reset link
      </SubmitButton>
    </form>
  );
}
