'use client';

import { useActionState } from 'react';
import { emptyFormState } from '@/lib/shared/form-state';
import { Notice } from '@/app/_components/notice';
import { SubmitButton } from '@/app/_components/submit-button';
import { type ReturnField, type ReturnState, startReturnAction } from './actions';
import styles from './return.module.css';

export interface ReturnableItem {
  lineItemId: number;
  name: string;
  options: string;
  bought: number;
  returnable: number;
}

/** Items and quantities to return, a reason and comments. */
export function ReturnForm({
  orderId,
  items,
  reasons,
}: {
  orderId: number;
  items: ReturnableItem[];
  reasons: readonly string[];
}) {
  const [state, action] = useActionState<ReturnState, FormData>(
    startReturnAction,
    emptyFormState<ReturnField>(),
  );
  return (
    <form action={action} className="form" noValidate>
      {state.error && <Notice tone="error" title={state.error} />}
      <input type="hidden" name="orderId" value={orderId} />
      <fieldset
        className={styles.items}
        aria-describedby={state.fieldErrors.items ? 'items-error' : undefined}
      >
        <legend className="label">Items to return</legend>
        <p className="hint">Set how many of each item you are sending back.</p>
        <ul>
          {items.map((item) => (
            <li key={item.lineItemId} className={styles.item}>
              <label htmlFor={`quantity-${item.lineItemId}`}>
                <span className={styles.itemName}>{item.name}</span>
                {item.options && <span className="hint"> {item.options}</span>}
                <span className="hint">
                  {' '}
                  · bought {item.bought}
                  {item.returnable < item.bought && `, ${item.returnable} left to return`}
                </span>
              </label>
              <input
                id={`quantity-${item.lineItemId}`}
                name={`quantity-${item.lineItemId}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={item.returnable}
                defaultValue={0}
                disabled={item.returnable === 0}
                className={`input ${styles.quantity}`}
                aria-invalid={state.fieldErrors.items ? true : undefined}
              />
            </li>
          ))}
        </ul>
        {state.fieldErrors.items && (
          <p id="items-error" className="field-error">
            {state.fieldErrors.items}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor="return-reason">Reason</label>
        <select
          id="return-reason"
          name="reason"
          className="select"
          defaultValue={state.values.reason ?? ''}
          key={`reason-${state.values.reason ?? ''}`}
          required
          aria-invalid={state.fieldErrors.reason ? true : undefined}
          aria-describedby={state.fieldErrors.reason ? 'reason-error' : undefined}
        >
          <option value="" disabled>
            Choose a reason
          </option>
          {reasons.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </select>
        {state.fieldErrors.reason && (
          <p id="reason-error" className="field-error">
            {state.fieldErrors.reason}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="return-comments">
          Comments <span className="muted">(optional)</span>
        </label>
        <textarea
          id="return-comments"
          name="comments"
          className="textarea"
          maxLength={1000}
          defaultValue={state.values.comments}
          key={`comments-${state.values.comments ?? ''}`}
        />
      </div>
      <SubmitButton pendingLabel="Sending your request…">Request the return</SubmitButton>
    </form>
  );
}
