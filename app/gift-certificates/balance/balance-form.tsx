'use client';

import { useActionState } from 'react';
import { emptyFormState } from '@/lib/shared/form-state';
import { Notice } from '../../_components/notice';
import { SubmitButton } from '../../_components/submit-button';
import { TextField } from '../../_components/text-field';
import { type BalanceState, checkBalanceAction } from './actions';
import styles from '../gift-certificates.module.css';

export function BalanceForm() {
  const [state, action] = useActionState<BalanceState, FormData>(checkBalanceAction, {
    ...emptyFormState<'code'>(),
    result: null,
  });
  return (
    <>
      <form action={action} className="form" noValidate>
        {state.error && <Notice tone="error" title={state.error} />}
        <TextField
          id="balance-code"
          name="code"
          label="Gift certificate code"
          hint="The code from the e-mail, for example ABCD-EFGH-JKLM-NPQR."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          defaultValue={state.values.code}
          key={`code-${state.values.code ?? ''}`}
          error={state.fieldErrors.code}
        />
        <SubmitButton pendingLabel="Checking…">Check balance</SubmitButton>
      </form>
      {state.result && (
        <div className={styles.result} role="status">
          <p className="muted">Balance of {state.result.code}</p>
          <p className={styles.balance}>{state.result.balance}</p>
          {state.result.note && <p>{state.result.note}</p>}
        </div>
      )}
    </>
  );
}
