import { productsMatchingTranslations } from '../../locales';
import {
  type CategoryNode,
  type FacetCell,
  type SearchCondition,
  type SearchOrder,
  type SearchScope,
  CATALOG_PRICE,
  categoryTree,
  facetCells,
  getProduct,
  searchConditions,
  searchedProductIds,
} from '../../catalog';
import { type GraphQLContext } from '../context';
import { type ProductSearchModel } from '../models';
import { SEARCH_SORTS, inListingOrder } from '../resolvers/catalog';
import { productPrices } from '../resolvers/prices';
import { perRequest, pricingOf } from '../resolvers/shopper';
import { displayCurrency } from '../resolvers/currencies';
import { shopperUnitPriceSql } from '../../pricelists';

/**
 * How the store combines what a shopper chose: the values of one facet with OR (any
 * brand chosen), the facets with AND. A facet's counts are "disjunctive": each value
 * counts the products that match every other facet's choice and that value, so choosing a
 * value (the only one of its facet) shows exactly as many products as it said.
 */
export type FacetKey =
  | 'brand'
  | 'category'
  | 'price'
  | 'rating'
  | 'stock'
  | 'freeShipping'
  | 'featured'
  | `attribute:${string}`;

/** A search as SQL: its scope, and each chosen facet as a condition. */
export interface ChosenSearch {
  scope: SearchScope;
  facets: ReadonlyMap<FacetKey, SearchCondition>;
}

/** The shop's category tree (visible categories only), read once per request. */
export const visibleCategoryTree = perRequest((ctx) =>
  categoryTree(ctx.svc, { visibleOnly: true }),
);

/** Each visible category's children, from that tree. */
const childrenOf = perRequest((ctx) => {
  const children = new Map<number, number[]>();
  const walk = (nodes: CategoryNode[]) => {
    for (const node of nodes) {
      children.set(
        node.id,
        node.children.map((child) => child.id),
      );
      walk(node.children);
    }
  };
  walk(visibleCategoryTree(ctx));
  return children;
});

/**
 * A category with every visible category under it. A product counts under a category
 * when it is in it or in one below it through visible categories only, as the shop's
 * category tree shows them.
 */
export function withVisibleDescendants(ctx: GraphQLContext, id: number): number[] {
  const children = childrenOf(ctx);
  const all: number[] = [];
  const walk = (current: number) => {
    all.push(current);
    for (const child of children.get(current) ?? []) walk(child);
  };
  walk(id);
  return all;
}

function scopeOf(ctx: GraphQLContext, search: ProductSearchModel): SearchScope {
  const term = search.searchTerm?.trim();
  const category = search.categoryId ? { categoryId: search.categoryId } : {};
  if (!term) return category;
  // In another language than the default, a term also finds products by their translations.
  const translated = productsMatchingTranslations(ctx.svc, ctx.channelId, ctx.locale, term);
  return { ...category, search: term, ...(translated.length ? { alsoMatching: translated } : {}) };
}

/** What this shopper pays for one unit of each product, in the channel's default currency. */
const shopperPrice = (ctx: GraphQLContext, id: number) =>
  productPrices(ctx, getProduct(ctx.svc, id)!)?.unit.calculatedPrice ?? 0;

/**
 * The shopper's price of each product as SQL (price lists, sales and variants' overrides
 * included): where no price list applies, the catalog's price a search keeps in its rows
 * (`r.price`, ordered by an index); null where the channel shows prices in a currency
 * converted from the store's, whose rounding stays in JavaScript (`productPrices`).
 */
const shopperPriceSql = perRequest(
  (ctx): { value: SearchCondition; order: SearchOrder['by'] } | null => {
    if (displayCurrency(ctx, null).exchangeRate !== 1) return null;
    const { channelId, customerGroupId } = pricingOf(ctx);
    const price = shopperUnitPriceSql(ctx.svc, channelId, customerGroupId);
    if (price.listId === null)
      return { value: { on: 'row', sql: 'r.price', params: [] }, order: CATALOG_PRICE };
    const value: SearchCondition = { on: 'product', sql: price.sql, params: price.params };
    return { value, order: value };
  },
);

/**
 * The price facet: products whose price for this shopper is within the bounds. In SQL
 * where it can be; else every product of the scope is priced in JavaScript, and only
 * when a price range is chosen.
 */
function priceWithin(
  ctx: GraphQLContext,
  scope: SearchScope,
  min: number | null | undefined,
  max: number | null | undefined,
): SearchCondition {
  const price = shopperPriceSql(ctx)?.value;
  if (price)
    return {
      on: price.on,
      sql: `${price.sql} BETWEEN IFNULL(?, -1e308) AND IFNULL(?, 1e308)`,
      params: [...price.params, min ?? null, max ?? null],
    };
  return searchConditions.idIn(
    searchedProductIds(ctx.svc, scope, [], SEARCH_SORTS.RELEVANCE).filter((id) => {
      const amount = shopperPrice(ctx, id);
      return (min == null || amount >= min) && (max == null || amount <= max);
    }),
  );
}

function facetsOf(
  ctx: GraphQLContext,
  search: ProductSearchModel,
  scope: SearchScope,
): Map<FacetKey, SearchCondition> {
  const facets = new Map<FacetKey, SearchCondition>();
  const is = searchConditions;
  if (search.brandIds.length) facets.set('brand', is.brandIn(search.brandIds));
  if (search.categoryIds.length) {
    const categories = search.includeSubcategories
      ? search.categoryIds.flatMap((id) => withVisibleDescendants(ctx, id))
      : search.categoryIds;
    facets.set('category', is.categoryIn([...new Set(categories)]));
  }
  if (search.minRating != null || search.maxRating != null)
    facets.set('rating', is.ratingBetween(search.minRating ?? null, search.maxRating ?? null));
  if (search.hideOutOfStock) facets.set('stock', is.inStock());
  if (search.freeShipping != null) facets.set('freeShipping', is.freeShipping(search.freeShipping));
  if (search.featured != null) facets.set('featured', is.featured(search.featured));
  for (const { attribute, values } of search.attributes) {
    if (values.length) facets.set(`attribute:${attribute}`, is.attributeIn(attribute, values));
  }
  if (search.minPrice != null || search.maxPrice != null)
    facets.set('price', priceWithin(ctx, scope, search.minPrice, search.maxPrice));
  return facets;
}

const chosenBySearch = new WeakMap<ProductSearchModel, ChosenSearch>();

/** A search as SQL, worked out once: its products and its facets both use it. */
export function chosenSearch(ctx: GraphQLContext, search: ProductSearchModel): ChosenSearch {
  const known = chosenBySearch.get(search);
  if (known) return known;
  const scope = scopeOf(ctx, search);
  const chosen = { scope, facets: facetsOf(ctx, search, scope) };
  chosenBySearch.set(search, chosen);
  return chosen;
}

/**
 * The ids of the products a search shows, every facet applied, in its order: one window
 * of them in SQL, or, ordered by the shopper's price, all of them priced and sorted here.
 */
export function searchResultIds(
  ctx: GraphQLContext,
  search: ProductSearchModel,
  window: { offset: number; limit: number },
): number[] {
  const { scope, facets } = chosenSearch(ctx, search);
  const order = SEARCH_SORTS[search.sort];
  const conditions = [...facets.values()];
  if (order.sort !== 'calculated_price')
    return searchedProductIds(ctx.svc, scope, conditions, order, window);
  const price = shopperPriceSql(ctx);
  if (price)
    return searchedProductIds(ctx.svc, scope, conditions, { ...order, by: price.order }, window);
  const all = searchedProductIds(ctx.svc, scope, conditions, order);
  return inListingOrder(
    all,
    search.sort,
    (id) => shopperPrice(ctx, id),
    (id) => id,
  ).slice(window.offset, window.offset + window.limit);
}

const cellsBySearch = new WeakMap<ProductSearchModel, FacetCell[]>();

/**
 * The search's products by facet group, with which chosen facets they meet (in the order
 * of `chosen.facets`): its count and every facet's counts are sums over these, one query.
 */
export function searchCells(ctx: GraphQLContext, search: ProductSearchModel): FacetCell[] {
  let cells = cellsBySearch.get(search);
  if (!cells) {
    const { scope, facets } = chosenSearch(ctx, search);
    cells = facetCells(ctx.svc, scope, [...facets.values()]);
    cellsBySearch.set(search, cells);
  }
  return cells;
}

/** How many products a search shows, every facet applied. */
export function searchResultCount(ctx: GraphQLContext, search: ProductSearchModel): number {
  return searchCells(ctx, search)
    .filter((cell) => cell.meets.every(Boolean))
    .reduce((sum, cell) => sum + cell.products, 0);
}
