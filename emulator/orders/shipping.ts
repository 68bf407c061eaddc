import { convertCents } from '../currencies';

/**
 * THE shipping table of the local store: a few fixed rates until shipping zones and
 * carriers exist. The hosted checkout offers these methods and order placement prices
 * them from here, so a rate changes in one place.
 */
export const SHIPPING_METHODS = [
  {
    id: 'standard',
    name: 'Standard shipping',
    delivery: '3 to 5 business days',
    costCents: 599,
    /** Orders whose items come to at least this much ship free. */
    freeFromCents: 7500,
  },
  {
    id: 'express',
    name: 'Express shipping',
    delivery: '1 to 2 business days',
    costCents: 1499,
    freeFromCents: null,
  },
] as const;

export type ShippingMethodId = (typeof SHIPPING_METHODS)[number]['id'];
export const SHIPPING_METHOD_IDS = SHIPPING_METHODS.map((m) => m.id) as [ShippingMethodId, ...ShippingMethodId[]];
export const DEFAULT_SHIPPING_METHOD: ShippingMethodId = 'standard';

export interface ShippingQuote {
  methodId: ShippingMethodId;
  /** What the order shows as its shipping method. */
  name: string;
  delivery: string;
  costCents: number;
}

/** Rates are in the store's default currency; an order in another is quoted at its exchange rate. */
type QuoteCurrency = Parameters<typeof convertCents>[1];
const DEFAULT_CURRENCY: QuoteCurrency = { exchangeRate: 1, decimalPlaces: 2 };

/** The price of shipping items worth `subtotalCents` (in `currency`) with a method. */
export function quoteShipping(methodId: ShippingMethodId, subtotalCents: number, currency: QuoteCurrency = DEFAULT_CURRENCY): ShippingQuote {
  const method = SHIPPING_METHODS.find((m) => m.id === methodId) ?? SHIPPING_METHODS[0];
  const free = method.freeFromCents !== null && subtotalCents >= convertCents(method.freeFromCents, currency);
  return { methodId: method.id, name: method.name, delivery: method.delivery, costCents: free ? 0 : convertCents(method.costCents, currency) };
}

export const quoteAllShipping = (subtotalCents: number, currency: QuoteCurrency = DEFAULT_CURRENCY): ShippingQuote[] =>
  SHIPPING_METHODS.map((m) => quoteShipping(m.id, subtotalCents, currency));
