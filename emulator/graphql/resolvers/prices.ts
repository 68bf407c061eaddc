import { type BulkTier, type Product, priceRecordFor, unitPriceUnder } from '../../catalog';
import { type GraphQLContext } from '../context';
import { toCents, toDollars } from '../../money';
import { type PricesModel } from '../models';
import { type Resolvers } from '../generated/resolvers';
import { money, perRequestByKey, pricingOf, productVariantsOf } from './shopper';

/**
 * Prices of one variant for this shopper, at quantity 1; null for an unknown variant.
 * Read once per request: a product page asks for them through the product's prices and
 * again through each variant's.
 */
export const variantPrices = perRequestByKey((ctx, variantId: number): PricesModel | null => {
  const query = { variantId, quantity: 1, ...pricingOf(ctx) };
  const record = priceRecordFor(ctx.svc, query);
  if (!record) return null;
  const unit = unitPriceUnder(record, query);
  return {
    unit,
    tiers: record.bulkTiers,
    range: { min: unit.calculatedPrice, max: unit.calculatedPrice },
    retailRange: unit.retailPrice === null ? null : { min: unit.retailPrice, max: unit.retailPrice },
  };
});

/** Prices of a product: its base (or first) variant's, with the range over every variant. */
export function productPrices(ctx: GraphQLContext, product: Product): PricesModel | null {
  const all = productVariantsOf(ctx, product.id)
    .map((v) => variantPrices(ctx, v.id))
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
  const bounds = { minimumQuantity: tier.quantity_min, maximumQuantity: tier.quantity_max === 0 ? null : tier.quantity_max };
  switch (tier.type) {
    case 'fixed':
      return { __typename: 'BulkPricingFixedPriceDiscount' as const, price: tier.amount, ...bounds };
    case 'percent':
      return { __typename: 'BulkPricingPercentageDiscount' as const, percentOff: tier.amount, ...bounds };
    case 'price':
      return { __typename: 'BulkPricingRelativePriceDiscount' as const, priceAdjustment: tier.amount, ...bounds };
  }
}

export const priceResolvers: Resolvers = {
  Prices: {
    price: (p) => money(p.unit.calculatedPrice),
    salePrice: (p) => (p.unit.salePrice === null ? null : money(p.unit.salePrice)),
    basePrice: (p) => money(p.unit.basePrice),
    retailPrice: (p) => (p.unit.retailPrice === null ? null : money(p.unit.retailPrice)),
    mapPrice: () => null,
    priceRange: (p) => ({ min: money(p.range.min), max: money(p.range.max) }),
    retailPriceRange: (p) => (p.retailRange ? { min: money(p.retailRange.min), max: money(p.retailRange.max) } : null),
    // What the shopper saves against the retail (list) price, when the store sets one.
    saved: (p) =>
      p.unit.retailPrice !== null && p.unit.retailPrice > p.unit.calculatedPrice
        ? money(toDollars(toCents(p.unit.retailPrice) - toCents(p.unit.calculatedPrice)))
        : null,
    bulkPricing: (p) => p.tiers.map(tierJson),
  },
};
