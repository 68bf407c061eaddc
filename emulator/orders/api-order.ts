import { type ServiceContext } from '../core';
import { findCustomer } from '../customers';
import { unprocessable } from '../http';
import { findChannel } from '../channels';
import { unknownFees } from './fees';
import { type CreateOrderBody, type OrderProductBody, shippingAddressOf } from './inputs';
import { type CustomLine, type OrderProductInput } from './order-lines';
import { placeOrder } from './place-order';
import { type OrderRecord } from './repository';

/**
 * `POST /v2/orders`: an order the merchant (or an app) enters for catalog products (at
 * the catalog's prices or its own) and custom products, with fees. It goes through the
 * same placement as a checkout (prices, stock, events), but takes no payment: the payment
 * method is the merchant's note, and no confirmation e-mail goes out.
 */
export function createOrderFromApi(ctx: ServiceContext, body: CreateOrderBody): OrderRecord {
  const channelId = body.channel_id ?? 1;
  const channel = findChannel(ctx, channelId);
  if (!channel || channel.status === 'disconnected' || channel.status === 'archived') {
    throw unprocessable(`Channel ${channelId} does not exist or is not enabled.`, {
      channel_id: 'must be an enabled channel',
    });
  }
  const customerId = body.customer_id || null;
  if (customerId && !findCustomer(ctx, customerId)) {
    throw unprocessable(`Customer ${customerId} does not exist.`, {
      customer_id: 'no such customer (0 or none places a guest order)',
    });
  }
  const feeErrors = unknownFees(ctx, null, body.fees ?? []);
  if (Object.keys(feeErrors).length)
    throw unprocessable('A new order has no fees to change; send its fees without id.', feeErrors);
  const shipTo = body.shipping_addresses?.[0];
  const catalog = body.products.flatMap((p) => ('product_id' in p ? [catalogLine(p)] : []));
  const custom = body.products.flatMap((p) => ('product_id' in p ? [] : [customLine(p)]));
  return placeOrder(ctx, {
    channelId,
    customerId,
    items: { products: catalog, custom },
    fees: body.fees,
    billingAddress: body.billing_address,
    shippingAddress: shipTo ? shippingAddressOf(shipTo) : null,
    shipping: {
      name: shipTo?.shipping_method ?? '',
      costCents:
        body.shipping_cost_inc_tax ?? body.shipping_cost_ex_tax ?? body.base_shipping_cost ?? 0,
    },
    payment: { kind: 'manual', method: body.payment_method ?? '' },
    statusId: body.status_id,
    customerMessage: body.customer_message,
    staffNotes: body.staff_notes,
    origin: 'api',
    ipAddress: body.ip_address,
  });
}

type CatalogProductBody = Extract<OrderProductBody, { product_id: number }>;
type CustomProductBody = Exclude<OrderProductBody, CatalogProductBody>;

/** The merchant's own price of a line, when the body sets one (either price). */
export const ownPriceOf = (p: { price_ex_tax?: number; price_inc_tax?: number }) => {
  const exTax = p.price_ex_tax ?? p.price_inc_tax;
  return exTax === undefined
    ? undefined
    : { exTax, tax: Math.max(0, (p.price_inc_tax ?? exTax) - exTax) };
};

export const catalogLine = (
  p: Omit<CatalogProductBody, 'quantity'> & { quantity: number },
): OrderProductInput => ({
  productId: p.product_id,
  variantId: p.variant_id,
  options: p.product_options?.map((o) => ({ optionId: o.id, valueId: o.value })),
  quantity: p.quantity,
  ownPrice: ownPriceOf(p),
});

export const customLine = (p: CustomProductBody): CustomLine => ({
  name: p.name_merchant ?? p.name,
  sku: p.sku ?? '',
  quantity: p.quantity,
  exTax: p.price_ex_tax,
  tax: Math.max(0, p.price_inc_tax - p.price_ex_tax),
});
