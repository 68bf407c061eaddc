import { type CartView } from '../../carts';
import { type ServiceContext } from '../../core';
import { unprocessable } from '../../http';
import { type OrderRecord, placeOrder } from '../../orders';
import { billingAddressOf } from './checkout-json';
import { consignmentsOf } from './consignments';
import { orderAddressOf } from './inputs';

/**
 * `POST /v3/checkouts/{id}/orders`: turns a complete checkout into an order. It needs a
 * billing address, and every physical line in a consignment with a shipping option; this
 * store ships an order to one address. The order is placed unpaid and Incomplete (status
 * 0): payments are taken by another interface, which this store does not have; its status
 * is then set through `PUT /v2/orders/{id}`. The cart becomes the order, as with the
 * hosted checkout.
 */
export function placeCheckoutOrder(ctx: ServiceContext, view: CartView): OrderRecord {
  const billing = billingAddressOf(view);
  if (!billing)
    throw unprocessable(
      'The checkout has no billing address: add one (POST /v3/checkouts/{id}/billing-address) first.',
      { billing_address: 'required' },
    );
  const consignments = consignmentsOf(ctx, view);
  const inConsignment = new Set(consignments.flatMap((c) => c.lineItemIds));
  const unshipped = view.items.filter(
    (i) => i.product.type === 'physical' && !inConsignment.has(i.id),
  );
  if (unshipped.length) {
    throw unprocessable(
      `Some items have no consignment: ${unshipped.map((i) => i.name).join(', ')}. Add them to one (POST /v3/checkouts/{id}/consignments).`,
      {
        consignments: 'every physical line needs one',
      },
    );
  }
  if (consignments.length > 1)
    throw unprocessable(
      'This store ships an order to one address: put every physical line in one consignment.',
      { consignments: 'at most one' },
    );
  const consignment = consignments[0];
  if (consignment && !consignment.selected) {
    throw unprocessable(
      `Consignment ${consignment.id} has no shipping option: choose one (PUT /v3/checkouts/{id}/consignments/${consignment.id} with shipping_option_id).`,
      {
        shipping_option_id: 'required',
      },
    );
  }
  return placeOrder(ctx, {
    channelId: view.cart.channel_id,
    customerId: view.cart.customer_id,
    items: { cartId: view.cart.id },
    billingAddress: orderAddressOf(billing),
    shippingAddress: consignment ? orderAddressOf(consignment.address) : null,
    // The price the checkout showed: the option quoted on the consignment's items, or the merchant's.
    shipping: {
      name: consignment?.selected?.name ?? '',
      costCents: consignment?.selected?.costCents ?? 0,
    },
    payment: { kind: 'manual', method: '' },
    customerMessage: view.cart.customer_message,
    origin: 'checkout_api',
  });
}
