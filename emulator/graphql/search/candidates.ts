import { productsMatchingTranslations } from '../../locales';
import {
  type CategoryNode,
  type Product,
  type ProductSearchFacts,
  categoryTree,
  listProducts,
  searchFactsOf,
} from '../../catalog';
import { type GraphQLContext } from '../context';
import { type ProductSearchModel } from '../models';
import { SEARCH_SORTS, inListingOrder } from '../resolvers/catalog';
import { productPrices } from '../resolvers/prices';
import { perRequest } from '../resolvers/shopper';

/**
 * What the facets of a search look at in one product. Its row and its search facts (read
 * for all candidates at once) are there from the start; its price, which costs queries of
 * its own, is read on first use and kept, so a search pays for it only on the products its
 * other facets have not already ruled out (or all of them when ordered by price).
 */
export interface Candidate {
  product: Product;
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

function candidateOf(
  ctx: GraphQLContext,
  product: Product,
  facts: ProductSearchFacts | undefined,
): Candidate {
  let price: number | undefined;
  return {
    product,
    priced: facts?.hasVariants ?? false,
    get price() {
      return (price ??= productPrices(ctx, product)?.unit.calculatedPrice ?? 0);
    },
    brandId: product.brand_id,
    categoryIds: new Set(product.categories),
    categoryIdsWithParents: withParents(ctx, product.categories),
    rating: product.reviews_count ? product.reviews_rating_sum / product.reviews_count : null,
    inStock: facts?.inStock ?? false,
    freeShipping: product.is_free_shipping,
    featured: product.is_featured,
    attributes: facts?.attributes ?? new Map(),
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
  const { items } = translated.length
    ? listProducts(ctx.svc, {
        ...scope,
        ids: [
          ...new Set([
            ...listProducts(ctx.svc, { ...scope, search: term }).items.map((p) => p.id),
            ...translated,
          ]),
        ],
      })
    : listProducts(ctx.svc, { ...scope, ...(term ? { search: term } : {}) });
  const facts = searchFactsOf(
    ctx.svc,
    items.map((product) => product.id),
  );
  const candidates = items.map((product) => candidateOf(ctx, product, facts.get(product.id)));
  const ordered = inListingOrder(
    candidates,
    search.sort,
    (c) => c.price,
    (c) => c.product.id,
  );
  candidatesBySearch.set(search, ordered);
  return ordered;
}
