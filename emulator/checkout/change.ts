import { randomUUID } from 'node:crypto';
import {
  applyCoupon,
  removeCoupon,
  type CartRow,
  findCart,
  touchCart,
  type CartEvents,
  checkVersion,
  publishCartEvents,
  type CartView,
  viewCart,
} from '../carts';
import { type ServiceContext } from '../core';
import { conflict, notFound } from '../http';
import { billingAddressOf } from './api/checkout-json';
import { pruneConsignments } from './api/consignments';
import { type CheckoutAddress } from './api/inputs';

/**
 * Changes to a checkout (a cart on its way to an order), shared by the v3 checkouts
 * interface, the storefront GraphQL endpoint and the hosted checkout page.
 */

/** The checkout's cart: active, or already its order; "not found" when it never was or was deleted. */
export function checkoutCart(ctx: ServiceContext, id: string): CartRow {
  const cart = findCart(ctx, id);
  if (!cart || cart.status === 'deleted') throw notFound(`Checkout ${id}`);
  return cart;
}

/**
 * Runs a change of an open checkout in one transaction: refuses a checkout that became
 * an order (409) or a stale version (409), then bumps its version and publishes the
 * change's events.
 */
export function changeCheckout(
  ctx: ServiceContext,
  id: string,
  version: number | undefined,
  apply: (view: CartView) => CartEvents | void,
): CartRow {
  const events = ctx.db.transaction(() => {
    const cart = checkoutCart(ctx, id);
    if (cart.status === 'converted')
      throw conflict(`Checkout ${cart.id} became order ${cart.order_id}; it can no longer change.`);
    checkVersion(cart, version);
    const view = viewCart(ctx, cart);
    pruneConsignments(ctx, view);
    const happened = apply(view) ?? [];
    touchCart(ctx, cart.id);
    return happened;
  })();
  publishCartEvents(ctx, events);
  return checkoutCart(ctx, id);
}

export const cartUpdated = (cart: CartRow): CartEvents => [
  ['store/cart/updated', { type: 'cart', id: cart.id }],
];

/** Applies a coupon by code (refusals as 422 with the shopper's reason); publishes `store/cart/couponApplied`. */
export const applyCheckoutCoupon = (
  ctx: ServiceContext,
  id: string,
  code: string,
  version?: number,
): CartRow =>
  changeCheckout(ctx, id, version, (view) => {
    const coupon = applyCoupon(ctx, view.cart.id, code, view.basket);
    return [
      ['store/cart/couponApplied', { type: 'cart', id: view.cart.id, couponId: coupon.id }],
      ...cartUpdated(view.cart),
    ];
  });

/** Takes the coupon of this code off; "not found" when the checkout does not have it. */
export const removeCheckoutCoupon = (
  ctx: ServiceContext,
  id: string,
  code: string,
  version?: number,
): CartRow =>
  changeCheckout(ctx, id, version, (view) => {
    if (!removeCoupon(ctx, view.cart.id, code))
      throw notFound(`Coupon ${code} on checkout ${view.cart.id}`);
    return cartUpdated(view.cart);
  });

export const currentView = (ctx: ServiceContext, cart: CartRow): CartView =>
  viewCart(ctx, findCart(ctx, cart.id)!);

/**
 * Sets (or, naming its id, replaces) the billing address. Its e-mail becomes the cart's
 * e-mail too, as the real service keeps it.
 */
export const setCheckoutBillingAddress = (
  ctx: ServiceContext,
  id: string,
  address: CheckoutAddress,
  options: { addressId?: string; version?: number } = {},
): CartRow =>
  changeCheckout(ctx, id, options.version, (view) => {
    const current = billingAddressOf(view);
    if (options.addressId !== undefined && current?.id !== options.addressId)
      throw notFound(`Billing address ${options.addressId} of checkout ${view.cart.id}`);
    const addressId = current?.id ?? randomUUID().replace(/-/g, '').slice(0, 13);
    ctx.db
      .prepare('UPDATE carts SET billing_address = ?, email = ? WHERE id = ?')
      .run(JSON.stringify({ ...address, id: addressId }), address.email, view.cart.id);
    return cartUpdated(view.cart);
  });
