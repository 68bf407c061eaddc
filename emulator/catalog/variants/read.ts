import { type ServiceContext, WhereBuilder } from '../../core';
import { calculatedPrice } from '../products/rows';
import { shownImageUrl } from '../uploads';
import {
  type InventoryTracking,
  type Listing,
  type ProductOption,
  type Variant,
  type VariantOptionValue,
} from '../shapes';

/** A `catalog_variants` row joined with the product values it falls back to. */
export interface VariantRow {
  id: number;
  product_id: number;
  sku: string;
  option_key: string;
  price: number | null;
  sale_price: number | null;
  retail_price: number | null;
  map_price: number | null;
  cost_price: number | null;
  weight: number | null;
  inventory_level: number;
  inventory_warning_level: number;
  purchasing_disabled: number;
  purchasing_disabled_message: string;
  upc: string;
  mpn: string;
  gtin: string;
  image_url: string;
  product_price: number;
  product_sale_price: number;
  product_retail_price: number;
  product_weight: number;
  product_inventory_level: number;
  product_is_free_shipping: number;
  inventory_tracking: InventoryTracking;
}

export const VARIANT_SELECT = /* sql */ `
  SELECT v.*, p.price AS product_price, p.sale_price AS product_sale_price, p.retail_price AS product_retail_price,
    p.weight AS product_weight,
    p.inventory_level AS product_inventory_level, p.is_free_shipping AS product_is_free_shipping,
    p.inventory_tracking AS inventory_tracking
  FROM catalog_variants v JOIN catalog_products p ON p.id = v.product_id
`;

/**
 * The stock a variant reports: its own level when the product tracks inventory by
 * variant, otherwise the product's level, which all its variants share.
 */
export const reportedInventory = (row: VariantRow): number =>
  row.inventory_tracking === 'variant' ? row.inventory_level : row.product_inventory_level;

/** The variant's sale price after falling back to the product's (whose 0 means "not on sale"). */
export const effectiveSalePrice = (row: VariantRow): number | null =>
  row.sale_price ?? (row.product_sale_price > 0 ? row.product_sale_price : null);

function variantJson(
  ctx: ServiceContext,
  row: VariantRow,
  optionValues: VariantOptionValue[],
): Variant {
  return {
    id: row.id,
    product_id: row.product_id,
    sku: row.sku,
    sku_id: row.id,
    price: row.price,
    sale_price: row.sale_price,
    retail_price: row.retail_price,
    map_price: row.map_price,
    cost_price: row.cost_price,
    weight: row.weight,
    calculated_price: calculatedPrice(row.price ?? row.product_price, effectiveSalePrice(row)),
    calculated_weight: row.weight ?? row.product_weight,
    width: null,
    height: null,
    depth: null,
    is_free_shipping: row.product_is_free_shipping === 1,
    fixed_cost_shipping_price: null,
    purchasing_disabled: row.purchasing_disabled === 1,
    purchasing_disabled_message: row.purchasing_disabled_message,
    image_url: row.image_url ? shownImageUrl(ctx, row.image_url) : '',
    upc: row.upc,
    mpn: row.mpn,
    gtin: row.gtin,
    inventory_level: reportedInventory(row),
    inventory_warning_level: row.inventory_warning_level,
    bin_picking_number: '',
    option_values: optionValues,
  };
}

/** Option values of many variants in one query, ordered by option. */
function optionValuesOf(
  ctx: ServiceContext,
  variantIds: readonly number[],
): Map<number, VariantOptionValue[]> {
  const byVariant = new Map<number, VariantOptionValue[]>();
  if (!variantIds.length) return byVariant;
  const rows = ctx.db
    .prepare(
      `SELECT vov.variant_id, ov.id, ov.label, o.id AS option_id, o.display_name AS option_display_name
       FROM catalog_variant_option_values vov
       JOIN catalog_option_values ov ON ov.id = vov.option_value_id
       JOIN catalog_options o ON o.id = ov.option_id
       WHERE vov.variant_id IN (${variantIds.map(() => '?').join(', ')})
       ORDER BY o.sort_order, o.id`,
    )
    .all(...variantIds) as Array<VariantOptionValue & { variant_id: number }>;
  for (const { variant_id, ...value } of rows)
    byVariant.set(variant_id, [...(byVariant.get(variant_id) ?? []), value]);
  return byVariant;
}

function toVariants(ctx: ServiceContext, rows: VariantRow[]): Variant[] {
  const values = optionValuesOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((row) => variantJson(ctx, row, values.get(row.id) ?? []));
}

export function findVariantRow(ctx: ServiceContext, id: number): VariantRow | undefined {
  return ctx.db.prepare(`${VARIANT_SELECT} WHERE v.id = ?`).get(id) as VariantRow | undefined;
}

export function getVariant(ctx: ServiceContext, id: number): Variant | null {
  const row = findVariantRow(ctx, id);
  return row ? toVariants(ctx, [row])[0]! : null;
}

/** The variant with this SKU (case-insensitive), e.g. for price-list records given by SKU. */
export function getVariantBySku(ctx: ServiceContext, sku: string): Variant | null {
  const row = ctx.db.prepare(`${VARIANT_SELECT} WHERE v.sku = ? COLLATE NOCASE`).get(sku) as
    VariantRow | undefined;
  return row ? toVariants(ctx, [row])[0]! : null;
}

/** Whether a variant has every one of the chosen option values. */
export const hasOptionValues = (
  variant: Variant,
  chosen: ReadonlyArray<{ optionId: number; valueId: number }>,
): boolean =>
  chosen.every((c) =>
    variant.option_values.some((ov) => ov.option_id === c.optionId && ov.id === c.valueId),
  );

/** A product's variants in creation order; every product has at least one. */
export function variantsOf(ctx: ServiceContext, productId: number): Variant[] {
  return toVariants(
    ctx,
    ctx.db
      .prepare(`${VARIANT_SELECT} WHERE v.product_id = ? ORDER BY v.id`)
      .all(productId) as VariantRow[],
  );
}

export interface VariantQuery {
  ids?: readonly number[];
  productIds?: readonly number[];
  sku?: string;
  upc?: string;
  limit?: number;
  offset?: number;
}

/** Variants across all products, by id. */
export function listVariants(ctx: ServiceContext, query: VariantQuery = {}): Listing<Variant> {
  const where = new WhereBuilder();
  if (query.ids) where.within('v.id', query.ids);
  if (query.productIds) where.within('v.product_id', query.productIds);
  if (query.sku !== undefined) where.add('v.sku = ? COLLATE NOCASE', query.sku);
  if (query.upc !== undefined) where.add('v.upc = ?', query.upc);
  const { total } = ctx.db
    .prepare(`SELECT COUNT(*) AS total FROM catalog_variants v ${where.clause}`)
    .get(...where.params) as { total: number };
  const rows = ctx.db
    .prepare(`${VARIANT_SELECT} ${where.clause} ORDER BY v.id LIMIT ? OFFSET ?`)
    .all(...where.params, query.limit ?? -1, query.offset ?? 0) as VariantRow[];
  return { items: toVariants(ctx, rows), total };
}

/** A product's options (e.g. Size, Color) with their values, in display order. */
export function optionsOf(ctx: ServiceContext, productId: number): ProductOption[] {
  const options = ctx.db
    .prepare(
      'SELECT id, product_id, display_name, type, sort_order FROM catalog_options WHERE product_id = ? ORDER BY sort_order, id',
    )
    .all(productId) as Array<Omit<ProductOption, 'option_values'>>;
  const values = ctx.db.prepare(
    'SELECT id, label, sort_order, is_default FROM catalog_option_values WHERE option_id = ? ORDER BY sort_order, id',
  );
  return options.map((option) => ({
    ...option,
    option_values: (
      values.all(option.id) as Array<{
        id: number;
        label: string;
        sort_order: number;
        is_default: number;
      }>
    ).map((v) => ({
      id: v.id,
      label: v.label,
      sort_order: v.sort_order,
      value_data: null,
      is_default: v.is_default === 1,
    })),
  }));
}
