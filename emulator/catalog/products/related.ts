import { type ServiceContext } from '../../core';
import { type Product } from '../shapes';
import { refreshFacetGroups } from './facet-groups';

/**
 * The store's automatic related products (the real service's default): the products the
 * storefront lists that share the most categories with this one, then in the catalog's
 * order, never the product itself.
 *
 * Read from the facet groups (facet-groups.ts): every product of a group is assigned to the
 * same categories, so how many a product shares is its group's, worked out for about a
 * hundred groups instead of for each product. Products sharing as many form a "level", whose
 * size the groups count; a window of the list is read level by level, each level's products
 * in the catalog's order from an index. A category may hold 40,000 of 100,000 products, and
 * the page shows four: counting and sorting them all cost 30-50 ms a product page.
 */

/** Products sharing `shared` of the product's categories: their groups and how many they are. */
interface Level {
  shared: number;
  groupIds: number[];
  size: number;
  /** Whether its products are a large enough share of the listed ones to walk in order. */
  dense: boolean;
}

export interface RelatedFilter {
  /** Only products some variant of which can be sold from stock (as a search's stock facet). */
  inStockOnly?: boolean;
}

/**
 * A level holding at least this share of the listed products is walked in the catalog's
 * order (a window of n is found within about 20n rows); a smaller one is read through its
 * groups and sorted.
 */
const DENSE_LEVEL = 1 / 20;

function levelsOf(
  ctx: ServiceContext,
  product: Pick<Product, 'id' | 'categories'>,
  filter: RelatedFilter,
): Level[] {
  if (!product.categories.length) return [];
  refreshFacetGroups(ctx);
  const groups = ctx.db
    .prepare(
      `SELECT g.id, g.products, g.in_stock,
         (SELECT COUNT(*) FROM catalog_facet_group_categories gc
          WHERE gc.group_id = g.id AND gc.category_id IN (SELECT value FROM json_each(?))) AS shared
       FROM catalog_facet_groups g WHERE g.products > 0`,
    )
    .all(JSON.stringify(product.categories)) as Array<{
    id: number;
    products: number;
    in_stock: number;
    shared: number;
  }>;
  const listed = groups.reduce((sum, group) => sum + group.products, 0);
  // The product's own row counts in its group: the level holding that group is one smaller.
  const own = ctx.db
    .prepare('SELECT group_id FROM catalog_search_rows WHERE product_id = ? AND listed = 1')
    .pluck()
    .get(product.id) as number | undefined;
  const levels = new Map<number, Level>();
  for (const group of groups) {
    if (!group.shared || (filter.inStockOnly && !group.in_stock)) continue;
    const level = levels.get(group.shared) ?? {
      shared: group.shared,
      groupIds: [],
      size: 0,
      dense: false,
    };
    level.groupIds.push(group.id);
    level.size += group.products - (group.id === own ? 1 : 0);
    level.dense = level.size >= listed * DENSE_LEVEL;
    levels.set(group.shared, level);
  }
  return [...levels.values()].sort((a, b) => b.shared - a.shared);
}

/** One window of a level's products, in the catalog's order. */
function levelWindow(
  ctx: ServiceContext,
  level: Level,
  productId: number,
  window: { offset: number; limit: number },
): number[] {
  // A dense level walked in the order's index, where the window comes soon; a sparse one
  // from its groups' rows, sorted (walking the order for it could read every row).
  const index = level.dense ? 'catalog_search_rows_sort_order' : 'catalog_search_rows_group';
  return ctx.db
    .prepare(
      `SELECT r.product_id FROM catalog_search_rows r INDEXED BY ${index}
       WHERE r.listed = 1 AND r.group_id IN (SELECT value FROM json_each(?)) AND r.product_id <> ?
       ORDER BY r.sort_order, r.product_id LIMIT ? OFFSET ?`,
    )
    .pluck()
    .all(JSON.stringify(level.groupIds), productId, window.limit, window.offset) as number[];
}

/** The ids of one window of the product's related products. */
export function relatedProductIds(
  ctx: ServiceContext,
  product: Pick<Product, 'id' | 'categories'>,
  filter: RelatedFilter,
  window: { offset: number; limit: number },
): number[] {
  const ids: number[] = [];
  let skip = window.offset;
  for (const level of levelsOf(ctx, product, filter)) {
    if (ids.length >= window.limit) break;
    if (skip >= level.size) {
      skip -= level.size;
      continue;
    }
    ids.push(
      ...levelWindow(ctx, level, product.id, { offset: skip, limit: window.limit - ids.length }),
    );
    skip = 0;
  }
  return ids;
}

/** How many related products `relatedProductIds` pages through. */
export function relatedProductCount(
  ctx: ServiceContext,
  product: Pick<Product, 'id' | 'categories'>,
  filter: RelatedFilter,
): number {
  return levelsOf(ctx, product, filter).reduce((sum, level) => sum + level.size, 0);
}
