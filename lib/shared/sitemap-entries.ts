/**
 * What the shop's sitemaps list, apart from the store so that it is plain to test: each page
 * at its address in every language the channel offers (a catalog page at each language's
 * own path: its translated custom URL), and with each address the same page in all of them
 * (`hreflang`, languageAlternates: the rule the pages' own alternates follow). With one
 * language it is the default language's addresses alone, with no alternates.
 */

import {
  type PathsByLocale,
  type ShopLocales,
  isLocalizedPage,
  languageAlternates,
  pathFor,
  pathInLocale,
} from './locale-path';
import type { SitemapUrl } from './sitemap-xml';

export interface SitemapEntries {
  /** How many `<url>` entries there are, over every sitemap file. */
  count: number;
  /** Entries `start` to `end` (exclusive) as absolute URLs on `origin`. */
  urls(start: number, end: number, origin: string): SitemapUrl[];
}

/**
 * The entries for `pages` (each page's path, one for every language or one per language),
 * in this order: every page in the default language (so the first file starts as a
 * one-language shop's), then each other language's addresses of the pages that have one
 * (isLocalizedPage), language after language. An entry is found from its index, so a file
 * of 50,000 entries is made without building the whole list of a large catalog times its
 * languages on each request.
 */
export function sitemapEntries(pages: readonly PathsByLocale[], shop: ShopLocales): SitemapEntries {
  const others = shop.all.filter((code) => code !== shop.default);
  // A page's path in a language; the default's where a set lacks it (the store resolves a
  // default path in every language).
  const pathIn = (page: PathsByLocale, code: string): string =>
    pathFor(page, code) ?? pathFor(page, shop.default) ?? '/';
  const localized = others.length
    ? pages.filter((page) => isLocalizedPage(pathIn(page, shop.default)))
    : [];
  const entryAt = (index: number): { page: PathsByLocale; code: string } => {
    if (index < pages.length) return { page: pages[index]!, code: shop.default };
    const rest = index - pages.length;
    return {
      page: localized[rest % localized.length]!,
      code: others[Math.floor(rest / localized.length)]!,
    };
  };
  const count = pages.length + others.length * localized.length;
  return {
    count,
    urls(start, end, origin) {
      const urls: SitemapUrl[] = [];
      for (let index = Math.max(0, start); index < Math.min(end, count); index++) {
        const { page, code } = entryAt(index);
        const alternates = isLocalizedPage(pathIn(page, shop.default))
          ? languageAlternates(page, shop)
          : [];
        urls.push({
          loc: `${origin}${pathInLocale(pathIn(page, code), code, shop)}`,
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
