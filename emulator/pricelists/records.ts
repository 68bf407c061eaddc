import { type ServiceContext, WhereBuilder, selectPage, isoSeconds } from '../core';
import { type RecordFields, type TierInput } from './inputs';

export interface PriceRecordRow {
  price_list_id: number;
  variant_id: number;
  product_id: number;
  currency: string;
  price: number;
  sale_price: number | null;
  retail_price: number | null;
  map_price: number | null;
  /** JSON `TierInput[]` (`quantity_max` 0: no upper bound). */
  bulk_pricing_tiers: string;
  created_at: number;
  updated_at: number;
}

export const tiersOf = (row: PriceRecordRow): TierInput[] =>
  JSON.parse(row.bulk_pricing_tiers) as TierInput[];

/**
 * The price record object of the v3 interface; `sku` only when asked for (`include=sku`).
 * A price the record does not set is stored as NULL and shown as 0, as the reference types
 * these prices as numbers (0: not set, as a product's `sale_price`).
 */
export function priceRecordJson(row: PriceRecordRow, sku?: string) {
  return {
    price_list_id: row.price_list_id,
    variant_id: row.variant_id,
    product_id: row.product_id,
    ...(sku === undefined ? {} : { sku }),
    currency: row.currency,
    price: row.price,
    sale_price: row.sale_price ?? 0,
    retail_price: row.retail_price ?? 0,
    map_price: row.map_price ?? 0,
    // What the storefront shows before tiers: the sale price when there is one.
    calculated_price: row.sale_price !== null && row.sale_price > 0 ? row.sale_price : row.price,
    bulk_pricing_tiers: tiersOf(row).map((t) => ({
      ...t,
      quantity_max: t.quantity_max === 0 ? null : t.quantity_max,
    })),
    date_created: isoSeconds(row.created_at),
    date_modified: isoSeconds(row.updated_at),
  };
}

export function findRecord(
  ctx: ServiceContext,
  listId: number,
  variantId: number,
  currency: string,
): PriceRecordRow | undefined {
  return ctx.db
    .prepare(
      'SELECT * FROM price_list_records WHERE price_list_id = ? AND variant_id = ? AND currency = ?',
    )
    .get(listId, variantId, currency.toLowerCase()) as PriceRecordRow | undefined;
}

/** A record to write: the variant it prices and the fields sent (absent fields keep stored values). */
export interface RecordWrite {
  variantId: number;
  productId: number;
  currency: string;
  fields: RecordFields;
}

/** Creates or updates records in one transaction. */
export function writeRecords(
  ctx: ServiceContext,
  listId: number,
  writes: readonly RecordWrite[],
): void {
  const now = ctx.clock.now();
  const upsert = ctx.db.prepare(
    `INSERT INTO price_list_records (price_list_id, variant_id, product_id, currency, price, sale_price, retail_price, map_price,
       bulk_pricing_tiers, created_at, updated_at)
     VALUES (@listId, @variantId, @productId, @currency, @price, @sale, @retail, @map, COALESCE(@tiers, '[]'), @now, @now)
     ON CONFLICT (price_list_id, variant_id, currency) DO UPDATE SET
       price = excluded.price,
       sale_price = CASE WHEN @saleGiven THEN excluded.sale_price ELSE sale_price END,
       retail_price = CASE WHEN @retailGiven THEN excluded.retail_price ELSE retail_price END,
       map_price = CASE WHEN @mapGiven THEN excluded.map_price ELSE map_price END,
       bulk_pricing_tiers = COALESCE(@tiers, bulk_pricing_tiers),
       updated_at = excluded.updated_at`,
  );
  ctx.db.transaction(() => {
    for (const { variantId, productId, currency, fields } of writes) {
      upsert.run({
        listId,
        variantId,
        productId,
        currency,
        price: fields.price,
        sale: fields.sale_price ?? null,
        retail: fields.retail_price ?? null,
        map: fields.map_price ?? null,
        saleGiven: Number(fields.sale_price !== undefined),
        retailGiven: Number(fields.retail_price !== undefined),
        mapGiven: Number(fields.map_price !== undefined),
        tiers: fields.bulk_pricing_tiers ? JSON.stringify(fields.bulk_pricing_tiers) : null,
        now,
      });
    }
  })();
}

export interface RecordSelection {
  variantIds?: readonly number[];
  productIds?: readonly number[];
  currencies?: readonly string[];
  priceMin?: number;
  priceMax?: number;
}

function whereOf(listId: number, selection: RecordSelection): WhereBuilder {
  const where = new WhereBuilder();
  where.add('price_list_id = ?', listId);
  // An empty list (e.g. only unknown SKUs) selects nothing rather than everything.
  where.within('variant_id', selection.variantIds);
  where.within('product_id', selection.productIds);
  where.within('currency', selection.currencies);
  where.addIf('price >= ?', selection.priceMin);
  where.addIf('price <= ?', selection.priceMax);
  return where;
}

export function selectRecords(
  ctx: ServiceContext,
  listId: number,
  selection: RecordSelection,
  page: { limit: number; offset: number },
): { rows: PriceRecordRow[]; total: number } {
  return selectPage<PriceRecordRow>(
    ctx.db,
    { from: 'FROM price_list_records', order: 'variant_id, currency' },
    whereOf(listId, selection),
    page,
  );
}

/** Deletes the selected records; returns the products whose prices they held. */
export function deleteRecords(
  ctx: ServiceContext,
  listId: number,
  selection: RecordSelection,
): number[] {
  const { clause, params } = whereOf(listId, selection);
  return ctx.db.transaction(() => {
    const products = (
      ctx.db
        .prepare(`SELECT DISTINCT product_id FROM price_list_records ${clause}`)
        .all(...params) as Array<{ product_id: number }>
    ).map((r) => r.product_id);
    ctx.db.prepare(`DELETE FROM price_list_records ${clause}`).run(...params);
    return products;
  })();
}

/** The products a list holds at least one price for. */
export function productsPricedBy(ctx: ServiceContext, listId: number): number[] {
  return (
    ctx.db
      .prepare(
        'SELECT DISTINCT product_id FROM price_list_records WHERE price_list_id = ? ORDER BY product_id',
      )
      .all(listId) as Array<{
      product_id: number;
    }>
  ).map((r) => r.product_id);
}
