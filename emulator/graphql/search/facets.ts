import {
  type BrandSummary,
  type CategoryNode,
  attributeCounts,
  categoryCounts,
  listBrands,
  searchSummaryByBrand,
} from '../../catalog';
import { type GraphQLContext } from '../context';
import {
  type CategoryFacetItem,
  type FacetItem,
  type ProductSearchModel,
  type SearchFilterModel,
} from '../models';
import {
  type ChosenSearch,
  type FacetKey,
  chosenSearch,
  conditionsExcept,
  visibleCategoryTree,
  withVisibleDescendants,
} from './chosen';

/** Values worth offering: those some product has, and those chosen (so they can be taken back). */
const offered = <T extends FacetItem>(items: T[]) =>
  items.filter((item) => item.productCount > 0 || item.isSelected);

const byText = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

/**
 * The brand, rating and flag counts of the products matching every chosen facet but
 * `except`: one query per distinct set of conditions, so a search with nothing chosen
 * counts all of them in one pass.
 */
function summaries(ctx: GraphQLContext, chosen: ChosenSearch) {
  const known = new Map<FacetKey | 'all', BrandSummary[]>();
  return (except: FacetKey): BrandSummary[] => {
    const key = chosen.facets.has(except) ? except : 'all';
    if (!known.has(key))
      known.set(
        key,
        searchSummaryByBrand(ctx.svc, chosen.scope, conditionsExcept(chosen, key as FacetKey)),
      );
    return known.get(key)!;
  };
}

const total = (rows: readonly BrandSummary[], count: (row: BrandSummary) => number) =>
  rows.reduce((sum, row) => sum + count(row), 0);

function brandFacet(
  ctx: GraphQLContext,
  rows: readonly BrandSummary[],
  search: ProductSearchModel,
): SearchFilterModel | null {
  const counts = new Map(rows.map((row) => [row.brandId, row.products]));
  const items = offered(
    listBrands(ctx.svc).items.map((brand) => ({
      entityId: brand.id,
      name: brand.name,
      isSelected: search.brandIds.includes(brand.id),
      productCount: counts.get(brand.id) ?? 0,
    })),
  ).sort((a, b) => byText(a.name, b.name));
  return items.length ? { __typename: 'BrandSearchFilter', name: 'Brand', items } : null;
}

function categoryFacet(
  ctx: GraphQLContext,
  chosen: ChosenSearch,
  search: ProductSearchModel,
): SearchFilterModel | null {
  const tree = visibleCategoryTree(ctx);
  // Each node counts its own products, and with subcategories those of the ones under it.
  const members: Array<[number, number]> = [];
  const collect = (nodes: CategoryNode[]) => {
    for (const node of nodes) {
      const counted = search.includeSubcategories
        ? withVisibleDescendants(ctx, node.id)
        : [node.id];
      for (const category of counted) members.push([node.id, category]);
      collect(node.children);
    }
  };
  collect(tree);
  const counts = categoryCounts(
    ctx.svc,
    chosen.scope,
    conditionsExcept(chosen, 'category'),
    members,
  );
  const item = (node: CategoryNode): CategoryFacetItem => ({
    entityId: node.id,
    name: node.name,
    isSelected: search.categoryIds.includes(node.id),
    productCount: counts.get(node.id) ?? 0,
    children: offered(node.children.map(item)),
  });
  const items = offered(tree.map(item));
  return items.length ? { __typename: 'CategorySearchFilter', name: 'Category', items } : null;
}

/**
 * One facet per attribute name, its values counted over the products that match every
 * other facet. A value is offered when some of those products have it, or when it is
 * chosen; a name when it has such a value and some product of the search has it at all.
 */
function attributeFacets(
  ctx: GraphQLContext,
  chosen: ChosenSearch,
  search: ProductSearchModel,
): SearchFilterModel[] {
  const chosenValues = new Map(
    search.attributes.filter((a) => a.values.length).map((a) => [a.attribute, a.values]),
  );
  // Names not chosen count over the search's results (every facet applies): one query.
  const results = attributeCounts(ctx.svc, chosen.scope, conditionsExcept(chosen));
  const countsByName = new Map<string, Map<string, number>>();
  for (const row of results) {
    if (chosenValues.has(row.name)) continue;
    if (!countsByName.has(row.name)) countsByName.set(row.name, new Map());
    countsByName.get(row.name)!.set(row.value, row.products);
  }
  // A chosen name counts over the products matching every other facet, and stays on offer
  // (so its values can be taken back) while some product of the search has it at all.
  for (const name of chosenValues.keys()) {
    const among = attributeCounts(
      ctx.svc,
      chosen.scope,
      conditionsExcept(chosen, `attribute:${name}`),
      name,
    );
    const known = among.length > 0 || attributeCounts(ctx.svc, chosen.scope, [], name).length > 0;
    if (known) countsByName.set(name, new Map(among.map((row) => [row.value, row.products])));
  }
  return [...countsByName.keys()].sort(byText).flatMap((name): SearchFilterModel[] => {
    const counts = countsByName.get(name)!;
    const selected = chosenValues.get(name) ?? [];
    const values = [...new Set([...counts.keys(), ...selected])].sort(byText);
    const items = offered(
      values.map((value) => ({
        value,
        isSelected: selected.includes(value),
        productCount: counts.get(value) ?? 0,
      })),
    );
    return items.length ? [{ __typename: 'ProductAttributeSearchFilter', name, items }] : [];
  });
}

/** Ratings as minimums, best first: "4" counts products rated 4 or more on average. */
function ratingFacet(
  rows: readonly BrandSummary[],
  search: ProductSearchModel,
): SearchFilterModel | null {
  const items = offered(
    [5, 4, 3, 2, 1].map((stars) => ({
      value: String(stars),
      isSelected: search.minRating === stars && search.maxRating == null,
      productCount: total(rows, (row) => row.ratedAtLeast[stars - 1]!),
    })),
  );
  return items.length ? { __typename: 'RatingSearchFilter', name: 'Rating', items } : null;
}

/**
 * The facets of a search, in the order the store lists them: categories, brands, the
 * products' attributes (options and custom fields) by name, price, rating, and the rest
 * (in stock, free shipping, featured). Every count is an SQL aggregate.
 */
export function searchFacets(ctx: GraphQLContext, search: ProductSearchModel): SearchFilterModel[] {
  const chosen = chosenSearch(ctx, search);
  const summary = summaries(ctx, chosen);
  const flag = (
    key: FacetKey,
    selected: boolean,
    count: (row: BrandSummary) => number,
  ): FacetItem => ({ isSelected: selected, productCount: total(summary(key), count) });
  return [
    categoryFacet(ctx, chosen, search),
    brandFacet(ctx, summary('brand'), search),
    ...attributeFacets(ctx, chosen, search),
    {
      __typename: 'PriceSearchFilter',
      name: 'Price',
      selected:
        search.minPrice != null || search.maxPrice != null
          ? { minPrice: search.minPrice ?? null, maxPrice: search.maxPrice ?? null }
          : null,
    },
    ratingFacet(summary('rating'), search),
    {
      __typename: 'OtherSearchFilter',
      name: 'Other',
      isInStock: flag('stock', search.hideOutOfStock, (row) => row.inStock),
      freeShipping: flag('freeShipping', search.freeShipping === true, (row) => row.freeShipping),
      isFeatured: flag('featured', search.featured === true, (row) => row.featured),
    },
  ].filter((facet): facet is SearchFilterModel => facet !== null);
}
