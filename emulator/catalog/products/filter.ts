import { type Product } from '../shapes';
import { WhereBuilder } from '../../core';
import { textMatch } from './text-search';

/**
 * What a product list can be narrowed by. Used by the REST list (its query parameters map
 * onto this) and by other modules (storefront GraphQL) through `listProducts`.
 */
export interface ProductFilter {
  ids?: readonly number[];
  excludeIds?: readonly number[];
  /** Exact name, case-insensitive. */
  name?: string;
  /** Every word must appear in the name, description, search keywords, SKU (product or variant) or brand name. */
  search?: string;
  sku?: string;
  skus?: readonly string[];
  /** Products assigned to this category (and its descendants with `includeSubcategories`). */
  categoryId?: number;
  includeSubcategories?: boolean;
  /** Products assigned to every one of these categories (`categories:in` of the interface). */
  inAllCategories?: readonly number[];
  /** Products whose only category is this one (`categories=` of the interface). */
  onlyCategory?: number;
  brandId?: number;
  /** Storefront listings: only products shown on the storefront. */
  visibleOnly?: boolean;
  isVisible?: boolean;
  featured?: boolean;
  type?: Product['type'];
  price?: number;
  inventory?: {
    equals?: number;
    in?: readonly number[];
    notIn?: readonly number[];
    min?: number;
    max?: number;
    greater?: number;
    less?: number;
  };
  /** Tracked products with nothing left to sell. */
  outOfStock?: boolean;
}

export const PRODUCT_SORTS = [
  'id',
  'name',
  'sku',
  'price',
  'calculated_price',
  'date_created',
  'date_modified',
  'inventory_level',
  'is_visible',
  'total_sold',
  'sort_order',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const SORT_EXPRESSIONS: Record<ProductSort, string> = {
  id: 'p.id',
  name: 'p.name COLLATE NOCASE',
  sku: 'p.sku COLLATE NOCASE',
  price: 'p.price',
  calculated_price: 'CASE WHEN p.sale_price > 0 THEN p.sale_price ELSE p.price END',
  date_created: 'p.date_created',
  date_modified: 'p.date_modified',
  inventory_level: 'p.inventory_level',
  is_visible: 'p.is_visible',
  total_sold: 'p.total_sold',
  sort_order: 'p.sort_order',
};

/** ORDER BY for a sort key; the id breaks ties so pages never overlap. */
export function productOrderBy(
  sort: ProductSort = 'id',
  direction: 'asc' | 'desc' = 'asc',
): string {
  const dir = direction === 'desc' ? 'DESC' : 'ASC';
  return sort === 'id' ? `p.id ${dir}` : `${SORT_EXPRESSIONS[sort]} ${dir}, p.id ASC`;
}

/** The WHERE clause of a filter; `descendantsOf` expands `includeSubcategories`. */
export function productWhere(
  filter: ProductFilter,
  descendantsOf: (categoryId: number) => number[],
): WhereBuilder {
  const where = new WhereBuilder();
  if (filter.ids) where.within('p.id', filter.ids);
  if (filter.excludeIds?.length) where.within('p.id', filter.excludeIds, true);
  if (filter.name !== undefined) where.add('p.name = ? COLLATE NOCASE', filter.name);
  if (filter.sku !== undefined) where.add('p.sku = ? COLLATE NOCASE', filter.sku);
  if (filter.skus)
    where.within(
      'lower(p.sku)',
      filter.skus.map((s) => s.toLowerCase()),
    );
  if (filter.brandId !== undefined) where.add('p.brand_id = ?', filter.brandId);
  if (filter.visibleOnly) where.add('p.is_visible = 1');
  if (filter.isVisible !== undefined) where.add('p.is_visible = ?', Number(filter.isVisible));
  if (filter.featured !== undefined) where.add('p.is_featured = ?', Number(filter.featured));
  if (filter.type) where.add('p.type = ?', filter.type);
  if (filter.price !== undefined) where.add('p.price = ?', filter.price);

  if (filter.categoryId !== undefined) {
    const ids = filter.includeSubcategories
      ? [filter.categoryId, ...descendantsOf(filter.categoryId)]
      : [filter.categoryId];
    // A set of the category's products, made once from the category index, then looked
    // up per product (an EXISTS per product cost twice as much over a large catalog).
    where.add(
      `p.id IN (SELECT pc.product_id FROM catalog_product_categories pc
         WHERE pc.category_id IN (${ids.map(() => '?').join(', ')}))`,
      ...ids,
    );
  }
  for (const categoryId of filter.inAllCategories ?? []) {
    where.add(
      'EXISTS (SELECT 1 FROM catalog_product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ?)',
      categoryId,
    );
  }
  if (filter.onlyCategory !== undefined) {
    where.add(
      `(SELECT group_concat(pc.category_id) FROM catalog_product_categories pc WHERE pc.product_id = p.id) = ?`,
      String(filter.onlyCategory),
    );
  }

  const text = textMatch('p.id', filter.search);
  if (text) where.add(text.sql, ...text.params);

  const stock = filter.inventory;
  if (stock) {
    if (stock.equals !== undefined) where.add('p.inventory_level = ?', stock.equals);
    if (stock.in) where.within('p.inventory_level', stock.in);
    if (stock.notIn?.length) where.within('p.inventory_level', stock.notIn, true);
    if (stock.min !== undefined) where.add('p.inventory_level >= ?', stock.min);
    if (stock.max !== undefined) where.add('p.inventory_level <= ?', stock.max);
    if (stock.greater !== undefined) where.add('p.inventory_level > ?', stock.greater);
    if (stock.less !== undefined) where.add('p.inventory_level < ?', stock.less);
  }
  if (filter.outOfStock !== undefined) {
    where.add(
      `(p.inventory_tracking <> 'none' AND p.inventory_level <= 0) = ?`,
      Number(filter.outOfStock),
    );
  }

  return where;
}
