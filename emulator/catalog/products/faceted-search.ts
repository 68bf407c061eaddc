import { type ServiceContext } from '../../core';
import { descendantCategoryIds } from '../taxonomy/categories';
import { type ProductSort, productOrderBy, productWhere } from './filter';

/**
 * A storefront search in SQL: its products, their count and its facets' counts, each one
 * query over the products its scope and chosen facets allow, so a search costs aggregates
 * in the database, never every matching product read into JavaScript (40,000 of them for
 * one category of a 100,000-product catalog).
 *
 * Who combines the conditions (which facets apply to which count) is the storefront
 * GraphQL's business (emulator/graphql/search/); this module only knows products.
 */

/** One condition on the product `p`, as SQL and its parameters. */
export interface SearchCondition {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** What a search can show before its facets: visible products with a price, narrowed by these. */
export interface SearchScope {
  /** The page's category, with every category under it. */
  categoryId?: number;
  /** A text search over name, SKU, description and search keywords. */
  search?: string;
  /** Only these products (a term's matches in other languages joined with its own). */
  ids?: readonly number[];
}

// Sets of any size travel as one JSON array: one bound parameter, one cached statement.
const JSON_SET = 'SELECT value FROM json_each(?)';
const jsonSet = (values: readonly unknown[]) => JSON.stringify(values);

/** A product without a variant has no price a shopper can see, so no search shows it. */
const HAS_VARIANT = 'EXISTS (SELECT 1 FROM catalog_variants v WHERE v.product_id = p.id)';

/**
 * Whether some variant can be sold from stock: a variant reports its own level when the
 * product tracks stock by variant, the product's otherwise (variants/read.ts).
 */
const IN_STOCK = `EXISTS (SELECT 1 FROM catalog_variants v WHERE v.product_id = p.id
  AND CASE p.inventory_tracking WHEN 'none' THEN 1 WHEN 'variant' THEN v.inventory_level > 0
      ELSE p.inventory_level > 0 END)`;

/** The average of the product's approved reviews; NULL without one. */
const RATING = `(SELECT AVG(json_extract(r.data, '$.rating')) FROM catalog_product_parts r
  WHERE r.product_id = p.id AND r.kind = 'review' AND json_extract(r.data, '$.status') = 'approved')`;

/**
 * The products' attributes: option values under the option's display name, and custom
 * fields' values under their names, for the products of `pool`. Names and values compare
 * exactly (BINARY), as a shopper's choice is matched, although the options' columns
 * ignore case for the merchant's uniqueness rules.
 */
const attributesOf = (pool: string) => `
  SELECT o.product_id, o.display_name COLLATE BINARY AS name, ov.label COLLATE BINARY AS value
  FROM ${pool} JOIN catalog_options o ON o.product_id = ${pool}.id
  JOIN catalog_option_values ov ON ov.option_id = o.id
  UNION ALL
  SELECT f.product_id, json_extract(f.data, '$.name'), json_extract(f.data, '$.value')
  FROM ${pool} JOIN catalog_product_parts f ON f.product_id = ${pool}.id AND f.kind = 'custom_field'`;

/** The conditions a search's facets are made of. */
export const searchConditions = {
  brandIn: (brandIds: readonly number[]): SearchCondition => ({
    sql: `p.brand_id IN (${JSON_SET})`,
    params: [jsonSet(brandIds)],
  }),
  /** Assigned to one of these categories. */
  categoryIn: (categoryIds: readonly number[]): SearchCondition => ({
    sql: `p.id IN (SELECT pc.product_id FROM catalog_product_categories pc
      WHERE pc.category_id IN (${JSON_SET}))`,
    params: [jsonSet(categoryIds)],
  }),
  /** Rated (has an approved review) and its average within the bounds given. */
  ratingBetween: (min: number | null, max: number | null): SearchCondition => ({
    sql: `${RATING} BETWEEN IFNULL(?, -1e308) AND IFNULL(?, 1e308)`,
    params: [min, max],
  }),
  inStock: (): SearchCondition => ({ sql: IN_STOCK, params: [] }),
  freeShipping: (yes: boolean): SearchCondition => ({
    sql: 'p.is_free_shipping = ?',
    params: [Number(yes)],
  }),
  featured: (yes: boolean): SearchCondition => ({
    sql: 'p.is_featured = ?',
    params: [Number(yes)],
  }),
  /** Has one of these values of the option or custom field `name`. */
  attributeIn: (name: string, values: readonly string[]): SearchCondition => ({
    sql: `(EXISTS (SELECT 1 FROM catalog_options o JOIN catalog_option_values ov ON ov.option_id = o.id
         WHERE o.product_id = p.id AND o.display_name = ? COLLATE BINARY
           AND ov.label COLLATE BINARY IN (${JSON_SET}))
      OR EXISTS (SELECT 1 FROM catalog_product_parts f
         WHERE f.product_id = p.id AND f.kind = 'custom_field'
           AND json_extract(f.data, '$.name') = ? AND json_extract(f.data, '$.value') IN (${JSON_SET})))`,
    params: [name, jsonSet(values), name, jsonSet(values)],
  }),
  /** One of these products (those a test outside SQL chose, such as the shopper's price). */
  idIn: (ids: readonly number[]): SearchCondition => ({
    sql: `p.id IN (${JSON_SET})`,
    params: [jsonSet(ids)],
  }),
};

/** `WHERE ...` over `catalog_products p` for the scope and every condition, and its parameters. */
function poolWhere(
  ctx: ServiceContext,
  scope: SearchScope,
  conditions: readonly SearchCondition[],
): { clause: string; params: unknown[] } {
  const where = productWhere(
    {
      visibleOnly: true,
      ...(scope.categoryId !== undefined
        ? { categoryId: scope.categoryId, includeSubcategories: true }
        : {}),
      ...(scope.search ? { search: scope.search } : {}),
    },
    (id) => descendantCategoryIds(ctx, id),
  );
  if (scope.ids) where.add(`p.id IN (${JSON_SET})`, jsonSet(scope.ids));
  where.add(HAS_VARIANT);
  for (const condition of conditions) where.add(condition.sql, ...condition.params);
  return { clause: where.clause, params: where.params };
}

/**
 * An order of a search: a sort key of the catalog, or `by`, a value of each product (such as
 * the shopper's price), in a direction, ties broken by id.
 */
export interface SearchOrder {
  sort?: ProductSort;
  direction?: 'asc' | 'desc';
  by?: SearchCondition;
}

/** The ids of the products matching, in an order, all of them or one window. */
export function searchedProductIds(
  ctx: ServiceContext,
  scope: SearchScope,
  conditions: readonly SearchCondition[],
  order: SearchOrder,
  window: { offset: number; limit: number } = { offset: 0, limit: -1 },
): number[] {
  const where = poolWhere(ctx, scope, conditions);
  const orderBy = order.by
    ? `${order.by.sql} ${order.direction === 'desc' ? 'DESC' : 'ASC'}, p.id ASC`
    : productOrderBy(order.sort, order.direction);
  return ctx.db
    .prepare(
      `SELECT p.id FROM catalog_products p ${where.clause} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
    )
    .pluck()
    .all(...where.params, ...(order.by?.params ?? []), window.limit, window.offset) as number[];
}

export function searchedProductCount(
  ctx: ServiceContext,
  scope: SearchScope,
  conditions: readonly SearchCondition[],
): number {
  const where = poolWhere(ctx, scope, conditions);
  return ctx.db
    .prepare(`SELECT COUNT(*) FROM catalog_products p ${where.clause}`)
    .pluck()
    .get(...where.params) as number;
}

/** Per brand (0: none), how many products match, and how many of those are in stock, ship free, are featured, and are rated at least 1 to 5. */
export interface BrandSummary {
  brandId: number;
  products: number;
  inStock: number;
  freeShipping: number;
  featured: number;
  /** `ratedAtLeast[n - 1]`: products whose average rating is n or more. */
  ratedAtLeast: [number, number, number, number, number];
}

/** The counts of the brand, rating and flag facets over one set of products, in one pass. */
export function searchSummaryByBrand(
  ctx: ServiceContext,
  scope: SearchScope,
  conditions: readonly SearchCondition[],
): BrandSummary[] {
  const where = poolWhere(ctx, scope, conditions);
  const rows = ctx.db
    .prepare(
      `WITH pool AS (
         SELECT p.brand_id, p.is_free_shipping, p.is_featured, ${IN_STOCK} AS in_stock, ${RATING} AS rating
         FROM catalog_products p ${where.clause})
       SELECT brand_id, COUNT(*) AS products, TOTAL(in_stock) AS in_stock,
         TOTAL(is_free_shipping) AS free_shipping, TOTAL(is_featured) AS featured,
         TOTAL(rating >= 1) AS r1, TOTAL(rating >= 2) AS r2, TOTAL(rating >= 3) AS r3,
         TOTAL(rating >= 4) AS r4, TOTAL(rating >= 5) AS r5
       FROM pool GROUP BY brand_id`,
    )
    .all(...where.params) as Array<{
    brand_id: number;
    products: number;
    in_stock: number;
    free_shipping: number;
    featured: number;
    r1: number;
    r2: number;
    r3: number;
    r4: number;
    r5: number;
  }>;
  return rows.map((row) => ({
    brandId: row.brand_id,
    products: row.products,
    inStock: row.in_stock,
    freeShipping: row.free_shipping,
    featured: row.featured,
    ratedAtLeast: [row.r1, row.r2, row.r3, row.r4, row.r5],
  }));
}

/**
 * How many matching products each category node counts: `members` pairs each node with
 * the categories whose products it counts (itself, and with subcategories the ones under
 * it); a product in several of them counts once.
 */
export function categoryCounts(
  ctx: ServiceContext,
  scope: SearchScope,
  conditions: readonly SearchCondition[],
  members: ReadonlyArray<readonly [node: number, category: number]>,
): Map<number, number> {
  const where = poolWhere(ctx, scope, conditions);
  const rows = ctx.db
    .prepare(
      // From each node's categories to their products through the category index, each
      // product then looked up in the pool: half the time of walking the pool's categories.
      `WITH members AS MATERIALIZED (
         SELECT json_extract(value, '$[0]') AS node, json_extract(value, '$[1]') AS category
         FROM json_each(?))
       SELECT members.node, COUNT(DISTINCT pc.product_id) AS products
       FROM members JOIN catalog_product_categories pc ON pc.category_id = members.category
       WHERE pc.product_id IN (SELECT p.id FROM catalog_products p ${where.clause})
       GROUP BY members.node`,
    )
    .all(jsonSet(members), ...where.params) as Array<{ node: number; products: number }>;
  return new Map(rows.map((row) => [row.node, row.products]));
}

/** Each attribute value the matching products have (of `name` only, when given), and how many have it. */
export function attributeCounts(
  ctx: ServiceContext,
  scope: SearchScope,
  conditions: readonly SearchCondition[],
  name?: string,
): Array<{ name: string; value: string; products: number }> {
  const where = poolWhere(ctx, scope, conditions);
  return ctx.db
    .prepare(
      `WITH pool AS (SELECT p.id FROM catalog_products p ${where.clause})
       SELECT name, value, COUNT(DISTINCT product_id) AS products
       FROM (${attributesOf('pool')})
       WHERE ? IS NULL OR name = ? COLLATE BINARY
       GROUP BY name COLLATE BINARY, value COLLATE BINARY`,
    )
    .all(...where.params, name ?? null, name ?? null) as Array<{
    name: string;
    value: string;
    products: number;
  }>;
}
