import 'server-only';
import { revalidateTag } from 'next/cache';
import { cacheTags } from '../shared/cache-tags.mjs';
import { setCartLocale } from '../data/cart';
import { StoreRequestError } from '../store/errors';
import { loggerFor } from '../observability/logger.mjs';
import { getSession } from './session';

/**
 * The shopper switched language (the header's switch): their cart, if they have one, speaks
 * it from now on, so the hosted checkout and the store's e-mails about the cart do too. A
 * cart the store cannot change now keeps its language until the next add to cart, which
 * brings it to the page's.
 */
export async function cartFollowsLanguage(locale: string): Promise<void> {
  const session = await getSession();
  if (!session.cartId) return;
  try {
    await setCartLocale(session.cartId, locale, { customerId: session.customerId ?? null });
    revalidateTag(cacheTags.cart(session.cartId), { expire: 0 });
  } catch (error) {
    if (!(error instanceof StoreRequestError))
      loggerFor('language').warn(
        `storefront: the cart keeps its language for now: ${error instanceof Error ? error.message : 'unknown failure'}`,
      );
  }
}
