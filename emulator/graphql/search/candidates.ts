import { productsMatchingTranslations } from '../../locales';
import {
  type CategoryNode,
  type Product,
  type ProductSearchRow,
  categoryTree,
  getProduct,
  searchRowsOf,
} from '../../catalog';
import { type GraphQLContext } from '../context';
import { type ProductSearchModel } from '../models';
import { SEARCH_SORTS, inListingOrder } from '../resolvers/catalog';
import { productPrices } from '../resolvers/prices';
import { perRequest } from '../resolvers/shopper';

/**
 * What the facets of a search look at in one product, from its search row (read with all
 * the others in a few set queries). The product itself and its price for this shopper,
 * which cost queries of their own, are read on first use and kept: a search reads the
 * products of the page it shows, and prices only where a price facet or sort needs them.
 */
export interface Candidate {
  id: number;
  readonly product: Product;
  /** Whether the shopper sees a price for it (it has a variant): a product without one is never shown. */
  priced: boolean;
  /** What this shopper pays for one unit, in the store's default currency. */
  readonly price: number;
  brandId: number;
  /** Its categories. */
  categoryIds: ReadonlySet<number>;
  /** Its categories and every category above them. */
  categoryIdsWithParents: ReadonlySet<number>;
  /** The average of its approved reviews; null without reviews. */
  rating: number | null;
  inStock: boolean;
  freeShipping: boolean;
  featured: boolean;
  /** Option display name or custom field name -> its values. */
  attributes: ReadonlyMap<string, ReadonlySet<string>>;
}

function candidateOf(ctx: GraphQLContext, row: ProductSearchRow): Candidate {
  let product: Product | undefined;
  let price: number | undefined;
  // Read within the request that found the row, so the product is there.
  const productOf = () => (product ??= getProduct(ctx.svc, row.id)!);
  return {
    id: row.id,
    get product() {
      return productOf();
    },
    priced: row.hasVariants,
    get price() {
      return (price ??= productPrices(ctx, productOf())?.unit.calculatedPrice ?? 0);
    },
    brandId: row.brandId,
    categoryIds: new Set(row.categoryIds),
    categoryIdsWithParents: withParents(ctx, row.categoryIds),
    rating: row.reviewsCount ? row.reviewsRatingSum / row.reviewsCount : null,
    inStock: row.inStock,
    freeShipping: row.freeShipping,
    featured: row.featured,
    attributes: row.attributes,
  };
}

/** Each visible category's parent, from the tree read once per request. */
const parentsOf = perRequest((ctx) => {
  const parents = new Map<number, number>();
  const walk = (nodes: CategoryNode[], parent: number | null) => {
    for (const node of nodes) {
      if (parent !== null) parents.set(node.id, parent);
      walk(node.children, node.id);
    }
  };
  walk(categoryTree(ctx.svc, { visibleOnly: true }), null);
  return parents;
});

function withParents(ctx: GraphQLContext, ids: readonly number[]): Set<number> {
  const parents = parentsOf(ctx);
  const all = new Set<number>();
  for (const id of ids) {
    for (
      let current: number | undefined = id;
      current !== undefined && !all.has(current);
      current = parents.get(current)
    )
      all.add(current);
  }
  return all;
}

const candidatesBySearch = new WeakMap<ProductSearchModel, Candidate[]>();

/**
 * The visible products a search can show before its facets narrow it (its term and the
 * page's category), in the search's order, each with what its facets look at. Read once
 * per search: its products and its filters both use them. Those without a price are
 * still among them: the facets leave them out (`priced`), after their cheaper tests.
 */
export function searchCandidates(ctx: GraphQLContext, search: ProductSearchModel): Candidate[] {
  const known = candidatesBySearch.get(search);
  if (known) return known;
  const term = search.searchTerm?.trim();
  const scope = {
    ...(search.categoryId ? { categoryId: search.categoryId, includeSubcategories: true } : {}),
    ...SEARCH_SORTS[search.sort],
    visibleOnly: true,
  };
  // In another language than the default, a term also finds products by their translations.
  const translated = term
    ? productsMatchingTranslations(ctx.svc, ctx.channelId, ctx.locale, term)
    : [];
  const rows = translated.length
    ? searchRowsOf(ctx.svc, {
        ...scope,
        ids: [
          ...new Set([
            ...searchRowsOf(ctx.svc, { ...scope, search: term }).map((row) => row.id),
            ...translated,
          ]),
        ],
      })
    : searchRowsOf(ctx.svc, { ...scope, ...(term ? { search: term } : {}) });
  const candidates = rows.map((row) => candidateOf(ctx, row));
  const ordered = inListingOrder(
    candidates,
    search.sort,
    (c) => c.price,
    (c) => c.id,
  );
  candidatesBySearch.set(search, ordered);
  return ordered;
}
