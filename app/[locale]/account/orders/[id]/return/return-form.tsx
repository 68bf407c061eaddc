'use client';

import { getFormProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { useMemo } from 'react';
import { FormErrors } from '@/app/[locale]/_components/form-errors';
import { SubmitButton } from '@/app/[locale]/_components/submit-button';
import { useConformAction } from '@/app/[locale]/_components/use-conform-action';
import { startReturnAction } from './actions';
import { type ReturnableItem, returnSchema } from './schema';
import styles from './return.module.css';

/** Items and quantities to return, a reason and comments. */
export function ReturnForm({
  orderId,
  items,
  reasons,
}: {
  orderId: number;
  items: ReturnableItem[];
  reasons: readonly [string, ...string[]];
}) {
  const schema = useMemo(() => returnSchema(reasons, items), [reasons, items]);
  const { form, fields, action } = useConformAction(startReturnAction, schema);
  const itemsError = form.allErrors.items?.[0];
  const reason = fields.reason;
  const { key: reasonKey, ...reasonProps } = getSelectProps(reason);
  const { key: commentsKey, ...commentsProps } = getTextareaProps(fields.comments);
  return (
    <form {...getFormProps(form)} action={action} className="form">
      <FormErrors errors={form.errors} />
      <input type="hidden" name="orderId" value={orderId} />
      <fieldset
        className={styles.items}
        aria-describedby={itemsError ? `${form.id}-items-error` : undefined}
      >
        <legend className="label">Items to return</legend>
        <p className="hint">Set how many of each item you are sending back.</p>
        <ul>
          {items.map((item) => (
            <li key={item.lineItemId} className={styles.item}>
              <label htmlFor={`${form.id}-quantity-${item.lineItemId}`}>
                <span className={styles.itemName}>{item.name}</span>
                {item.options && <span className="hint"> {item.options}</span>}
                <span className="hint">
                  {' '}
                  · bought {item.bought}
                  {item.returnable < item.bought && `, ${item.returnable} left to return`}
                </span>
              </label>
              <input
                id={`${form.id}-quantity-${item.lineItemId}`}
                name={`quantity-${item.lineItemId}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={item.returnable}
                defaultValue={0}
                disabled={item.returnable === 0}
                className={`input ${styles.quantity}`}
                aria-invalid={itemsError ? true : undefined}
              />
            </li>
          ))}
        </ul>
        {itemsError && (
          <p id={`${form.id}-items-error`} className="field-error">
            {itemsError}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor={reason.id}>Reason</label>
        <select
          key={reasonKey}
          {...reasonProps}
          // Nothing chosen yet: the prompt, not the first reason.
          defaultValue={reason.initialValue ?? ''}
          className="select"
          required
        >
          <option value="" disabled>
            Choose a reason
          </option>
          {reasons.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        {reason.errors && (
          <p id={reason.errorId} className="field-error">
            {reason.errors[0]}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={fields.comments.id}>
          Comments <span className="muted">(optional)</span>
        </label>
        <textarea key={commentsKey} {...commentsProps} className="textarea" maxLength={1000} />
      </div>
      <SubmitButton pendingLabel="Sending your request…">Request the return</SubmitButton>
    </form>
  );
}
