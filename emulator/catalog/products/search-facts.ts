import { type ServiceContext } from '../../core';
import { descendantCategoryIds } from '../taxonomy/categories';
import { productOrderBy, productWhere } from './filter';
import { type ProductListQuery } from './read';

/** What a storefront search's facets need of a product beyond its own row. */
export interface ProductSearchFacts {
  /** Whether it has a variant, and so a price a shopper can see. */
  hasVariants: boolean;
  /** Whether some variant reports stock, or the product does not track it. */
  inStock: boolean;
  /** Option display name or custom field name -> its values. */
  attributes: Map<string, Set<string>>;
}

// The ids travel as one JSON array, so a set of any size is one bound parameter.
const IDS = 'SELECT value FROM json_each(?)';

/**
 * The search facts of many products, read in three set queries (variants, option values,
 * custom fields) instead of several per product: a search reads them for every product
 * its term and category allow, thousands in a large catalog.
 */
function searchFactsOf(
  ctx: ServiceContext,
  productIds: readonly number[],
): Map<number, ProductSearchFacts> {
  const ids = JSON.stringify(productIds);
  const facts = new Map<number, ProductSearchFacts>();
  // A variant reports its own level when the product tracks stock by variant, the
  // product's otherwise (variants/read.ts, reportedInventory).
  const stock = ctx.db
    .prepare(
      `SELECT p.id, COUNT(v.id) AS variants,
         MAX(CASE p.inventory_tracking WHEN 'none' THEN 1
               WHEN 'variant' THEN v.inventory_level > 0
               ELSE p.inventory_level > 0 END) AS in_stock
       FROM catalog_products p LEFT JOIN catalog_variants v ON v.product_id = p.id
       WHERE p.id IN (${IDS}) GROUP BY p.id`,
    )
    .all(ids) as Array<{ id: number; variants: number; in_stock: number | null }>;
  for (const row of stock)
    facts.set(row.id, {
      hasVariants: row.variants > 0,
      inStock: row.variants > 0 && row.in_stock === 1,
      attributes: new Map(),
    });
  const add = (row: { product_id: number; name: string; value: string }) => {
    const attributes = facts.get(row.product_id)?.attributes;
    if (!attributes) return;
    if (!attributes.has(row.name)) attributes.set(row.name, new Set());
    attributes.get(row.name)!.add(row.value);
  };
  const optionValues = ctx.db
    .prepare(
      `SELECT o.product_id, o.display_name AS name, ov.label AS value
       FROM catalog_options o JOIN catalog_option_values ov ON ov.option_id = o.id
       WHERE o.product_id IN (${IDS})`,
    )
    .all(ids) as Array<{ product_id: number; name: string; value: string }>;
  optionValues.forEach(add);
  const customFields = ctx.db
    .prepare(
      `SELECT product_id, json_extract(data, '$.name') AS name, json_extract(data, '$.value') AS value
       FROM catalog_product_parts WHERE kind = 'custom_field' AND product_id IN (${IDS})`,
    )
    .all(ids) as Array<{ product_id: number; name: string; value: string }>;
  customFields.forEach(add);
  return facts;
}

/** A product as a storefront search's facets see it: its own row's part and its facts. */
export interface ProductSearchRow extends ProductSearchFacts {
  id: number;
  brandId: number;
  freeShipping: boolean;
  featured: boolean;
  categoryIds: number[];
  /** Approved reviews: how many, and the sum of their ratings. */
  reviewsCount: number;
  reviewsRatingSum: number;
}

/**
 * The products matching a filter, in its order, as their search rows: one query for the
 * ordered ids and set queries for the rest, never the whole product, which a search
 * reads only for the page it shows.
 */
export function searchRowsOf(
  ctx: ServiceContext,
  query: Omit<ProductListQuery, 'first' | 'offset' | 'include'>,
): ProductSearchRow[] {
  const where = productWhere(query, (id) => descendantCategoryIds(ctx, id));
  const own = ctx.db
    .prepare(
      `SELECT p.id, p.brand_id, p.is_free_shipping, p.is_featured FROM catalog_products p
       ${where.clause} ORDER BY ${productOrderBy(query.sort, query.direction)}`,
    )
    .all(...where.params) as Array<{
    id: number;
    brand_id: number;
    is_free_shipping: number;
    is_featured: number;
  }>;
  const productIds = own.map((row) => row.id);
  const ids = JSON.stringify(productIds);
  const categories = new Map<number, number[]>();
  const assigned = ctx.db
    .prepare(
      `SELECT product_id, category_id FROM catalog_product_categories
       WHERE product_id IN (${IDS}) ORDER BY product_id, rowid`,
    )
    .all(ids) as Array<{ product_id: number; category_id: number }>;
  for (const row of assigned)
    categories.set(row.product_id, [...(categories.get(row.product_id) ?? []), row.category_id]);
  const reviews = new Map(
    (
      ctx.db
        .prepare(
          `SELECT product_id, COUNT(*) AS count, IFNULL(SUM(json_extract(data, '$.rating')), 0) AS rating_sum
           FROM catalog_product_parts
           WHERE kind = 'review' AND json_extract(data, '$.status') = 'approved' AND product_id IN (${IDS})
           GROUP BY product_id`,
        )
        .all(ids) as Array<{ product_id: number; count: number; rating_sum: number }>
    ).map((row) => [row.product_id, row]),
  );
  const facts = searchFactsOf(ctx, productIds);
  return own.map((row) => ({
    id: row.id,
    brandId: row.brand_id,
    freeShipping: row.is_free_shipping === 1,
    featured: row.is_featured === 1,
    categoryIds: categories.get(row.id) ?? [],
    reviewsCount: reviews.get(row.id)?.count ?? 0,
    reviewsRatingSum: reviews.get(row.id)?.rating_sum ?? 0,
    ...(facts.get(row.id) ?? { hasVariants: false, inStock: false, attributes: new Map() }),
  }));
}
