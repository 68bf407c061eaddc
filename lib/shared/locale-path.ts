/**
 * Languages in addresses: the channel's default language has no prefix (`/products/mug`),
 * each other one its code (`/fr/products/mug`). Inside the app every page lives under
 * `app/[locale]/`; an address without a prefix is rewritten there (next.config.mjs) with
 * DEFAULT_LOCALE_SEGMENT as its `locale`, which no address can name itself, so the default
 * language's pages need neither the proxy nor the store to find their route. Safe for the
 * browser: no store, no server.
 */

import { DEFAULT_LOCALE_SEGMENT } from './locale-rewrite.mjs';

export { DEFAULT_LOCALE_SEGMENT };

/** A language code as the store writes it: `fr`, `pt-BR`. */
const LOCALE_CODE = /^[a-z]{2}(?:-[A-Za-z]{2})?$/;
export const isLocaleCode = (value: string | undefined): value is string =>
  typeof value === 'string' && LOCALE_CODE.test(value);

/**
 * The language a `[locale]` segment asks the store in: null for the default's
 * (DEFAULT_LOCALE_SEGMENT: the store answers in its default), the code otherwise.
 */
export const storeLocaleOfSegment = (segment: string | undefined): string | null =>
  segment && segment !== DEFAULT_LOCALE_SEGMENT ? segment : null;

/** The language to ask the store in for the shop's language `code`: null for its default. */
export const storeLocaleOf = (code: string, shop: ShopLocales): string | null =>
  code === shop.default ? null : code;

/** The path prefix of a page in a language: '' for the default, `/fr` for French. */
export const localePrefix = (code: string, defaultCode: string) =>
  code === defaultCode ? '' : `/${code}`;

/** A path of the default language (`/products/mug`, `/`) in the language of a prefix. */
export function withLocalePrefix(path: string, prefix: string): string {
  if (!prefix || !path.startsWith('/') || path.startsWith('//')) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * An address split into its language prefix (the code, or null where it has none) and the
 * path in the default language. Only a first segment shaped like a language code is one:
 * no page of the shop has a two-letter name.
 */
export function splitLocale(pathname: string): { code: string | null; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (!isLocaleCode(first)) return { code: null, path: pathname };
  return { code: first, path: `/${rest.join('/')}` };
}

/**
 * A page's path in the default language, from its address (`/fr/products/mug`) or from the
 * path a prerender sees (`/default/products/mug`): what the language switch and the
 * header's search box read, the same on the server and in the browser.
 */
export function unprefixedPath(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (first === DEFAULT_LOCALE_SEGMENT || isLocaleCode(first)) return `/${rest.join('/')}`;
  return pathname;
}

/**
 * The addresses that are not pages of `app/[locale]/` but route handlers with one address
 * for every language: the checkout and the abandoned cart's link (both follow the cart's
 * own language), the language and currency switches, the APIs and the sitemaps. Every
 * other page, the cart's and the account's too, has an address in each language.
 */
const UNLOCALIZED =
  /^\/(?:checkout|cart\/recover|language|currency|api|sitemap)(?:[/?#.]|$)|^\/robots\.txt/;
export const isLocalizedPage = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !UNLOCALIZED.test(path);

/**
 * A link's path on a page in the language of `prefix`: prefixed when that page has its
 * own, and left as it is when it has a language already (a `next` address the shopper
 * came from, `/fr/account/orders/7`).
 */
export const localizedHref = (href: string, prefix: string) =>
  prefix && isLocalizedPage(href) && !splitLocale(href).code
    ? withLocalePrefix(href, prefix)
    : href;

/** The path of a page (given in that language's own words) in the language `code` of `shop`. */
export const pathInLocale = (path: string, code: string, shop: ShopLocales) =>
  withLocalePrefix(path, localePrefix(code, shop.default));

/**
 * A page's path in each language, without the prefix: one path where it is the same in
 * all (the help page, a search, a content page), or the path per language code where the
 * store gives the page an address of its own in each (a product's, category's or brand's
 * translated custom URL: `{ en: '/products/kitchen', fr: '/products/cuisine' }`).
 */
export type PathsByLocale = string | Readonly<Record<string, string>>;

/** The page's path in the language `code` (none where a per-language set lacks it). */
export const pathFor = (paths: PathsByLocale, code: string): string | undefined =>
  typeof paths === 'string' ? paths : paths[code];

/** The same page's paths with `change` made to each (a listing's state put on them). */
export const mapPaths = (paths: PathsByLocale, change: (path: string) => string): PathsByLocale =>
  typeof paths === 'string'
    ? change(paths)
    : Object.fromEntries(Object.entries(paths).map(([code, path]) => [code, change(path)]));

/**
 * The same page in each of the channel's languages, as `hreflang` alternates: one per
 * language at that language's own address, plus `x-default`, the default language's. None
 * with one language, so a shop that speaks one looks as it did before it had languages.
 * The one rule for the pages' `<link rel="alternate">` (CanonicalLink) and the sitemaps'
 * `xhtml:link` (lib/shared/sitemap-entries.ts). A language a per-language set lacks (the
 * store did not answer for it) is left out rather than guessed.
 */
export function languageAlternates(
  paths: PathsByLocale,
  shop: ShopLocales,
): Array<{ hreflang: string; path: string }> {
  if (shop.all.length < 2) return [];
  const alternates = shop.all.flatMap((code) => {
    const path = pathFor(paths, code);
    return path === undefined ? [] : [{ hreflang: code, path: pathInLocale(path, code, shop) }];
  });
  const fallback = alternates.find(({ hreflang }) => hreflang === shop.default);
  return fallback ? [...alternates, { hreflang: 'x-default', path: fallback.path }] : alternates;
}

/** The channel's languages: its default first, then the others in the store's order. */
export interface ShopLocales {
  default: string;
  all: readonly string[];
}

/** A store that names no language (or a build without one) speaks English alone, as the store does. */
export const ENGLISH_ONLY: ShopLocales = { default: 'en', all: ['en'] };

/** The store's list as the shop's: its default (else its first) first. */
export function shopLocalesOf(locales: ReadonlyArray<{ code: string; isDefault: boolean }>) {
  const codes = locales.map(({ code }) => code);
  const fallback = locales.find(({ isDefault }) => isDefault)?.code ?? codes[0];
  if (!fallback) return ENGLISH_ONLY;
  return { default: fallback, all: [fallback, ...codes.filter((code) => code !== fallback)] };
}
