'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { cartPageWith } from '@/lib/shared/cart-notices';
import { outcomeOf, postedWithoutScript } from '@/lib/shared/enhanced';
import { type FormState, postedForm } from '@/lib/shared/form-state';
import { parseForm } from '@/lib/shared/form-validation';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { applyCoupon, removeCoupon } from '@/lib/data/checkout';
import { StoreRequestError } from '@/lib/store/errors';
import { getSession } from '@/lib/flows/session';
import { takeAttempt } from '@/lib/runtime/abuse-limits';

export type CouponState = FormState<'code'>;

const couponCode = z
  .string()
  .trim()
  .min(1, 'Enter a coupon code.')
  .max(50, 'A coupon code has at most 50 characters.')
  .regex(/^[A-Za-z0-9_-]+$/, 'A coupon code has letters, digits, - and _ only.');
const couponForm = z.object({ code: couponCode });

/**
 * The store's refusal of a coupon, for the shopper: its own words say why (unknown,
 * expired, minimum not met, not for these items); a cart the store no longer has is
 * said plainly; anything else is the usual message.
 */
function couponRefusal(error: unknown): string {
  if (error instanceof StoreRequestError && error.code === 'NOT_FOUND')
    return 'Your cart has expired. Add the items again to use a coupon.';
  return shopperMessage(error);
}

/**
 * Applies a coupon code to the shopper's cart; the refusal is shown next to the field.
 * Without JavaScript, the cart page comes back with a notice saying the outcome.
 */
export async function applyCouponAction(
  _previous: CouponState,
  posted: unknown,
): Promise<CouponState> {
  const form = postedForm(posted);
  const state = await applied(form);
  if (postedWithoutScript(form))
    redirect(cartPageWith(outcomeOf(state) === 'done' ? 'coupon-applied' : 'coupon-refused'));
  return state;
}

async function applied(form: FormData): Promise<CouponState> {
  const parsed = parseForm(form, ['code'] as const, couponForm);
  if (!parsed.ok) return parsed.state;
  // Codes cannot be guessed: a client tries a few in ten minutes (lib/runtime/abuse-limits.ts).
  const refused = await takeAttempt('coupon');
  if (refused)
    return { values: parsed.values, fieldErrors: { code: refused.message }, error: null };
  const session = await getSession();
  if (!session.cartId)
    return {
      values: parsed.values,
      fieldErrors: {},
      error: 'Your cart is empty. Add something before using a coupon.',
    };
  try {
    await applyCoupon(session.cartId, parsed.data.code, { customerId: session.customerId ?? null });
  } catch (error) {
    return { values: parsed.values, fieldErrors: { code: couponRefusal(error) }, error: null };
  }
  updateTag(cacheTags.cart(session.cartId));
  return { values: {}, fieldErrors: {}, error: null };
}

/** Takes the coupon off the shopper's cart (without JavaScript: back to the cart with a notice). */
export async function removeCouponAction(
  _previous: CouponState,
  posted: unknown,
): Promise<CouponState> {
  const form = postedForm(posted);
  const state = await removed(form);
  if (postedWithoutScript(form))
    redirect(cartPageWith(outcomeOf(state) === 'done' ? 'coupon-removed' : 'coupon-remove-failed'));
  return state;
}

async function removed(form: FormData): Promise<CouponState> {
  const parsed = parseForm(form, ['code'] as const, couponForm);
  const session = await getSession();
  if (!parsed.ok || !session.cartId)
    return {
      values: {},
      fieldErrors: {},
      error:
        'This coupon is no longer on your cart. Reload the page to see your cart as it is now.',
    };
  try {
    await removeCoupon(session.cartId, parsed.data.code, {
      customerId: session.customerId ?? null,
    });
  } catch (error) {
    return { values: {}, fieldErrors: {}, error: couponRefusal(error) };
  }
  updateTag(cacheTags.cart(session.cartId));
  return { values: {}, fieldErrors: {}, error: null };
}
