/**
 * The `[locale]` segment of a page in the channel's default language, whatever its code is
 * (lib/shared/locale-path.ts). No address names it: a request for `/default/...` is the
 * default language's `/default/...`, which no page has.
 */
export const DEFAULT_LOCALE_SEGMENT = 'default';

/**
 * The rewrite (next.config.mjs) of an address without a language prefix to its page in the
 * channel's default language, `app/[locale]/` with DEFAULT_LOCALE_SEGMENT: every path
 * whose first segment is not shaped like a language code (`fr`, `pt-BR`), nor Next.js's
 * own, nor a route handler with a parameter (the static ones are found before it). The
 * prefixed addresses go to their `[locale]` as they are. Next.js tries these rewrites
 * before its dynamic routes, `[locale]` among them; a first segment ends at a `/` or at the
 * end of the address (in the pattern, `$` is the end of the whole address).
 */
export const UNPREFIXED_PAGES = [
  { source: '/', destination: `/${DEFAULT_LOCALE_SEGMENT}` },
  {
    source:
      '/:first((?![a-z]{2}(?:-[A-Za-z]{2})?(?:/|$))(?!(?:_next|api|sitemap)(?:/|$))[^/]+)/:rest*',
    destination: `/${DEFAULT_LOCALE_SEGMENT}/:first/:rest*`,
  },
];
