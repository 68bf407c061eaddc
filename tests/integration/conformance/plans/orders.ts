import { BILLING_ADDRESS, type Fixtures } from '../fixtures';
import { type FilePlans } from '../plan';
import { metafieldPlans } from './metafields';

const SHIPPING_ADDRESS = {
  ...BILLING_ADDRESS,
  first_name: 'Sam',
  shipping_method: 'Standard shipping',
};

/** An order of two units of a demo product, shipped to an address, with a fee. */
export async function shippedOrder(fx: Fixtures): Promise<{ orderId: number; lineId: number }> {
  const productId = await fx.orderableProduct();
  const order = await fx.api<{ id: number }>('POST', '/v2/orders', {
    products: [{ product_id: productId, quantity: 2 }],
    billing_address: BILLING_ADDRESS,
    shipping_addresses: [SHIPPING_ADDRESS],
    fees: [{ display_name_customer: 'Gift wrap', cost_ex_tax: 2, cost_inc_tax: 2.2 }],
  });
  const [line] = await fx.api<Array<{ id: number }>>('GET', `/v2/orders/${order.id}/products`);
  return { orderId: order.id, lineId: line!.id };
}

/** A shipped order and the id of its shipping address (also its shipping consignment's). */
async function shippingAddress(fx: Fixtures): Promise<{ order_id: number; address_id: number }> {
  const { orderId } = await shippedOrder(fx);
  const [address] = await fx.api<Array<{ id: number }>>(
    'GET',
    `/v2/orders/${orderId}/shipping_addresses`,
  );
  return { order_id: orderId, address_id: address!.id };
}

async function shipment(fx: Fixtures): Promise<{ order_id: number; shipment_id: number }> {
  const { orderId, lineId } = await shippedOrder(fx);
  const created = await fx.api<{ id: number }>('POST', `/v2/orders/${orderId}/shipments`, {
    tracking_number: 'TRACK1',
    items: [{ order_product_id: lineId, quantity: 1 }],
  });
  return { order_id: orderId, shipment_id: created.id };
}

/** A demo product with two options, for the examples that pick a variant by option values. */
async function twoOptionProduct(fx: Fixtures) {
  return fx.once('twoOptionProduct', async () => {
    const products = await fx.data<
      Array<{ id: number; options: Array<{ id: number; option_values: Array<{ id: number }> }> }>
    >('GET', '/v3/catalog/products?include=options&limit=250');
    const product = products.find((p) => p.options.length >= 2)!;
    return {
      productId: product.id,
      options: product.options.map((o) => ({ id: o.id, value: String(o.option_values[0]!.id) })),
    };
  });
}

/** An example order's products with this store's ids: options by position, variants of the product. */
async function demoProducts(products: Array<Record<string, unknown>>, fx: Fixtures) {
  return Promise.all(
    products.map(async (p) => {
      if (p.product_id === undefined) return p;
      if (Array.isArray(p.product_options)) {
        const demo = await twoOptionProduct(fx);
        return {
          ...p,
          product_id: demo.productId,
          product_options: p.product_options.map((o: { value: unknown }, i: number) => ({
            ...demo.options[i]!,
            value: /^\d+$/.test(String(o.value)) ? demo.options[i]!.value : o.value,
          })),
        };
      }
      const { productId, variantId } = await fx.productWithVariants();
      return {
        ...p,
        product_id: productId,
        ...(p.variant_id === undefined ? {} : { variant_id: variantId }),
      };
    }),
  );
}

export const ordersV2Plans: FilePlans = {
  'PUT /orders/{order_id}': {
    call: async (fx) => ({
      params: { order_id: await fx.newOrder() },
      body: { staff_notes: 'checked', status_id: 9 },
    }),
    exampleCall: async (fx) => ({ params: { order_id: (await shippedOrder(fx)).orderId } }),
    // The examples change lines and fees of some other order: this store's order's own ids.
    example: async (value: Record<string, any>, fx) => {
      const out: Record<string, unknown> = { ...value };
      if (value.customer_id) out.customer_id = await fx.customer();
      if (Array.isArray(value.products))
        out.products = await demoProducts(
          value.products.map(({ id: _id, ...p }: Record<string, unknown>) => p),
          fx,
        );
      if (Array.isArray(value.fees))
        out.fees = value.fees.map(({ id: _id, ...fee }: Record<string, unknown>) => fee);
      return out;
    },
  },
  'DELETE /orders/{order_id}': {
    call: async (fx) => ({ params: { order_id: await fx.newOrder() } }),
  },
  'GET /orders': { call: () => ({ query: { limit: 5, sort: 'id:desc' } }) },
  'POST /orders': {
    call: async (fx) => ({
      body: {
        products: [
          { product_id: await fx.orderableProduct(), quantity: 1 },
          { name: 'Engraving', quantity: 1, price_ex_tax: 5, price_inc_tax: 5.5 },
        ],
        billing_address: BILLING_ADDRESS,
        fees: [{ display_name_customer: 'Rush', cost_ex_tax: 3, cost_inc_tax: 3 }],
      },
    }),
    example: async (value: Record<string, any>, fx) => ({
      ...value,
      ...(value.customer_id ? { customer_id: await fx.customer() } : {}),
      ...(Array.isArray(value.products)
        ? { products: await demoProducts(value.products, fx) }
        : {}),
    }),
  },
  'DELETE /orders': { call: () => ({ query: { limit: 1 } }) },
  // An order of the checkouts API: it has a coupon and the shopper's comment as its first message.
  'GET /orders/{order_id}/coupons': {
    call: async (fx) => ({ params: { order_id: await fx.checkoutApiOrder() } }),
  },
  'GET /orders/{order_id}/messages': {
    call: async (fx) => ({ params: { order_id: await fx.checkoutApiOrder() } }),
  },
  'GET /orders/{order_id}/taxes': {
    call: async (fx) => {
      const order = await fx.api<{ id: number }>('POST', '/v2/orders', {
        products: [{ name: 'Taxed', quantity: 1, price_ex_tax: 10, price_inc_tax: 11 }],
        billing_address: BILLING_ADDRESS,
      });
      return { params: { order_id: order.id } };
    },
  },
  'GET /orders/{order_id}/shipping_addresses': {
    call: async (fx) => ({ params: { order_id: (await shippedOrder(fx)).orderId } }),
  },
  'GET /order_statuses/{status_id}': { call: () => ({ params: { status_id: 11 } }) },
  'GET /orders/{order_id}/shipments': {
    call: async (fx) => ({ params: { order_id: (await shipment(fx)).order_id } }),
  },
  'POST /orders/{order_id}/shipments': {
    call: async (fx) => {
      const { orderId, lineId } = await shippedOrder(fx);
      return {
        params: { order_id: orderId },
        body: {
          tracking_number: 'TRACK2',
          shipping_provider: 'ups',
          items: [{ order_product_id: lineId, quantity: 2 }],
        },
      };
    },
    exampleCall: async (fx) => ({ params: { order_id: (await shippedOrder(fx)).orderId } }),
    // The examples ship some other order's address and lines: the order's own address and
    // all its lines (what a shipment without items ships).
    example: (value: Record<string, unknown>) => ({
      ...value,
      order_address_id: undefined,
      items: undefined,
    }),
  },
  'DELETE /orders/{order_id}/shipments': {
    call: async (fx) => ({ params: { order_id: (await shipment(fx)).order_id } }),
  },
  'GET /orders/{order_id}/shipments/count': {
    call: async (fx) => ({ params: { order_id: (await shipment(fx)).order_id } }),
  },
  'GET /orders/{order_id}/shipments/{shipment_id}': {
    call: async (fx) => ({ params: await shipment(fx) }),
  },
  'PUT /orders/{order_id}/shipments/{shipment_id}': {
    call: async (fx) => ({
      params: await shipment(fx),
      body: { tracking_number: 'TRACK3', comments: 'rerouted' },
    }),
    example: (value: Record<string, unknown>) => ({ ...value, order_address_id: undefined }),
  },
  'DELETE /orders/{order_id}/shipments/{shipment_id}': {
    call: async (fx) => ({ params: await shipment(fx) }),
  },
  'GET /orders/{order_id}/products/{product_id}': {
    call: async (fx) => {
      const { orderId, lineId } = await shippedOrder(fx);
      return { params: { order_id: orderId, product_id: lineId } };
    },
  },
  'GET /orders/{order_id}/shipping_addresses/{id}': {
    call: async (fx) => {
      const { order_id, address_id } = await shippingAddress(fx);
      return { params: { order_id, id: address_id } };
    },
  },
  'PUT /orders/{order_id}/shipping_addresses/{id}': {
    call: async (fx) => {
      const { order_id, address_id } = await shippingAddress(fx);
      return { params: { order_id, id: address_id }, body: { city: 'Dallas' } };
    },
  },
  'GET /orders/{order_id}/shipping_addresses/{shipping_address_id}/shipping_quotes': {
    call: async (fx) => {
      const { order_id, address_id } = await shippingAddress(fx);
      return { params: { order_id, shipping_address_id: address_id } };
    },
  },
  'GET /orders/{order_id}/consignments': {
    call: async (fx) => ({ params: { order_id: (await shippedOrder(fx)).orderId } }),
  },
  'GET /orders/{order_id}/consignments/shipping/{shipping_consignment_id}/shipping_quotes': {
    call: async (fx) => {
      const { order_id, address_id } = await shippingAddress(fx);
      return { params: { order_id, shipping_consignment_id: address_id } };
    },
  },
  'GET /orders/{order_id}/fees': {
    call: async (fx) => ({ params: { order_id: (await shippedOrder(fx)).orderId } }),
  },
};

/**
 * A customer's card order of two units placed through the hosted checkout, and its line.
 * Shipped express, as the examples refund more shipping than the standard rate costs; a
 * customer's, as they refund to store credit.
 */
async function cardOrder(fx: Fixtures): Promise<{ orderId: number; lineId: number }> {
  const orderId = await fx.checkoutOrder({ shipping: 'express', asCustomer: true });
  const [line] = await fx.api<Array<{ id: number }>>('GET', `/v2/orders/${orderId}/products`);
  return { orderId, lineId: line!.id };
}

/** A refund body of one unit of the order's line. */
const oneUnit = (lineId: number) => ({
  items: [{ item_type: 'PRODUCT', item_id: lineId, quantity: 1, reason: 'Damaged' }],
});

/**
 * The examples refund items of some other order: this order's line (products), else the
 * order itself (ORDER) or its shipping address (SHIPPING, HANDLING), whose id is the order's here.
 */
async function refundExample(value: Record<string, any>, fx: Fixtures, orderId: number) {
  const [line] = await fx.api<Array<{ id: number }>>('GET', `/v2/orders/${orderId}/products`);
  const items = Array.isArray(value.items)
    ? value.items.map((item: Record<string, unknown>) => ({
        ...item,
        item_id: item.item_type === 'PRODUCT' ? line!.id : orderId,
        ...(item.quantity ? { quantity: 1 } : {}),
      }))
    : value.items;
  // What the refund pays back is this order's: one payment of the refund's quoted total.
  const payments =
    Array.isArray(value.payments) && value.payments.length === 1 && Array.isArray(items)
      ? [
          {
            ...value.payments[0],
            amount: (
              await fx.data<{ total_refund_amount: number }>(
                'POST',
                `/v3/orders/${orderId}/payment_actions/refund_quotes`,
                { items },
              )
            ).total_refund_amount,
          },
        ]
      : value.payments;
  return { ...value, items, ...(payments === undefined ? {} : { payments }) };
}

export const ordersV3Plans: FilePlans = {
  'POST /orders/{order_id}/payment_actions/capture': {
    call: async (fx) => ({ params: { order_id: await fx.checkoutOrder({ authorizeOnly: true }) } }),
  },
  'POST /orders/{order_id}/payment_actions/void': {
    call: async (fx) => ({ params: { order_id: await fx.checkoutOrder({ authorizeOnly: true }) } }),
  },
  'GET /orders/{order_id}/transactions': {
    call: async (fx) => ({ params: { order_id: (await cardOrder(fx)).orderId } }),
  },
  'POST /orders/{order_id}/payment_actions/refund_quotes': {
    call: async (fx) => {
      const { orderId, lineId } = await cardOrder(fx);
      return { params: { order_id: orderId }, body: oneUnit(lineId) };
    },
    exampleCall: async (fx, name) => ({ params: { order_id: await exampleOrder(fx, name) } }),
    example: async (value: Record<string, any>, fx, _written, name) =>
      refundExample(value, fx, await exampleOrder(fx, name)),
  },
  'GET /orders/{order_id}/payment_actions/refunds': {
    call: async (fx) => ({ params: { order_id: (await refunded(fx)).orderId } }),
  },
  'POST /orders/{order_id}/payment_actions/refunds': {
    call: async (fx) => {
      const { orderId, lineId } = await cardOrder(fx);
      return {
        params: { order_id: orderId },
        body: {
          ...oneUnit(lineId),
          payments: [{ provider_id: 'custom', amount: 1, offline: true }],
          merchant_calculated_override: { total_amount: 1, total_tax: 0 },
        },
      };
    },
    exampleCall: async (fx, name) => ({ params: { order_id: await exampleOrder(fx, name) } }),
    example: async (value: Record<string, any>, fx, _written, name) =>
      refundExample(value, fx, await exampleOrder(fx, name)),
  },
  'GET /orders/payment_actions/refunds/{refund_id}': {
    call: async (fx) => ({ params: { refund_id: (await refunded(fx)).refundId } }),
  },
  'GET /orders/payment_actions/refunds': {
    call: async (fx) => ({ query: { 'order_id:in': (await refunded(fx)).orderId } }),
  },
  'PUT /orders/settings': {
    call: () => ({
      body: {
        notifications: {
          order_placed: { email_addresses: ['orders@example.com'] },
          forward_invoice: { email_addresses: [] },
        },
      },
    }),
  },
  'PUT /orders/settings/channels/{channel_id}': {
    call: () => ({
      params: { channel_id: 1 },
      body: {
        notifications: {
          order_placed: { email_addresses: null },
          forward_invoice: { email_addresses: ['books@example.com'] },
        },
      },
    }),
  },
  ...metafieldPlans({
    itemPath: '/orders/{order_id}',
    batch: '/orders/metafields',
    idParam: 'metafield_id',
    item: async (fx) => {
      const id = await fx.order();
      return { params: { order_id: id }, apiPath: `/v3/orders/${id}`, resourceId: id };
    },
  }),
};

/**
 * One card order per refund example name, made when the example is sent: each refund
 * example refunds some of its own order (a quote of the same name writes nothing, so it
 * may share it).
 */
function exampleOrder(fx: Fixtures, name: string): Promise<number> {
  return fx.once(`refund example ${name}`, async () => (await cardOrder(fx)).orderId);
}

/** A card order with one refund of one unit. */
function refunded(fx: Fixtures): Promise<{ orderId: number; refundId: number }> {
  return fx.once('refunded', async () => {
    const { orderId, lineId } = await cardOrder(fx);
    const refund = await fx.data<{ id: number }>(
      'POST',
      `/v3/orders/${orderId}/payment_actions/refunds`,
      oneUnit(lineId),
    );
    return { orderId, refundId: refund.id };
  });
}
