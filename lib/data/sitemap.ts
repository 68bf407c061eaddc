import 'server-only';
import { cacheLife } from 'next/cache';
import {
  SitemapBrandsDocument,
  SitemapPagesDocument,
  SitemapProductsDocument,
} from '@/graphql/generated/operations';
import { type CatalogKind, catalogHref, contentPageHref } from '../shared/links';
import { pagePath, routePath } from '../shared/routes';
import { getCategoryPaths } from './catalog';
import { catalogQuery } from '../store/last-known';
import { type PathsByLocale, type ShopLocales, storeLocaleOf } from '../shared/locale-path';
import { type SitemapEntries, sitemapEntries } from '../shared/sitemap-entries';

/** URLs per sitemap file, the sitemaps protocol's limit. */
export const SITEMAP_LIMIT = 50_000;

/** The store's page size for connections. */
const PAGE = 50;

interface Page {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** Every item of a connection, reading it page after page. */
async function everyPage<T extends Page>(read: (after: string | null) => Promise<T>): Promise<T[]> {
  const pages: T[] = [];
  for (let after: string | null = null; ;) {
    const page: T = await read(after);
    pages.push(page);
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return pages;
    after = page.pageInfo.endCursor;
  }
}

/** A page the sitemaps list: what it shows across languages (`product:12`), if it has a path per language, and its address. */
interface SitemapPage {
  key: string | null;
  href: string;
}

/** The categories', brands' and products' pages in a language (null: the store's default), keyed by what they show. */
async function catalogPagesIn(locale: string | null) {
  const language = { locale };
  const [categories, products, brands] = await Promise.all([
    getCategoryPaths(locale),
    everyPage(
      async (after) =>
        (await catalogQuery(SitemapProductsDocument, { first: PAGE, after }, language)).site
          .products,
    ),
    everyPage(
      async (after) =>
        (await catalogQuery(SitemapBrandsDocument, { first: PAGE, after }, language)).site.brands,
    ),
  ]);
  const page =
    (kind: CatalogKind) =>
    (node: { entityId: number; path: string }): SitemapPage => ({
      key: `${kind}:${node.entityId}`,
      href: catalogHref(kind, node.path),
    });
  return {
    categories: categories.map(page('category')),
    brands: nodes(brands).map(page('brand')),
    products: nodes(products).map(page('product')),
  };
}

const nodes = <T>(connections: Array<{ edges?: Array<{ node: T }> | null }>) =>
  connections.flatMap((c) => c.edges?.map((e) => e.node) ?? []);

/**
 * Every page a search engine should know, at its address in each of the channel's
 * languages (`shop`: its default first): home, search, each visible category, brand,
 * content page and product, read from the store in each language, as products, categories
 * and brands have an address of their own in each (translated custom URLs). One path for a
 * page whose address is the same in all, and with one language.
 *
 * Read again in the background once an hour, while the list read before is served (a day
 * without a request, and the next one waits for the read), and after a category event
 * (the category tree's read is part of it), never on a product event. Reading it costs a
 * store request per 50 products and language (100,000 products in three languages: 6,000
 * requests, about 30 s), and the product events that refresh the listings come by the
 * thousand in an import; a search engine reads a sitemap a few times a day. So a new,
 * hidden or moved page is in the sitemaps within the hour.
 */
export async function getSitemapPages(shop: ShopLocales): Promise<PathsByLocale[]> {
  'use cache';
  cacheLife('hours');
  const others = shop.all.filter((code) => code !== shop.default);
  const [catalog, contentPages, translated] = await Promise.all([
    catalogPagesIn(null),
    everyPage(
      async (after) =>
        (await catalogQuery(SitemapPagesDocument, { first: PAGE, after }, { locale: null })).site
          .content.pages,
    ),
    Promise.all(others.map((code) => catalogPagesIn(storeLocaleOf(code, shop)))),
  ]);
  const pages: SitemapPage[] = [
    { key: null, href: routePath('home') },
    { key: null, href: pagePath('search') },
    ...catalog.categories,
    ...catalog.brands,
    ...nodes(contentPages).flatMap((page) =>
      'path' in page ? [{ key: null, href: contentPageHref(page.path) }] : [],
    ),
    ...catalog.products,
  ];
  if (!others.length) return pages.map(({ href }) => href);
  const hrefIn = translated.map(
    ({ categories, brands, products }) =>
      new Map([...categories, ...brands, ...products].map(({ key, href }) => [key, href])),
  );
  return pages.map(({ key, href }) =>
    key === null
      ? href
      : Object.fromEntries([
          [shop.default, href],
          // A page another language's list lacks (added in between) keeps the default's path,
          // which the store resolves in every language.
          ...others.map((code, index): [string, string] => [code, hrefIn[index]!.get(key) ?? href]),
        ]),
  );
}

/**
 * The sitemaps' `<url>` entries: those pages in each language the channel offers (`shop`,
 * lib/i18n's getShopLocales, which the route handlers read: lib/data sits below lib/i18n),
 * with their `hreflang` alternates (lib/shared/sitemap-entries.ts). The pages are cached;
 * the entries are only their pairing with the languages, made an entry at a time per request.
 */
export async function getSitemapEntries(shop: ShopLocales): Promise<SitemapEntries> {
  return sitemapEntries(await getSitemapPages(shop), shop);
}

/** How many sitemap files the entries fill (at least one): the limit counts `<url>` entries, not their alternates. */
export const sitemapCount = (entries: number) => Math.max(1, Math.ceil(entries / SITEMAP_LIMIT));
