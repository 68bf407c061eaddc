import 'server-only';
import { updateTag } from 'next/cache';
import { cacheTags } from '../shared/cache-tags.mjs';
import { safeNextPath } from '../shared/links';
import { pagePath } from '../shared/routes';
import { productToSave } from '../shared/save-for-later';
import { cartPageAfter, recoverCart, recoveryTokenOf } from './cart-recovery';
import { type Session } from './session';
import { getWishlists, saveForLater } from '../data/wishlists';
import { loggerFor } from '../observability/logger.mjs';

/**
 * Where a shopper who just signed in goes: back to `next` (a path on this site), or the
 * account page. A `next` that is an abandoned-cart link is finished here rather than
 * followed: the action's redirect is rendered by the server without the browser, so a
 * cookie the link's route handler set would be lost.
 */
export async function destinationAfterSignIn(rawNext: unknown, session: Session): Promise<string> {
  const next = safeNextPath(rawNext);
  if (!next) return pagePath('account');
  const token = recoveryTokenOf(next);
  if (!token) return next;
  const outcome = await recoverCart(token, session);
  return cartPageAfter(outcome === 'needs-sign-in' ? 'failed' : outcome);
}

/** `path` with `anchor` (`#…`, or '' for none) in place of any it had. */
export const withAnchor = (path: string, anchor: string): string =>
  anchor ? `${path.split('#')[0]}${anchor}` : path;

/**
 * The "Save for later" a guest pressed before signing in (the sign-in form's `save`):
 * done now, as the customer. Returns the anchor the page shows the outcome at; a product
 * that cannot be saved (gone since) is not worth failing the sign-in for.
 */
export async function finishSaveForLater(rawSave: unknown, customerId: number): Promise<string> {
  const productId = productToSave(rawSave);
  if (productId === null) return '';
  try {
    await saveForLater(customerId, await getWishlists(customerId), productId);
    updateTag(cacheTags.wishlists(customerId));
    return `#saved-${productId}`;
  } catch (error) {
    loggerFor('sign-in').warn(
      `sign-in: product ${productId} could not be saved for later: ${error instanceof Error ? error.message : 'unknown failure'}`,
    );
    return '#save-failed';
  }
}
