'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { cartPageWith } from '@/lib/shared/cart-notices';
import { outcomeOf, postedWithoutScript } from '@/lib/shared/enhanced';
import { type FormResult, postedForm, readForm } from '@/lib/shared/forms';
import { problem } from '@/lib/shared/problems';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { applyCoupon, removeCoupon } from '@/lib/data/checkout';
import { StoreRequestError } from '@/lib/store/errors';
import { getSession } from '@/lib/flows/session';
import { takeAttempt } from '@/lib/runtime/abuse-limits';
import { couponSchema } from './schema';
import { inPageLanguage } from '@/lib/i18n/request-language';

/**
 * The store's refusal of a coupon, for the shopper: its own words say why (unknown,
 * expired, minimum not met, not for these items); a cart the store no longer has is
 * said plainly; anything else is the usual message.
 */
function couponRefusal(error: unknown): string {
  if (error instanceof StoreRequestError && error.code === 'NOT_FOUND')
    return problem('problems.cartExpiredCoupon');
  return shopperMessage(error);
}

/**
 * Applies a coupon code to the shopper's cart; the refusal is shown next to the field.
 * Without JavaScript, the cart page comes back with a notice saying the outcome.
 */
export async function applyCouponAction(_previous: unknown, posted: unknown): Promise<FormResult> {
  const form = postedForm(posted);
  const result = await applied(form);
  if (postedWithoutScript(form))
    redirect(
      await inPageLanguage(
        cartPageWith(outcomeOf(result) === 'done' ? 'coupon-applied' : 'coupon-refused'),
      ),
    );
  return result;
}

async function applied(form: FormData): Promise<FormResult> {
  const read = readForm(form, couponSchema);
  if (!read.ok) return read.result;
  const { data, reply } = read;
  // Codes cannot be guessed: a client tries a few in ten minutes (lib/runtime/abuse-limits.ts).
  const refused = await takeAttempt('coupon');
  if (refused) return reply({ fieldErrors: { code: [refused.problem] } });
  const session = await getSession();
  if (!session.cartId) return reply({ formErrors: [problem('problems.cartEmptyCoupon')] });
  try {
    await applyCoupon(session.cartId, data.code, { customerId: session.customerId ?? null });
  } catch (error) {
    return reply({ fieldErrors: { code: [couponRefusal(error)] } });
  }
  updateTag(cacheTags.cart(session.cartId));
  return reply({ resetForm: true });
}

/** Takes the coupon off the shopper's cart (without JavaScript: back to the cart with a notice). */
export async function removeCouponAction(_previous: unknown, posted: unknown): Promise<FormResult> {
  const form = postedForm(posted);
  const result = await removed(form);
  if (postedWithoutScript(form))
    redirect(
      await inPageLanguage(
        cartPageWith(outcomeOf(result) === 'done' ? 'coupon-removed' : 'coupon-remove-failed'),
      ),
    );
  return result;
}

const NOT_ON_CART = problem('problems.couponGone');

async function removed(form: FormData): Promise<FormResult> {
  const read = readForm(form, couponSchema);
  const session = await getSession();
  if (!read.ok || !session.cartId) return { status: 'error', error: { '': [NOT_ON_CART] } };
  try {
    await removeCoupon(session.cartId, read.data.code, {
      customerId: session.customerId ?? null,
    });
  } catch (error) {
    return read.reply({ formErrors: [couponRefusal(error)] });
  }
  updateTag(cacheTags.cart(session.cartId));
  return read.reply();
}
