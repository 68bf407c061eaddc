'use client';

import { useActionState } from 'react';
import { emptyFormState } from '@/lib/shared/form-state';
import { Notice } from '../../_components/notice';
import { SubmitButton } from '../../_components/submit-button';
import { EmailField, TextField } from '../../_components/text-field';
import { type RegisterField, type RegisterState, registerAction } from './actions';

export function RegisterForm({ next, save }: { next: string | null; save: number | null }) {
  const [state, action] = useActionState<RegisterState, FormData>(
    registerAction,
    emptyFormState<RegisterField>(),
  );
  // Inputs are keyed by the value the server sent back, so a re-render shows it again.
  const keyOf = (field: RegisterField) => `${field}-${state.values[field] ?? ''}`;
  return (
    <form action={action} className="form" noValidate>
      {state.error && <Notice tone="error" title={state.error} />}
      {next && <input type="hidden" name="next" value={next} />}
      {save !== null && <input type="hidden" name="save" value={save} />}
      <div className="form-row">
        <TextField
          id="register-first-name"
          name="firstName"
          label="First name"
          autoComplete="given-name"
          required
          defaultValue={state.values.firstName}
          key={keyOf('firstName')}
          error={state.fieldErrors.firstName}
        />
        <TextField
          id="register-last-name"
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          required
          defaultValue={state.values.lastName}
          key={keyOf('lastName')}
          error={state.fieldErrors.lastName}
        />
      </div>
      <EmailField id="register-email" value={state.values.email} error={state.fieldErrors.email} />
      <TextField
        id="register-password"
        name="password"
        type="password"
        label="Password"
        hint="At least 7 characters, with both letters and numbers."
        autoComplete="new-password"
        required
        error={state.fieldErrors.password}
      />
      <SubmitButton pendingLabel="Creating your account…" className="button button-block">
        Create account
      </SubmitButton>
    </form>
  );
}
