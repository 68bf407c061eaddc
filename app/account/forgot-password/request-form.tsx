'use client';

import { useActionState } from 'react';
import { emptyFormState } from '@/lib/shared/form-state';
import { Notice } from '../../_components/notice';
import { SubmitButton } from '../../_components/submit-button';
import { EmailField } from '../../_components/text-field';
import { type RequestResetState, requestResetAction } from './actions';

export function RequestResetForm() {
  const [state, action] = useActionState<RequestResetState, FormData>(requestResetAction, {
    ...emptyFormState(),
    sentTo: null,
  });
  return (
    <form action={action} className="form" noValidate>
      {state.sentTo && (
        <Notice tone="success" title="Check your e-mail">
          <p>
            If an account exists for {state.sentTo}, we have sent it a link to choose a new
            password. The link works for one hour.
          </p>
        </Notice>
      )}
      {state.error && <Notice tone="error" title={state.error} />}
      <EmailField id="reset-email" value={state.values.email} error={state.fieldErrors.email} />
      <SubmitButton pendingLabel="Sending…" className="button button-block">
        Send me a reset link
      </SubmitButton>
    </form>
  );
}
