import { type CategoryNode, type FacetCell, listBrands } from '../../catalog';
import { type GraphQLContext } from '../context';
import {
  type CategoryFacetItem,
  type FacetItem,
  type ProductSearchModel,
  type SearchFilterModel,
} from '../models';
import {
  type FacetKey,
  chosenSearch,
  searchCells,
  visibleCategoryTree,
  withVisibleDescendants,
} from './chosen';

/** Values worth offering: those some product has, and those chosen (so they can be taken back). */
const offered = <T extends FacetItem>(items: T[]) =>
  items.filter((item) => item.productCount > 0 || item.isSelected);

const byText = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;
/** As SQLite's BINARY collation orders texts. */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The search's cells (its products by facet group) that match every chosen facet but
 * `except` (all of them when it is left out or not chosen): a facet's counts are sums
 * over these, so that choosing one of its values shows as many products as it said.
 */
type Among = (except?: FacetKey) => FacetCell[];

function amongOf(ctx: GraphQLContext, search: ProductSearchModel): Among {
  const keys = [...chosenSearch(ctx, search).facets.keys()];
  const cells = searchCells(ctx, search);
  return (except) =>
    cells.filter((cell) => cell.meets.every((meets, i) => meets || keys[i] === except));
}

const total = (cells: readonly FacetCell[], counts: (cell: FacetCell) => boolean = () => true) =>
  cells.reduce((sum, cell) => sum + (counts(cell) ? cell.products : 0), 0);

function brandFacet(
  ctx: GraphQLContext,
  cells: readonly FacetCell[],
  search: ProductSearchModel,
): SearchFilterModel | null {
  const counts = new Map<number, number>();
  for (const { group, products } of cells)
    counts.set(group.brandId, (counts.get(group.brandId) ?? 0) + products);
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
  cells: readonly FacetCell[],
  search: ProductSearchModel,
): SearchFilterModel | null {
  const tree = visibleCategoryTree(ctx);
  // Each node counts its own products, and with subcategories those of the ones under it.
  // A product counts once under a node, however many of the node's categories it is in.
  const counts = new Map<number, number>();
  const collect = (nodes: CategoryNode[]) => {
    for (const node of nodes) {
      const counted = new Set(
        search.includeSubcategories ? withVisibleDescendants(ctx, node.id) : [node.id],
      );
      counts.set(
        node.id,
        total(cells, ({ group }) => group.categories.some((category) => counted.has(category))),
      );
      collect(node.children);
    }
  };
  collect(tree);
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
/** Each attribute value the cells' products have (of `name` only, when given), and how many have it, in BINARY order. */
function attributeCounts(cells: readonly FacetCell[], name?: string) {
  const counts = new Map<string, { name: string; value: string; products: number }>();
  for (const { group, products } of cells) {
    // A group's pairs are distinct: each of its products counts once per value.
    for (const [attribute, value] of group.attributes) {
      if (name !== undefined && attribute !== name) continue;
      const key = JSON.stringify([attribute, value]);
      const known = counts.get(key);
      if (known) known.products += products;
      else counts.set(key, { name: attribute, value, products });
    }
  }
  return [...counts.values()].sort(
    (a, b) => byCode(String(a.name), String(b.name)) || byCode(String(a.value), String(b.value)),
  );
}

function attributeFacets(
  among: Among,
  scope: readonly FacetCell[],
  search: ProductSearchModel,
): SearchFilterModel[] {
  const chosenValues = new Map(
    search.attributes.filter((a) => a.values.length).map((a) => [a.attribute, a.values]),
  );
  // Names not chosen count over the search's results (every facet applies).
  const results = attributeCounts(among());
  const countsByName = new Map<string, Map<string, number>>();
  for (const row of results) {
    if (chosenValues.has(row.name)) continue;
    if (!countsByName.has(row.name)) countsByName.set(row.name, new Map());
    countsByName.get(row.name)!.set(row.value, row.products);
  }
  // A chosen name counts over the products matching every other facet, and stays on offer
  // (so its values can be taken back) while some product of the search has it at all.
  for (const name of chosenValues.keys()) {
    const counted = attributeCounts(among(`attribute:${name}`), name);
    const known =
      counted.length > 0 ||
      scope.some(({ group }) => group.attributes.some(([attribute]) => attribute === name));
    if (known) countsByName.set(name, new Map(counted.map((row) => [row.value, row.products])));
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
  cells: readonly FacetCell[],
  search: ProductSearchModel,
): SearchFilterModel | null {
  const items = offered(
    [5, 4, 3, 2, 1].map((stars) => ({
      value: String(stars),
      isSelected: search.minRating === stars && search.maxRating == null,
      productCount: total(cells, ({ group }) => group.rating !== null && group.rating >= stars),
    })),
  );
  return items.length ? { __typename: 'RatingSearchFilter', name: 'Rating', items } : null;
}

/**
 * The facets of a search, in the order the store lists them: categories, brands, the
 * products' attributes (options and custom fields) by name, price, rating, and the rest
 * (in stock, free shipping, featured). Every count is a sum over the search's cells: one
 * SQL aggregate per answer (chosen.ts, `searchCells`).
 */
export function searchFacets(ctx: GraphQLContext, search: ProductSearchModel): SearchFilterModel[] {
  const among = amongOf(ctx, search);
  const flag = (
    key: FacetKey,
    selected: boolean,
    counts: (cell: FacetCell) => boolean,
  ): FacetItem => ({ isSelected: selected, productCount: total(among(key), counts) });
  return [
    categoryFacet(ctx, among('category'), search),
    brandFacet(ctx, among('brand'), search),
    ...attributeFacets(among, searchCells(ctx, search), search),
    {
      __typename: 'PriceSearchFilter',
      name: 'Price',
      selected:
        search.minPrice != null || search.maxPrice != null
          ? { minPrice: search.minPrice ?? null, maxPrice: search.maxPrice ?? null }
          : null,
    },
    ratingFacet(among('rating'), search),
    {
      __typename: 'OtherSearchFilter',
      name: 'Other',
      isInStock: flag('stock', search.hideOutOfStock, ({ group }) => group.inStock),
      freeShipping: flag(
        'freeShipping',
        search.freeShipping === true,
        ({ group }) => group.freeShipping,
      ),
      isFeatured: flag('featured', search.featured === true, ({ group }) => group.featured),
    },
  ].filter((facet): facet is SearchFilterModel => facet !== null);
}
