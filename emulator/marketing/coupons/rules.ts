import { descendantCategoryIds } from '../../catalog';
import { type ServiceContext, formatMoney, toCents, definePort } from '../../core';
import { type PricingCurrency } from '../../catalog';
import { convertCents } from '../../currencies';
import { type CouponRow, appliesToOf, isShippingCoupon } from './repository';

/**
 * When a coupon may be used on a cart and what it takes off: the one place these rules
 * live, for the checkouts interface, the storefront GraphQL endpoint, the hosted checkout
 * and order placement alike. Refusals are written for the shopper who typed the code.
 */

/**
 * What a coupon needs of a catalog line (a cart's line view fits): the product and its
 * categories, to know whether the coupon applies, and the price, for what it takes off.
 */
export interface CouponLine {
  quantity: number;
  product: { id: number; categories: readonly number[] };
  price: { unitPrice: number; extendedPrice: number };
}

/** What a coupon is judged on: the cart's catalog lines and what its merchandise comes to. */
export interface CouponBasket {
  items: readonly CouponLine[];
  /** Catalog lines and custom items (not gift certificates), in cents: what a minimum purchase is measured on. */
  merchandiseCents: number;
  customerId: number | null;
  /** The cart's currency when it is not the store's default: coupon amounts are the default's, converted. */
  currency?: PricingCurrency;
}

/**
 * How many orders a customer placed with a coupon, for its per-customer limit: orders keep
 * the coupons they were placed with (orders/coupons.ts), and plug the count in here.
 */
export const customerCouponUses = definePort<
  (ctx: ServiceContext, couponId: number, customerId: number) => number
>("a customer's coupon uses (the orders module)");

/** A coupon's amount (cents of the store's default currency) in the basket's currency. */
const inBasketCurrency = (cents: number, basket: CouponBasket) =>
  basket.currency ? convertCents(cents, basket.currency) : cents;

export type CouponRefusalReason =
  'unknown' | 'expired' | 'used_up' | 'customer_limit' | 'minimum_purchase' | 'no_eligible_items';

export interface CouponRefusal {
  reason: CouponRefusalReason;
  message: string;
}

/** The lines a coupon applies to: every line, or those of its products or categories (and their subcategories). */
export function eligibleItems<Line extends CouponLine>(
  ctx: ServiceContext,
  coupon: CouponRow,
  items: readonly Line[],
): Line[] {
  const { entity, ids } = appliesToOf(coupon);
  if (entity === 'products') return items.filter((item) => ids.includes(item.product.id));
  if (ids.includes(0)) return [...items];
  const categories = new Set(ids.flatMap((id) => [id, ...descendantCategoryIds(ctx, id)]));
  return items.filter((item) => item.product.categories.some((id) => categories.has(id)));
}

/**
 * What a shopper is told of a code that cannot be used, whether it is unknown, expired,
 * used up or for other items: the same sentence, so that trying codes tells nobody which
 * ones exist. (The reason stays in the refusal, for the store's own logs and APIs.)
 */
const couponNotUsable = (code: string) =>
  `“${code.trim()}” cannot be used with this cart. Check the code; a coupon may also have expired or be for other items.`;

/**
 * Why the coupon of `code` cannot be used on this basket now, or null when it can. Only a
 * coupon that applies to the basket says more (its minimum, or the shopper's own uses).
 */
export function couponRefusal(
  ctx: ServiceContext,
  code: string,
  coupon: CouponRow | undefined,
  basket: CouponBasket,
): CouponRefusal | null {
  if (!coupon || !coupon.enabled) {
    return {
      reason: 'unknown',
      message: couponNotUsable(code),
    };
  }
  if (coupon.expires_at !== null && coupon.expires_at <= ctx.clock.now()) {
    return {
      reason: 'expired',
      message: couponNotUsable(code),
    };
  }
  if (coupon.max_uses > 0 && coupon.num_uses >= coupon.max_uses) {
    return {
      reason: 'used_up',
      message: couponNotUsable(code),
    };
  }
  if (
    coupon.max_uses_per_customer > 0 &&
    basket.customerId &&
    customerCouponUses.of(ctx)(ctx, coupon.id, basket.customerId) >= coupon.max_uses_per_customer
  ) {
    return {
      reason: 'customer_limit',
      message: `You have already used the coupon ${coupon.code} as many times as it allows.`,
    };
  }
  if (!eligibleItems(ctx, coupon, basket.items).length) {
    return {
      reason: 'no_eligible_items',
      message: couponNotUsable(code),
    };
  }
  const minimum = inBasketCurrency(coupon.min_purchase, basket);
  if (basket.merchandiseCents < minimum) {
    const missing = minimum - basket.merchandiseCents;
    return {
      reason: 'minimum_purchase',
      message: `The coupon ${coupon.code} needs items worth at least ${formatMoney(minimum, basket.currency?.code)}; add ${formatMoney(missing, basket.currency?.code)} more to use it.`,
    };
  }
  return null;
}

/**
 * What the coupon takes off the items (cents): nothing when the basket no longer qualifies
 * (a line was removed, the minimum is no longer met) or for a shipping coupon.
 */
export function couponItemDiscountCents(
  ctx: ServiceContext,
  coupon: CouponRow,
  basket: CouponBasket,
): number {
  if (isShippingCoupon(coupon) || couponRefusal(ctx, coupon.code, coupon, basket)) return 0;
  const eligible = eligibleItems(ctx, coupon, basket.items);
  const eligibleCents = eligible.reduce((sum, item) => sum + toCents(item.price.extendedPrice), 0);
  switch (coupon.type) {
    case 'percentage_discount':
      // amount is in hundredths of a percent: 1000 is 10%.
      return Math.min(eligibleCents, Math.round((eligibleCents * coupon.amount) / 10_000));
    case 'per_item_discount':
      return eligible.reduce(
        (sum, item) =>
          sum +
          Math.min(inBasketCurrency(coupon.amount, basket), toCents(item.price.unitPrice)) *
            item.quantity,
        0,
      );
    case 'per_total_discount':
      return Math.min(inBasketCurrency(coupon.amount, basket), eligibleCents);
    default:
      return 0;
  }
}

/** What a shipping coupon takes off a shipping cost (cents); nothing for other coupons or a basket that no longer qualifies. */
export function couponShippingDiscountCents(
  ctx: ServiceContext,
  coupon: CouponRow,
  basket: CouponBasket,
  shippingCents: number,
): number {
  if (!isShippingCoupon(coupon) || couponRefusal(ctx, coupon.code, coupon, basket)) return 0;
  return coupon.type === 'free_shipping'
    ? shippingCents
    : Math.min(inBasketCurrency(coupon.amount, basket), shippingCents);
}
