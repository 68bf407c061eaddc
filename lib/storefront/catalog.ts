import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import {
  BrandPageDocument,
  CategoryPageDocument,
  type CategoryProductSort,
  HomePageDocument,
  NavigationDocument,
  ProductPageDocument,
  ProductPathsDocument,
  SearchPageDocument,
  type SearchProductsSortInput,
} from '@/graphql/generated/operations';
import { cacheTags } from '../cache-tags';
import { storefrontQuery } from './graphql';

/**
 * Catalog data, cached across shoppers (guest prices, no session) and tagged so the
 * webhook receiver can revalidate exactly what a store change affects. Catalog entries
 * also refresh on their own every hour in case a webhook never arrives.
 */

export const PAGE_SIZE = 12;

export async function getNavigation() {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.categories());
  const { site } = await storefrontQuery(NavigationDocument, {});
  return { storeName: site.settings?.storeName ?? 'Storefront', categories: site.categoryTree };
}

export async function getHomePage() {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.productListings());
  const { site } = await storefrontQuery(HomePageDocument, {});
  return {
    featured: site.featuredProducts.edges?.map((e) => e.node) ?? [],
    newest: site.newestProducts.edges?.map((e) => e.node) ?? [],
  };
}

/** A product by its storefront path (its slug may contain `/`); null when no product lives there. */
export async function getProductPage(path: string) {
  'use cache';
  cacheLife('hours');
  const { site } = await storefrontQuery(ProductPageDocument, { path });
  const node = site.route.node;
  if (node?.__typename !== 'Product') {
    // A product created at this path later is announced by a product webhook.
    cacheTag(cacheTags.productListings());
    return null;
  }
  cacheTag(cacheTags.product(node.entityId));
  return node;
}

export type ProductDetails = NonNullable<Awaited<ReturnType<typeof getProductPage>>>;

/** Paths of the products to prerender at build time. */
export async function getProductPaths(limit: number) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.productListings());
  const { site } = await storefrontQuery(ProductPathsDocument, { first: limit });
  return site.products.edges?.map((e) => e.node.path) ?? [];
}

export async function getCategoryPage(path: string, after: string | null, sortBy: CategoryProductSort) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.productListings(), cacheTags.categories());
  const { site } = await storefrontQuery(CategoryPageDocument, { path, first: PAGE_SIZE, after, sortBy });
  const node = site.route.node;
  return node?.__typename === 'Category' ? node : null;
}

export async function searchProducts(searchTerm: string, sort: SearchProductsSortInput, after: string | null) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.productListings());
  const { site } = await storefrontQuery(SearchPageDocument, {
    filters: { searchTerm: searchTerm || null },
    sort,
    first: PAGE_SIZE,
    after,
  });
  return site.search.searchProducts.products;
}

export async function getBrandPage(path: string, after: string | null) {
  'use cache';
  cacheLife('hours');
  const { site } = await storefrontQuery(BrandPageDocument, { path, first: PAGE_SIZE, after });
  const node = site.route.node;
  if (node?.__typename !== 'Brand') {
    cacheTag(cacheTags.productListings());
    return null;
  }
  cacheTag(cacheTags.productListings(), cacheTags.brand(node.entityId));
  return node;
}
