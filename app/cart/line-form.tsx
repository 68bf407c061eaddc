'use client';

import { useActionState } from 'react';
import { RefreshShopperAfterSubmit } from '../_components/shopper';
import { type LineState, updateLine } from './actions';
import { MAX_QUANTITY } from './quantity';
import styles from './cart.module.css';

/**
 * Quantity and remove controls of one cart line, with the store's answer (e.g. not
 * enough stock) shown next to them. The cart's lines stream in inside a Suspense boundary,
 * which needs JavaScript to show, so these forms are only ever used with it.
 */
export function LineForm({
  lineItemId,
  quantity,
  name,
}: {
  lineItemId: string;
  quantity: number;
  name: string;
}) {
  const [state, action, pending] = useActionState<LineState, FormData>(updateLine, { error: null });
  const inputId = `quantity-${lineItemId}`;
  const errorId = `${inputId}-error`;
  return (
    <form action={action} className={styles.lineForm} aria-busy={pending}>
      <input type="hidden" name="lineItemId" value={lineItemId} />
      <RefreshShopperAfterSubmit />
      <div className={styles.quantityRow}>
        <label htmlFor={inputId} className="visually-hidden">
          Quantity of {name}
        </label>
        <input
          id={inputId}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_QUANTITY}
          defaultValue={quantity}
          key={quantity}
          className={`input ${styles.quantityInput}`}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.error ? errorId : undefined}
        />
        <button
          type="submit"
          name="intent"
          value="update"
          className="button button-secondary"
          disabled={pending}
        >
          Update
        </button>
        <button
          type="submit"
          name="intent"
          value="remove"
          className="link-button"
          disabled={pending}
        >
          Remove<span className="visually-hidden"> {name}</span>
        </button>
      </div>
      {state.error && (
        <p id={errorId} className="field-error" role="alert">
          {state.error}
        </p>
      )}
    </form>
  );
}
