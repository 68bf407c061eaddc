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

/** The path of a page (given in the default language) in the language `code` of `shop`. */
export const pathInLocale = (path: string, code: string, shop: ShopLocales) =>
  withLocalePrefix(path, localePrefix(code, shop.default));

/**
 * The same page in each of the channel's languages, as `hreflang` alternates: one per
 * language plus `x-default`, the default language's address. None with one language, so a
 * shop that speaks one looks as it did before it had languages. The one rule for the
 * pages' `<link rel="alternate">` (CanonicalLink) and the sitemaps' `xhtml:link`
 * (lib/shared/sitemap-entries.ts): the alternates reuse the page's own path under each
 * prefix until translated URLs exist. `path` is in the default language.
 */
export function languageAlternates(
  path: string,
  shop: ShopLocales,
): Array<{ hreflang: string; path: string }> {
  if (shop.all.length < 2) return [];
  return [
    ...shop.all.map((code) => ({ hreflang: code, path: pathInLocale(path, code, shop) })),
    { hreflang: 'x-default', path: pathInLocale(path, shop.default, shop) },
  ];
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
