import { type ServiceContext } from '../../core';
import { descendantCategoryIds } from '../taxonomy/categories';
import {
  type FacetGroup,
  type FacetGroupRow,
  facetGroupOf,
  refreshFacetGroups,
  ROW_SORT_KEYS,
} from './facet-groups';
import { type ProductSort, productOrderBy } from './filter';
import { shortWordsMatch, textIndexHits, textMatch } from './text-search';

/**
 * A storefront search in SQL: its products, their count and its facets' counts. A
 * search counts facet groups (products sharing every faceted value, facet-groups.ts), not
 * products: a category's or a brand's facets are read from the groups' own counts, and a
 * text search counts its products per group in one pass, so one answer reads at most its
 * matching products once, never every product for each facet (40,000 of them, five times,
 * for one category of a 100,000-product catalog).
 *
 * Who combines the conditions (which facets apply to which count) is the storefront
 * GraphQL's business (emulator/graphql/search/); this module only knows products.
 */

/**
 * One condition, as SQL and its parameters: over a facet group `g` (`catalog_facet_groups`)
 * when it is about values the group's products share, over the product's search row `r`
 * (`catalog_search_rows`: its id, catalog price and place), else over the product `p`.
 */
export interface SearchCondition {
  readonly on: 'group' | 'row' | 'product';
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** What a search can show before its facets: visible products with a price, narrowed by these. */
export interface SearchScope {
  /** The page's category, with every category under it. */
  categoryId?: number;
  /**
   * A text search over name, SKU, description and search keywords, the variants' SKUs and
   * the brand's name.
   */
  search?: string;
  /**
   * Products `search` finds by other texts too (its words in their translations, in the
   * shopper's language): they match it as well.
   */
  alsoMatching?: readonly number[];
}

// Sets of any size travel as one JSON array: one bound parameter, one cached statement.
const JSON_SET = 'SELECT value FROM json_each(?)';
const jsonSet = (values: readonly unknown[]) => JSON.stringify(values);

const onGroup = (sql: string, ...params: unknown[]): SearchCondition => ({
  on: 'group',
  sql,
  params,
});

/** The conditions a search's facets are made of. */
export const searchConditions = {
  brandIn: (brandIds: readonly number[]) =>
    onGroup(`g.brand_id IN (${JSON_SET})`, jsonSet(brandIds)),
  /** Assigned to one of these categories. */
  categoryIn: (categoryIds: readonly number[]) =>
    onGroup(
      `g.id IN (SELECT gc.group_id FROM catalog_facet_group_categories gc
        WHERE gc.category_id IN (${JSON_SET}))`,
      jsonSet(categoryIds),
    ),
  /** Rated (has an approved review) and its average within the bounds given. */
  ratingBetween: (min: number | null, max: number | null) =>
    onGroup('g.rating BETWEEN IFNULL(?, -1e308) AND IFNULL(?, 1e308)', min, max),
  /** Some variant can be sold from stock. */
  inStock: () => onGroup('g.in_stock = 1'),
  freeShipping: (yes: boolean) => onGroup('g.is_free_shipping = ?', Number(yes)),
  featured: (yes: boolean) => onGroup('g.is_featured = ?', Number(yes)),
  /** Has one of these values of the option or custom field `name` (exactly, case included). */
  attributeIn: (name: string, values: readonly string[]) =>
    onGroup(
      `g.id IN (SELECT ga.group_id FROM catalog_facet_group_attributes ga
        WHERE ga.name = ? AND ga.value IN (${JSON_SET}))`,
      name,
      jsonSet(values),
    ),
  /** One of these products (those a test outside SQL chose, such as the shopper's price). */
  idIn: (ids: readonly number[]): SearchCondition => ({
    on: 'row',
    sql: `r.product_id IN (${JSON_SET})`,
    params: [jsonSet(ids)],
  }),
};

/**
 * The scope as SQL: `hits`, the set of product ids (`id`) its text search finds through the
 * index, which a query reads its rows from (null when no word is long enough), and its
 * conditions, its category on the groups and its text's other words on the products.
 */
interface ScopeSql {
  hits: { sql: string; params: unknown[] } | null;
  conditions: SearchCondition[];
}

function scopeSql(ctx: ServiceContext, scope: SearchScope): ScopeSql {
  const conditions: SearchCondition[] = [];
  if (scope.categoryId !== undefined)
    conditions.push(
      searchConditions.categoryIn([
        scope.categoryId,
        ...descendantCategoryIds(ctx, scope.categoryId),
      ]),
    );
  const indexed = textIndexHits(scope.search);
  const also = scope.alsoMatching?.length ? searchConditions.idIn(scope.alsoMatching) : null;
  // The index's hits, with the products found by their translations (UNION: once each).
  const hits =
    indexed && also
      ? { sql: `${indexed.sql} UNION ${JSON_SET}`, params: [...indexed.params, ...also.params] }
      : indexed;
  // What the hits leave to check on each row: the short words (all of the text when no word
  // is long enough), which a product found by its translations need not meet.
  const text = textMatch('r.product_id', scope.search);
  const rest = indexed ? shortWordsMatch('r.product_id', scope.search) : text;
  if (rest && text && also)
    conditions.push({
      on: 'row',
      sql: `(${text.sql}) OR (${also.sql})`,
      params: [...text.params, ...also.params],
    });
  else if (rest) conditions.push({ on: 'row', ...rest });
  return { hits, conditions };
}

/** The rows `r` a query reads: each of the scope's hits, found by its id, or every row. */
function rowsFrom(hits: ScopeSql['hits'], joinProduct: boolean): string {
  const rows = hits
    ? `(${hits.sql}) hit CROSS JOIN catalog_search_rows r ON r.product_id = hit.id`
    : 'catalog_search_rows r';
  return `${rows}${joinProduct ? ' JOIN catalog_products p ON p.id = r.product_id' : ''}`;
}

/** `AND`-joined SQL of some conditions and their parameters ('' and none for no condition). */
function allOf(conditions: readonly SearchCondition[]): { sql: string; params: unknown[] } {
  return {
    sql: conditions.map((c) => `AND (${c.sql})`).join(' '),
    params: conditions.flatMap((c) => c.params),
  };
}

/**
 * `FROM ... WHERE ...` over the search rows `r` (and the product `p`, joined when a
 * condition needs it) for the scope and every condition: the groups' conditions as one set
 * of groups.
 */
function rowsWhere(
  ctx: ServiceContext,
  scope: SearchScope,
  conditions: readonly SearchCondition[],
  joinProduct = false,
): { sql: string; params: unknown[] } {
  // The hits as a condition: a window in an order is read from that order's index, each
  // row checked against them, which finds the first few of a large set sooner.
  const { hits, conditions: within } = scopeSql(ctx, scope);
  const all = [
    ...(hits
      ? [{ on: 'row' as const, sql: `r.product_id IN (${hits.sql})`, params: hits.params }]
      : []),
    ...within,
    ...conditions,
  ];
  const groups = allOf(all.filter((c) => c.on === 'group'));
  const products = allOf(all.filter((c) => c.on !== 'group'));
  const join = joinProduct || all.some((c) => c.on === 'product');
  return {
    sql: `FROM ${rowsFrom(null, join)}
      WHERE r.listed = 1
      ${groups.sql ? `AND r.group_id IN (SELECT g.id FROM catalog_facet_groups g WHERE 1 ${groups.sql})` : ''}
      ${products.sql}`,
    params: [...groups.params, ...products.params],
  };
}

/** The catalog's price of a unit (no price list applying): an order read from an index. */
export const CATALOG_PRICE = 'catalog price';

/**
 * An order of a search: a sort key of the catalog, or `by`, a value of each product (the
 * shopper's price, or `CATALOG_PRICE` when it is the catalog's), in a direction, ties
 * broken by id.
 */
export interface SearchOrder {
  sort?: ProductSort;
  direction?: 'asc' | 'desc';
  by?: SearchCondition | typeof CATALOG_PRICE;
}

/** ORDER BY of an order, whether it needs the product `p`, and its parameters. */
function orderOf(order: SearchOrder): {
  sql: string;
  params: readonly unknown[];
  onProduct: boolean;
} {
  const dir = order.direction === 'desc' ? 'DESC' : 'ASC';
  if (order.by === CATALOG_PRICE)
    return { sql: `r.price ${dir}, r.product_id ASC`, params: [], onProduct: false };
  if (order.by)
    return {
      sql: `${order.by.sql} ${dir}, r.product_id ASC`,
      params: order.by.params,
      onProduct: true,
    };
  // The storefront's default order, read in order from the rows' own index.
  if (order.sort === 'sort_order' && dir === 'ASC')
    return { sql: 'r.sort_order ASC, r.product_id ASC', params: [], onProduct: false };
  // By name, date or sales, from the rows' index on the key: ties, ascending by id in
  // either direction, are the only products sorted (as `productOrderBy` orders them).
  if (order.sort && Object.hasOwn(ROW_SORT_KEYS, order.sort))
    return { sql: `r.${order.sort} ${dir}, r.product_id ASC`, params: [], onProduct: false };
  return { sql: productOrderBy(order.sort, order.direction), params: [], onProduct: true };
}

/** The ids of the products matching, in an order, all of them or one window. */
export function searchedProductIds(
  ctx: ServiceContext,
  scope: SearchScope,
  conditions: readonly SearchCondition[],
  order: SearchOrder,
  window: { offset: number; limit: number } = { offset: 0, limit: -1 },
): number[] {
  refreshFacetGroups(ctx);
  const orderBy = orderOf(order);
  const rows = rowsWhere(ctx, scope, conditions, orderBy.onProduct);
  return ctx.db
    .prepare(`SELECT r.product_id ${rows.sql} ORDER BY ${orderBy.sql} LIMIT ? OFFSET ?`)
    .pluck()
    .all(...rows.params, ...orderBy.params, window.limit, window.offset) as number[];
}

/**
 * The scope's products by facet group, and by which of `conditions` they meet: `meets[i]`
 * for `conditions[i]`. Every count of a search's facets is a sum over these cells.
 */
export interface FacetCell {
  group: FacetGroup;
  products: number;
  meets: boolean[];
}

export function facetCells(
  ctx: ServiceContext,
  scope: SearchScope,
  conditions: readonly SearchCondition[],
): FacetCell[] {
  refreshFacetGroups(ctx);
  const { hits, conditions: within } = scopeSql(ctx, scope);
  const groupScope = allOf(within.filter((c) => c.on === 'group'));
  // Conditions on each product (its row, or its whole record `p`), as opposed to its group.
  const productScope = within.filter((c) => c.on !== 'group');
  const flag = (c: SearchCondition, i: number) => `(${c.sql}) IS 1 AS m${i}`;
  const groupFlags = conditions
    .map((c, i) => (c.on === 'group' ? { c, i } : null))
    .filter((x) => x !== null);
  const productFlags = conditions
    .map((c, i) => (c.on !== 'group' ? { c, i } : null))
    .filter((x) => x !== null);
  const groupColumns = [
    'g.id, g.brand_id, g.in_stock, g.rating, g.is_free_shipping, g.is_featured, g.categories, g.attributes',
    ...groupFlags.map(({ c, i }) => flag(c, i)),
  ].join(', ');
  const groupParams = groupFlags.flatMap(({ c }) => c.params);
  let rows: Array<FacetGroupRow & { n: number } & Record<string, unknown>>;
  if (!hits && !productScope.length && !productFlags.length) {
    // Every condition is on the groups: their own counts answer.
    rows = ctx.db
      .prepare(
        `SELECT ${groupColumns}, g.products AS n FROM catalog_facet_groups g
         WHERE g.products > 0 ${groupScope.sql}`,
      )
      .all(...groupParams, ...groupScope.params) as typeof rows;
  } else {
    // The products the scope's text or ids allow, counted once per group and product flags:
    // read from the text's hits where there are some (a few thousand rows probed by id,
    // not every row of the catalog tested against them).
    const scoped = allOf(productScope);
    const productColumns = productFlags.map(({ c, i }) => flag(c, i));
    const grouping = ['r.group_id', ...productFlags.map(({ i }) => `m${i}`)].join(', ');
    rows = ctx.db
      .prepare(
        `WITH counted AS (
           SELECT ${['r.group_id', ...productColumns].join(', ')}, COUNT(*) AS n
           FROM ${rowsFrom(
             hits,
             [...productScope, ...conditions].some((c) => c.on === 'product'),
           )}
           WHERE r.listed = 1
             ${groupScope.sql ? `AND r.group_id IN (SELECT g.id FROM catalog_facet_groups g WHERE 1 ${groupScope.sql})` : ''}
             ${scoped.sql}
           GROUP BY ${grouping})
         SELECT ${groupColumns}, ${['counted.n', ...productFlags.map(({ i }) => `counted.m${i}`)].join(', ')}
         FROM counted JOIN catalog_facet_groups g ON g.id = counted.group_id`,
      )
      .all(
        ...productFlags.flatMap(({ c }) => c.params),
        ...(hits?.params ?? []),
        ...groupScope.params,
        ...scoped.params,
        ...groupParams,
      ) as typeof rows;
  }
  return rows.map((row) => ({
    group: facetGroupOf(row),
    products: row.n,
    meets: conditions.map((_, i) => row[`m${i}`] === 1),
  }));
}

/** How many products match the scope and every condition. */
export function searchedProductCount(
  ctx: ServiceContext,
  scope: SearchScope,
  conditions: readonly SearchCondition[],
): number {
  return facetCells(ctx, scope, conditions)
    .filter((cell) => cell.meets.every(Boolean))
    .reduce((sum, cell) => sum + cell.products, 0);
}
