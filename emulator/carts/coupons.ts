import { type ServiceContext } from '../core';
import { unprocessable } from '../http';
import { type CouponRow, findCouponByCode, type CouponBasket, couponRefusal } from '../marketing';

/**
 * The coupon a cart has applied. A cart takes one coupon, as the real service's checkout
 * does by default; the coupons themselves are the marketing module's (`/v2/coupons`).
 */
export const cartCouponsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS cart_coupons (
    cart_id TEXT PRIMARY KEY REFERENCES carts(id) ON DELETE CASCADE,
    coupon_id INTEGER NOT NULL REFERENCES coupons(id)
  );
`;

export function cartCoupon(ctx: ServiceContext, cartId: string): CouponRow | undefined {
  return ctx.db
    .prepare(
      'SELECT c.* FROM cart_coupons cc JOIN coupons c ON c.id = cc.coupon_id WHERE cc.cart_id = ?',
    )
    .get(cartId) as CouponRow | undefined;
}

/**
 * Applies the coupon of `code` to a cart (inside the caller's transaction). Refused with
 * the shopper's reason (unknown, expired, used up, minimum not met, not for these items)
 * as a 422 whose `errors.coupon_code` names the reason, or when the cart has another one.
 */
export function applyCoupon(
  ctx: ServiceContext,
  cartId: string,
  code: string,
  basket: CouponBasket,
): CouponRow {
  // A cart with another coupon says so before the code is looked at, so that answer tells
  // nothing of whether the code exists.
  const current = cartCoupon(ctx, cartId);
  if (current && current.code.toLowerCase() !== code.trim().toLowerCase()) {
    throw unprocessable(
      `Your cart already has the coupon ${current.code}; remove it before applying another.`,
      { coupon_code: 'one_coupon_per_cart' },
    );
  }
  const coupon = findCouponByCode(ctx, code);
  const refusal = couponRefusal(ctx, code, coupon, basket);
  if (refusal || !coupon)
    throw unprocessable(refusal?.message ?? 'No such coupon.', {
      coupon_code: refusal?.reason ?? 'unknown',
    });
  ctx.db
    .prepare('INSERT OR REPLACE INTO cart_coupons (cart_id, coupon_id) VALUES (?, ?)')
    .run(cartId, coupon.id);
  return coupon;
}

/** Takes the coupon of this code off the cart; false when the cart has no such coupon. */
export function removeCoupon(ctx: ServiceContext, cartId: string, code: string): boolean {
  const current = cartCoupon(ctx, cartId);
  if (!current || current.code.toLowerCase() !== code.trim().toLowerCase()) return false;
  ctx.db.prepare('DELETE FROM cart_coupons WHERE cart_id = ?').run(cartId);
  return true;
}
