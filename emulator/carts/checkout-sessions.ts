import { randomBytes } from 'node:crypto';
import { type CartRow, findCart } from './repository';
import { cartFor } from './service';
import { type CartView, hasLines, viewCart } from './view';
import { type ServiceContext } from '../core';
import { unprocessable } from '../http';

/**
 * Hosted checkout sessions: a secret token per "go to checkout", tied to one cart and the
 * shopper who asked for it, valid for a limited time. The token in the URL is the only
 * credential the checkout page needs, so it is long and random.
 */
export const checkoutSessionsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS checkout_sessions (
    token TEXT PRIMARY KEY,
    cart_id TEXT NOT NULL,
    channel_id INTEGER NOT NULL,
    customer_id INTEGER,
    order_id INTEGER,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
`;

/** How long a checkout link works: long enough to fill the form at leisure, short enough that old links die. */
export const CHECKOUT_SESSION_TTL_MS = 2 * 60 * 60_000;

export interface CheckoutSessionRow {
  token: string;
  cart_id: string;
  channel_id: number;
  customer_id: number | null;
  order_id: number | null;
  created_at: number;
  expires_at: number;
}

export interface CheckoutUrls {
  /** The checkout page for a full-page redirect. */
  redirectedCheckoutUrl: string;
  /** The same page without the store header, for a storefront's frame. */
  embeddedCheckoutUrl: string;
}

/**
 * Starts a hosted checkout for a cart the shopper may use (their own, or a guest cart),
 * as the storefront's `createCartRedirectUrls` mutation does. Throws "not found" for a
 * cart that is not theirs or no longer active, and 422 for an empty cart.
 */
export function createCheckoutSession(
  ctx: ServiceContext,
  input: {
    cartId: string;
    channelId: number;
    customerId: number | null;
    /** Added to both URLs (`queryParams`): what the storefront passes on to the checkout. */
    queryParams?: readonly { key: string; value: string }[];
  },
): CheckoutUrls {
  const cart = cartFor(ctx, input.cartId, {
    channelId: input.channelId,
    customerId: input.customerId,
  });
  if (!hasLines(viewCart(ctx, cart)))
    throw unprocessable(`Cart ${cart.id} is empty; add an item before checking out.`);
  const token = randomBytes(24).toString('base64url');
  const now = ctx.clock.now();
  ctx.db
    .prepare(
      'INSERT INTO checkout_sessions (token, cart_id, channel_id, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(token, cart.id, input.channelId, input.customerId, now, now + CHECKOUT_SESSION_TTL_MS);
  const withParams = (url: URL) => {
    for (const { key, value } of input.queryParams ?? []) url.searchParams.set(key, value);
    return url.toString();
  };
  const url = new URL(`/checkout/${token}`, ctx.origin);
  const embedded = new URL(url);
  embedded.searchParams.set('embedded', '1');
  return { redirectedCheckoutUrl: withParams(url), embeddedCheckoutUrl: withParams(embedded) };
}

/** Where a checkout link stands now; the page shown follows from it. */
export type SessionState =
  | { kind: 'unknown' }
  | { kind: 'placed'; session: CheckoutSessionRow; orderId: number | null }
  | { kind: 'empty'; session: CheckoutSessionRow }
  | { kind: 'expired'; session: CheckoutSessionRow }
  | { kind: 'open'; session: CheckoutSessionRow; cart: CartRow; view: CartView };

export function findCheckoutSession(
  ctx: ServiceContext,
  token: string,
): CheckoutSessionRow | undefined {
  return ctx.db.prepare('SELECT * FROM checkout_sessions WHERE token = ?').get(token) as
    CheckoutSessionRow | undefined;
}

export function sessionState(ctx: ServiceContext, token: string): SessionState {
  const session = findCheckoutSession(ctx, token);
  if (!session) return { kind: 'unknown' };
  const cart = findCart(ctx, session.cart_id);
  // An order already placed says so even after the link expired: that is what the shopper wants to know.
  if (cart?.status === 'converted') return { kind: 'placed', session, orderId: cart.order_id };
  if (ctx.clock.now() >= session.expires_at) return { kind: 'expired', session };
  if (!cart || cart.status !== 'active') return { kind: 'empty', session };
  const view = viewCart(ctx, cart);
  if (!hasLines(view)) return { kind: 'empty', session };
  return { kind: 'open', session, cart, view };
}

export function markSessionPlaced(ctx: ServiceContext, token: string, orderId: number): void {
  ctx.db.prepare('UPDATE checkout_sessions SET order_id = ? WHERE token = ?').run(orderId, token);
}
