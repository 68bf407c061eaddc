import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { rfc2822 } from '@/emulator/core/time';
import {
  billingAddress,
  createApiOrder,
  eventsSince,
  inStockVariant,
  lastEventId,
  outbox,
  stockOfVariant,
  variantsOf,
} from '../support/orders';
import { startTestStore, type TestStore } from '../support/store-service';

/** The v2 orders interface: create, list with filters, count, read, update, archive, sub-resources and statuses. */

const START = Date.UTC(2026, 2, 1, 12);
let clock: VirtualClock;
let store: TestStore;
beforeAll(async () => {
  clock = new VirtualClock(START);
  store = await startTestStore({ clock });
});
afterAll(() => store.close());

const mugOrder = async (overrides: Record<string, unknown> = {}) => {
  const mug = await inStockVariant(store, 1, 5);
  return createApiOrder(store, {
    products: [{ product_id: 1, variant_id: mug.id, quantity: 1 }],
    billing_address: billingAddress(),
    ...overrides,
  });
};

describe('POST /v2/orders', () => {
  it('creates an order for catalog products chosen by option values: 200, priced from the catalog, stock taken', async () => {
    const skillet = (await variantsOf(store, 8)).find((v) => v.inventory_level >= 2)!;
    const option = skillet.option_values[0]!;
    const before = await stockOfVariant(store, 8, skillet.id);
    const firstEvent = lastEventId(store);
    const res = await store.api('POST', '/v2/orders', {
      body: {
        billing_address: billingAddress('api.buyer@example.com'),
        shipping_addresses: [
          {
            ...billingAddress(),
            first_name: 'Trish',
            street_1: '666 Sussex St',
            shipping_method: 'Flat rate',
          },
        ],
        products: [
          {
            product_id: 8,
            quantity: 2,
            product_options: [{ id: option.option_id, value: String(option.id) }],
          },
        ],
        shipping_cost_inc_tax: '10.00',
        staff_notes: 'Phone order',
      },
    });
    expect(res.status).toBe(200);
    const price = skillet.price!;
    expect(res.body).toMatchObject({
      status_id: 1,
      status: 'Pending',
      customer_id: 0,
      subtotal_inc_tax: (price * 2).toFixed(4),
      base_shipping_cost: '10.0000',
      total_inc_tax: (price * 2 + 10).toFixed(4),
      order_source: 'external',
      payment_method: '',
      staff_notes: 'Phone order',
      shipping_address_count: 1,
      billing_address: expect.objectContaining({
        email: 'api.buyer@example.com',
        country_iso2: 'US',
        form_fields: [],
      }),
      products: {
        url: `${store.apiUrl}/v2/orders/${res.body.id}/products`,
        resource: `/orders/${res.body.id}/products`,
      },
    });
    expect(await stockOfVariant(store, 8, skillet.id)).toBe(before - 2);
    expect(
      eventsSince(store, firstEvent)
        .filter((e) => e.scope.startsWith('store/order/'))
        .map((e) => e.data),
    ).toEqual([{ type: 'order', id: res.body.id }]);
    // Orders entered through the v2 interface send no order e-mail, as with the real service.
    expect(await outbox(store, 'api.buyer@example.com', 'order_confirmation')).toEqual([]);

    const products = await store.api('GET', `/v2/orders/${res.body.id}/products`);
    expect(products.body[0]).toMatchObject({
      variant_id: skillet.id,
      quantity: 2,
      product_options: [expect.objectContaining({ display_value: option.label })],
    });
    const line = await store.api(
      'GET',
      `/v2/orders/${res.body.id}/products/${products.body[0].id}`,
    );
    expect(line.body.id).toBe(products.body[0].id);
    expect((await store.api('GET', `/v2/orders/${res.body.id}/products/999999`)).status).toBe(404);
    const addresses = await store.api('GET', `/v2/orders/${res.body.id}/shipping_addresses`);
    expect(addresses.body).toEqual([
      expect.objectContaining({
        first_name: 'Trish',
        shipping_method: 'Flat rate',
        base_cost: '10.0000',
        items_total: 2,
      }),
    ]);
    const address = await store.api(
      'GET',
      `/v2/orders/${res.body.id}/shipping_addresses/${addresses.body[0].id}`,
    );
    expect(address.body.street_1).toBe('666 Sussex St');
  });

  it('answers a product with options but no choice with 422 naming the field', async () => {
    const res = await store.api('POST', '/v2/orders', {
      body: { products: [{ product_id: 8, quantity: 1 }], billing_address: billingAddress() },
    });
    expect(res.status).toBe(422);
    expect(res.body[0].message).toContain('Cast Iron Skillet has options (Size)');
    expect(res.body[0].details.invalid_reason).toHaveProperty(['products.0.variant_id']);
  });

  it('refuses an out-of-stock product with 422 and changes nothing', async () => {
    const res = await store.api('POST', '/v2/orders', {
      body: { products: [{ product_id: 5, quantity: 1 }], billing_address: billingAddress() },
    });
    expect(res.status).toBe(422);
    expect(res.body[0].message).toContain('is out of stock');
    expect(res.body[0].message).toContain('The order was not placed.');
  });

  it('validates the body: products, billing address, status, unsupported fields, unknown customer and channel', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ billing_address: billingAddress() }, 'products'],
      [{ products: [{ product_id: 1, quantity: 1 }] }, 'billing_address'],
      [
        {
          products: [{ name: 'Custom mug', quantity: 1, price_ex_tax: 5 }],
          billing_address: billingAddress(),
        },
        'products.0',
      ],
      [
        { products: [{ product_id: 3, quantity: 0 }], billing_address: billingAddress() },
        'products.0.quantity',
      ],
      [
        {
          products: [{ product_id: 3, quantity: 1 }],
          billing_address: { ...billingAddress(), email: 'nope' },
        },
        'billing_address.email',
      ],
      [
        {
          products: [{ product_id: 3, quantity: 1 }],
          billing_address: { ...billingAddress(), zip: '' },
        },
        'billing_address.zip',
      ],
      [
        {
          products: [{ product_id: 3, quantity: 1 }],
          billing_address: billingAddress(),
          status_id: 42,
        },
        'status_id',
      ],
      [
        {
          products: [{ product_id: 3, quantity: 1 }],
          billing_address: billingAddress(),
          consignments: { pickups: [] },
        },
        'consignments',
      ],
      [
        {
          products: [{ product_id: 3, quantity: 1 }],
          billing_address: billingAddress(),
          fees: [{ id: 4, cost_ex_tax: 1 }],
        },
        'fees.0.id',
      ],
      [
        {
          products: [{ product_id: 3, quantity: 1 }],
          billing_address: billingAddress(),
          customer_id: 9999,
        },
        'customer_id',
      ],
      [
        {
          products: [{ product_id: 3, quantity: 1 }],
          billing_address: billingAddress(),
          channel_id: 9999,
        },
        'channel_id',
      ],
      [
        { products: [{ product_id: 99999, quantity: 1 }], billing_address: billingAddress() },
        'products.0.product_id',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await store.api('POST', '/v2/orders', { body });
      expect(res.status, field).toBe(422);
      expect(res.body[0].details.invalid_reason, field).toHaveProperty([field]);
    }
  });

  it('answers malformed JSON with 400 and a non-object body with 400, in the v2 error shape', async () => {
    const broken = await store.api('POST', '/v2/orders', { rawBody: '{"products": [' });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual([
      expect.objectContaining({ status: 400, message: expect.stringContaining('not valid JSON') }),
    ]);
    const array = await store.api('POST', '/v2/orders', { body: [] });
    expect(array.status).toBe(400);
  });
});

describe('GET /v2/orders', () => {
  let ids: number[];
  let customerId: number;
  beforeAll(async () => {
    const created = await store.api('POST', '/v3/customers', {
      body: [{ email: 'lister@example.com', first_name: 'Li', last_name: 'Ster' }],
    });
    customerId = created.body.data[0].id;
    await clock.advance(24 * 60 * 60_000);
    const a = await mugOrder({
      customer_id: customerId,
      billing_address: billingAddress('lister@example.com'),
    });
    await clock.advance(60_000);
    const b = await mugOrder({ status_id: 11 });
    await clock.advance(60_000);
    const c = await mugOrder({
      customer_id: customerId,
      status_id: 11,
      billing_address: billingAddress('lister@example.com'),
    });
    ids = [a.id, b.id, c.id];
  });

  const list = async (query: string) => {
    const res = await store.api('GET', `/v2/orders?${query}`);
    return res.status === 204 ? [] : (res.body as Array<{ id: number }>).map((o) => o.id);
  };

  it('lists by id ascending by default, and filters by customer, status, e-mail and id range', async () => {
    const all = await list('');
    expect(all).toEqual([...all].sort((x, y) => x - y));
    expect(all).toEqual(expect.arrayContaining(ids));
    expect(await list(`customer_id=${customerId}`)).toEqual([ids[0], ids[2]]);
    expect(await list(`customer_id=${customerId}&status_id=11`)).toEqual([ids[2]]);
    expect(await list('email=LISTER@example.com')).toEqual([ids[0], ids[2]]);
    expect(await list(`min_id=${ids[1]}&max_id=${ids[2]}`)).toEqual([ids[1], ids[2]]);
    expect(await list('channel_id=1&status_id=11')).toEqual(
      expect.arrayContaining([ids[1], ids[2]]),
    );
  });

  it('filters by creation date in RFC 2822 or ISO 8601, sorts, and pages', async () => {
    const after = rfc2822(START + 24 * 60 * 60_000 + 30_000);
    expect(await list(`min_date_created=${encodeURIComponent(after)}`)).toEqual([ids[1], ids[2]]);
    expect(
      await list(
        `max_date_created=${new Date(START + 24 * 60 * 60_000).toISOString()}&customer_id=${customerId}`,
      ),
    ).toEqual([ids[0]]);
    expect(await list(`sort=date_created:desc&limit=2`)).toEqual([ids[2], ids[1]]);
    expect(await list(`sort=date_created:desc&limit=2&page=2`)).toEqual(
      expect.arrayContaining([ids[0]]),
    );
  });

  it('answers 204 with an empty body when nothing matches', async () => {
    const res = await fetch(`${store.apiUrl}/v2/orders?customer_id=987654`, {
      headers: { 'x-auth-token': store.primaryAccount.accessToken },
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  it('answers bad filters with 422', async () => {
    for (const query of ['sort=price', 'min_date_created=yesterday', 'limit=0', 'min_id=abc']) {
      const res = await store.api('GET', `/v2/orders?${query}`);
      expect(res.status, query).toBe(422);
    }
  });

  it('counts orders per status with the same filters', async () => {
    const res = await store.api('GET', `/v2/orders/count?customer_id=${customerId}`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.statuses).toHaveLength(15);
    expect(res.body.statuses.find((s: { id: number }) => s.id === 11)).toMatchObject({
      name: 'Awaiting Fulfillment',
      count: 1,
      sort_order: 3,
    });
    expect(res.body.statuses.find((s: { id: number }) => s.id === 1)).toMatchObject({ count: 1 });
  });
});

describe('GET/PUT/DELETE /v2/orders/{id}', () => {
  it('answers 404 for an unknown or malformed id', async () => {
    expect((await store.api('GET', '/v2/orders/999999')).status).toBe(404);
    const bad = await store.api('GET', '/v2/orders/abc');
    expect(bad.status).toBe(404);
    expect(bad.body[0].message).toContain('order_id');
    expect((await store.api('PUT', '/v2/orders/999999', { body: { status_id: 2 } })).status).toBe(
      404,
    );
  });

  it('changes the status: statusUpdated with previous and new ids, then updated', async () => {
    const order = await mugOrder();
    const firstEvent = lastEventId(store);
    const res = await store.api('PUT', `/v2/orders/${order.id}`, {
      body: { status_id: 9, staff_notes: 'Packed' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status_id: 9,
      status: 'Awaiting Shipment',
      staff_notes: 'Packed',
    });
    const events = eventsSince(store, firstEvent);
    expect(events.map((e) => e.scope)).toEqual([
      'store/order/statusUpdated',
      'store/order/updated',
    ]);
    expect(events[0]!.data).toEqual({
      type: 'order',
      id: order.id,
      status: { previous_status_id: 1, new_status_id: 9 },
    });
  });

  it('publishes only store/order/updated for other changes, and nothing for a body that changes nothing', async () => {
    const order = await mugOrder();
    let firstEvent = lastEventId(store);
    await clock.advance(5_000);
    const res = await store.api('PUT', `/v2/orders/${order.id}`, {
      body: {
        customer_message: 'Gift wrap please',
        billing_address: { city: 'Dallas', country_iso2: 'CA' },
      },
    });
    expect(res.body.customer_message).toBe('Gift wrap please');
    expect(res.body.billing_address).toMatchObject({
      city: 'Dallas',
      street_1: '123 Main Street',
      country_iso2: 'CA',
      country: 'Canada',
    });
    expect(res.body.date_modified).not.toBe(order.date_modified);
    expect(eventsSince(store, firstEvent).map((e) => e.scope)).toEqual(['store/order/updated']);

    firstEvent = lastEventId(store);
    const same = await store.api('PUT', `/v2/orders/${order.id}`, {
      body: { customer_message: 'Gift wrap please', status_id: 1 },
    });
    expect(same.status).toBe(200);
    expect(eventsSince(store, firstEvent)).toEqual([]);
  });

  it('marks a shipped order shipped and e-mails the shopper', async () => {
    const order = await mugOrder({ billing_address: billingAddress('ship.me@example.com') });
    const res = await store.api('PUT', `/v2/orders/${order.id}`, { body: { status_id: 2 } });
    expect(res.body).toMatchObject({
      status: 'Shipped',
      items_shipped: 1,
      date_shipped: rfc2822(clock.now()),
    });
    const [mail] = await outbox(store, 'ship.me@example.com', 'order_shipped');
    expect(mail!.subject).toContain(`order #${order.id}`);
  });

  it('validates the update: unknown fields, bad status, unknown customer', async () => {
    const order = await mugOrder();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ status_id: 99 }, 'status_id'],
      [{ id: 5 }, 'id'],
      [{ products: [{ id: 999999, quantity: 1 }] }, 'products.0.id'],
      [{ fees: [{ id: 999999, cost_ex_tax: 1 }] }, 'fees.0.id'],
      [{ customer_id: 424242 }, 'customer_id'],
      [{ billing_address: { email: 'bad' } }, 'billing_address.email'],
    ];
    for (const [body, field] of cases) {
      const res = await store.api('PUT', `/v2/orders/${order.id}`, { body });
      expect(res.status, field).toBe(422);
      expect(res.body[0].details.invalid_reason, field).toHaveProperty([field]);
    }
  });

  it('archives an order: 204, store/order/archived, then it is not found or listed', async () => {
    const order = await mugOrder();
    const firstEvent = lastEventId(store);
    const res = await store.api('DELETE', `/v2/orders/${order.id}`);
    expect(res.status).toBe(204);
    expect(eventsSince(store, firstEvent).map((e) => [e.scope, e.data])).toEqual([
      ['store/order/archived', { type: 'order', id: order.id }],
    ]);
    expect((await store.api('GET', `/v2/orders/${order.id}`)).status).toBe(404);
    expect((await store.api('GET', `/v2/orders/${order.id}/products`)).status).toBe(404);
    expect((await store.api('DELETE', `/v2/orders/${order.id}`)).status).toBe(404);
    const listed = await store.api('GET', `/v2/orders?min_id=${order.id}&max_id=${order.id}`);
    expect(listed.status).toBe(204);
  });
});

describe('GET /v2/order_statuses', () => {
  it('lists the fifteen statuses and reads one', async () => {
    const all = await store.api('GET', '/v2/order_statuses');
    expect(all.body.map((s: { id: number }) => s.id)).toEqual([...Array(15).keys()]);
    const one = await store.api('GET', '/v2/order_statuses/11');
    expect(one.body).toMatchObject({
      id: 11,
      name: 'Awaiting Fulfillment',
      system_label: 'Awaiting Fulfillment',
      order: 3,
    });
    expect(one.body.system_description).toEqual(expect.any(String));
    expect((await store.api('GET', '/v2/order_statuses/15')).status).toBe(404);
  });
});

describe('access', () => {
  it('needs a token (401), an Orders scope (403 naming it), and modify to write', async () => {
    const order = await mugOrder();
    expect((await store.api('GET', '/v2/orders', { token: null })).status).toBe(401);
    const products = store.createApiAccount('Products only', ['store_v2_products']);
    const denied = await store.api('GET', `/v2/orders/${order.id}`, {
      token: products.accessToken,
    });
    expect(denied.status).toBe(403);
    expect(denied.body[0].message).toContain('store_v2_orders_read_only');

    const reader = store.createApiAccount('Orders read-only', ['store_v2_orders_read_only']);
    expect(
      (await store.api('GET', `/v2/orders/${order.id}`, { token: reader.accessToken })).status,
    ).toBe(200);
    expect(
      (await store.api('GET', '/v2/order_statuses', { token: reader.accessToken })).status,
    ).toBe(200);
    const write = await store.api('PUT', `/v2/orders/${order.id}`, {
      token: reader.accessToken,
      body: { status_id: 5 },
    });
    expect(write.status).toBe(403);
    expect(write.body[0].message).toContain('store_v2_orders (Orders: modify)');
    expect(
      (await store.api('DELETE', `/v2/orders/${order.id}`, { token: reader.accessToken })).status,
    ).toBe(403);
  });
});
