import { type ServiceContext, STORE_CURRENCY } from '../../core';
import { unprocessable } from '../../http';
import { type GiftCertificateRow, findGiftCertificateByCode, whyNotRedeemable } from './repository';

/**
 * Gift certificates a checkout pays with: applied by code at the hosted checkout, each
 * paying what it can of the order total in the order applied, their balances taken down
 * when the order is placed.
 */
export const giftCertificateRedemptionsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS checkout_gift_certificates (
    cart_id TEXT NOT NULL,
    certificate_id INTEGER NOT NULL REFERENCES gift_certificates(id) ON DELETE CASCADE,
    applied_at INTEGER NOT NULL,
    PRIMARY KEY (cart_id, certificate_id)
  );
  CREATE TABLE IF NOT EXISTS order_gift_certificates (
    order_id INTEGER NOT NULL,
    certificate_id INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    PRIMARY KEY (order_id, certificate_id)
  );
`;

export interface GiftCertificatePayment {
  certificate: GiftCertificateRow;
  amountCents: number;
}

export const cartGiftCertificates = (ctx: ServiceContext, cartId: string): GiftCertificateRow[] =>
  ctx.db
    .prepare(
      'SELECT g.* FROM checkout_gift_certificates c JOIN gift_certificates g ON g.id = c.certificate_id WHERE c.cart_id = ? ORDER BY c.applied_at, g.id',
    )
    .all(cartId) as GiftCertificateRow[];

/** The cart a checkout's certificates pay for (the caller's cart row fits). */
export interface CheckoutCart {
  id: string;
  currency: string;
}

/**
 * Certificates hold amounts of the store's default currency and pay carts in it only: this
 * store converts no certificate balance (a cart in another currency is refused, and one
 * switched to another after a certificate was applied is paid nothing by it).
 */
const inStoreCurrency = (cart: CheckoutCart) => cart.currency === STORE_CURRENCY;

/** Applies a certificate to a checkout; refused (422) when it cannot pay for anything. */
export function applyGiftCertificate(
  ctx: ServiceContext,
  cart: CheckoutCart,
  code: string,
): GiftCertificateRow {
  const certificate = findGiftCertificateByCode(ctx, code);
  if (!certificate)
    throw unprocessable(
      `“${code.trim()}” is not a gift certificate code of this store. Check the code and try again.`,
      { code: 'unknown' },
    );
  if (!inStoreCurrency(cart)) {
    throw unprocessable(
      `Gift certificates pay for orders in ${STORE_CURRENCY} only; switch your cart to ${STORE_CURRENCY} to use one.`,
      { code: 'other currency' },
    );
  }
  const problem = whyNotRedeemable(ctx, certificate);
  if (problem) throw unprocessable(problem, { code: 'not redeemable' });
  ctx.db
    .prepare(
      'INSERT OR IGNORE INTO checkout_gift_certificates (cart_id, certificate_id, applied_at) VALUES (?, ?, ?)',
    )
    .run(cart.id, certificate.id, ctx.clock.now());
  return certificate;
}

export function removeGiftCertificate(ctx: ServiceContext, cartId: string, code: string): boolean {
  const certificate = findGiftCertificateByCode(ctx, code);
  if (!certificate) return false;
  return (
    ctx.db
      .prepare('DELETE FROM checkout_gift_certificates WHERE cart_id = ? AND certificate_id = ?')
      .run(cartId, certificate.id).changes > 0
  );
}

/** What each applied certificate pays of `totalCents` now; one that can no longer pay (spent elsewhere, expired) pays nothing. */
export function giftCertificatePayments(
  ctx: ServiceContext,
  cart: CheckoutCart,
  totalCents: number,
): GiftCertificatePayment[] {
  let left = inStoreCurrency(cart) ? totalCents : 0;
  return cartGiftCertificates(ctx, cart.id).map((certificate) => {
    const amountCents = whyNotRedeemable(ctx, certificate)
      ? 0
      : Math.min(certificate.balance, Math.max(left, 0));
    left -= amountCents;
    return { certificate, amountCents };
  });
}

/**
 * Pays what the checkout's certificates can of the order (inside the order's transaction):
 * their balances go down, the order records each. Returns the amount paid (cents).
 */
export function redeemGiftCertificates(
  ctx: ServiceContext,
  cart: CheckoutCart,
  orderId: number,
  totalCents: number,
): number {
  const payments = giftCertificatePayments(ctx, cart, totalCents).filter((p) => p.amountCents > 0);
  for (const { certificate, amountCents } of payments) {
    ctx.db
      .prepare('UPDATE gift_certificates SET balance = balance - ? WHERE id = ?')
      .run(amountCents, certificate.id);
    ctx.db
      .prepare(
        'INSERT INTO order_gift_certificates (order_id, certificate_id, amount) VALUES (?, ?, ?)',
      )
      .run(orderId, certificate.id, amountCents);
  }
  ctx.db.prepare('DELETE FROM checkout_gift_certificates WHERE cart_id = ?').run(cart.id);
  return payments.reduce((sum, p) => sum + p.amountCents, 0);
}

/** The certificates that paid for an order, by code, and what each paid (cents). */
export const orderGiftCertificatePayments = (
  ctx: ServiceContext,
  orderId: number,
): Array<{ code: string; amountCents: number }> =>
  ctx.db
    .prepare(
      'SELECT g.code AS code, o.amount AS amountCents FROM order_gift_certificates o JOIN gift_certificates g ON g.id = o.certificate_id WHERE o.order_id = ? ORDER BY o.rowid',
    )
    .all(orderId) as Array<{ code: string; amountCents: number }>;

/** What gift certificates paid of an order (cents). */
export const orderGiftCertificateAmount = (ctx: ServiceContext, orderId: number): number =>
  (
    ctx.db
      .prepare(
        'SELECT IFNULL(SUM(amount), 0) AS total FROM order_gift_certificates WHERE order_id = ?',
      )
      .get(orderId) as { total: number }
  ).total;
