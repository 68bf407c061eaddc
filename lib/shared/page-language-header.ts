/**
 * The request header in which proxy.ts hands a server action the language of the page it
 * was posted from (its address's prefix; none for the default language). Set by
 * lib/proxy/with-action-guard.ts, read by lib/i18n/request-language.ts.
 */
export const PAGE_LANGUAGE_HEADER = 'x-storefront-page-language';
