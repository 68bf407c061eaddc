import 'server-only';
import { cartIdOfRecoveryToken } from '../store-api/abandoned-carts';
import { type CartNotice, cartPageWith } from '../cart-notices';
import { withQuery } from '../links';
import { ROUTES, matchRoute, routePath } from '../routes';
import { getCart } from './cart';
import { type Session } from './session';
import { storeApi } from './store-api';

/**
 * Restoring a cart from the store's abandoned-cart e-mail (`?t=<token>`). The token names
 * a cart; the shopper gets it back only if they may read it: a guest cart by anyone with
 * the link, a customer's cart only when signed in as that customer. Used by the link's
 * route handler and by sign-in, which finishes a recovery that had to ask for it.
 */
export type RecoveryOutcome = 'recovered' | 'needs-sign-in' | 'failed' | 'store-unavailable';

export async function recoverCart(token: string, session: Session): Promise<RecoveryOutcome> {
  let cartId: string | null;
  try {
    cartId = await cartIdOfRecoveryToken(storeApi(), token);
  } catch {
    // An unknown token is null, not an error: this is the store being unreachable.
    return 'store-unavailable';
  }
  if (!cartId) return 'failed';

  const customerId = session.customerId ?? null;
  let cart: Awaited<ReturnType<typeof getCart>>;
  try {
    cart = await getCart(cartId, customerId);
  } catch {
    return 'store-unavailable';
  }
  if (!cart) return customerId === null ? 'needs-sign-in' : 'failed';
  session.cartId = cart.entityId;
  await session.save();
  return 'recovered';
}

/** The recovery link of a token (this storefront's recover_abandoned_cart route). */
export const recoveryLink = (token: string) => withQuery(routePath('recover_abandoned_cart'), { t: token });

/** The token of a path that is a recovery link, else null. */
export function recoveryTokenOf(path: string): string | null {
  if (!matchRoute(ROUTES.recover_abandoned_cart, path)) return null;
  return new URL(path, 'http://storefront.invalid').searchParams.get('t')?.trim() || null;
}

const NOTICE_OF_OUTCOME = {
  recovered: 'recovered',
  failed: 'recovery-failed',
  'store-unavailable': 'store-unavailable',
} as const satisfies Record<Exclude<RecoveryOutcome, 'needs-sign-in'>, CartNotice>;

/** Where the shopper goes after an attempt: the cart page with a message saying how it went. */
export const cartPageAfter = (outcome: Exclude<RecoveryOutcome, 'needs-sign-in'>): string => cartPageWith(NOTICE_OF_OUTCOME[outcome]);
