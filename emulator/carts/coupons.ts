import { type ServiceContext } from '../context';
import { convertCents } from '../currencies';
import { unprocessable } from '../http/errors';
import { formatMoney } from '../money';

/**
 * Coupons and the one a cart has applied. The reference files have no operations that
 * make coupons, so the store's coupons are the demo data's (see ../demo/coupons.ts);
 * checkouts apply them by code (`POST /v3/checkouts/{id}/coupons`) and an order keeps
 * what they took off. Types carry the real service's numbers: 1 takes a percentage off
 * the items, 2 an amount off the order.
 */
export const couponsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS coupons (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    code TEXT NOT NULL UNIQUE COLLATE NOCASE,
    name TEXT NOT NULL,
    type INTEGER NOT NULL CHECK (type IN (1, 2)),
    -- percent for type 1, cents for type 2
    amount INTEGER NOT NULL,
    min_purchase INTEGER NOT NULL DEFAULT 0,
    enabled INTEGER NOT NULL DEFAULT 1
  );
  CREATE TABLE IF NOT EXISTS cart_coupons (
    cart_id TEXT PRIMARY KEY REFERENCES carts(id) ON DELETE CASCADE,
    coupon_id INTEGER NOT NULL REFERENCES coupons(id)
  );
`;

export const PERCENT_OFF = 1;
export const AMOUNT_OFF_ORDER = 2;

export interface CouponRow {
  id: number;
  code: string;
  name: string;
  type: typeof PERCENT_OFF | typeof AMOUNT_OFF_ORDER;
  amount: number;
  min_purchase: number;
  enabled: number;
}

export function insertCoupon(ctx: ServiceContext, coupon: Omit<CouponRow, 'id' | 'enabled'>): void {
  ctx.db
    .prepare('INSERT OR IGNORE INTO coupons (code, name, type, amount, min_purchase) VALUES (?, ?, ?, ?, ?)')
    .run(coupon.code, coupon.name, coupon.type, coupon.amount, coupon.min_purchase);
}

/**
 * What a coupon takes off items worth `subtotalCents`: nothing below its minimum purchase.
 * Amounts are the store's default currency's, converted for a cart in another.
 */
export function couponDiscountCents(coupon: CouponRow, subtotalCents: number, currency: Parameters<typeof convertCents>[1] = SAME): number {
  if (subtotalCents < convertCents(coupon.min_purchase, currency)) return 0;
  const off = coupon.type === PERCENT_OFF ? Math.round((subtotalCents * coupon.amount) / 100) : convertCents(coupon.amount, currency);
  return Math.min(off, subtotalCents);
}

const SAME = { exchangeRate: 1, decimalPlaces: 2 };

export function cartCoupon(ctx: ServiceContext, cartId: string): CouponRow | undefined {
  return ctx.db.prepare('SELECT c.* FROM cart_coupons cc JOIN coupons c ON c.id = cc.coupon_id WHERE cc.cart_id = ?').get(cartId) as CouponRow | undefined;
}

/**
 * Applies a coupon to a cart worth `subtotalCents` (inside the caller's transaction). A
 * cart takes one coupon, as in the real service's checkout; an unknown or disabled code,
 * or a cart below the coupon's minimum, is refused with what to do.
 */
export function applyCoupon(ctx: ServiceContext, cartId: string, code: string, subtotalCents: number): CouponRow {
  const coupon = ctx.db.prepare('SELECT * FROM coupons WHERE code = ?').get(code.trim()) as CouponRow | undefined;
  if (!coupon || !coupon.enabled) throw unprocessable(`The coupon code ${JSON.stringify(code)} is not valid. Check the code and try again.`, { coupon_code: 'no such coupon' });
  const current = cartCoupon(ctx, cartId);
  if (current && current.id !== coupon.id) {
    throw unprocessable(`The cart already has the coupon ${current.code}; remove it before applying another.`, { coupon_code: 'one coupon per cart' });
  }
  if (subtotalCents < coupon.min_purchase) {
    throw unprocessable(`The coupon ${coupon.code} needs items worth at least ${formatMoney(coupon.min_purchase)}.`, { coupon_code: 'minimum purchase not reached' });
  }
  ctx.db.prepare('INSERT OR REPLACE INTO cart_coupons (cart_id, coupon_id) VALUES (?, ?)').run(cartId, coupon.id);
  return coupon;
}

/** Takes the coupon of this code off the cart; false when the cart has no such coupon. */
export function removeCoupon(ctx: ServiceContext, cartId: string, code: string): boolean {
  const current = cartCoupon(ctx, cartId);
  if (!current || current.code.toLowerCase() !== code.trim().toLowerCase()) return false;
  ctx.db.prepare('DELETE FROM cart_coupons WHERE cart_id = ?').run(cartId);
  return true;
}
