import {
  type BulkTier,
  type PricingCurrency,
  type Product,
  priceRecordFor,
  unitPriceUnder,
} from '../../catalog';
import { type GraphQLContext } from '../context';
import { toCents, toDollars } from '../../core';
import { type PricesModel } from '../models';
import { type Resolvers } from '../generated/resolvers';
import { displayCurrency } from './currencies';
import { money, perRequestByKey, pricingOf, productVariantsOf } from './shopper';

/**
 * Prices of one variant for this shopper, at quantity 1, in a currency; null for an
 * unknown variant. Read once per request and currency: a product page asks for them
 * through the product's prices and again through each variant's.
 */
const pricesOfVariant = perRequestByKey((ctx, key: `${number}:${string}`): PricesModel | null => {
  const [variantId, code] = key.split(':') as [string, string];
  const query = {
    variantId: Number(variantId),
    quantity: 1,
    ...pricingOf(ctx),
    currency: displayCurrency(ctx, code),
  };
  const record = priceRecordFor(ctx.svc, query);
  if (!record) return null;
  const unit = unitPriceUnder(record, query);
  return {
    unit,
    tiers: record.bulkTiers,
    range: { min: unit.calculatedPrice, max: unit.calculatedPrice },
    retailRange:
      unit.retailPrice === null ? null : { min: unit.retailPrice, max: unit.retailPrice },
  };
});

/** A variant's prices in `currency` (the channel's default when left out). */
export const variantPrices = (
  ctx: GraphQLContext,
  variantId: number,
  currency: Pick<PricingCurrency, 'code'> = defaultOf(ctx),
) => pricesOfVariant(ctx, `${variantId}:${currency.code}`);

const defaultOf = (ctx: GraphQLContext) => displayCurrency(ctx, null);

/** Prices of a product: its base (or first) variant's, with the range over every variant. */
export function productPrices(
  ctx: GraphQLContext,
  product: Product,
  currency: Pick<PricingCurrency, 'code'> = defaultOf(ctx),
): PricesModel | null {
  const all = productVariantsOf(ctx, product.id)
    .map((v) => variantPrices(ctx, v.id, currency))
    .filter((p): p is PricesModel => p !== null);
  const shown = all.find((p) => p.unit.variantId === product.base_variant_id) ?? all[0];
  if (!shown) return null;
  const prices = all.map((p) => p.unit.calculatedPrice);
  const retail = all.flatMap((p) => (p.unit.retailPrice === null ? [] : [p.unit.retailPrice]));
  return {
    ...shown,
    range: { min: Math.min(...prices), max: Math.max(...prices) },
    retailRange: retail.length ? { min: Math.min(...retail), max: Math.max(...retail) } : null,
  };
}

function tierJson(tier: BulkTier) {
  const bounds = {
    minimumQuantity: tier.quantity_min,
    maximumQuantity: tier.quantity_max === 0 ? null : tier.quantity_max,
  };
  switch (tier.type) {
    case 'fixed':
      return {
        __typename: 'BulkPricingFixedPriceDiscount' as const,
        price: tier.amount,
        ...bounds,
      };
    case 'percent':
      return {
        __typename: 'BulkPricingPercentageDiscount' as const,
        percentOff: tier.amount,
        ...bounds,
      };
    case 'price':
      return {
        __typename: 'BulkPricingRelativePriceDiscount' as const,
        priceAdjustment: tier.amount,
        ...bounds,
      };
  }
}

export const priceResolvers: Resolvers = {
  Prices: {
    price: (p) => money(p.unit.calculatedPrice, p.unit.currency),
    salePrice: (p) => (p.unit.salePrice === null ? null : money(p.unit.salePrice, p.unit.currency)),
    basePrice: (p) => money(p.unit.basePrice, p.unit.currency),
    retailPrice: (p) =>
      p.unit.retailPrice === null ? null : money(p.unit.retailPrice, p.unit.currency),
    mapPrice: () => null,
    priceRange: (p) => ({
      min: money(p.range.min, p.unit.currency),
      max: money(p.range.max, p.unit.currency),
    }),
    retailPriceRange: (p) =>
      p.retailRange
        ? {
            min: money(p.retailRange.min, p.unit.currency),
            max: money(p.retailRange.max, p.unit.currency),
          }
        : null,
    // What the shopper saves against the retail (list) price, when the store sets one.
    saved: (p) =>
      p.unit.retailPrice !== null && p.unit.retailPrice > p.unit.calculatedPrice
        ? money(
            toDollars(toCents(p.unit.retailPrice) - toCents(p.unit.calculatedPrice)),
            p.unit.currency,
          )
        : null,
    bulkPricing: (p) => p.tiers.map(tierJson),
  },
};
