import { createHash, randomBytes } from 'node:crypto';
import { findCart } from '../../carts';
import { type ServiceContext } from '../../core';

/**
 * Checkout tokens (`POST /v3/checkouts/{id}/token`): a secret that opens the order
 * confirmation page of the checkout's order (`/order-confirmation/{orderId}?t=<token>`)
 * a limited number of times, for a limited time. Only a hash of the token is kept.
 */
export const checkoutTokensSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS checkout_tokens (
    token_hash TEXT PRIMARY KEY,
    cart_id TEXT NOT NULL,
    uses_left INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
`;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function createCheckoutToken(
  ctx: ServiceContext,
  cartId: string,
  options: { maxUses: number; ttlSeconds: number },
): string {
  const token = randomBytes(32).toString('hex');
  ctx.db
    .prepare(
      'INSERT INTO checkout_tokens (token_hash, cart_id, uses_left, expires_at) VALUES (?, ?, ?, ?)',
    )
    .run(hashOf(token), cartId, options.maxUses, ctx.clock.now() + options.ttlSeconds * 1000);
  return token;
}

/** Uses the token once for the order's confirmation page: true when it is valid for that order. */
export function redeemCheckoutToken(ctx: ServiceContext, orderId: number, token: string): boolean {
  const row = ctx.db
    .prepare('SELECT * FROM checkout_tokens WHERE token_hash = ?')
    .get(hashOf(token)) as
    { token_hash: string; cart_id: string; uses_left: number; expires_at: number } | undefined;
  if (!row || row.uses_left < 1 || row.expires_at <= ctx.clock.now()) return false;
  if (findCart(ctx, row.cart_id)?.order_id !== orderId) return false;
  ctx.db
    .prepare('UPDATE checkout_tokens SET uses_left = uses_left - 1 WHERE token_hash = ?')
    .run(row.token_hash);
  return true;
}
