import { isCurrencyCode } from './currency';
import { DEFAULT_LISTING_STATE, listingHref } from './listing-state';
import { pagePath, routePath } from './routes';

/**
 * Links to catalog pages from the store's own paths (`/kitchen/mugs/enamel-camp-mug/`),
 * built with the route table, and the way back from a page's slug to the store's path.
 */

/**
 * A catalog page's address in a currency ('' for the channel's default): its state carries
 * the currency (lib/shared/listing-state.ts), so a page in euros links to pages in euros.
 */
/** A page's address in a currency; anything that is not a currency code (a form's tampered field) leaves it as is. */
export const inCurrency = (href: string, currency = '') =>
  isCurrencyCode(currency) ? listingHref(href, { ...DEFAULT_LISTING_STATE, currency }) : href;

/**
 * Whether a value can be a store path (a product's, category's or brand's custom URL):
 * the store keeps at most 255 characters of one (customUrl.url). A form's longer `path`
 * names nothing, and sending the shopper there would put it whole in a Location header.
 */
export const STORE_PATH_MAX = 255;
export const isStorePath = (value: string) => value.length > 0 && value.length <= STORE_PATH_MAX;

export const productHref = (storePath: string, currency = '') =>
  inCurrency(routePath('product', { slug: storePath }), currency);
export const categoryHref = (storePath: string, currency = '') =>
  inCurrency(pagePath('category', { slug: storePath }), currency);
export const contentPageHref = (storePath: string) => pagePath('content', { slug: storePath });

/** The store files brands under `/brands/<name>/`; the storefront's brand pages already say "brands". */
const STORE_BRAND_PREFIX = '/brands/';

export const brandHref = (storePath: string, currency = '') =>
  inCurrency(pagePath('brand', { slug: brandSlugOf(storePath).join('/') }), currency);

/** The catch-all slug of a brand's page (see brandHref). */
export const brandSlugOf = (storePath: string) =>
  slugOf(
    storePath.startsWith(STORE_BRAND_PREFIX)
      ? storePath.slice(STORE_BRAND_PREFIX.length)
      : storePath,
  );

/** The store paths a brand page's slug may stand for, most likely first (see brandHref). */
export const brandStorePaths = (segments: readonly string[]) => [
  `${STORE_BRAND_PREFIX}${segments.join('/')}/`,
  storePathOf(segments),
];

/** The catalog's pages whose address is the store's path of what they show (its custom URL). */
export type CatalogKind = 'product' | 'category' | 'brand';

/** The page of a product, category or brand at a store path. */
export const catalogHref = (kind: CatalogKind, storePath: string) =>
  kind === 'product'
    ? productHref(storePath)
    : kind === 'category'
      ? categoryHref(storePath)
      : brandHref(storePath);

const CATALOG_PAGE = /^\/(products|categories|brands)\/([^~]+?)\/?((?:\/~\/.*)?)$/;
const KIND_OF_FOLDER: Record<string, CatalogKind> = {
  products: 'product',
  categories: 'category',
  brands: 'brand',
};

/**
 * A catalog page's address (without a language prefix) taken apart: what kind of page,
 * the store paths its slug may stand for (most likely first), and its state as written
 * (`/~/sort=price-asc`, or ''). Null for any other page.
 */
export function catalogPageOf(
  path: string,
): { kind: CatalogKind; storePaths: string[]; state: string } | null {
  const match = CATALOG_PAGE.exec(path);
  if (!match) return null;
  const kind = KIND_OF_FOLDER[match[1]!]!;
  const segments = match[2]!.split('/').filter(Boolean).map(decodedSegment);
  if (!segments.length) return null;
  return {
    kind,
    storePaths: kind === 'brand' ? brandStorePaths(segments) : [storePathOf(segments)],
    state: match[3]!,
  };
}

/** A segment of an address as the store writes paths (unescaped), or as it is where it cannot be. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The store path of a catch-all slug: `['kitchen', 'mugs']` → `/kitchen/mugs/`. */
export const storePathOf = (segments: readonly string[]) => `/${segments.join('/')}/`;

/** The catch-all slug of a store path: `/kitchen/mugs/` → `['kitchen', 'mugs']`. */
export const slugOf = (storePath: string) => storePath.split('/').filter(Boolean);

/** A page path with query parameters; empty values are left out. */
export function withQuery(
  path: string,
  query: Record<string, string | number | null | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A page's `searchParams` prop. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A single value of a page's search params: the first when repeated, undefined when absent. */
export function queryValue(raw: string | string[] | undefined): string | undefined {
  return Array.isArray(raw) ? raw[0] : raw;
}

/** The sign-in page, coming back to `next` afterwards. */
export const signInHref = (next?: string) => withQuery(pagePath('signIn'), { next });

export const orderHref = (orderId: number, query: Record<string, string> = {}) =>
  withQuery(routePath('account_order_status', { id: orderId }), query);

/** The longest path followed after an action or sign-in (the common URL length limit). */
const NEXT_PATH_MAX = 2048;

/**
 * `next` as a path on this site, or null. Only a same-site path is followed after
 * sign-in, so a crafted link cannot send a shopper to another site (open redirect).
 * The path is resolved the way a browser does (dot segments, `%2e`, `\`, tabs and
 * newlines) and the result is checked, since the result is what gets followed: `/.//x`
 * resolves to `//x`, which a browser reads as another host.
 */
export function safeNextPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\'))
    return null;
  // No page of the shop has a longer address; a longer one would make a Location header
  // that browsers and proxies refuse (their limits on a response's headers).
  if (raw.length > NEXT_PATH_MAX) return null;
  // Control characters (tabs and newlines are dropped by URL parsers) have no place in a path.
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  const base = 'http://storefront.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== base || !path.startsWith('/') || path.startsWith('//') || path.includes('\\'))
    return null;
  return path;
}
