import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingAddress,
  checkoutOrder,
  createApiOrder,
  eventsSince,
  inStockVariant,
  lastEventId,
  outbox,
} from '../support/orders';
import { startTestStore, type TestStore } from '../support/store-service';

/** v3 payment actions (capture, void, refund quotes, merchant-calculated refunds) and order settings. */

let store: TestStore;
let mugVariantId: number;
beforeAll(async () => {
  store = await startTestStore();
  mugVariantId = (await inStockVariant(store, 1, 20)).id;
});
afterAll(() => store.close());

const AUTHORIZE_ONLY_CARD = '4012 8888 8888 1881';
const mugs = (quantity: number) => [{ productId: 1, variantId: mugVariantId, quantity }];
const authorizedOrder = () => checkoutOrder(store, mugs(1), { card_number: AUTHORIZE_ONLY_CARD });
const transactionEvents = async (orderId: number) =>
  (await store.api('GET', `/v3/orders/${orderId}/transactions`)).body.data.map(
    (t: { event: string }) => t.event,
  );

describe('capture and void', () => {
  it('captures an authorized payment once: 201, captured, a capture transaction and its event', async () => {
    const orderId = await authorizedOrder();
    expect((await store.api('GET', `/v2/orders/${orderId}`)).body.payment_status).toBe(
      'authorized',
    );
    expect(await transactionEvents(orderId)).toEqual(['authorization']);
    const since = lastEventId(store);

    const res = await store.api('POST', `/v3/orders/${orderId}/payment_actions/capture`);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: {}, meta: {} });
    expect((await store.api('GET', `/v2/orders/${orderId}`)).body.payment_status).toBe('captured');
    expect(await transactionEvents(orderId)).toEqual(['authorization', 'capture']);
    expect(eventsSince(store, since).map((e) => e.scope)).toEqual([
      'store/order/transaction/created',
      'store/order/updated',
    ]);

    const again = await store.api('POST', `/v3/orders/${orderId}/payment_actions/capture`);
    expect(again.status).toBe(422);
    expect(again.body.title).toBe(
      `Order ${orderId} has no authorized payment to capture: its payment was already captured (refund it instead).`,
    );
  });

  it('voids an authorized payment; a voided or sold payment cannot be captured or voided', async () => {
    const orderId = await authorizedOrder();
    expect((await store.api('POST', `/v3/orders/${orderId}/payment_actions/void`)).status).toBe(
      201,
    );
    expect((await store.api('GET', `/v2/orders/${orderId}`)).body.payment_status).toBe('void');
    expect(await transactionEvents(orderId)).toEqual(['authorization', 'void']);
    const capture = await store.api('POST', `/v3/orders/${orderId}/payment_actions/capture`);
    expect(capture.status).toBe(422);
    expect(capture.body.title).toContain('its payment was already voided');

    const sold = await checkoutOrder(store, mugs(1));
    const voidSold = await store.api('POST', `/v3/orders/${sold}/payment_actions/void`);
    expect(voidSold.status).toBe(422);
    expect(voidSold.body.title).toContain('already captured');
    expect((await store.api('POST', '/v3/orders/999999/payment_actions/void')).status).toBe(404);
  });

  it('takes capture and void as the reference sends them: Content-Type: application/json and no body (issue 27)', async () => {
    const captured = await authorizedOrder();
    const capture = await store.api('POST', `/v3/orders/${captured}/payment_actions/capture`, {
      rawBody: '',
    });
    expect(capture.status, JSON.stringify(capture.body)).toBe(201);
    expect((await store.api('GET', `/v2/orders/${captured}`)).body.payment_status).toBe('captured');
    const voided = await authorizedOrder();
    const voidRes = await store.api('POST', `/v3/orders/${voided}/payment_actions/void`, {
      rawBody: '',
    });
    expect(voidRes.status, JSON.stringify(voidRes.body)).toBe(201);
    expect((await store.api('GET', `/v2/orders/${voided}`)).body.payment_status).toBe('void');
  });

  it('needs the Orders or Order Transactions modify scope (403 naming them)', async () => {
    const orderId = await authorizedOrder();
    const reader = store.createApiAccount('Orders read', ['store_v2_orders_read_only']);
    const denied = await store.api('POST', `/v3/orders/${orderId}/payment_actions/capture`, {
      token: reader.accessToken,
    });
    expect(denied.status).toBe(403);
    expect(denied.body.title).toContain('store_v2_orders');
    expect(denied.body.title).toContain('store_v2_transactions');
  });
});

describe('refund quotes and merchant-calculated refunds', () => {
  it('quotes a refund without writing one', async () => {
    const orderId = await checkoutOrder(store, mugs(2));
    const [line] = (await store.api('GET', `/v2/orders/${orderId}/products`)).body;
    const quote = await store.api('POST', `/v3/orders/${orderId}/payment_actions/refund_quotes`, {
      body: { items: [{ item_type: 'PRODUCT', item_id: line.id, quantity: 1 }] },
    });
    expect(quote.status).toBe(201);
    expect(quote.body.data).toMatchObject({
      order_id: orderId,
      total_refund_amount: Number(line.price_inc_tax),
      refund_methods: [[expect.objectContaining({ provider_id: 'custom', offline: false })]],
    });
    expect(
      (await store.api('GET', `/v3/orders/${orderId}/payment_actions/refunds`)).body.data,
    ).toEqual([]);
  });

  it('refunds the merchant-calculated amount instead of the items, up to what is left', async () => {
    const orderId = await checkoutOrder(store, mugs(2));
    const [line] = (await store.api('GET', `/v2/orders/${orderId}/products`)).body;
    const items = [{ item_type: 'PRODUCT', item_id: line.id, quantity: 1 }];
    const res = await store.api('POST', `/v3/orders/${orderId}/payment_actions/refunds`, {
      body: {
        items,
        payments: [{ provider_id: 'custom', amount: 1.5, offline: true }],
        merchant_calculated_override: { total_amount: 1.5, total_tax: 0.1 },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      order_id: orderId,
      total_amount: 1.5,
      total_tax: 0.1,
      uses_merchant_override_values: true,
    });
    expect((await store.api('GET', `/v2/orders/${orderId}`)).body.refunded_amount).toBe('1.5000');

    const order = (await store.api('GET', `/v2/orders/${orderId}`)).body;
    const tooMuch = await store.api('POST', `/v3/orders/${orderId}/payment_actions/refunds`, {
      body: {
        items,
        merchant_calculated_override: { total_amount: Number(order.total_inc_tax), total_tax: 0 },
      },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors).toHaveProperty(['merchant_calculated_override.total_amount']);

    const listed = await store.api(
      'GET',
      `/v3/orders/payment_actions/refunds?order_id:in=${orderId}`,
    );
    expect(listed.body.data.map((r: { id: number }) => r.id)).toEqual([res.body.data.id]);
    expect(
      (await store.api('GET', `/v3/orders/payment_actions/refunds/${res.body.data.id}`)).body.data
        .total_amount,
    ).toBe(1.5);
  });
});

describe('fee refunds', () => {
  it('refunds part of an order fee, up to what it cost', async () => {
    const order = await createApiOrder(store, {
      billing_address: billingAddress(),
      products: [{ name: 'Service', quantity: 1, price_ex_tax: 20, price_inc_tax: 20 }],
      fees: [{ display_name_customer: 'Rush', cost_ex_tax: 4, cost_inc_tax: 4 }],
    });
    const [fee] = (await store.api('GET', `/v2/orders/${order.id}/fees`)).body;
    const tooMuch = await store.api('POST', `/v3/orders/${order.id}/payment_actions/refunds`, {
      body: { items: [{ item_type: 'FEE', item_id: fee.id, amount: 5 }] },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors).toEqual({ 'items.0.amount': 'at most 4' });
    const refund = await store.api('POST', `/v3/orders/${order.id}/payment_actions/refunds`, {
      body: { items: [{ item_type: 'FEE', item_id: fee.id, amount: 1.5 }] },
    });
    expect(refund.status).toBe(201);
    expect(refund.body.data).toMatchObject({
      total_amount: 1.5,
      items: [{ item_type: 'FEE', item_id: fee.id, requested_amount: 1.5 }],
    });
    const other = await store.api('POST', `/v3/orders/${order.id}/payment_actions/refunds`, {
      body: { items: [{ item_type: 'FEE', item_id: 999999, amount: 1 }] },
    });
    expect(other.body.errors).toEqual({
      'items.0.item_id': 'not a fee of this order (see GET /v2/orders/{id}/fees)',
    });
  });
});

describe('order notification settings', () => {
  it('sends new-order notices and invoice copies to the store list, or a channel own list', async () => {
    const put = await store.api('PUT', '/v3/orders/settings', {
      body: {
        notifications: {
          order_placed: { email_addresses: ['Owner@Example.com'] },
          forward_invoice: { email_addresses: ['books@example.com'] },
        },
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.notifications.order_placed.email_addresses).toEqual(['owner@example.com']);
    expect(
      (await store.api('GET', '/v3/orders/settings/channels/1')).body.data.notifications
        .order_placed.email_addresses,
    ).toBeNull();

    const orderId = await checkoutOrder(store, mugs(1));
    expect(
      (await outbox(store, 'owner@example.com', 'merchant_order_placed'))[0]!.subject,
    ).toContain(`New order #${orderId}`);
    expect((await outbox(store, 'books@example.com', 'forwarded_invoice'))[0]!.subject).toContain(
      `#${orderId}`,
    );

    await store.api('PUT', '/v3/orders/settings/channels/1', {
      body: { notifications: { order_placed: { email_addresses: ['desk@example.com'] } } },
    });
    const second = await checkoutOrder(store, mugs(1));
    expect(
      (await outbox(store, 'desk@example.com', 'merchant_order_placed'))[0]!.subject,
    ).toContain(`#${second}`);
    expect(
      (await outbox(store, 'owner@example.com', 'merchant_order_placed'))[0]!.subject,
    ).toContain(`#${orderId}`);

    const bad = await store.api('PUT', '/v3/orders/settings', {
      body: { notifications: { order_placed: { email_addresses: ['not-an-address'] } } },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('must be an e-mail address');
    expect((await store.api('GET', '/v3/orders/settings/channels/999')).status).toBe(404);
  });
});
