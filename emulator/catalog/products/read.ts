import { type ServiceContext } from '../../core';
import { imagesOf, primaryImageOf } from '../images/read';
import { type Listing, type Product } from '../shapes';
import { descendantCategoryIds } from '../taxonomy/categories';
import { slugOf } from '../urls';
import { optionsOf, variantsOf } from '../variants/read';
import { channelsOf } from '../assignments';
import { includedParts } from '../product-parts';
import { bulkPricingRulesOf } from './bulk-pricing-rules';
import { type ProductFilter, type ProductSort, productOrderBy, productWhere } from './filter';
import { PRODUCT_SELECT, type ProductRow, productJson } from './rows';

/** Sub-resources `include=` can add to a product (the real service's list). */
export const PRODUCT_INCLUDES = [
  'variants',
  'images',
  'primary_image',
  'options',
  'bulk_pricing_rules',
  'modifiers',
  'custom_fields',
  'videos',
  'reviews',
  'parent_relations',
  'channels',
] as const;
export type ProductInclude = (typeof PRODUCT_INCLUDES)[number];

function withIncludes(
  ctx: ServiceContext,
  product: Product,
  include: readonly ProductInclude[],
): Product {
  const extra: Partial<Product> = {};
  for (const name of new Set(include)) {
    switch (name) {
      case 'variants':
        extra.variants = variantsOf(ctx, product.id);
        break;
      case 'images':
        extra.images = imagesOf(ctx, product.id);
        break;
      case 'primary_image':
        extra.primary_image = primaryImageOf(ctx, product.id);
        break;
      case 'options':
        extra.options = optionsOf(ctx, product.id);
        break;
      case 'bulk_pricing_rules':
        extra.bulk_pricing_rules = bulkPricingRulesOf(ctx, product.id);
        break;
      case 'channels':
        extra.channels = channelsOf(ctx, product.id);
        break;
      case 'videos':
      case 'custom_fields':
      case 'reviews':
        extra[name] = includedParts(ctx, product.id, name);
        break;
      default:
        // The local service has no modifiers or parent relations.
        extra[name] = [];
    }
  }
  return { ...product, ...extra };
}

export function findProductRow(ctx: ServiceContext, id: number): ProductRow | undefined {
  return ctx.db.prepare(`${PRODUCT_SELECT} WHERE p.id = ?`).get(id) as ProductRow | undefined;
}

export function getProduct(
  ctx: ServiceContext,
  id: number,
  include: readonly ProductInclude[] = [],
): Product | null {
  const row = findProductRow(ctx, id);
  return row ? withIncludes(ctx, productJson(row), include) : null;
}

/**
 * The product at a storefront path (its `custom_url.url`). Accepts the path with or
 * without its slashes: `/kitchen/mugs/enamel-mug/`, `kitchen/mugs/enamel-mug`.
 */
export function getProductByPath(
  ctx: ServiceContext,
  path: string,
  include: readonly ProductInclude[] = [],
): Product | null {
  const slug = slugOf(path);
  if (!slug) return null;
  const row = ctx.db.prepare(`${PRODUCT_SELECT} WHERE p.slug = ?`).get(slug) as
    ProductRow | undefined;
  return row ? withIncludes(ctx, productJson(row), include) : null;
}

export interface ProductListQuery extends ProductFilter {
  /** Page size; all matching products when omitted. */
  first?: number;
  /** Products to skip (a GraphQL cursor can carry this number). */
  offset?: number;
  sort?: ProductSort;
  direction?: 'asc' | 'desc';
  /** Ordered by this value of each product `p` (such as the shopper's price) instead of `sort`, ties by id. */
  by?: { sql: string; params: readonly unknown[] };
  include?: readonly ProductInclude[];
}

/** How many products match a filter. */
export function countProducts(ctx: ServiceContext, filter: ProductFilter): number {
  const where = productWhere(filter, (id) => descendantCategoryIds(ctx, id));
  return (
    ctx.db
      .prepare(`SELECT COUNT(*) AS total FROM catalog_products p ${where.clause}`)
      .get(...where.params) as { total: number }
  ).total;
}

/** One page of the products matching a filter, and how many match in all. */
export function listProducts(ctx: ServiceContext, query: ProductListQuery = {}): Listing<Product> {
  return { items: listProductPage(ctx, query), total: countProducts(ctx, query) };
}

/**
 * One page of the products matching a filter, without counting them all (a count reads
 * every match: 3 ms of a 100,000-product catalog's page, which a sitemap reads 2,000 times).
 */
export function listProductPage(ctx: ServiceContext, query: ProductListQuery = {}): Product[] {
  const where = productWhere(query, (id) => descendantCategoryIds(ctx, id));
  // The page's ids first, then their whole rows: a row's computed columns (categories,
  // reviews) would otherwise be worked out for every product sorted before the page, which
  // made the last pages of 100,000 products take half a second each.
  const ids = (
    ctx.db
      .prepare(
        `SELECT p.id FROM catalog_products p ${where.clause}
         ORDER BY ${
           query.by
             ? `${query.by.sql} ${query.direction === 'desc' ? 'DESC' : 'ASC'}, p.id ASC`
             : productOrderBy(query.sort, query.direction)
         } LIMIT ? OFFSET ?`,
      )
      .all(
        ...where.params,
        ...(query.by?.params ?? []),
        query.first ?? -1,
        query.offset ?? 0,
      ) as Array<{ id: number }>
  ).map((row) => row.id);
  const rows = new Map(
    (
      ctx.db
        .prepare(`${PRODUCT_SELECT} WHERE p.id IN (SELECT value FROM json_each(?))`)
        .all(JSON.stringify(ids)) as ProductRow[]
    ).map((row) => [row.id, row]),
  );
  return ids.map((id) => withIncludes(ctx, productJson(rows.get(id)!), query.include ?? []));
}
