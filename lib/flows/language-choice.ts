import 'server-only';
import { revalidateTag } from 'next/cache';
import { cacheTags } from '../shared/cache-tags.mjs';
import { setCartLocale } from '../data/cart';
import { catalogEntityAt, catalogPathIn } from '../data/catalog-paths';
import { catalogHref, catalogPageOf } from '../shared/links';
import { type ShopLocales, storeLocaleOf } from '../shared/locale-path';
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

/**
 * The page at `path` (an address without its language prefix, read in the language
 * `from`) in the language `to`, without the prefix: a product's, category's or brand's
 * page at its address in `to` (its translated custom URL), with its state (`/~/...`) kept;
 * any other page's path as it is. Both look-ups are cached (lib/data/catalog-paths.ts).
 * Where the store cannot say (a path it does not know, an outage), the path as it is: the
 * store resolves the default language's paths in every language.
 */
export async function samePageIn(
  path: string,
  from: string,
  to: string,
  shop: ShopLocales,
): Promise<string> {
  const page = catalogPageOf(path);
  if (!page || from === to) return path;
  try {
    for (const storePath of page.storePaths) {
      const entity = await catalogEntityAt(storePath, storeLocaleOf(from, shop));
      if (entity?.kind !== page.kind) continue;
      const target = await catalogPathIn(entity.kind, entity.entityId, storeLocaleOf(to, shop));
      return target === null ? path : `${catalogHref(entity.kind, target)}${page.state}`;
    }
  } catch (error) {
    loggerFor('language').warn(
      `storefront: the language switch keeps the page's path: ${error instanceof Error ? error.message : 'unknown failure'}`,
    );
  }
  return path;
}
