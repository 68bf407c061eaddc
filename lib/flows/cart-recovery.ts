import 'server-only';
import { revalidateTag } from 'next/cache';
import { cacheTags } from '../shared/cache-tags.mjs';
import { cartIdOfRecoveryToken } from '../store/management/abandoned-carts';
import { type CartNotice, cartPageWith } from '../shared/cart-notices';
import { withQuery } from '../shared/links';
import { ROUTES, matchRoute, routePath } from '../shared/routes';
import { assignCartToCustomer, getCart } from '../data/cart';
import { StoreRequestError } from '../store/errors';
import { type Session, saveSession } from './session';
import { storeApi } from '../store/management-client';

/**
 * Restoring a cart from the store's abandoned-cart e-mail (`?t=<token>`). The token names
 * a cart; the shopper gets it back only if they may read it: a guest cart by anyone with
 * the link, a customer's cart only when signed in as that customer. Used by the link's
 * route handler and by sign-in, which finishes a recovery that had to ask for it.
 *
 * A signed-in customer who recovers a guest cart takes it over (assignCartToCustomer), as
 * signing in does with the session's guest cart: from then on it is theirs alone, and
 * whoever else holds the e-mail's link can no longer read or change it.
 *
 * The link is a GET that changes the session, so another site can make a browser follow
 * it. That is accepted: it only ever puts into the visitor's own session a cart that
 * visitor could read anyway (a guest cart, or their own), it reveals nothing to the site
 * that sent them, and a guest cart it hands to a signed-in visitor becomes theirs. The worst
 * a crafted link does is show a cart the visitor did not fill, which they can empty.
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
  if (customerId !== null) {
    try {
      // Readable as a guest: a guest cart, which the signed-in customer now takes over.
      if (await getCart(cart.entityId, null)) {
        await assignCartToCustomer(cart.entityId, customerId);
        revalidateTag(cacheTags.cart(cart.entityId), { expire: 0 });
      }
    } catch (error) {
      if (error instanceof StoreRequestError) return 'failed';
      return 'store-unavailable';
    }
  }
  session.cartId = cart.entityId;
  await saveSession(session);
  return 'recovered';
}

/** The recovery link of a token (this storefront's recover_abandoned_cart route). */
export const recoveryLink = (token: string) =>
  withQuery(routePath('recover_abandoned_cart'), { t: token });

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
export const cartPageAfter = (outcome: Exclude<RecoveryOutcome, 'needs-sign-in'>): string =>
  cartPageWith(NOTICE_OF_OUTCOME[outcome]);
