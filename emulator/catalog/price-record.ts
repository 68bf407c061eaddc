import { type StoreCurrency } from '../currencies';
import { type BulkPricingRule } from './shapes';

/**
 * The shapes prices are described in: shared by the catalog's pricing (pricing.ts) and
 * the price lists that may replace its records (../pricelists/applicable-record.ts), which
 * pricing.ts calls; kept apart so that neither imports the other to name them.
 */

export type BulkTier = Omit<BulkPricingRule, 'id'>;

/** The prices one variant sells at, from one source. */
export interface PriceRecord {
  source: 'catalog' | 'price_list';
  price: number;
  /** null: not on sale. */
  salePrice: number | null;
  retailPrice: number | null;
  /** Quantity tiers that apply on top of the price (non-overlapping). */
  bulkTiers: readonly BulkTier[];
}

export interface UnitPriceQuery {
  variantId: number;
  /** Units in the cart line; selects the bulk tier. */
  quantity: number;
  /** A price list assigned to the channel applies to all its shoppers. */
  channelId?: number;
  /** A price list assigned to the shopper's group wins over the channel's. */
  customerGroupId?: number | null;
  /**
   * The currency to price in (a cart's, or the one a storefront asks for); the store's
   * default when left out. Prices are kept in the default and converted at its rate.
   */
  currency?: PricingCurrency;
}

export type PricingCurrency = Pick<StoreCurrency, 'code' | 'exchangeRate' | 'decimalPlaces'>;
