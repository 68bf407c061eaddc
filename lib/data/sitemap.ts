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

/** How many sitemap files the addresses fill (at least one). */
export const sitemapCount = (paths: readonly string[]) =>
  Math.max(1, Math.ceil(paths.length / SITEMAP_LIMIT));
