import { type CartView } from './view';
import { type ServiceContext, toCents } from '../core';
import { type CouponRow, couponShippingDiscountCents } from '../marketing';
import { type Parcel } from '../shipping';

/** The shipping a checkout has chosen: a quoted option's or the merchant's own price. */
export interface ChosenShipping {
  name: string;
  costCents: number;
}

/**
 * The money of a checkout, in cents: what the checkouts interface, the storefront GraphQL
 * endpoint, the hosted checkout page and order placement all show and charge. Shipping
 * coupons come off the shipping, other coupons and the manual discount off the items.
 */
export interface CheckoutTotals {
  subtotalCents: number;
  shipping: ChosenShipping | null;
  /** What the coupon takes off, items and shipping together (an order records it on the coupon). */
  couponCents: number;
  shippingDiscountCents: number;
  manualDiscountCents: number;
  /** Every discount: coupon and manual. */
  discountCents: number;
  feesCents: number;
  grandTotalCents: number;
  coupon: CouponRow | null;
}

export function checkoutTotals(
  ctx: ServiceContext,
  view: CartView,
  shipping: ChosenShipping | null,
): CheckoutTotals {
  const coupon = view.coupon?.coupon ?? null;
  const shippingCents = shipping?.costCents ?? 0;
  const shippingDiscountCents = coupon
    ? couponShippingDiscountCents(ctx, coupon, view.basket, shippingCents)
    : 0;
  const couponCents = (view.coupon?.discountCents ?? 0) + shippingDiscountCents;
  const manualDiscountCents = toCents(view.manualDiscountAmount);
  const discountCents = couponCents + manualDiscountCents;
  return {
    subtotalCents: view.subtotalCents,
    shipping,
    couponCents,
    shippingDiscountCents,
    manualDiscountCents,
    discountCents,
    feesCents: view.feesCents,
    grandTotalCents: view.subtotalCents - discountCents + shippingCents + view.feesCents,
    coupon,
  };
}

/** What a set of cart lines weighs for shipping quotes: the physical lines' units and value. */
export function parcelOf(
  items: ReadonlyArray<Pick<CartView['items'][number], 'quantity' | 'price' | 'product'>>,
): Parcel {
  const physical = items.filter((item) => item.product.type === 'physical');
  return {
    quantity: physical.reduce((sum, item) => sum + item.quantity, 0),
    subtotalCents: physical.reduce((sum, item) => sum + toCents(item.price.extendedPrice), 0),
  };
}
