import { edgeKeys } from './cache-tags.mjs';

/**
 * The catalog pages: the same for every shopper (their own parts come from
 * /api/shopper), public to shared caches, and named by their edge keys. A pattern's
 * parameters in a key stand for the address's own (Next.js fills them in). Where two
 * patterns match, the later one's headers win: a product page's address in a currency or
 * on a page of reviews (`/~/...`) is that product's page.
 */
const LISTING = [...edgeKeys.everyPage(), edgeKeys.listings()];
const PRODUCT = (pattern) => [
  ...edgeKeys.everyPage(),
  edgeKeys.productPages(),
  edgeKeys.productPage(pattern),
];

/** @type {ReadonlyArray<{ source: string; keys: readonly string[] }>} */
const DEFAULT_LANGUAGE_ROUTES = [
  { source: '/', keys: LISTING },
  { source: '/~/:state+', keys: LISTING },
  { source: '/help', keys: edgeKeys.everyPage() },
  { source: '/search', keys: LISTING },
  { source: '/search/:state+', keys: LISTING },
  { source: '/products/:slug+', keys: PRODUCT('/products/:slug+') },
  { source: '/products/:slug+/~/:state+', keys: PRODUCT('/products/:slug+') },
  { source: '/categories/:slug+', keys: LISTING },
  { source: '/brands/:slug+', keys: LISTING },
  { source: '/pages/:slug+', keys: edgeKeys.everyPage() },
  // The sitemaps list the catalog's addresses: a catalog change purges them with the
  // listings, and the origin answers from the list it reads again each hour in the
  // background (lib/data/sitemap.ts: at 100,000 products that read takes tens of seconds).
  { source: '/sitemap.xml', keys: LISTING },
  { source: '/sitemap/:file', keys: LISTING },
];

/**
 * Each page in every language: the default's without a prefix, the others' under their
 * code (lib/shared/locale-path.ts), with the same keys, so one purge reaches every language.
 */
const LANGUAGE_PREFIX = '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})';
export const CATALOG_ROUTES = [
  ...DEFAULT_LANGUAGE_ROUTES,
  ...DEFAULT_LANGUAGE_ROUTES.map(({ source, keys }) => ({
    source: source === '/' ? LANGUAGE_PREFIX : `${LANGUAGE_PREFIX}${source}`,
    keys,
  })),
];

/**
 * The response headers that name a page's keys to the edge in front: `xkey` for Varnish
 * (vmod xkey), `Surrogate-Key` for Fastly (both space-separated) and `Cache-Tag` for
 * Cloudflare (comma-separated). Each edge strips its own before a browser sees it (Varnish:
 * edge/default.vcl; Fastly and Cloudflare do it themselves).
 *
 * @param {readonly string[]} keys
 * @returns {Array<{ key: string; value: string }>}
 */
export function edgeKeyHeaders(keys) {
  return [
    { key: 'xkey', value: keys.join(' ') },
    { key: 'Surrogate-Key', value: keys.join(' ') },
    { key: 'Cache-Tag', value: keys.join(',') },
  ];
}

/** The names of those headers, lower-cased, for the edges and tests that strip or read them. */
export const EDGE_KEY_HEADERS = ['xkey', 'surrogate-key', 'cache-tag'];
