import {
  cartLineItemsJson,
  type CartView,
  type ChosenShipping,
  type CheckoutTotals,
  checkoutTotals,
} from '../../carts';
import { fromJson, type ServiceContext, isoSeconds, toCents, toDollars } from '../../core';
import { type ShippingQuote } from '../../shipping';
import { ORDER_COUPON_TYPE } from '../../marketing';
import { type Consignment, consignmentsOf } from './consignments';
import { type CheckoutAddress } from './inputs';

/** The checkout object of the v3 checkouts interface: a cart with addresses, shipping, fees and totals. Money in dollars. */

export interface CheckoutInclude {
  options?: boolean;
  shippingOptions?: boolean;
}

/** The real service's names of the kinds of shipping method. */
export const SHIPPING_OPTION_TYPE: Record<ShippingQuote['type'], string> = {
  flat_rate: 'shipping_flatrate',
  per_item: 'shipping_peritem',
  free_over: 'freeshipping',
};

const optionJson = (quote: ShippingQuote) => ({
  id: quote.methodId,
  type: SHIPPING_OPTION_TYPE[quote.type],
  description: quote.name,
  image_url: '',
  cost: toDollars(quote.costCents),
  transit_time: quote.delivery,
  additional_description: '',
});

function consignmentJson(
  consignment: Consignment,
  include: CheckoutInclude,
  totals: CheckoutTotals,
) {
  const cost = toDollars(consignment.selected?.costCents ?? 0);
  return {
    id: consignment.id,
    address: consignment.address,
    ...(include.shippingOptions
      ? { available_shipping_options: consignment.options.map(optionJson) }
      : {}),
    ...(consignment.selected
      ? {
          selected_shipping_option: {
            id: consignment.selected.id,
            type: consignment.selected.custom
              ? 'custom'
              : SHIPPING_OPTION_TYPE[
                  consignment.options.find((o) => o.methodId === consignment.selected?.id)?.type ??
                    'flat_rate'
                ],
            description: consignment.selected.description,
            image_url: '',
            cost,
            transit_time: consignment.selected.transitTime,
            additional_description: '',
          },
        }
      : {}),
    coupon_discounts:
      totals.coupon && totals.shippingDiscountCents
        ? [{ code: totals.coupon.code, amount: toDollars(totals.shippingDiscountCents) }]
        : [],
    discounts: [],
    shipping_cost_inc_tax: cost,
    shipping_cost_ex_tax: cost,
    handling_cost_inc_tax: 0,
    handling_cost_ex_tax: 0,
    line_item_ids: consignment.lineItemIds,
  };
}

/** The coupon a checkout has, as both interfaces describe an applied coupon: what it takes off items and shipping. */
export function checkoutCouponsJson(totals: CheckoutTotals) {
  if (!totals.coupon) return [];
  const { coupon } = totals;
  return [
    {
      code: coupon.code,
      id: coupon.id,
      coupon_type: String(ORDER_COUPON_TYPE[coupon.type]),
      display_name: coupon.name,
      discounted_amount: toDollars(totals.couponCents),
    },
  ];
}

/** What a checkout's consignment charges for shipping (its one consignment here; orders ship to one address). */
export function checkoutShipping(consignments: readonly Consignment[]): ChosenShipping | null {
  const chosen = consignments.flatMap((c) => (c.selected ? [c.selected] : []));
  if (!chosen.length) return null;
  return {
    name: chosen.map((c) => c.name).join(', '),
    costCents: chosen.reduce((sum, c) => sum + c.costCents, 0),
  };
}

/** The billing address a checkout was given, with its id; null before one is. */
export const billingAddressOf = (view: CartView) =>
  fromJson<CheckoutAddress & { id: string }>(view.cart.billing_address);

export function checkoutJson(ctx: ServiceContext, view: CartView, include: CheckoutInclude = {}) {
  const { cart } = view;
  const consignments = consignmentsOf(ctx, view);
  const totals = checkoutTotals(ctx, view, checkoutShipping(consignments));
  const shippingCents = totals.shipping?.costCents ?? 0;
  const billing = billingAddressOf(view);
  return {
    id: cart.id,
    cart: {
      id: cart.id,
      customer_id: cart.customer_id ?? 0,
      email: cart.email ?? '',
      currency: { code: cart.currency },
      tax_included: false,
      base_amount: view.baseAmount,
      channel_id: cart.channel_id,
      discount_amount: toDollars(
        toCents(view.tierDiscountAmount) + toCents(view.manualDiscountAmount),
      ),
      cart_amount_inc_tax: view.amount,
      cart_amount_ex_tax: view.amount,
      coupons: checkoutCouponsJson(totals),
      discounts:
        view.manualDiscountAmount > 0
          ? [{ id: 'manual-discount', discounted_amount: view.manualDiscountAmount }]
          : [],
      line_items: cartLineItemsJson(ctx, view, {
        include: { options: include.options },
        checkout: true,
      }),
      created_time: isoSeconds(cart.created_at),
      updated_time: isoSeconds(cart.updated_at),
    },
    ...(billing ? { billing_address: billing } : {}),
    consignments: consignments.map((c) => consignmentJson(c, include, totals)),
    taxes: [{ name: 'Tax', amount: 0 }],
    coupons: checkoutCouponsJson(totals),
    fees: view.fees.map((fee) => ({
      id: fee.id,
      type: 'custom_fee',
      name: fee.name,
      display_name: fee.display_name,
      cost_inc_tax: toDollars(fee.cost),
      cost_ex_tax: toDollars(fee.cost),
      source: fee.source,
      tax_class_id: fee.tax_class_id,
    })),
    order_id: cart.order_id === null ? null : String(cart.order_id),
    shipping_cost_total_inc_tax: toDollars(shippingCents),
    shipping_cost_total_ex_tax: toDollars(shippingCents),
    handling_cost_total_inc_tax: 0,
    handling_cost_total_ex_tax: 0,
    tax_total: 0,
    subtotal_inc_tax: toDollars(view.subtotalCents),
    subtotal_ex_tax: toDollars(view.subtotalCents),
    grand_total: toDollars(totals.grandTotalCents),
    created_time: isoSeconds(cart.created_at),
    updated_time: isoSeconds(cart.updated_at),
    customer_message: cart.customer_message,
    promotions: [],
    version: cart.version,
  };
}
