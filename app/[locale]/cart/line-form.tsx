'use client';

import { getFormProps } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { InlineErrors } from '../_components/form-errors';
import { RefreshShopperAfterSubmit } from '../_components/shopper';
import { useConformAction } from '../_components/use-conform-action';
import { updateLine } from './actions';
import { MAX_QUANTITY } from './quantity';
import { cartLineSchema } from './schema';
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
  const t = useTranslations('cart');
  const { form, fields, action, pending } = useConformAction(updateLine, cartLineSchema);
  const field = fields.quantity;
  const errors = field.errors ?? form.errors;
  return (
    <form {...getFormProps(form)} action={action} className={styles.lineForm} aria-busy={pending}>
      <input type="hidden" name="lineItemId" value={lineItemId} />
      <RefreshShopperAfterSubmit />
      <div className={styles.quantityRow}>
        <label htmlFor={field.id} className="visually-hidden">
          {t('quantityOf', { name })}
        </label>
        <input
          id={field.id}
          name={field.name}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_QUANTITY}
          // The cart as the store has it now: a new quantity from the server shows.
          defaultValue={quantity}
          key={quantity}
          className={`input ${styles.quantityInput}`}
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? field.errorId : undefined}
        />
        <button
          type="submit"
          name="intent"
          value="update"
          className="button button-secondary"
          disabled={pending}
        >
          {t('update')}
        </button>
        <button
          type="submit"
          name="intent"
          value="remove"
          className="link-button"
          disabled={pending}
        >
          {t('remove')}
          <span className="visually-hidden"> {name}</span>
        </button>
      </div>
      <InlineErrors id={field.errorId} errors={errors} />
    </form>
  );
}
