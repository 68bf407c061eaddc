'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { emptyFormState } from '@/lib/shared/form-state';
import { pagePath } from '@/lib/shared/routes';
import { Notice } from '../../_components/notice';
import { SubmitButton } from '../../_components/submit-button';
import { TextField } from '../../_components/text-field';
import { type ResetState, resetPasswordAction } from './actions';

/** The "choose a new password" form of the reset e-mail's link (`?c=<customer>&t=<token>`). */
export function ResetPasswordForm({ customerId, token }: { customerId: string; token: string }) {
  const [state, action] = useActionState<ResetState, FormData>(resetPasswordAction, {
    ...emptyFormState(),
    done: false,
  });
  if (state.done) {
    return (
      <Notice tone="success" title="Your password has been changed">
        <p>
          <Link href={pagePath('signIn')}>Sign in with your new password</Link>
        </p>
      </Notice>
    );
  }
  return (
    <form action={action} className="form" noValidate>
      {state.error && <Notice tone="error" title={state.error} />}
      <input type="hidden" name="c" value={customerId} />
      <input type="hidden" name="t" value={token} />
      <TextField
        id="new-password"
        name="password"
        type="password"
        label="New password"
        hint="At least 7 characters, with both letters and numbers."
        autoComplete="new-password"
        required
        error={state.fieldErrors.password}
      />
      <TextField
        id="confirm-password"
        name="confirm"
        type="password"
        label="Repeat the new password"
        autoComplete="new-password"
        required
        error={state.fieldErrors.confirm}
      />
      <SubmitButton pendingLabel="Saving…" className="button button-block">
        Save new password
      </SubmitButton>
    </form>
  );
}
