import { productsMatchingTranslations } from '../../locales';
import {
  type CategoryNode,
  type Product,
  categoryTree,
  customFieldsOf,
  listProducts,
} from '../../catalog';
import { type GraphQLContext } from '../context';
import { type ProductSearchModel } from '../models';
import { SEARCH_SORTS, inListingOrder, isInStock } from '../resolvers/catalog';
import { productPrices } from '../resolvers/prices';
import { perRequest, productOptionsOf } from '../resolvers/shopper';

/** What the facets of a search look at in one product, read once. */
export interface Candidate {
  product: Product;
  /** What this shopper pays for one unit, in the store's default currency. */
  price: number;
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

function attributesOf(ctx: GraphQLContext, product: Product): Map<string, Set<string>> {
  const attributes = new Map<string, Set<string>>();
  const add = (name: string, value: string) => {
    if (!attributes.has(name)) attributes.set(name, new Set());
    attributes.get(name)!.add(value);
  };
  for (const option of productOptionsOf(ctx, product.id))
    for (const value of option.option_values) add(option.display_name, value.label);
  for (const field of customFieldsOf(ctx.svc, product.id)) add(field.name, field.value);
  return attributes;
}

const candidatesBySearch = new WeakMap<ProductSearchModel, Candidate[]>();

/**
 * The visible products a search can show before its facets narrow it (its term and the
 * page's category), in the search's order, each with what its facets look at. Read once
 * per search: its products and its filters both use them.
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
  const candidates = items.flatMap((product): Candidate[] => {
    const price = productPrices(ctx, product)?.unit.calculatedPrice;
    if (price === undefined) return [];
    return [
      {
        product,
        price,
        brandId: product.brand_id,
        categoryIds: new Set(product.categories),
        categoryIdsWithParents: withParents(ctx, product.categories),
        rating: product.reviews_count ? product.reviews_rating_sum / product.reviews_count : null,
        inStock: isInStock(ctx, product),
        freeShipping: product.is_free_shipping,
        featured: product.is_featured,
        attributes: attributesOf(ctx, product),
      },
    ];
  });
  const ordered = inListingOrder(
    candidates,
    search.sort,
    (c) => c.price,
    (c) => c.product.id,
  );
  candidatesBySearch.set(search, ordered);
  return ordered;
}
