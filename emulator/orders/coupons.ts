import { type ServiceContext, v2Money } from '../core';

/**
 * The coupons an order was placed with (`GET /v2/orders/{id}/coupons`): the ones applied
 * to its checkout, kept with what they took off.
 */
export const orderCouponsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS order_coupons (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    coupon_id INTEGER NOT NULL,
    code TEXT NOT NULL,
    amount INTEGER NOT NULL,
    type INTEGER NOT NULL,
    discount INTEGER NOT NULL
  );
`;

interface CouponRow {
  id: number;
  order_id: number;
  coupon_id: number;
  code: string;
  amount: number;
  type: number;
  discount: number;
}

export interface AppliedCoupon {
  couponId: number;
  code: string;
  /** The coupon's own amount in hundredths: cents off, or hundredths of a percent (type 1). */
  amount: number;
  /** The real service's coupon type numbers (ORDER_COUPON_TYPE): 0 per item, 1 percent, 2 per total, 3 shipping, 4 free shipping. */
  type: number;
  /** What it took off this order (cents). */
  discountCents: number;
}

export function recordOrderCoupons(
  ctx: ServiceContext,
  orderId: number,
  coupons: readonly AppliedCoupon[],
): void {
  const insert = ctx.db.prepare(
    'INSERT INTO order_coupons (order_id, coupon_id, code, amount, type, discount) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const c of coupons)
    insert.run(orderId, c.couponId, c.code, c.amount, c.type, c.discountCents);
}

const rowsOf = (ctx: ServiceContext, orderId: number) =>
  ctx.db
    .prepare('SELECT * FROM order_coupons WHERE order_id = ? ORDER BY id')
    .all(orderId) as CouponRow[];

/** The coupons of an order: code and what each took off (cents). */
export const orderCouponRows = (
  ctx: ServiceContext,
  orderId: number,
): Array<{ code: string; discountCents: number }> =>
  rowsOf(ctx, orderId).map((row) => ({ code: row.code, discountCents: row.discount }));

export function orderCoupons(ctx: ServiceContext, orderId: number) {
  return rowsOf(ctx, orderId).map((row) => ({
    id: row.id,
    coupon_id: row.coupon_id,
    order_id: row.order_id,
    code: row.code,
    // Percentages and money alike are kept in hundredths: 1000 is 10% or $10.
    amount: Number(v2Money(row.amount)),
    type: row.type,
    discount: Number(v2Money(row.discount)),
  }));
}

/**
 * An order's discount in its two parts: `orders.discount` holds every discount, the
 * coupons' included, and the interfaces tell the coupons (by code) from the rest.
 */
export function orderDiscountParts(
  ctx: ServiceContext,
  order: { id: number; discount: number },
): {
  coupons: Array<{ code: string; discountCents: number }>;
  couponCents: number;
  otherCents: number;
} {
  const coupons = orderCouponRows(ctx, order.id);
  const couponCents = coupons.reduce((sum, coupon) => sum + coupon.discountCents, 0);
  return { coupons, couponCents, otherCents: order.discount - couponCents };
}

/** How many orders of this customer used the coupon (for its per-customer limit). */
export const couponUsesByCustomer = (
  ctx: ServiceContext,
  couponId: number,
  customerId: number,
): number =>
  (
    ctx.db
      .prepare(
        'SELECT COUNT(*) AS uses FROM order_coupons oc JOIN orders o ON o.id = oc.order_id WHERE oc.coupon_id = ? AND o.customer_id = ?',
      )
      .get(couponId, customerId) as { uses: number }
  ).uses;
