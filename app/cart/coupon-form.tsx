'use client';

import { useActionState } from 'react';
import { emptyFormState } from '@/lib/shared/form-state';
import { EnhancedField } from '../_components/enhanced-field';
import { SubmitButton } from '../_components/submit-button';
import { type CouponState, applyCouponAction, removeCouponAction } from './coupon-actions';
import styles from './cart.module.css';

/**
 * The coupon code field of the cart, or the coupon applied with a button to take it off.
 * The store decides whether a code may be used; its reason (expired, minimum not met, not
 * for these items) shows under the field.
 */
export function CouponForm({ applied }: { applied: { code: string; saving: string } | null }) {
  const [state, apply] = useActionState<CouponState, FormData>(
    applyCouponAction,
    emptyFormState<'code'>(),
  );
  const [removal, remove] = useActionState<CouponState, FormData>(
    removeCouponAction,
    emptyFormState<'code'>(),
  );
  if (applied) {
    return (
      <form action={remove} className={styles.coupon}>
        <input type="hidden" name="code" value={applied.code} />
        <EnhancedField />
        <p className={styles.couponApplied}>
          <span>
            Coupon <strong>{applied.code}</strong> applied:{' '}
            <span className={styles.saving}>{applied.saving}</span>
          </span>
          <SubmitButton className="link-button" pendingLabel="Removing…">
            Remove<span className="visually-hidden"> coupon {applied.code}</span>
          </SubmitButton>
        </p>
        {removal.error && (
          <p className="field-error" role="alert">
            {removal.error}
          </p>
        )}
      </form>
    );
  }
  const problem = state.fieldErrors.code ?? state.error;
  return (
    <form action={apply} className={styles.coupon} noValidate>
      <EnhancedField />
      <label htmlFor="coupon-code">Coupon code</label>
      <div className={styles.inline}>
        <input
          id="coupon-code"
          name="code"
          className="input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={state.values.code}
          key={state.values.code ?? ''}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'coupon-code-error' : undefined}
        />
        <SubmitButton className="button button-secondary" pendingLabel="Applying…">
          Apply
        </SubmitButton>
      </div>
      {problem && (
        <p id="coupon-code-error" className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
