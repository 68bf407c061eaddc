/**
 * What the shop's sitemaps list, apart from the store so that it is plain to test: each page
 * at its address in every language the channel offers, and with each address the same page
 * in all of them (`hreflang`, languageAlternates: the rule the pages' own alternates follow).
 * With one language it is the default language's addresses alone, with no alternates.
 */

import { type ShopLocales, isLocalizedPage, languageAlternates, pathInLocale } from './locale-path';
import type { SitemapUrl } from './sitemap-xml';

export interface SitemapEntries {
  /** How many `<url>` entries there are, over every sitemap file. */
  count: number;
  /** Entries `start` to `end` (exclusive) as absolute URLs on `origin`. */
  urls(start: number, end: number, origin: string): SitemapUrl[];
}

/**
 * The entries for `paths` (the pages' paths in the default language), in this order: every
 * path in the default language (so the first file starts as a one-language shop's), then
 * each other language's addresses of the pages that have one (isLocalizedPage), language
 * after language. An entry is found from its index, so a file of 50,000 entries is made
 * without building the whole list of a large catalog times its languages on each request.
 */
export function sitemapEntries(paths: readonly string[], shop: ShopLocales): SitemapEntries {
  const others = shop.all.filter((code) => code !== shop.default);
  const localized = others.length ? paths.filter(isLocalizedPage) : [];
  const entryAt = (index: number): { path: string; code: string } => {
    if (index < paths.length) return { path: paths[index]!, code: shop.default };
    const rest = index - paths.length;
    return {
      path: localized[rest % localized.length]!,
      code: others[Math.floor(rest / localized.length)]!,
    };
  };
  const count = paths.length + others.length * localized.length;
  return {
    count,
    urls(start, end, origin) {
      const urls: SitemapUrl[] = [];
      for (let index = Math.max(0, start); index < Math.min(end, count); index++) {
        const { path, code } = entryAt(index);
        const alternates = isLocalizedPage(path) ? languageAlternates(path, shop) : [];
        urls.push({
          loc: `${origin}${pathInLocale(path, code, shop)}`,
          alternates: alternates.map(({ hreflang, path: alternate }) => ({
            hreflang,
            href: `${origin}${alternate}`,
          })),
        });
      }
      return urls;
    },
  };
}
