import { type ServiceContext, STORE_CURRENCY, toCents, toDollars, definePort } from '../core';
import { convertAmount } from '../currencies';
import { ApiError } from '../http';
import { bulkPricingRulesOf } from './products/bulk-pricing-rules';
import {
  type BulkTier,
  type PriceRecord,
  type PricingCurrency,
  type UnitPriceQuery,
} from './price-record';
import { effectiveSalePrice, findVariantRow } from './variants/read';

/**
 * What a shopper pays for one unit of a variant at a quantity.
 *
 * The price of a variant comes from one price record: the catalog's (variant override,
 * else product) or, later, a price list's. Seed 2.10: a price-list record for the variant
 * replaces the catalog price, and then product-level bulk pricing does not apply (the
 * record's own tiers do); a variant without a record keeps the catalog price and the
 * product's tiers. So price lists plug in at one place, `priceRecordFor`, and the rest
 * of this file already treats both sources alike.
 */

export type { BulkTier, PriceRecord, PricingCurrency, UnitPriceQuery } from './price-record';

/**
 * The price-list seam: the record of the price list that applies to this shopper's variant,
 * or null for the catalog's price. The price lists module (above the catalog: it reads
 * products and variants) provides it (../pricelists/applicable-record.ts).
 */
export const priceListRecords = definePort<
  (ctx: ServiceContext, query: UnitPriceQuery) => PriceRecord | null
>('the price-list seam (the pricelists module)');

export interface UnitPrice {
  variantId: number;
  productId: number;
  quantity: number;
  currency: string;
  source: PriceRecord['source'];
  /** The catalog (or price-list) price before any sale. */
  basePrice: number;
  salePrice: number | null;
  retailPrice: number | null;
  /** One unit before bulk tiers: the sale price when on sale, else the base price. */
  calculatedPrice: number;
  /** The tier this quantity falls in, if any. */
  bulkTier: BulkTier | null;
  /** What the shopper pays for one unit at this quantity. */
  unitPrice: number;
  /** `unitPrice` times `quantity`. */
  extendedPrice: number;
}

/** The tier whose quantity range holds `quantity` (`quantity_max` 0: no upper bound). */
export function tierFor(tiers: readonly BulkTier[], quantity: number): BulkTier | null {
  return (
    tiers.find(
      (t) => quantity >= t.quantity_min && (t.quantity_max === 0 || quantity <= t.quantity_max),
    ) ?? null
  );
}

/** One unit's price in cents after a tier; a tier never raises the price or takes it below zero. */
function applyTier(cents: number, tier: BulkTier | null): number {
  if (!tier) return cents;
  switch (tier.type) {
    case 'price':
      return Math.max(0, cents - toCents(tier.amount));
    case 'percent':
      return Math.max(0, Math.round((cents * (100 - tier.amount)) / 100));
    case 'fixed':
      return Math.min(cents, toCents(tier.amount));
  }
}

/** The price of one unit at a quantity under a price record. Pure: no database. */
export function quote(
  record: PriceRecord,
  quantity: number,
): Omit<UnitPrice, 'variantId' | 'productId' | 'currency'> {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new ApiError(422, `A quantity is a whole number of at least 1; got ${quantity}.`, {
      quantity: 'must be at least 1',
    });
  }
  const onSale = record.salePrice !== null && record.salePrice > 0;
  const calculatedCents = toCents(onSale ? record.salePrice! : record.price);
  const bulkTier = tierFor(record.bulkTiers, quantity);
  const unitCents = applyTier(calculatedCents, bulkTier);
  return {
    quantity,
    source: record.source,
    basePrice: record.price,
    salePrice: onSale ? record.salePrice : null,
    retailPrice: record.retailPrice,
    calculatedPrice: toDollars(calculatedCents),
    bulkTier,
    unitPrice: toDollars(unitCents),
    extendedPrice: toDollars(unitCents * quantity),
  };
}

/** The catalog's price record of a variant: its overrides, else the product's values, and the product's tiers. */
export function catalogPriceRecord(
  ctx: ServiceContext,
  variantId: number,
): (PriceRecord & { productId: number }) | null {
  const row = findVariantRow(ctx, variantId);
  if (!row) return null;
  const retail = row.retail_price ?? row.product_retail_price;
  return {
    productId: row.product_id,
    source: 'catalog',
    price: row.price ?? row.product_price,
    salePrice: effectiveSalePrice(row),
    retailPrice: retail > 0 ? retail : null,
    bulkTiers: bulkPricingRulesOf(ctx, row.product_id).map(({ id: _id, ...tier }) => tier),
  };
}

/**
 * The price record that applies to this shopper: a price list's, else the catalog's, in
 * the currency asked for.
 */
export function priceRecordFor(
  ctx: ServiceContext,
  query: UnitPriceQuery,
): (PriceRecord & { productId: number; currency: string }) | null {
  const catalog = catalogPriceRecord(ctx, query.variantId);
  if (!catalog) return null;
  // THE PRICE-LIST SEAM: the record of the price list that applies to this shopper (which
  // list: emulator/pricelists/applicable-record.ts), or null to keep the catalog price. A
  // record carries its own bulk tiers, so product-level tiers are left out for that variant.
  const listed = priceListRecords.of(ctx)(ctx, query);
  const record = listed ? { ...listed, productId: catalog.productId } : catalog;
  return query.currency
    ? { ...convertedRecord(record, query.currency), currency: query.currency.code }
    : { ...record, currency: STORE_CURRENCY };
}

/** A record's amounts in another currency; percentages stay as they are. */
function convertedRecord<R extends PriceRecord>(record: R, currency: PricingCurrency): R {
  if (currency.exchangeRate === 1) return record;
  const convert = (amount: number) => convertAmount(amount, currency);
  return {
    ...record,
    price: convert(record.price),
    salePrice: record.salePrice === null ? null : convert(record.salePrice),
    retailPrice: record.retailPrice === null ? null : convert(record.retailPrice),
    bulkTiers: record.bulkTiers.map((tier) =>
      tier.type === 'percent' ? tier : { ...tier, amount: convert(tier.amount) },
    ),
  };
}

/** What one unit of a variant costs at a quantity under its record (from `priceRecordFor`). */
export function unitPriceUnder(
  record: PriceRecord & { productId: number; currency: string },
  query: Pick<UnitPriceQuery, 'variantId' | 'quantity'>,
): UnitPrice {
  return {
    variantId: query.variantId,
    productId: record.productId,
    currency: record.currency,
    ...quote(record, query.quantity),
  };
}

/** What one unit of a variant costs at a quantity; null for an unknown variant. */
export function unitPrice(ctx: ServiceContext, query: UnitPriceQuery): UnitPrice | null {
  const record = priceRecordFor(ctx, query);
  return record ? unitPriceUnder(record, query) : null;
}
