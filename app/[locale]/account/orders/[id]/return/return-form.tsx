'use client';

import { getFormProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { FormErrors } from '@/app/[locale]/_components/form-errors';
import { SubmitButton } from '@/app/[locale]/_components/submit-button';
import { useProblemText } from '@/app/[locale]/_components/problem-text';
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
  const t = useTranslations('returns');
  const word = useProblemText();
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
        <legend className="label">{t('items')}</legend>
        <p className="hint">{t('itemsHint')}</p>
        <ul>
          {items.map((item) => (
            <li key={item.lineItemId} className={styles.item}>
              <label htmlFor={`${form.id}-quantity-${item.lineItemId}`}>
                <span className={styles.itemName}>{item.name}</span>
                {item.options && <span className="hint"> {item.options}</span>}
                <span className="hint">
                  {' '}
                  ·{' '}
                  {item.returnable < item.bought
                    ? t('boughtWithLeft', { bought: item.bought, left: item.returnable })
                    : t('bought', { bought: item.bought })}
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
            {word(itemsError)}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor={reason.id}>{t('reason')}</label>
        <select
          key={reasonKey}
          {...reasonProps}
          // Nothing chosen yet: the prompt, not the first reason.
          defaultValue={reason.initialValue ?? ''}
          className="select"
          required
        >
          <option value="" disabled>
            {t('chooseReason')}
          </option>
          {reasons.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        {reason.errors && (
          <p id={reason.errorId} className="field-error">
            {word(reason.errors[0]!)}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={fields.comments.id}>
          {t.rich('comments', { muted: (chunks) => <span className="muted">{chunks}</span> })}
        </label>
        <textarea key={commentsKey} {...commentsProps} className="textarea" maxLength={1000} />
      </div>
      <SubmitButton pendingLabel={t('sending')}>{t('submit')}</SubmitButton>
    </form>
  );
}
