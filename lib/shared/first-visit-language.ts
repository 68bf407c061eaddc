/**
 * The home page's first-visit language: a shopper who comes to `/` without having chosen a
 * language is sent once to the home page in the browser's first language, when the shop
 * offers it; the choice is then remembered in LANGUAGE_COOKIE (the language switch sets it
 * too), and a crawler is never redirected. Only `/`, never another page.
 *
 * The edge in front (edge/default.vcl) keeps one copy of `/` per answer this rule can
 * give, so it works the request out from the same two facts written the same way:
 * the browser's FIRST language's primary tag (not a negotiation over every q-value, which
 * the edge could not repeat) and CRAWLER_PATTERN. tests/unit/first-visit-language.test.ts
 * holds the VCL to these. Safe for the browser: no store, no server.
 */

import { type ShopLocales, isLocaleCode } from './locale-path';

/** The shopper's language choice; read by the proxy and the edge, set on the first redirect and by the switch. */
export const LANGUAGE_COOKIE = 'storefront_language';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** User agents that are crawlers: they get the page at its address, in its language. */
export const CRAWLER_PATTERN = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview/i;

/** The primary tag of the first language in an Accept-Language header. */
export const FIRST_LANGUAGE_PATTERN = /^\s*([a-zA-Z]{2})(?![a-zA-Z])/;

/** The primary tag of the browser's first language (`fr` of `fr-CA,fr;q=0.9,en;q=0.8`), lowercased. */
export function firstLanguageTag(acceptLanguage: string | null | undefined): string | null {
  const match = FIRST_LANGUAGE_PATTERN.exec(acceptLanguage ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

/** The channel's language whose primary tag is the browser's first (its default when both are). */
export function offeredLanguage(tag: string | null, locales: ShopLocales): string | null {
  if (!tag) return null;
  return locales.all.find((code) => code.split('-')[0]!.toLowerCase() === tag) ?? null;
}

/** A remembered choice the shop still offers, or null. */
export function rememberedLanguage(
  cookie: string | undefined,
  locales: ShopLocales,
): string | null {
  return isLocaleCode(cookie) && locales.all.includes(cookie) ? cookie : null;
}

/**
 * Where `/` sends this request: the home page in another language, or null to stay.
 * A remembered choice wins; then, for a shopper (never a crawler), the browser's language.
 */
export function homeLanguageRedirect(
  request: { cookie: string | undefined; acceptLanguage: string | null; userAgent: string | null },
  locales: ShopLocales,
): { code: string; remember: boolean } | null {
  if (locales.all.length < 2) return null;
  const remembered = rememberedLanguage(request.cookie, locales);
  if (remembered)
    return remembered === locales.default ? null : { code: remembered, remember: false };
  if (CRAWLER_PATTERN.test(request.userAgent ?? '')) return null;
  const wanted = offeredLanguage(firstLanguageTag(request.acceptLanguage), locales);
  return wanted && wanted !== locales.default ? { code: wanted, remember: true } : null;
}
