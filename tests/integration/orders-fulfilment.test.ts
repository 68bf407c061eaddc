import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingAddress,
  createApiOrder,
  eventsSince,
  inStockVariant,
  lastEventId,
  stockOfVariant,
} from '../support/orders';
import { startTestStore, type TestStore } from '../support/store-service';

/** v2 order parts the merchant manages: custom products, fees, line edits, shipments, taxes, consignments. */

let store: TestStore;
let mug: { id: number; calculated_price: number };
beforeAll(async () => {
  store = await startTestStore();
  mug = await inStockVariant(store, 1, 20);
});
afterAll(() => store.close());

const shipTo = {
  ...billingAddress('sam@example.com'),
  first_name: 'Sam',
  shipping_method: 'Standard shipping',
};
const money = (n: number) => n.toFixed(4);

async function orderWith(body: Record<string, unknown>) {
  return createApiOrder(store, { billing_address: billingAddress(), ...body });
}

describe('custom products and fees', () => {
  it('prices a custom product as given and adds fees to the total and tax', async () => {
    const order = await orderWith({
      products: [
        { product_id: 1, variant_id: mug.id, quantity: 1 },
        { name: 'Engraving', quantity: 2, price_ex_tax: 5, price_inc_tax: 5.5, sku: 'ENGRAVE' },
      ],
      fees: [{ display_name_customer: 'Gift wrap', cost_ex_tax: 2, cost_inc_tax: 2.2 }],
    });
    expect(order.subtotal_ex_tax).toBe(money(mug.calculated_price + 10));
    expect(order.total_tax).toBe(money(1 + 0.2));
    expect(order.total_inc_tax).toBe(money(mug.calculated_price + 11 + 2.2));

    const lines = (await store.api('GET', `/v2/orders/${order.id}/products`)).body;
    expect(lines[1]).toMatchObject({
      name: 'Engraving',
      product_id: 0,
      variant_id: 0,
      sku: 'ENGRAVE',
      quantity: 2,
      price_ex_tax: '5.0000',
      price_inc_tax: '5.5000',
    });
    const fees = await store.api('GET', `/v2/orders/${order.id}/fees`);
    expect(fees.body).toEqual([
      expect.objectContaining({
        type: 'custom_fee',
        display_name_customer: 'Gift wrap',
        cost_ex_tax: '2.0000',
        cost_inc_tax: '2.2000',
        cost_tax: '0.2000',
      }),
    ]);
    const taxes = (await store.api('GET', `/v2/orders/${order.id}/taxes`)).body;
    expect(taxes).toEqual([
      expect.objectContaining({
        order_product_id: String(lines[1].id),
        line_amount: '1.0000',
        rate: '10.0000',
      }),
    ]);
  });

  it('refuses a product that is neither a catalog nor a custom product, naming what each needs', async () => {
    const res = await store.api('POST', '/v2/orders', {
      body: { billing_address: billingAddress(), products: [{ name: 'No price', quantity: 1 }] },
    });
    expect(res.status).toBe(422);
    expect(res.body[0].details.invalid_reason['products.0']).toMatch(
      /product_id .*or name, price_ex_tax and price_inc_tax/,
    );
  });
});

describe('PUT /v2/orders/{id} products and fees', () => {
  it('changes, removes and adds lines, replaces fees, follows stock and recomputes totals', async () => {
    const order = await orderWith({
      products: [
        { product_id: 1, variant_id: mug.id, quantity: 1 },
        { name: 'Engraving', quantity: 1, price_ex_tax: 5, price_inc_tax: 5 },
      ],
      fees: [{ display_name_customer: 'Rush', cost_ex_tax: 3, cost_inc_tax: 3 }],
    });
    const [mugLine, engraving] = (await store.api('GET', `/v2/orders/${order.id}/products`)).body;
    const [fee] = (await store.api('GET', `/v2/orders/${order.id}/fees`)).body;
    const stockBefore = await stockOfVariant(store, 1, mug.id);

    const res = await store.api('PUT', `/v2/orders/${order.id}`, {
      body: {
        products: [
          { id: mugLine.id, quantity: 3 },
          { id: engraving.id, quantity: 0 },
          { name: 'Gift card', quantity: 1, price_ex_tax: 7, price_inc_tax: 7 },
        ],
        fees: [{ id: fee.id, display_name_customer: 'Rush', cost_ex_tax: 4, cost_inc_tax: 4 }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.total_inc_tax).toBe(money(mug.calculated_price * 3 + 7 + 4));
    const lines = (await store.api('GET', `/v2/orders/${order.id}/products`)).body;
    expect(lines.map((l: { name: string; quantity: number }) => [l.name, l.quantity])).toEqual([
      [mugLine.name, 3],
      ['Gift card', 1],
    ]);
    expect(await stockOfVariant(store, 1, mug.id)).toBe(stockBefore - 2);

    const cleared = await store.api('PUT', `/v2/orders/${order.id}`, { body: { fees: [] } });
    expect(cleared.body.total_inc_tax).toBe(money(mug.calculated_price * 3 + 7));
    expect((await store.api('GET', `/v2/orders/${order.id}/fees`)).status).toBe(204);
  });

  it('refuses a line or fee of another order (422 naming it) and changes nothing', async () => {
    const order = await orderWith({
      products: [{ product_id: 1, variant_id: mug.id, quantity: 1 }],
    });
    const line = await store.api('PUT', `/v2/orders/${order.id}`, {
      body: { products: [{ id: 999999, quantity: 2 }] },
    });
    expect(line.status).toBe(422);
    expect(line.body[0].details.invalid_reason).toEqual({
      'products.0.id': 'not a line of this order',
    });
    const fee = await store.api('PUT', `/v2/orders/${order.id}`, {
      body: { fees: [{ id: 999999, cost_ex_tax: 1 }] },
    });
    expect(fee.status).toBe(422);
    expect((await store.api('GET', `/v2/orders/${order.id}`)).body.total_inc_tax).toBe(
      order.total_inc_tax,
    );
  });
});

describe('shipments', () => {
  it('moves the order to Partially Shipped then Shipped, with shipment and status events', async () => {
    const order = await orderWith({
      products: [{ product_id: 1, variant_id: mug.id, quantity: 3 }],
      shipping_addresses: [shipTo],
    });
    const [line] = (await store.api('GET', `/v2/orders/${order.id}/products`)).body;
    const since = lastEventId(store);

    const first = await store.api('POST', `/v2/orders/${order.id}/shipments`, {
      body: { tracking_number: 'T1', items: [{ order_product_id: line.id, quantity: 1 }] },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      order_id: order.id,
      tracking_number: 'T1',
      items: [{ order_product_id: line.id, product_id: 1, quantity: 1 }],
    });
    expect((await store.api('GET', `/v2/orders/${order.id}`)).body).toMatchObject({
      status_id: 3,
      status: 'Partially Shipped',
    });

    const rest = await store.api('POST', `/v2/orders/${order.id}/shipments`, {
      body: { tracking_number: 'T2' },
    });
    expect(rest.body.items).toEqual([{ order_product_id: line.id, product_id: 1, quantity: 2 }]);
    expect((await store.api('GET', `/v2/orders/${order.id}`)).body.status_id).toBe(2);
    expect(
      (await store.api('GET', `/v2/orders/${order.id}/products/${line.id}`)).body.quantity_shipped,
    ).toBe(3);
    expect((await store.api('GET', `/v2/orders/${order.id}/shipments/count`)).body).toEqual({
      count: 2,
    });

    const scopes = eventsSince(store, since).map((e) => e.scope);
    expect(scopes.filter((s) => s === 'store/shipment/created')).toHaveLength(2);
    expect(scopes).toContain('store/order/statusUpdated');
    const created = eventsSince(store, since).find((e) => e.scope === 'store/shipment/created')!;
    expect(created.data).toEqual({ type: 'shipment', id: first.body.id, orderId: order.id });

    const updated = await store.api('PUT', `/v2/orders/${order.id}/shipments/${first.body.id}`, {
      body: { tracking_number: 'T1-B', comments: 'rerouted' },
    });
    expect(updated.body).toMatchObject({ tracking_number: 'T1-B', comments: 'rerouted' });

    expect(
      (await store.api('DELETE', `/v2/orders/${order.id}/shipments/${rest.body.id}`)).status,
    ).toBe(204);
    expect(
      (await store.api('GET', `/v2/orders/${order.id}/products/${line.id}`)).body.quantity_shipped,
    ).toBe(1);
    expect(
      (await store.api('GET', `/v2/orders/${order.id}/shipments/${rest.body.id}`)).status,
    ).toBe(404);
  });

  it('refuses shipping more than is left, a line of another order, and an order with no shipping address', async () => {
    const order = await orderWith({
      products: [{ product_id: 1, variant_id: mug.id, quantity: 1 }],
      shipping_addresses: [shipTo],
    });
    const [line] = (await store.api('GET', `/v2/orders/${order.id}/products`)).body;
    const tooMany = await store.api('POST', `/v2/orders/${order.id}/shipments`, {
      body: { items: [{ order_product_id: line.id, quantity: 2 }] },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body[0].details.invalid_reason).toEqual({ 'items.0.quantity': 'at most 1' });
    const otherLine = await store.api('POST', `/v2/orders/${order.id}/shipments`, {
      body: { items: [{ order_product_id: 999999, quantity: 1 }] },
    });
    expect(otherLine.body[0].details.invalid_reason).toEqual({
      'items.0.order_product_id': 'not a line of this order',
    });

    const unshipped = await orderWith({
      products: [{ product_id: 1, variant_id: mug.id, quantity: 1 }],
    });
    const none = await store.api('POST', `/v2/orders/${unshipped.id}/shipments`, { body: {} });
    expect(none.status).toBe(422);
    expect(none.body[0].message).toContain('has no shipping address');
  });
});

describe('consignments, shipping quotes and the shipping address', () => {
  it('describes the order shipping consignment and quotes its method; a new address and method are kept', async () => {
    const order = await orderWith({
      products: [{ product_id: 1, variant_id: mug.id, quantity: 1 }],
      shipping_addresses: [shipTo],
    });
    const [address] = (await store.api('GET', `/v2/orders/${order.id}/shipping_addresses`)).body;
    const consignments = (await store.api('GET', `/v2/orders/${order.id}/consignments`)).body;
    expect(consignments.shipping).toEqual([
      expect.objectContaining({
        id: address.id,
        first_name: 'Sam',
        items_total: 1,
        items_shipped: 0,
        shipping_method: 'Standard shipping',
      }),
    ]);
    const quote = (
      await store.api(
        'GET',
        `/v2/orders/${order.id}/shipping_addresses/${address.id}/shipping_quotes`,
      )
    ).body;
    expect(quote.shipping_provider_quote).toEqual([
      { method: 'Standard shipping', cost: expect.any(String) },
    ]);

    const moved = await store.api(
      'PUT',
      `/v2/orders/${order.id}/shipping_addresses/${address.id}`,
      { body: { city: 'Dallas', shipping_method: 'Express' } },
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ city: 'Dallas', shipping_method: 'Express' });
    const unknown = await store.api(
      'GET',
      `/v2/orders/${order.id}/shipping_addresses/${address.id + 1}/shipping_quotes`,
    );
    expect(unknown.status).toBe(404);
  });
});

describe('DELETE /v2/orders', () => {
  it('archives the first orders up to the limit: gone from reads and counts', async () => {
    const before = (await store.api('GET', '/v2/orders/count')).body.count;
    const [oldest] = (await store.api('GET', '/v2/orders?sort=id:asc&limit=1')).body;
    expect((await store.api('DELETE', '/v2/orders?limit=1')).status).toBe(204);
    expect((await store.api('GET', '/v2/orders/count')).body.count).toBe(before - 1);
    expect((await store.api('GET', `/v2/orders/${oldest.id}`)).status).toBe(404);
  });
});
