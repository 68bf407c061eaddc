import { cacheTags, edgeKeys } from '../shared/cache-tags.mjs';

/** Tags every catalog page carries at the edge too (next.config.mjs names them on each). */
const PAGE_TAGS: ReadonlySet<string> = new Set(edgeKeys.everyPage());
const PRODUCT_TAG = /^product:(\d+)$/;
const CATEGORY_TAG = /^category:\d+$/;

/**
 * The edge keys to purge for the cache tags a webhook revalidated at the origin. The edge
 * knows a page by its route (lib/shared/edge-routes.mjs), not by the data it was built
 * from, so:
 * - a tag every page carries (products, categories, currencies, theme content) is purged
 *   as it is;
 * - one product's tag, when nothing wider is, becomes its pages' keys (its address in each
 *   language, looked up: `hrefsOf`; a translated custom URL is another page) and the
 *   listings' key, as any listing may show it; a product whose addresses cannot be had
 *   now purges every product page instead;
 * - a category's tag comes with `categories`, which already reaches every page;
 * - carts, orders and customers are on no shared page: nothing to purge.
 */
export async function edgeKeysFor(
  tags: readonly string[],
  hrefsOf: (productId: number) => Promise<readonly string[]>,
): Promise<string[]> {
  const keys = new Set(tags.filter((tag) => PAGE_TAGS.has(tag)));
  // Every catalog page carries the listings tag: nothing narrower is needed.
  if (keys.has(cacheTags.productListings())) return [...keys];
  for (const tag of tags) {
    const product = PRODUCT_TAG.exec(tag);
    if (product) {
      keys.add(edgeKeys.listings());
      const hrefs = await hrefsOf(Number(product[1])).catch(() => []);
      if (!hrefs.length) keys.add(edgeKeys.productPages());
      for (const href of hrefs) keys.add(edgeKeys.productPage(href));
    } else if (CATEGORY_TAG.test(tag)) keys.add(cacheTags.categories());
  }
  return [...keys];
}
