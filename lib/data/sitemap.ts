import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import {
  SitemapBrandsDocument,
  SitemapPagesDocument,
  SitemapProductsDocument,
} from '@/graphql/generated/operations';
import { cacheTags } from '../shared/cache-tags.mjs';
import { brandHref, categoryHref, contentPageHref, productHref } from '../shared/links';
import { pagePath, routePath } from '../shared/routes';
import { getNavigation } from './catalog';
import { catalogQuery } from '../store/last-known';
import { type ShopLocales } from '../shared/locale-path';
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

/**
 * The canonical address of every page a search engine should know: home, all products,
 * each visible category, brand, content page and product, read from the store. Kept until
 * a product or category webhook says the catalog changed (new products, hidden ones,
 * moved URLs), and for an hour at most for brands and content pages, which have no events.
 */
export async function getSitemapPaths(): Promise<string[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.productListings(), cacheTags.categories());
  const [{ categories }, products, brands, pages] = await Promise.all([
    getNavigation(),
    everyPage(
      async (after) =>
        (await catalogQuery(SitemapProductsDocument, { first: PAGE, after })).site.products,
    ),
    everyPage(
      async (after) =>
        (await catalogQuery(SitemapBrandsDocument, { first: PAGE, after })).site.brands,
    ),
    everyPage(
      async (after) =>
        (await catalogQuery(SitemapPagesDocument, { first: PAGE, after })).site.content.pages,
    ),
  ]);
  const nodes = <T>(connections: Array<{ edges?: Array<{ node: T }> | null }>) =>
    connections.flatMap((c) => c.edges?.map((e) => e.node) ?? []);
  return [
    routePath('home'),
    pagePath('search'),
    ...categories
      .flatMap((category) => [category, ...category.children])
      .map((category) => categoryHref(category.path)),
    ...nodes(brands).map((brand) => brandHref(brand.path)),
    ...nodes(pages).flatMap((page) => ('path' in page ? [contentPageHref(page.path)] : [])),
    ...nodes(products).map((product) => productHref(product.path)),
  ];
}

/**
 * The sitemaps' `<url>` entries: those paths in each language the channel offers (`shop`,
 * lib/i18n's getShopLocales, which the route handlers read: lib/data sits below lib/i18n),
 * with their `hreflang` alternates (lib/shared/sitemap-entries.ts). The paths are cached;
 * the entries are only their pairing with the languages, made an entry at a time per request.
 */
export async function getSitemapEntries(shop: ShopLocales): Promise<SitemapEntries> {
  return sitemapEntries(await getSitemapPaths(), shop);
}

/** How many sitemap files the entries fill (at least one): the limit counts `<url>` entries, not their alternates. */
export const sitemapCount = (entries: number) => Math.max(1, Math.ceil(entries / SITEMAP_LIMIT));
