'use client';

import { useActionState } from 'react';
import { emptyFormState } from '@/lib/shared/form-state';
import { Notice } from '../../_components/notice';
import { SubmitButton } from '../../_components/submit-button';
import { EmailField, TextField } from '../../_components/text-field';
import { type SignInField, type SignInState, signInAction } from './actions';

export function SignInForm({ next, save }: { next: string | null; save: number | null }) {
  const [state, action] = useActionState<SignInState, FormData>(
    signInAction,
    emptyFormState<SignInField>(),
  );
  return (
    <form action={action} className="form" noValidate>
      {state.error && <Notice tone="error" title={state.error} />}
      {next && <input type="hidden" name="next" value={next} />}
      {save !== null && <input type="hidden" name="save" value={save} />}
      <EmailField id="sign-in-email" value={state.values.email} error={state.fieldErrors.email} />
      <TextField
        id="sign-in-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        required
        error={state.fieldErrors.password}
      />
      <SubmitButton pendingLabel="Signing in…" className="button button-block">
        Sign in
      </SubmitButton>
    </form>
  );
}
