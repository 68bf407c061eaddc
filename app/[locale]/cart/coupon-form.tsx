'use client';

import { getFormProps, getInputProps } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { EnhancedField } from '../_components/enhanced-field';
import { InlineErrors } from '../_components/form-errors';
import { useProblemText } from '../_components/problem-text';
import { SubmitButton } from '../_components/submit-button';
import { useConformAction } from '../_components/use-conform-action';
import { applyCouponAction, removeCouponAction } from './coupon-actions';
import { couponSchema } from './schema';
import styles from './cart.module.css';

/**
 * The coupon code field of the cart, or the coupon applied with a button to take it off.
 * The store decides whether a code may be used; its reason (expired, minimum not met, not
 * for these items) shows under the field.
 */
export function CouponForm({ applied }: { applied: { code: string; saving: string } | null }) {
  const t = useTranslations('cart');
  const word = useProblemText();
  const apply = useConformAction(applyCouponAction, couponSchema);
  const removal = useConformAction(removeCouponAction, couponSchema);
  if (applied) {
    return (
      <form {...getFormProps(removal.form)} action={removal.action} className={styles.coupon}>
        <input type="hidden" name="code" value={applied.code} />
        <EnhancedField />
        <p className={styles.couponApplied}>
          <span>
            {t.rich('couponApplied', {
              code: applied.code,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}{' '}
            <span className={styles.saving}>{applied.saving}</span>
          </span>
          <SubmitButton className="link-button" pendingLabel={t('removing')}>
            {t('remove')}
            <span className="visually-hidden"> {t('couponCode', { code: applied.code })}</span>
          </SubmitButton>
        </p>
        <InlineErrors errors={removal.form.errors} />
      </form>
    );
  }
  const code = apply.fields.code;
  const problem = code.errors?.[0] ?? apply.form.errors?.[0];
  const { key, ...input } = getInputProps(code, { type: 'text' });
  return (
    <form {...getFormProps(apply.form)} action={apply.action} className={styles.coupon}>
      <EnhancedField />
      <label htmlFor={code.id}>{t('couponLabel')}</label>
      <div className={styles.inline}>
        <input
          key={key}
          {...input}
          className="input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? code.errorId : undefined}
        />
        <SubmitButton className="button button-secondary" pendingLabel={t('applying')}>
          {t('apply')}
        </SubmitButton>
      </div>
      {problem && (
        <p id={code.errorId} className="field-error" role="alert">
          {word(problem)}
        </p>
      )}
    </form>
  );
}
