import { type PricingCurrency } from '../catalog';
import { type ServiceContext, formatMoney } from '../core';
import { convertCents } from '../currencies';
import {
  type Destination,
  type MethodType,
  type ShippingMethodRow,
  methodsOf,
  zoneFor,
} from './zones';

/** One way to ship a parcel, priced: what a checkout offers and an order records. */
export interface ShippingQuote {
  /** The option id checkouts and forms name it by. */
  methodId: string;
  /** What the order shows as its shipping method. */
  name: string;
  delivery: string;
  costCents: number;
  type: MethodType;
}

/** What is shipped: the physical lines' units and what they come to (cents). */
export interface Parcel {
  quantity: number;
  subtotalCents: number;
  /** The currency of its amounts when it is not the store's default: the methods' amounts (the default's) are converted to it. */
  currency?: PricingCurrency;
}

function quote(method: ShippingMethodRow, parcel: Parcel): ShippingQuote | null {
  const base = {
    methodId: method.option_id,
    name: method.name,
    delivery: method.delivery,
    type: method.type,
  };
  const amount = parcel.currency ? convertCents(method.amount, parcel.currency) : method.amount;
  switch (method.type) {
    case 'flat_rate':
      return { ...base, costCents: amount };
    case 'per_item':
      return { ...base, costCents: amount * parcel.quantity };
    case 'free_over':
      return parcel.subtotalCents >= amount ? { ...base, costCents: 0 } : null;
  }
}

/**
 * Every option for a parcel to an address, from its zone's methods in the merchant's
 * order; none when the store does not ship there. A free-from method appears once the
 * parcel reaches its amount.
 */
export function shippingQuotes(
  ctx: ServiceContext,
  to: Destination,
  parcel: Parcel,
): ShippingQuote[] {
  const zone = zoneFor(ctx, to);
  if (!zone) return [];
  return methodsOf(ctx, zone.id).flatMap((method) => quote(method, parcel) ?? []);
}

/** One option by id for a parcel to an address, or null when it is not offered there. */
export const shippingQuote = (
  ctx: ServiceContext,
  to: Destination,
  parcel: Parcel,
  optionId: string,
): ShippingQuote | null =>
  shippingQuotes(ctx, to, parcel).find((q) => q.methodId === optionId) ?? null;

/** The option a checkout starts with: the cheapest. */
export const cheapest = (quotes: readonly ShippingQuote[]): ShippingQuote | null =>
  quotes.reduce<ShippingQuote | null>(
    (best, q) => (!best || q.costCents < best.costCents ? q : best),
    null,
  );

/** How a method's price reads on a page: "Free" or the amount. */
export const priceText = (costCents: number, currency?: string): string =>
  costCents ? formatMoney(costCents, currency) : 'Free';
