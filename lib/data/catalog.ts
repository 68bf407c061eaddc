import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import {
  BrandPageDocument,
  BrandPathsDocument,
  CategoryPageDocument,
  HomePageDocument,
  ListingDocument,
  NavigationDocument,
  ProductPageDocument,
  ProductPathsDocument,
  ShopperPricesDocument,
  type ProductConnectionFieldsFragment,
} from '@/graphql/generated/operations';
import { type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { cacheTags } from '../shared/cache-tags.mjs';
import { currencyFor } from '../shared/currency';
import { type ListingScope, currencyArgument, listingFilters } from '../shared/listing-filters';
import { LISTING_PAGE_SIZE, type ListingState, listingCursor } from '../shared/listing-state';
import { sortChoice } from '../shared/sorting';
import { getCurrencies } from './currencies';
import { StoreInputError } from '../store/errors';
import { storefrontQuery } from '../store/graphql';
import { countedLoader } from '../observability/loader-cache';
import { catalogQuery } from '../store/last-known';
import { orBuildPlaceholder } from '../store/build-placeholder';

/**
 * Catalog data, cached across shoppers (guest prices, no session) and tagged so the
 * webhook receiver can revalidate exactly what a store change affects. Catalog entries
 * also refresh on their own every hour in case a webhook never arrives.
 */

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
 * A query for the page after a cursor (`after`, or the variable `cursor` names). A cursor
 * the store refuses (from an old link, or edited by hand) gives the first page, which is
 * what a shopper following such a link expects; the page shows it as the first page (its
 * pageInfo says so). Caught here, inside the cached loaders: an error leaving a 'use
 * cache' function reaches its caller only as an anonymous error.
 */
async function listingQuery<TData extends object, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  cursor: keyof TVariables & string = 'after',
): Promise<TData> {
  const raw: unknown = variables[cursor];
  const value = listingCursor(typeof raw === 'string' ? raw : null);
  if (value === null) return catalogQuery(document, { ...variables, [cursor]: null });
  try {
    return await catalogQuery(document, { ...variables, [cursor]: value });
  } catch (error) {
    if (!(error instanceof StoreInputError)) throw error;
    return catalogQuery(document, { ...variables, [cursor]: null });
  }
}

/** What a listing shows in a build that has no answer from the store (lib/store/build-placeholder.ts). */
const NO_PRODUCTS: ProductConnectionFieldsFragment = {
  pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null },
  collectionInfo: { totalItems: 0 },
  edges: [],
};

const nodesOf = <T>(connection: { edges?: Array<{ node: T }> | null } | null | undefined): T[] =>
  connection?.edges?.map((e) => e.node) ?? [];

export async function getNavigation() {
  'use cache';
  return orBuildPlaceholder({ storeName: 'Storefront', categories: [] }, async () => {
    cacheLife('hours');
    // The menu shows each category's product count, which product changes move.
    cacheTag(cacheTags.categories(), cacheTags.productListings());
    const { site } = await catalogQuery(NavigationDocument, {});
    return { storeName: site.settings?.storeName ?? 'Storefront', categories: site.categoryTree };
  });
}

/**
 * The currency a page's code stands for, as the schema's argument: null for the channel's
 * default (also for a code the shop does not offer), so the default's entries are shared.
 */
async function currencyArgumentOf(code: string) {
  const currencies = await getCurrencies();
  const currency = currencyFor(currencies, code);
  return {
    currency,
    argument: currency.code === currencies.default.code ? null : currencyArgument(currency.code),
  };
}

async function homePageEntry(currencyCode = '') {
  'use cache';
  return orBuildPlaceholder({ featured: [], newest: [] }, async () => {
    cacheLife('hours');
    cacheTag(cacheTags.productListings());
    const { argument } = await currencyArgumentOf(currencyCode);
    const { site } = await catalogQuery(HomePageDocument, { currencyCode: argument });
    const featured = nodesOf(site.featuredProducts);
    const newest = nodesOf(site.newestProducts);
    tagProductsShown([...featured, ...newest]);
    return { featured, newest };
  });
}

/**
 * A product by its storefront path (its slug may contain `/`), with its prices in a
 * currency and a page of its reviews; null when no product lives there.
 */
export function getProductPage(
  path: string,
  currencyCode = '',
  reviewsAfter: string | null = null,
) {
  // A 'use cache' entry is keyed by the arguments as passed: `(path)` and `(path, '', null)`
  // would be two entries, and two store requests for one page. Always pass all three.
  return countedProductPage(path, currencyCode, reviewsAfter);
}

async function productPageEntry(path: string, currencyCode: string, reviewsAfter: string | null) {
  'use cache';
  return orBuildPlaceholder(null, async () => {
    cacheLife('hours');
    const { argument } = await currencyArgumentOf(currencyCode);
    const { site } = await listingQuery(
      ProductPageDocument,
      { path, currencyCode: argument, reviewsAfter: listingCursor(reviewsAfter) },
      'reviewsAfter',
    );
    const node = site.route.node;
    if (node?.__typename !== 'Product') {
      // A product created at this path later is announced by a product webhook.
      cacheTag(cacheTags.productListings());
      return null;
    }
    // A new review reaches the page with its product's event (store/product/updated).
    cacheTag(cacheTags.product(node.entityId));
    tagProductsShown(nodesOf(node.relatedProducts));
    return node;
  });
}

export type ProductDetails = NonNullable<Awaited<ReturnType<typeof getProductPage>>>;

/**
 * The prices a signed-in customer pays for a product's variants (their group's price list
 * may differ from the guest prices the cached page shows). Cached per product and customer,
 * refreshed with the product (a price list change publishes a product webhook).
 */
export async function getShopperPrices(productId: number, customerId: number, currencyCode = '') {
  'use cache';
  cacheLife('minutes');
  cacheTag(cacheTags.product(productId), cacheTags.customer(customerId));
  const { argument } = await currencyArgumentOf(currencyCode);
  const { site } = await storefrontQuery(
    ShopperPricesDocument,
    { entityId: productId, currencyCode: argument },
    { customerId },
  );
  return nodesOf(site.product?.variants).flatMap((variant) =>
    variant.prices ? [{ variantId: variant.entityId, ...variant.prices }] : [],
  );
}

/**
 * The store paths of the products the build prerenders, in a language (null: the store's
 * default): each language's pages are built at that language's own addresses.
 */
export async function getProductPaths(limit: number, locale: string | null) {
  'use cache';
  return orBuildPlaceholder([], async () => {
    cacheLife('hours');
    cacheTag(cacheTags.productListings());
    const { site } = await catalogQuery(ProductPathsDocument, { first: limit }, { locale });
    return nodesOf(site.products).map((product) => product.path);
  });
}

/** The store paths of the brands the build prerenders, in a language (see getProductPaths). */
export async function getBrandPaths(limit: number, locale: string | null) {
  'use cache';
  return orBuildPlaceholder([], async () => {
    cacheLife('hours');
    cacheTag(cacheTags.productListings());
    const { site } = await catalogQuery(BrandPathsDocument, { first: limit }, { locale });
    return nodesOf(site.brands).map((brand) => brand.path);
  });
}

/**
 * The navigation's categories (top level and their children) in a language (null: the
 * store's default), with their ids: what the build prerenders and the sitemaps list.
 */
export async function getCategoryPaths(
  locale: string | null,
): Promise<Array<{ entityId: number; path: string }>> {
  'use cache';
  return orBuildPlaceholder([], async () => {
    cacheLife('hours');
    cacheTag(cacheTags.categories());
    const { site } = await catalogQuery(NavigationDocument, {}, { locale });
    return site.categoryTree
      .flatMap((category) => [category, ...category.children])
      .map(({ entityId, path }) => ({ entityId, path }));
  });
}

/** A category by its storefront path (name, description, SEO); null when no category lives there. */
async function categoryPageEntry(path: string) {
  'use cache';
  return orBuildPlaceholder(null, async () => {
    cacheLife('hours');
    cacheTag(cacheTags.categories());
    const { site } = await catalogQuery(CategoryPageDocument, { path });
    const node = site.route.node;
    if (node?.__typename !== 'Category') return null;
    cacheTag(cacheTags.category(node.entityId));
    return node;
  });
}

/** A brand by its storefront path; null when no brand lives there. */
export async function getBrandPage(path: string) {
  'use cache';
  return orBuildPlaceholder(null, async () => {
    cacheLife('hours');
    // No brand tag: the store has no brand webhooks, so nothing would revalidate it. A brand
    // page's name refreshes within the hour; its products with their own tags.
    cacheTag(cacheTags.productListings());
    const { site } = await catalogQuery(BrandPageDocument, { path });
    const node = site.route.node;
    return node?.__typename === 'Brand' ? node : null;
  });
}

/**
 * A page of a listing (a search's results, a category's or a brand's products) in a
 * state, with the facets of its filters and their counts: one store request. Cached per
 * normalised state (lib/shared/listing-state.ts), so equal filter sets share one entry; tagged
 * with each product shown and with the listings tag, which product webhooks refresh.
 */
async function listingEntry(scope: ListingScope, state: ListingState) {
  'use cache';
  // The currencies are read by the listing itself too: one cached entry, no extra request.
  const placeholder = {
    products: NO_PRODUCTS,
    facets: [],
    currency: (await getCurrencies()).default,
  };
  return orBuildPlaceholder(placeholder, async () => {
    cacheLife('hours');
    cacheTag(cacheTags.productListings());
    const { currency, argument } = await currencyArgumentOf(state.currency);
    const { site } = await listingQuery(ListingDocument, {
      filters: listingFilters(scope, state, currency),
      sort: sortChoice(state.sort).search,
      first: LISTING_PAGE_SIZE,
      after: state.after,
      currencyCode: argument,
    });
    const { products, filters } = site.search.searchProducts;
    tagProductsShown(nodesOf(products));
    return { products, facets: nodesOf(filters), currency };
  });
}

export type Listing = Awaited<ReturnType<typeof getListing>>;

// The loaders counted for their cache hits and misses (lib/observability/loader-cache.ts).
// Made here, after the 'use cache' functions they wrap: the compiler turns those into
// variables, which are not there before their definition.
const countedProductPage = countedLoader('product page', productPageEntry);
export const getHomePage = countedLoader('home page', homePageEntry);
export const getCategoryPage = countedLoader('category page', categoryPageEntry);
export const getListing = countedLoader('listing', listingEntry);
