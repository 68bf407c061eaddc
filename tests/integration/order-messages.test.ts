import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CatalogVariant,
  cartWithCheckout,
  eventsSince,
  giveSite,
  inStockVariant,
  lastEventId,
  newCustomer,
  postForm,
  validForm,
} from '../support/orders';
import { startTestStore, type TestStore } from '../support/store-service';

/** A comment left at the hosted checkout becomes the order's first message. */

let store: TestStore;
let mug: CatalogVariant;
beforeAll(async () => {
  store = await startTestStore();
  mug = await inStockVariant(store, 1, 10);
  await giveSite(store, 1, 'https://shop.example.com/', {
    account_order_status: '/account/orders/{id}',
  });
});
afterAll(() => store.close());

async function checkout(form: Record<string, string>, customerId?: number): Promise<number> {
  const { urls } = cartWithCheckout(
    store,
    [{ productId: 1, variantId: mug.id, quantity: 1 }],
    customerId ? { customerId } : {},
  );
  const res = await postForm(urls.redirectedCheckoutUrl, validForm(form));
  expect(res.status).toBe(303);
  return Number(/\/account\/orders\/(\d+)$/.exec(res.headers.get('location') ?? '')?.[1]);
}

describe('a checkout comment', () => {
  let orderId: number;
  let firstEvent: number;
  beforeAll(async () => {
    firstEvent = lastEventId(store);
    orderId = await checkout({ customer_message: '  Please ring the bell twice.  ' });
  });

  it('is listed as an unread customer message of the order, in the v2 shape', async () => {
    const res = await store.api('GET', `/v2/orders/${orderId}/messages`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        order_id: orderId,
        staff_id: 0,
        customer_id: 0,
        type: 'customer',
        subject: `Order #${orderId}`,
        message: 'Please ring the bell twice.',
        status: 'unread',
        is_flagged: false,
        date_created: expect.stringMatching(
          /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0000$/,
        ),
        customer: {},
      },
    ]);
  });

  it('announces the message with store/order/message/created after store/order/created', async () => {
    const [message] = (await store.api('GET', `/v2/orders/${orderId}/messages`)).body as {
      id: number;
    }[];
    const events = eventsSince(store, firstEvent);
    const scopes = events.map((e) => e.scope);
    expect(events.find((e) => e.scope === 'store/order/message/created')?.data).toEqual({
      type: 'order',
      id: orderId,
      message: { order_message_id: message!.id },
    });
    expect(scopes.indexOf('store/order/created')).toBeLessThan(
      scopes.indexOf('store/order/message/created'),
    );
  });
});

describe('GET /v2/orders/{id}/messages', () => {
  it('answers 204 with no body, and fires no message event, when the shopper left no comment', async () => {
    const firstEvent = lastEventId(store);
    const orderId = await checkout({ customer_message: '   ' });
    const res = await store.api('GET', `/v2/orders/${orderId}/messages`);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    const scopes = eventsSince(store, firstEvent).map((e) => e.scope);
    expect(scopes).toContain('store/order/created');
    expect(scopes).not.toContain('store/order/message/created');
  });

  it("gives a signed-in shopper's message the customer's id, and filters by customer, status, flag and id", async () => {
    const customerId = await newCustomer(store, 'messages.member@example.com');
    const orderId = await checkout(
      { email: 'messages.member@example.com', customer_message: 'Gift wrap, please.' },
      customerId,
    );
    const all = await store.api('GET', `/v2/orders/${orderId}/messages`);
    expect(all.body).toMatchObject([{ customer_id: customerId, message: 'Gift wrap, please.' }]);
    const messageId = all.body[0].id as number;

    const hits = [
      `customer_id=${customerId}`,
      'status=unread',
      'is_flagged=false',
      `min_id=${messageId}`,
      `max_id=${messageId}`,
      'min_date_created=2000-01-01',
    ];
    for (const query of hits) {
      expect(
        (await store.api('GET', `/v2/orders/${orderId}/messages?${query}`)).body,
        query,
      ).toHaveLength(1);
    }
    const misses = [
      `customer_id=${customerId + 1000}`,
      'status=read',
      'is_flagged=true',
      `min_id=${messageId + 1}`,
      'max_date_created=Tue, 20 Nov 2012 00:00:00 +0000',
      'page=2',
    ];
    for (const query of misses) {
      expect(
        (await store.api('GET', `/v2/orders/${orderId}/messages?${query}`)).status,
        query,
      ).toBe(204);
    }
  });

  it('refuses bad filters with 422 naming the field, and unknown orders with 404', async () => {
    const orderId = await checkout({ customer_message: 'Hello' });
    const bad = await store.api(
      'GET',
      `/v2/orders/${orderId}/messages?status=archived&min_date_created=yesterday`,
    );
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('status');
    expect(JSON.stringify(bad.body)).toContain('min_date_created');
    expect((await store.api('GET', '/v2/orders/999999/messages')).status).toBe(404);
  });

  it('needs a token (401) with an Orders scope (403 naming it); read-only is enough', async () => {
    const orderId = await checkout({ customer_message: 'Hello' });
    const path = `/v2/orders/${orderId}/messages`;
    expect((await store.api('GET', path, { token: null })).status).toBe(401);
    const products = store.createApiAccount('Products only (messages)', ['store_v2_products']);
    const denied = await store.api('GET', path, { token: products.accessToken });
    expect(denied.status).toBe(403);
    expect(denied.body[0].message).toContain('store_v2_orders_read_only');
    const reader = store.createApiAccount('Orders read-only (messages)', [
      'store_v2_orders_read_only',
    ]);
    expect((await store.api('GET', path, { token: reader.accessToken })).status).toBe(200);
  });

  it('writes no message for an order entered through POST /v2/orders with a customer_message', async () => {
    const res = await store.api('POST', '/v2/orders', {
      body: {
        billing_address: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          street_1: '1 Main St',
          city: 'Austin',
          state: 'Texas',
          zip: '78751',
          country: 'United States',
          country_iso2: 'US',
          email: 'ada@example.com',
        },
        products: [{ product_id: 1, variant_id: mug.id, quantity: 1 }],
        customer_message: 'Entered by the merchant',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await store.api('GET', `/v2/orders/${res.body.id}/messages`)).status).toBe(204);
  });
});
