import { type ServiceContext } from '../context';
import { findCustomer } from '../customers/repository';
import { unprocessable } from '../http/errors';
import { findChannel } from '../management/channels/repository';
import { type CreateOrderBody, shippingAddressOf } from './inputs';
import { placeOrder } from './place-order';
import { type OrderRecord } from './repository';

/**
 * `POST /v2/orders`: an order the merchant (or an app) enters for catalog products. It
 * goes through the same placement as a checkout (prices, stock, events), but takes no
 * payment: the payment method is the merchant's note, and no confirmation e-mail goes out.
 */
export function createOrderFromApi(ctx: ServiceContext, body: CreateOrderBody): OrderRecord {
  const channelId = body.channel_id ?? 1;
  const channel = findChannel(ctx, channelId);
  if (!channel || channel.status === 'disconnected' || channel.status === 'archived') {
    throw unprocessable(`Channel ${channelId} does not exist or is not enabled.`, { channel_id: 'must be an enabled channel' });
  }
  const customerId = body.customer_id || null;
  if (customerId && !findCustomer(ctx, customerId)) {
    throw unprocessable(`Customer ${customerId} does not exist.`, { customer_id: 'no such customer (0 or none places a guest order)' });
  }
  const shipTo = body.shipping_addresses?.[0];
  return placeOrder(ctx, {
    channelId,
    customerId,
    items: {
      products: body.products.map((p) => ({
        productId: p.product_id,
        variantId: p.variant_id,
        options: p.product_options?.map((o) => ({ optionId: o.id, valueId: o.value })),
        quantity: p.quantity,
      })),
    },
    billingAddress: body.billing_address,
    shippingAddress: shipTo ? shippingAddressOf(shipTo) : null,
    shipping: {
      name: shipTo?.shipping_method ?? '',
      costCents: body.shipping_cost_inc_tax ?? body.shipping_cost_ex_tax ?? body.base_shipping_cost ?? 0,
    },
    payment: { kind: 'manual', method: body.payment_method ?? '' },
    statusId: body.status_id,
    customerMessage: body.customer_message,
    staffNotes: body.staff_notes,
    origin: 'api',
    ipAddress: body.ip_address,
  });
}
