'use client';

import { getFormProps } from '@conform-to/react';
import { FormErrors } from '../../_components/form-errors';
import { SubmitButton } from '../../_components/submit-button';
import { TextField } from '../../_components/text-field';
import { useConformAction } from '../../_components/use-conform-action';
import { checkBalanceAction } from './actions';
import { balanceSchema } from './schema';
import styles from '../gift-certificates.module.css';

export function BalanceForm() {
  const { form, fields, action, lastResult } = useConformAction(checkBalanceAction, balanceSchema);
  const found = lastResult?.found;
  return (
    <>
      <form {...getFormProps(form)} action={action} className="form">
        <FormErrors errors={form.errors} />
        <TextField
          field={fields.code}
          label="Gift certificate code"
          hint="The code from the e-mail, for example ABCD-EFGH-JKLM-NPQR."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
        <SubmitButton pendingLabel="Checking…">Check balance</SubmitButton>
      </form>
      {found && (
        <div className={styles.result} role="status">
          <p className="muted">Balance of {found.code}</p>
          <p className={styles.balance}>{found.balance}</p>
          {found.note && <p>{found.note}</p>}
        </div>
      )}
    </>
  );
}
