import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingAddress,
  checkoutOrder,
  createApiOrder,
  eventsSince,
  inStockVariant,
  lastEventId,
} from '../support/orders';
import { startTestStore, type TestStore } from '../support/store-service';

/** v3 around orders: transactions (E13), refunds and metafields. */

let store: TestStore;
let mugVariantId: number;
beforeAll(async () => {
  store = await startTestStore();
  mugVariantId = (await inStockVariant(store, 1, 10)).id;
});
afterAll(() => store.close());

const mugs = (quantity: number) => [{ productId: 1, variantId: mugVariantId, quantity }];

describe('GET /v3/orders/{id}/transactions', () => {
  it('answers the card purchase, an empty list for the test gateway, 404 for an unknown order', async () => {
    const card = await checkoutOrder(store, mugs(1));
    const gateway = await checkoutOrder(store, mugs(1), {
      payment_method: 'test_gateway',
      card_number: '',
    });
    const cardTx = await store.api('GET', `/v3/orders/${card}/transactions`);
    expect(cardTx.body.data).toHaveLength(1);
    expect(cardTx.body.data[0].gateway_transaction_id).toMatch(/^tx_/);
    const none = await store.api('GET', `/v3/orders/${gateway}/transactions`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({
      data: [],
      meta: { pagination: expect.objectContaining({ total: 0, count: 0 }) },
    });
    const unknown = await store.api('GET', '/v3/orders/999999/transactions');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 404, title: 'Order 999999 was not found.' });
  });

  it('is open to the Order Transactions or the Orders scopes, read-only or modify', async () => {
    const order = await checkoutOrder(store, mugs(1));
    for (const scope of [
      'store_v2_transactions_read_only',
      'store_v2_transactions',
      'store_v2_orders_read_only',
      'store_v2_orders',
    ]) {
      const account = store.createApiAccount(scope, [scope]);
      expect(
        (await store.api('GET', `/v3/orders/${order}/transactions`, { token: account.accessToken }))
          .status,
        scope,
      ).toBe(200);
    }
    const other = store.createApiAccount('Carts only', ['store_cart']);
    const denied = await store.api('GET', `/v3/orders/${order}/transactions`, {
      token: other.accessToken,
    });
    expect(denied.status).toBe(403);
    expect(denied.body.title).toContain('store_v2_transactions_read_only');
    expect(denied.body.title).toContain('store_v2_orders_read_only');
  });
});

describe('refunds', () => {
  it('refunds part of a card order: 201, line and order totals, Partially Refunded, events, a refund transaction', async () => {
    const orderId = await checkoutOrder(store, mugs(3));
    const line = (await store.api('GET', `/v2/orders/${orderId}/products`)).body[0];
    const firstEvent = lastEventId(store);
    const res = await store.api('POST', `/v3/orders/${orderId}/payment_actions/refunds`, {
      body: { items: [{ item_type: 'PRODUCT', item_id: line.id, quantity: 1, reason: 'Chipped' }] },
    });
    expect(res.status).toBe(201);
    const unit = Number(line.price_inc_tax);
    expect(res.body.data).toMatchObject({
      order_id: orderId,
      total_amount: unit,
      items: [
        {
          item_type: 'PRODUCT',
          item_id: line.id,
          quantity: 1,
          reason: 'Chipped',
          requested_amount: null,
        },
      ],
      payments: [
        expect.objectContaining({
          provider_id: 'custom',
          amount: unit,
          offline: false,
          is_declined: false,
        }),
      ],
    });
    const refundId = res.body.data.id;

    const order = (await store.api('GET', `/v2/orders/${orderId}`)).body;
    expect(order).toMatchObject({
      status_id: 14,
      status: 'Partially Refunded',
      refunded_amount: unit.toFixed(4),
      payment_status: 'partially refunded',
    });
    const after = (await store.api('GET', `/v2/orders/${orderId}/products/${line.id}`)).body;
    expect(after).toMatchObject({
      quantity_refunded: 1,
      refund_amount: unit.toFixed(4),
      is_refunded: false,
    });

    const events = eventsSince(store, firstEvent);
    expect(events.map((e) => e.scope)).toEqual([
      'store/order/refund/created',
      'store/order/transaction/created',
      'store/order/statusUpdated',
      'store/order/updated',
    ]);
    expect(events[0]!.data).toEqual({
      type: 'order',
      id: orderId,
      refund: { refund_id: refundId },
    });
    expect(events[2]!.data).toEqual({
      type: 'order',
      id: orderId,
      status: { previous_status_id: 11, new_status_id: 14 },
    });

    const transactions = (await store.api('GET', `/v3/orders/${orderId}/transactions`)).body.data;
    expect(transactions.map((t: { event: string }) => t.event)).toEqual(['purchase', 'refund']);
    expect(transactions[1].amount).toBe(unit);
    expect(events[1]!.data).toEqual({
      type: 'order',
      id: orderId,
      order_id: String(orderId),
      transaction_id: String(transactions[1].id),
      transaction_type: 'refund',
      transaction_status: 'ok',
    });

    const listed = await store.api('GET', `/v3/orders/${orderId}/payment_actions/refunds`);
    expect(listed.body.data.map((r: { id: number }) => r.id)).toEqual([refundId]);
  });

  it('refunds the rest (products and shipping) to Refunded, then refuses more', async () => {
    const orderId = await checkoutOrder(store, mugs(2));
    const order = (await store.api('GET', `/v2/orders/${orderId}`)).body;
    const line = (await store.api('GET', `/v2/orders/${orderId}/products`)).body[0];
    const firstEvent = lastEventId(store);
    const res = await store.api('POST', `/v3/orders/${orderId}/payment_actions/refunds`, {
      body: {
        items: [
          { item_type: 'PRODUCT', item_id: line.id, quantity: 2 },
          { item_type: 'SHIPPING', item_id: orderId, amount: Number(order.base_shipping_cost) },
        ],
        payments: [{ provider_id: 'custom', amount: Number(order.total_inc_tax), offline: false }],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.total_amount).toBe(Number(order.total_inc_tax));
    const refunded = (await store.api('GET', `/v2/orders/${orderId}`)).body;
    expect(refunded).toMatchObject({ status_id: 4, refunded_amount: order.total_inc_tax });
    expect(
      eventsSince(store, firstEvent).find((e) => e.scope === 'store/order/statusUpdated')?.data
        .status,
    ).toEqual({ previous_status_id: 11, new_status_id: 4 });

    const more = await store.api('POST', `/v3/orders/${orderId}/payment_actions/refunds`, {
      body: { items: [{ item_type: 'ORDER', item_id: orderId, amount: 1 }] },
    });
    expect(more.status).toBe(422);
    expect(more.body.title).toContain('Only $0.00');
  });

  it('validates: unknown line, too many units, wrong item ids, unsupported types, payments that do not add up', async () => {
    const orderId = await checkoutOrder(store, mugs(1), {
      payment_method: 'test_gateway',
      card_number: '',
    });
    const line = (await store.api('GET', `/v2/orders/${orderId}/products`)).body[0];
    const cases: Array<[unknown, string]> = [
      [{ items: [] }, 'items'],
      [{ items: [{ item_type: 'PRODUCT', item_id: 999999, quantity: 1 }] }, 'items.0.item_id'],
      [{ items: [{ item_type: 'PRODUCT', item_id: line.id, quantity: 2 }] }, 'items.0.quantity'],
      [{ items: [{ item_type: 'ORDER', item_id: orderId + 1, amount: 1 }] }, 'items.0.item_id'],
      [{ items: [{ item_type: 'SHIPPING', item_id: orderId, amount: 500 }] }, 'items.0.amount'],
      [{ items: [{ item_type: 'HANDLING', item_id: orderId, amount: 1 }] }, 'items.0.item_type'],
      [{ items: [{ item_type: 'ORDER', item_id: orderId, amount: 1.005 }] }, 'items.0.amount'],
      [
        {
          items: [{ item_type: 'ORDER', item_id: orderId, amount: 1 }],
          payments: [{ provider_id: 'testgateway', amount: 2 }],
        },
        'payments',
      ],
      [
        {
          items: [{ item_type: 'ORDER', item_id: orderId, amount: 1 }],
          payments: [{ provider_id: 'storecredit', amount: 1 }],
        },
        'payments',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await store.api('POST', `/v3/orders/${orderId}/payment_actions/refunds`, {
        body,
      });
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors), field).toContain(field);
    }
    const ok = await store.api('POST', `/v3/orders/${orderId}/payment_actions/refunds`, {
      body: { items: [{ item_type: 'ORDER', item_id: orderId, amount: 1 }] },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.payments[0]).toMatchObject({ provider_id: 'testgateway', amount: 1 });
    expect((await store.api('GET', `/v3/orders/${orderId}/transactions`)).body.data).toEqual([]);
    expect(
      (
        await store.api('POST', '/v3/orders/999999/payment_actions/refunds', {
          body: { items: [] },
        })
      ).status,
    ).toBe(404);
  });

  it('needs a modify scope of Orders or Order Transactions', async () => {
    const orderId = await checkoutOrder(store, mugs(1));
    const body = { items: [{ item_type: 'ORDER', item_id: orderId, amount: 1 }] };
    const reader = store.createApiAccount('Orders reader', ['store_v2_orders_read_only']);
    expect(
      (
        await store.api('POST', `/v3/orders/${orderId}/payment_actions/refunds`, {
          token: reader.accessToken,
          body,
        })
      ).status,
    ).toBe(403);
    const payments = store.createApiAccount('Transactions', ['store_v2_transactions']);
    expect(
      (
        await store.api('POST', `/v3/orders/${orderId}/payment_actions/refunds`, {
          token: payments.accessToken,
          body,
        })
      ).status,
    ).toBe(201);
  });
});

describe('/v3/orders/{id}/metafields', () => {
  let orderId: number;
  beforeAll(async () => {
    orderId = (
      await createApiOrder(store, {
        products: [{ product_id: 1, variant_id: mugVariantId, quantity: 1 }],
        billing_address: billingAddress(),
      })
    ).id;
  });
  const path = (suffix = '') => `/v3/orders/${orderId}/metafields${suffix}`;

  it('creates, reads, lists, updates and deletes, with an event each time', async () => {
    const firstEvent = lastEventId(store);
    const created = await store.api('POST', path(), {
      body: {
        namespace: 'fulfilment',
        key: 'warehouse',
        value: 'Austin-2',
        permission_set: 'read_and_sf_access',
        description: 'Ships from',
      },
    });
    expect(created.status).toBe(200);
    const field = created.body.data;
    expect(field).toMatchObject({
      namespace: 'fulfilment',
      key: 'warehouse',
      value: 'Austin-2',
      permission_set: 'read_and_sf_access',
      resource_type: 'order',
      resource_id: orderId,
      description: 'Ships from',
      owner_client_id: store.primaryAccount.clientId,
    });
    expect(field.date_created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);

    expect((await store.api('GET', path(`/${field.id}`))).body.data.value).toBe('Austin-2');
    await store.api('POST', path(), {
      body: { namespace: 'fulfilment', key: 'picker', value: 'Sam', permission_set: 'app_only' },
    });
    const listed = await store.api('GET', path('?namespace=fulfilment&limit=1'));
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.meta.pagination).toMatchObject({ total: 2, per_page: 1, total_pages: 2 });
    expect(
      (await store.api('GET', path('?key:in=picker'))).body.data.map((m: { key: string }) => m.key),
    ).toEqual(['picker']);

    const updated = await store.api('PUT', path(`/${field.id}`), { body: { value: 'Austin-3' } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ value: 'Austin-3', key: 'warehouse' });

    expect((await store.api('DELETE', path(`/${field.id}`))).status).toBe(204);
    expect((await store.api('GET', path(`/${field.id}`))).status).toBe(404);

    const events = eventsSince(store, firstEvent).filter((e) =>
      e.scope.startsWith('store/order/metafield/'),
    );
    expect(events.map((e) => e.scope)).toEqual([
      'store/order/metafield/created',
      'store/order/metafield/created',
      'store/order/metafield/updated',
      'store/order/metafield/deleted',
    ]);
    expect(events[0]!.data).toEqual({
      type: 'order',
      id: orderId,
      metafield_id: field.id,
      resource_id: String(orderId),
      namespace: 'fulfilment',
    });
  });

  it('answers a second field with the same namespace and key with 409', async () => {
    const body = { namespace: 'erp', key: 'ref', value: 'A-1', permission_set: 'write' };
    expect((await store.api('POST', path(), { body })).status).toBe(200);
    const again = await store.api('POST', path(), { body });
    expect(again.status).toBe(409);
    expect(again.body.title).toContain('namespace "erp" and key "ref"');
  });

  it('validates the body with 422 and answers 404 for unknown orders and fields', async () => {
    const bad = await store.api('POST', path(), {
      body: { namespace: '', key: 'x'.repeat(65), value: '', permission_set: 'public' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'key',
      'namespace',
      'permission_set',
      'value',
    ]);
    expect((await store.api('GET', '/v3/orders/999999/metafields')).status).toBe(404);
    expect((await store.api('PUT', path('/999999'), { body: { value: 'x' } })).status).toBe(404);
  });

  it("hides another app's app_only fields and keeps its read-only ones read-only", async () => {
    await store.api('POST', path(), {
      body: { namespace: 'private', key: 'secret', value: 's', permission_set: 'app_only' },
    });
    const shared = (
      await store.api('POST', path(), {
        body: { namespace: 'shared', key: 'note', value: 'n', permission_set: 'read' },
      })
    ).body.data;
    const otherApp = store.createApiAccount('Other app', ['store_v2_orders']);
    const seen = await store.api('GET', path(), { token: otherApp.accessToken });
    const keys = seen.body.data.map((m: { key: string }) => m.key);
    expect(keys).toContain('note');
    expect(keys).not.toContain('secret');
    const write = await store.api('PUT', path(`/${shared.id}`), {
      token: otherApp.accessToken,
      body: { value: 'changed' },
    });
    expect(write.status).toBe(403);
    const reader = store.createApiAccount('Reader', ['store_v2_orders_read_only']);
    expect((await store.api('GET', path(), { token: reader.accessToken })).status).toBe(200);
    expect(
      (
        await store.api('POST', path(), {
          token: reader.accessToken,
          body: { namespace: 'a', key: 'b', value: 'c', permission_set: 'read' },
        })
      ).status,
    ).toBe(403);
  });
});
