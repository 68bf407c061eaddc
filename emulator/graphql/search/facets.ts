import { type CategoryNode, categoryTree, listBrands } from '../../catalog';
import { type GraphQLContext } from '../context';
import {
  type CategoryFacetItem,
  type FacetItem,
  type ProductSearchModel,
  type SearchFilterModel,
} from '../models';
import { type Candidate } from './candidates';

/**
 * How the store combines what a shopper chose: the values of one facet with OR (any
 * brand chosen), the facets with AND. A facet's counts are "disjunctive": each value
 * counts the products that match every other facet's choice and that value, so choosing a
 * value (the only one of its facet) shows exactly as many products as it said.
 */
type FacetKey =
  | 'brand'
  | 'category'
  | 'price'
  | 'rating'
  | 'stock'
  | 'freeShipping'
  | 'featured'
  | `attribute:${string}`
  /** Not a facet: `pool('priced')` leaves out none of the chosen ones. */
  | 'priced';

type Predicate = (candidate: Candidate) => boolean;

/** The facets a search has chosen values in, each as a test of a product. */
function chosenFacets(search: ProductSearchModel): Map<FacetKey, Predicate> {
  const facets = new Map<FacetKey, Predicate>();
  if (search.brandIds.length) facets.set('brand', (c) => search.brandIds.includes(c.brandId));
  if (search.categoryIds.length) {
    facets.set('category', (c) =>
      search.categoryIds.some((id) =>
        (search.includeSubcategories ? c.categoryIdsWithParents : c.categoryIds).has(id),
      ),
    );
  }
  if (search.minPrice != null || search.maxPrice != null) {
    facets.set(
      'price',
      (c) =>
        (search.minPrice == null || c.price >= search.minPrice) &&
        (search.maxPrice == null || c.price <= search.maxPrice),
    );
  }
  if (search.minRating != null || search.maxRating != null) {
    facets.set(
      'rating',
      (c) =>
        c.rating !== null &&
        (search.minRating == null || c.rating >= search.minRating) &&
        (search.maxRating == null || c.rating <= search.maxRating),
    );
  }
  if (search.hideOutOfStock) facets.set('stock', (c) => c.inStock);
  if (search.freeShipping != null)
    facets.set('freeShipping', (c) => c.freeShipping === search.freeShipping);
  if (search.featured != null) facets.set('featured', (c) => c.featured === search.featured);
  for (const { attribute, values } of search.attributes) {
    if (values.length)
      facets.set(`attribute:${attribute}`, (c) =>
        values.some((value) => c.attributes.get(attribute)?.has(value) ?? false),
      );
  }
  return facets;
}

/**
 * The candidates that match every chosen facet but `except` (all of them when it is left
 * out), and have a price. The price test runs last: it is the one that reads the shopper's
 * price of each product it looks at.
 */
function matching(
  candidates: readonly Candidate[],
  facets: Map<FacetKey, Predicate>,
  except?: FacetKey,
): Candidate[] {
  const chosen = [...facets].filter(([key]) => key !== except);
  const tests = [
    (c: Candidate) => c.priced,
    ...chosen.filter(([key]) => key !== 'price').map(([, test]) => test),
    ...chosen.filter(([key]) => key === 'price').map(([, test]) => test),
  ];
  return candidates.filter((c) => tests.every((test) => test(c)));
}

/** The products a search shows: its candidates narrowed by every facet chosen, in its order. */
export function searchResults(
  candidates: readonly Candidate[],
  search: ProductSearchModel,
): Candidate[] {
  return matching(candidates, chosenFacets(search));
}

const countWhere = (candidates: readonly Candidate[], test: Predicate) =>
  candidates.reduce((n, c) => n + (test(c) ? 1 : 0), 0);

/** Values worth offering: those some product has, and those chosen (so they can be taken back). */
const offered = <T extends FacetItem>(items: T[]) =>
  items.filter((item) => item.productCount > 0 || item.isSelected);

const byText = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

function brandFacet(
  ctx: GraphQLContext,
  pool: readonly Candidate[],
  search: ProductSearchModel,
): SearchFilterModel | null {
  const items = offered(
    listBrands(ctx.svc).items.map((brand) => ({
      entityId: brand.id,
      name: brand.name,
      isSelected: search.brandIds.includes(brand.id),
      productCount: countWhere(pool, (c) => c.brandId === brand.id),
    })),
  ).sort((a, b) => byText(a.name, b.name));
  return items.length ? { __typename: 'BrandSearchFilter', name: 'Brand', items } : null;
}

function categoryFacet(
  ctx: GraphQLContext,
  pool: readonly Candidate[],
  search: ProductSearchModel,
): SearchFilterModel | null {
  const item = (node: CategoryNode): CategoryFacetItem => ({
    entityId: node.id,
    name: node.name,
    isSelected: search.categoryIds.includes(node.id),
    productCount: countWhere(pool, (c) =>
      (search.includeSubcategories ? c.categoryIdsWithParents : c.categoryIds).has(node.id),
    ),
    children: offered(node.children.map(item)),
  });
  const items = offered(categoryTree(ctx.svc, { visibleOnly: true }).map(item));
  return items.length ? { __typename: 'CategorySearchFilter', name: 'Category', items } : null;
}

/**
 * One facet per attribute name, its values counted over the products that match every
 * other facet. A value is offered when some of those products have it, or when it is
 * chosen; a name when it has such a value and some product of the search has it at all.
 */
function attributeFacets(
  pool: (except: FacetKey) => Candidate[],
  candidates: readonly Candidate[],
  search: ProductSearchModel,
): SearchFilterModel[] {
  const namesIn = (among: readonly Candidate[]) => among.flatMap((c) => [...c.attributes.keys()]);
  const chosenNames = search.attributes.filter((a) => a.values.length).map((a) => a.attribute);
  // A chosen value stays on offer (so it can be taken back) while its name is the store's.
  const chosenKnown = chosenNames.filter((name) =>
    candidates.some((c) => c.priced && c.attributes.has(name)),
  );
  // Any name not chosen counts over the search's results (every facet applies).
  const results = pool('priced');
  const names = [...new Set([...namesIn(results), ...chosenKnown])].sort(byText);
  return names.flatMap((name): SearchFilterModel[] => {
    const chosen = search.attributes.find((a) => a.attribute === name)?.values ?? [];
    const among = pool(`attribute:${name}`);
    const values = [
      ...new Set([...among.flatMap((c) => [...(c.attributes.get(name) ?? [])]), ...chosen]),
    ].sort(byText);
    const items = offered(
      values.map((value) => ({
        value,
        isSelected: chosen.includes(value),
        productCount: countWhere(among, (c) => c.attributes.get(name)?.has(value) ?? false),
      })),
    );
    return items.length ? [{ __typename: 'ProductAttributeSearchFilter', name, items }] : [];
  });
}

/** Ratings as minimums, best first: "4" counts products rated 4 or more on average. */
function ratingFacet(
  pool: readonly Candidate[],
  search: ProductSearchModel,
): SearchFilterModel | null {
  const items = offered(
    [5, 4, 3, 2, 1].map((stars) => ({
      value: String(stars),
      isSelected: search.minRating === stars && search.maxRating == null,
      productCount: countWhere(pool, (c) => c.rating !== null && c.rating >= stars),
    })),
  );
  return items.length ? { __typename: 'RatingSearchFilter', name: 'Rating', items } : null;
}

/**
 * The facets of a search, in the order the store lists them: categories, brands, the
 * products' attributes (options and custom fields) by name, price, rating, and the rest
 * (in stock, free shipping, featured).
 */
export function searchFacets(
  ctx: GraphQLContext,
  candidates: readonly Candidate[],
  search: ProductSearchModel,
): SearchFilterModel[] {
  const facets = chosenFacets(search);
  const pools = new Map<FacetKey, Candidate[]>();
  const pool = (except: FacetKey) => {
    if (!pools.has(except)) pools.set(except, matching(candidates, facets, except));
    return pools.get(except)!;
  };
  const flag = (key: FacetKey, selected: boolean, test: Predicate): FacetItem => ({
    isSelected: selected,
    productCount: countWhere(pool(key), test),
  });
  return [
    categoryFacet(ctx, pool('category'), search),
    brandFacet(ctx, pool('brand'), search),
    ...attributeFacets(pool, candidates, search),
    {
      __typename: 'PriceSearchFilter',
      name: 'Price',
      selected:
        search.minPrice != null || search.maxPrice != null
          ? { minPrice: search.minPrice ?? null, maxPrice: search.maxPrice ?? null }
          : null,
    },
    ratingFacet(pool('rating'), search),
    {
      __typename: 'OtherSearchFilter',
      name: 'Other',
      isInStock: flag('stock', search.hideOutOfStock, (c) => c.inStock),
      freeShipping: flag('freeShipping', search.freeShipping === true, (c) => c.freeShipping),
      isFeatured: flag('featured', search.featured === true, (c) => c.featured),
    },
  ].filter((facet): facet is SearchFilterModel => facet !== null);
}
