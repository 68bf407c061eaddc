'use client';

import { useActionState } from 'react';
import { type LineState, updateLine } from './actions';
import styles from './cart.module.css';

/**
 * Quantity and remove controls of one cart line, with the store's answer (e.g. not
 * enough stock) shown next to them. Plain form posts, so it works without JavaScript.
 */
export function LineForm({
  lineItemId,
  productId,
  variantId,
  quantity,
  name,
}: {
  lineItemId: string;
  productId: number;
  variantId: number | null;
  quantity: number;
  name: string;
}) {
  const [state, action, pending] = useActionState<LineState, FormData>(updateLine, { error: null });
  const inputId = `quantity-${lineItemId}`;
  const errorId = `${inputId}-error`;
  return (
    <form action={action} className={styles.lineForm} aria-busy={pending}>
      <input type="hidden" name="lineItemId" value={lineItemId} />
      <input type="hidden" name="productId" value={productId} />
      {variantId && <input type="hidden" name="variantId" value={variantId} />}
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
          max={999}
          defaultValue={quantity}
          key={quantity}
          className={`input ${styles.quantityInput}`}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.error ? errorId : undefined}
        />
        <button type="submit" name="intent" value="update" className="button button-secondary" disabled={pending}>
          Update
        </button>
        <button type="submit" name="intent" value="remove" className="link-button" disabled={pending}>
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
