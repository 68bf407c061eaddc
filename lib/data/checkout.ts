import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import {
  AddShippingConsignmentDocument,
  ApplyCheckoutCouponDocument,
  type CheckoutAddressInput,
  type CheckoutFieldsFragment,
  CheckoutPageDocument,
  SelectShippingOptionDocument,
  UnapplyCheckoutCouponDocument,
  UpdateShippingConsignmentDocument,
} from '@/graphql/generated/operations';
import { cacheTags } from '../shared/cache-tags.mjs';
import { StoreRequestError } from '../store/errors';
import { type Shopper, storefrontMutation, storefrontQuery } from '../store/graphql';

/**
 * The checkout of the shopper's cart (the store gives it the cart's id): the coupon
 * applied, the shipping estimate (one consignment of the cart's physical lines) and the
 * totals with them. Cached like the cart, per cart and customer, under the cart's tag:
 * the store's cart events (a coupon applied is `store/cart/couponApplied`) and the
 * shopper's own changes refresh it.
 */
export async function getCheckout(cartId: string, customerId: number | null) {
  'use cache';
  cacheLife('minutes');
  cacheTag(cacheTags.cart(cartId));
  if (customerId !== null) cacheTag(cacheTags.customer(customerId));
  const { site } = await storefrontQuery(CheckoutPageDocument, { cartId }, { customerId });
  return site.checkout ?? null;
}

export type Checkout = CheckoutFieldsFragment;

/** The store's answer to a checkout change, or a refusal when it has none (the checkout is gone). */
function answered(checkout: CheckoutFieldsFragment | null | undefined): CheckoutFieldsFragment {
  if (!checkout)
    throw new StoreRequestError('Your cart has expired. Add the items again.', 'NOT_FOUND');
  return checkout;
}

/** Applies a coupon code; the store's refusal (unknown, expired, minimum not met, ...) is a StoreRequestError in its words. */
export async function applyCoupon(
  cartId: string,
  code: string,
  shopper: Shopper,
): Promise<Checkout> {
  const { checkout } = await storefrontMutation(
    ApplyCheckoutCouponDocument,
    { cartId, code },
    shopper,
  );
  return answered(checkout.applyCheckoutCoupon?.checkout);
}

export async function removeCoupon(
  cartId: string,
  code: string,
  shopper: Shopper,
): Promise<Checkout> {
  const { checkout } = await storefrontMutation(
    UnapplyCheckoutCouponDocument,
    { cartId, code },
    shopper,
  );
  return answered(checkout.unapplyCheckoutCoupon?.checkout);
}

/** Where a shipping estimate goes: a country and, where zones use them, a state and a postal code. */
export interface EstimateDestination {
  countryCode: string;
  stateOrProvince: string;
  postalCode: string;
}

const destinationInput = (to: EstimateDestination): CheckoutAddressInput => ({
  countryCode: to.countryCode,
  stateOrProvince: to.stateOrProvince || null,
  postalCode: to.postalCode || null,
  shouldSaveAddress: false,
});

/**
 * Estimates shipping for the cart's physical lines to a destination: one consignment
 * (made, or moved there with every physical line), then the option chosen before if the
 * destination still gets it, else the cheapest. Returns the checkout with its options.
 */
export async function estimateShipping(
  cartId: string,
  to: EstimateDestination,
  lines: readonly ShippedLine[],
  shopper: Shopper,
  current: Checkout | null,
): Promise<Checkout> {
  return shipTo(cartId, destinationInput(to), lines, shopper, current);
}

/** A physical line of the cart, whole: the store ships a line in one consignment. */
export interface ShippedLine {
  entityId: string;
  quantity: number;
}

/** Puts the cart's physical lines into one consignment to `address` and chooses its option. */
export async function shipTo(
  cartId: string,
  address: CheckoutAddressInput,
  lines: readonly ShippedLine[],
  shopper: Shopper,
  current: Checkout | null,
): Promise<Checkout> {
  const consignment = {
    address,
    lineItems: lines.map((line) => ({ lineItemEntityId: line.entityId, quantity: line.quantity })),
  };
  const existing = current?.shippingConsignments?.[0] ?? null;
  const wanted = existing?.selectedShippingOption?.entityId ?? null;
  const moved = existing
    ? (
        await storefrontMutation(
          UpdateShippingConsignmentDocument,
          { cartId, consignmentId: existing.entityId, consignment },
          shopper,
        )
      ).checkout.updateCheckoutShippingConsignment?.checkout
    : (await storefrontMutation(AddShippingConsignmentDocument, { cartId, consignment }, shopper))
        .checkout.addCheckoutShippingConsignments?.checkout;
  const checkout = answered(moved);
  const shipment = checkout.shippingConsignments?.[0];
  const options = shipment?.availableShippingOptions ?? [];
  const choice =
    options.find((o) => o.entityId === wanted) ??
    [...options].sort((a, b) => a.cost.value - b.cost.value)[0];
  if (!shipment || !choice) return checkout;
  return chooseShipping(cartId, shipment.entityId, choice.entityId, shopper);
}

export async function chooseShipping(
  cartId: string,
  consignmentId: string,
  optionId: string,
  shopper: Shopper,
): Promise<Checkout> {
  const { checkout } = await storefrontMutation(
    SelectShippingOptionDocument,
    { cartId, consignmentId, optionId },
    shopper,
  );
  return answered(checkout.selectCheckoutShippingOption?.checkout);
}
