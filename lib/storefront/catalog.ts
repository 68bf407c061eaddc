import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import {
  BrandPageDocument,
  BrandPathsDocument,
  CategoryPageDocument,
  type CategoryProductSort,
  HomePageDocument,
  NavigationDocument,
  ProductPageDocument,
  ProductPathsDocument,
  SearchPageDocument,
  ShopperPricesDocument,
  type ProductConnectionFieldsFragment,
  type SearchProductsSortInput,
} from '@/graphql/generated/operations';
import { type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { cacheTags } from '../cache-tags';
import { listingCursor } from '../listing-state';
import { StoreInputError } from './errors';
import { storefrontQuery } from './graphql';
import { catalogQuery } from './last-known';
import { buildingWithoutStore } from './build-without-store';

/**
 * Catalog data, cached across shoppers (guest prices, no session) and tagged so the
 * webhook receiver can revalidate exactly what a store change affects. Catalog entries
 * also refresh on their own every hour in case a webhook never arrives.
 */

export const PAGE_SIZE = 12;

/**
 * Tags a listing with each product it shows, so a change to one product (its stock after
 * an order, say) refreshes exactly the listings that show it. The listings tag itself is
 * for changes that can move products in or out of listings.
 */
function tagProductsShown(products: ReadonlyArray<{ entityId: number } | null | undefined>): void {
  const tags = [...new Set(products.flatMap((p) => (p ? [cacheTags.product(p.entityId)] : [])))];
  if (tags.length) cacheTag(...tags);
}


/**
 * A listing query for the page after `after`. A cursor the store refuses (from an old link,
 * or edited by hand) gives the first page, which is what a shopper following such a link
 * expects; the listing shows it as the first page (its pageInfo says so). Caught here,
 * inside the cached loaders: an error leaving a 'use cache' function reaches its caller
 * only as an anonymous error.
 */
async function listingQuery<TData extends object, TVariables extends OperationVariables & { after?: string | null }>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const after = listingCursor(variables.after ?? null);
  if (after === null) return catalogQuery(document, { ...variables, after: null });
  try {
    return await catalogQuery(document, { ...variables, after });
  } catch (error) {
    if (!(error instanceof StoreInputError)) throw error;
    return catalogQuery(document, { ...variables, after: null });
  }
}

/** What a listing shows in a build without a store (lib/storefront/build-without-store.ts). */
const NO_PRODUCTS: ProductConnectionFieldsFragment = {
  pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null },
  collectionInfo: { totalItems: 0 },
  edges: [],
};

const nodesOf = <T>(connection: { edges?: Array<{ node: T }> | null } | null | undefined): T[] => connection?.edges?.map((e) => e.node) ?? [];

export async function getNavigation() {
  'use cache';
  if (buildingWithoutStore()) return { storeName: 'Storefront', categories: [] };
  cacheLife('hours');
  // The menu shows each category's product count, which product changes move.
  cacheTag(cacheTags.categories(), cacheTags.productListings());
  const { site } = await catalogQuery(NavigationDocument, {});
  return { storeName: site.settings?.storeName ?? 'Storefront', categories: site.categoryTree };
}

export async function getHomePage() {
  'use cache';
  if (buildingWithoutStore()) return { featured: [], newest: [] };
  cacheLife('hours');
  cacheTag(cacheTags.productListings());
  const { site } = await catalogQuery(HomePageDocument, {});
  const featured = nodesOf(site.featuredProducts);
  const newest = nodesOf(site.newestProducts);
  tagProductsShown([...featured, ...newest]);
  return { featured, newest };
}

/** A product by its storefront path (its slug may contain `/`); null when no product lives there. */
export async function getProductPage(path: string) {
  'use cache';
  if (buildingWithoutStore()) return null;
  cacheLife('hours');
  const { site } = await catalogQuery(ProductPageDocument, { path });
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

/**
 * The prices a signed-in customer pays for a product's variants (their group's price list
 * may differ from the guest prices the cached page shows). Cached per product and customer,
 * refreshed with the product (a price list change publishes a product webhook).
 */
export async function getShopperPrices(productId: number, customerId: number) {
  'use cache';
  cacheLife('minutes');
  cacheTag(cacheTags.product(productId), cacheTags.customer(customerId));
  const { site } = await storefrontQuery(ShopperPricesDocument, { entityId: productId }, { customerId });
  return nodesOf(site.product?.variants).flatMap((variant) => (variant.prices ? [{ variantId: variant.entityId, ...variant.prices }] : []));
}

/** Paths of the products to prerender at build time. */
export async function getProductPaths(limit: number) {
  'use cache';
  if (buildingWithoutStore()) return [];
  cacheLife('hours');
  cacheTag(cacheTags.productListings());
  const { site } = await catalogQuery(ProductPathsDocument, { first: limit });
  return nodesOf(site.products).map((product) => product.path);
}

/** Paths of the brands to prerender at build time. */
export async function getBrandPaths(limit: number) {
  'use cache';
  if (buildingWithoutStore()) return [];
  cacheLife('hours');
  cacheTag(cacheTags.productListings());
  const { site } = await catalogQuery(BrandPathsDocument, { first: limit });
  return nodesOf(site.brands).map((brand) => brand.path);
}

export async function getCategoryPage(path: string, after: string | null, sortBy: CategoryProductSort) {
  'use cache';
  if (buildingWithoutStore()) return null;
  cacheLife('hours');
  cacheTag(cacheTags.productListings(), cacheTags.categories());
  const { site } = await listingQuery(CategoryPageDocument, { path, first: PAGE_SIZE, after, sortBy });
  const node = site.route.node;
  if (node?.__typename !== 'Category') return null;
  cacheTag(cacheTags.category(node.entityId));
  tagProductsShown(nodesOf(node.products));
  return node;
}

export async function searchProducts(searchTerm: string, sort: SearchProductsSortInput, after: string | null) {
  'use cache';
  if (buildingWithoutStore()) return NO_PRODUCTS;
  cacheLife('hours');
  cacheTag(cacheTags.productListings());
  const { site } = await listingQuery(SearchPageDocument, {
    filters: { searchTerm: searchTerm || null },
    sort,
    first: PAGE_SIZE,
    after,
  });
  const products = site.search.searchProducts.products;
  tagProductsShown(nodesOf(products));
  return products;
}

export async function getBrandPage(path: string, after: string | null) {
  'use cache';
  if (buildingWithoutStore()) return null;
  cacheLife('hours');
  // No brand tag: the store has no brand webhooks, so nothing would revalidate it. A brand
  // page's products refresh with their product and listings tags, its name within the hour.
  cacheTag(cacheTags.productListings());
  const { site } = await listingQuery(BrandPageDocument, { path, first: PAGE_SIZE, after });
  const node = site.route.node;
  if (node?.__typename !== 'Brand') return null;
  tagProductsShown(nodesOf(node.products));
  return node;
}
