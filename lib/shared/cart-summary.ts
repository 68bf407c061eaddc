import type {
  CartFieldsFragment,
  CheckoutFieldsFragment,
  MoneyFieldsFragment,
} from '@/graphql/generated/operations';

/**
 * The cart summary's rows from the cart and its checkout, as the store prices them: the
 * items before discounts, other discounts (quantity tiers, the merchant's), the coupon by
 * its code, shipping once estimated, and the total the store computes with both. Pure, so
 * the page and its tests read the same numbers.
 */
export interface CartSummary {
  subtotal: MoneyFieldsFragment;
  /** Discounts that are not the coupon's; null when none. */
  discounts: MoneyFieldsFragment | null;
  coupon: { code: string; amount: MoneyFieldsFragment; shipping: boolean } | null;
  /** The chosen shipping option and its price; null until shipping is estimated. */
  shipping: { description: string; cost: MoneyFieldsFragment } | null;
  total: MoneyFieldsFragment;
}

const SHIPPING_COUPONS = new Set(['FREE_SHIPPING', 'SHIPPING_DISCOUNT']);

export function cartSummary(
  cart: Pick<CartFieldsFragment, 'baseAmount' | 'discountedAmount' | 'amount'>,
  checkout: CheckoutFieldsFragment | null,
): CartSummary {
  const applied = checkout?.coupons[0] ?? null;
  const shippingCoupon = applied ? SHIPPING_COUPONS.has(applied.couponType ?? '') : false;
  // The cart's discounted amount holds an item coupon's share; a shipping coupon's comes off shipping.
  const others =
    cart.discountedAmount.value - (applied && !shippingCoupon ? applied.discountedAmount.value : 0);
  const selected = checkout?.shippingConsignments?.[0]?.selectedShippingOption ?? null;
  return {
    subtotal: cart.baseAmount,
    discounts:
      others > 0.004 ? { ...cart.discountedAmount, value: Math.round(others * 100) / 100 } : null,
    coupon: applied
      ? { code: applied.code, amount: applied.discountedAmount, shipping: shippingCoupon }
      : null,
    shipping: selected ? { description: selected.description, cost: selected.cost } : null,
    total: checkout?.grandTotal ?? cart.amount,
  };
}

/**
 * Whether the shipping estimate covers the cart as it is: its consignment holds every
 * physical line (a line added since is in none, and its price is not in the estimate).
 */
export function estimateIsCurrent(
  checkout: CheckoutFieldsFragment | null,
  physicalLineIds: readonly string[],
): boolean {
  const consignment = checkout?.shippingConsignments?.[0];
  if (!consignment) return false;
  const shipped = new Set(consignment.lineItemIds);
  return physicalLineIds.every((id) => shipped.has(id));
}
