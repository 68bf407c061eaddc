import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { callbackPayload } from '@/emulator/webhooks/callback-payload';
import { freePort } from '../../scripts/lib/free-port';
import { startTestStore, type TestStore } from '../support/store-service';
import {
  createHook,
  deliveryOf,
  type Receiver,
  selfSignedCertificate,
  startReceiver,
} from '../support/webhook-receiver';

let store: TestStore;
let receiver: Receiver;
beforeEach(async () => {
  store = await startTestStore();
  receiver = await startReceiver();
});
afterEach(async () => {
  await store.close();
  await receiver.close();
});

const deliveries = async (query = '') => {
  const res = await fetch(`${store.origin}/local/webhook-deliveries${query}`);
  return { status: res.status, body: await res.json() };
};

describe('webhook callbacks', () => {
  it('POSTs the callback body with the hash of the JSON-encoded data, JSON content type and the custom headers', async () => {
    const hook = await createHook(store, {
      scope: 'store/order/statusUpdated',
      destination: receiver.url('/orders'),
      headers: { 'X-Webhook-Secret': 'shared-secret', Authorization: 'Basic dXNlcjpwdw==' },
    });
    const data = { type: 'order', id: 250, status: { previous_status_id: 0, new_status_id: 11 } };
    const event = store.ctx.events.publish('store/order/statusUpdated', data);

    const [callback] = await receiver.waitFor(1);
    expect(callback!.path).toBe('/orders');
    expect(callback!.headers['content-type']).toBe('application/json');
    expect(callback!.headers['x-webhook-secret']).toBe('shared-secret');
    expect(callback!.headers.authorization).toBe('Basic dXNlcjpwdw==');
    const body = callbackPayload.parse(callback!.body);
    expect(body).toEqual({
      scope: 'store/order/statusUpdated',
      store_id: store.ctx.store.id,
      data,
      hash: createHash('sha1').update(JSON.stringify(data)).digest('hex'),
      created_at: event.createdAt,
      producer: `stores/${store.storeHash}`,
    });

    await deliveryOf(store).whenIdle();
    const listed = await deliveries(`?hook_id=${hook.id}`);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        hook_id: hook.id,
        event_id: event.id,
        scope: 'store/order/statusUpdated',
        hash: body.hash,
        destination: receiver.url('/orders'),
        state: 'acknowledged',
        attempt: 1,
        last_status: 200,
        last_error: null,
        next_attempt_at: null,
        history: [expect.objectContaining({ attempt: 1, sent: true, status: 200, error: null })],
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain('shared-secret');
  });

  it('delivers to a new hook within a second of the event', async () => {
    await createHook(store, { scope: 'store/cart/created', destination: receiver.url() });
    const publishedAt = Date.now();
    store.ctx.events.publish('store/cart/created', {
      type: 'cart',
      id: '09346904-4175-44fd-be53-f7e598531b6c',
    });
    await receiver.waitFor(1, 1000);
    expect(Date.now() - publishedAt).toBeLessThan(1000);
  });

  it('matches wildcards: a family covers its sub-families, and only active hooks created before the event get it', async () => {
    store.ctx.events.publish('store/cart/lineItem/created', {
      type: 'cart_line_item',
      id: 'before',
      cartId: 'c1',
    });
    await deliveryOf(store).whenIdle();
    for (const scope of [
      'store/*',
      'store/cart/*',
      'store/cart/lineItem/*',
      'store/cart/lineItem/created',
      'store/cart/created',
      'store/order/*',
    ]) {
      await createHook(store, {
        scope,
        destination: receiver.url(`/${scope.replaceAll('/', '_')}`),
      });
    }
    await createHook(store, {
      scope: 'store/cart/*',
      destination: receiver.url('/inactive'),
      is_active: false,
    });

    store.ctx.events.publish('store/cart/lineItem/created', {
      type: 'cart_line_item',
      id: 'li-1',
      cartId: 'c1',
    });
    await deliveryOf(store).whenIdle();
    expect(receiver.received.map((c) => c.path).sort()).toEqual(
      [
        '/store_*',
        '/store_cart_*',
        '/store_cart_lineItem_*',
        '/store_cart_lineItem_created',
      ].sort(),
    );
    expect(receiver.received.every((c) => c.body.data.id === 'li-1')).toBe(true);
  });

  it('filters the inspection list by hook, scope and state, and rejects a bad filter', async () => {
    const okHook = await createHook(store, {
      scope: 'store/product/*',
      destination: receiver.url('/ok'),
    });
    receiver.respond = (c) => (c.path === '/fail' ? 500 : 200);
    const failHook = await createHook(store, {
      scope: 'store/product/deleted',
      destination: receiver.url('/fail'),
    });
    store.ctx.events.publish('store/product/updated', { type: 'product', id: 1 });
    store.ctx.events.publish('store/product/deleted', { type: 'product', id: 2 });
    await deliveryOf(store).whenIdle();

    expect((await deliveries(`?hook_id=${okHook.id}`)).body.data).toHaveLength(2);
    expect((await deliveries('?scope=store/product/deleted')).body.data).toHaveLength(2);
    const retrying = (await deliveries('?state=retrying')).body.data;
    expect(retrying).toEqual([
      expect.objectContaining({
        hook_id: failHook.id,
        state: 'retrying',
        last_status: 500,
        last_error: 'answered HTTP 500',
        attempt: 1,
      }),
    ]);
    expect(
      Date.parse(retrying[0].next_attempt_at) - Date.parse(retrying[0].history[0].finished_at),
    ).toBe(60_000);
    expect((await deliveries('?limit=1')).body.data).toHaveLength(1);
    expect((await deliveries('?state=lost')).status).toBe(422);
  });

  it('drops the queued callbacks of a hook deactivated with PUT, and resumes with new events after reactivation', async () => {
    receiver.respond = () => 503;
    const hook = await createHook(store, {
      scope: 'store/order/created',
      destination: receiver.url(),
    });
    store.ctx.events.publish('store/order/created', { type: 'order', id: 1 });
    await deliveryOf(store).whenIdle();
    expect((await deliveries(`?hook_id=${hook.id}`)).body.data[0].state).toBe('retrying');

    await store.api('PUT', `/v3/hooks/${hook.id}`, { body: { is_active: false } });
    const [dropped] = (await deliveries(`?hook_id=${hook.id}`)).body.data;
    expect(dropped).toMatchObject({
      state: 'dropped',
      dropped_reason: expect.stringMatching(/deactivated/),
      next_attempt_at: null,
    });

    store.ctx.events.publish('store/order/created', { type: 'order', id: 2 });
    await deliveryOf(store).whenIdle();
    expect(receiver.received).toHaveLength(1);

    receiver.respond = () => 200;
    await store.api('PUT', `/v3/hooks/${hook.id}`, { body: { is_active: true } });
    store.ctx.events.publish('store/order/created', { type: 'order', id: 3 });
    await deliveryOf(store).whenIdle();
    expect(receiver.received.map((c) => c.body.data.id)).toEqual([1, 3]);
  });
});

describe('failed callbacks', () => {
  const failureOf = async (service: TestStore, hookId: number) => {
    await deliveryOf(service).whenIdle();
    const res = await fetch(`${service.origin}/local/webhook-deliveries?hook_id=${hookId}`);
    const [delivery] = (await res.json()).data;
    return delivery;
  };

  it('counts answers outside 2xx, redirects included, as failures', async () => {
    receiver.respond = (c) => (c.path === '/moved' ? 302 : 404);
    const moved = await createHook(store, {
      scope: 'store/sku/created',
      destination: receiver.url('/moved'),
    });
    const missing = await createHook(store, {
      scope: 'store/sku/created',
      destination: receiver.url('/missing'),
    });
    store.ctx.events.publish('store/sku/created', { type: 'sku', id: 9 });
    expect(await failureOf(store, moved.id)).toMatchObject({ state: 'retrying', last_status: 302 });
    expect(await failureOf(store, missing.id)).toMatchObject({
      state: 'retrying',
      last_status: 404,
    });
  });

  it('counts a refused connection as a failure', async () => {
    const hook = await createHook(store, {
      scope: 'store/sku/updated',
      destination: `http://127.0.0.1:${await freePort()}/nobody`,
    });
    store.ctx.events.publish('store/sku/updated', { type: 'sku', id: 9 });
    const delivery = await failureOf(store, hook.id);
    expect(delivery).toMatchObject({ state: 'retrying', last_status: null });
    expect(delivery.last_error).toMatch(/connection failed.*ECONNREFUSED/);
  });

  it('counts no answer within the configured time-out as a failure', async () => {
    const clock = new VirtualClock();
    const quick = await startTestStore({ clock, config: { webhooks: { timeoutMs: 200 } } });
    try {
      receiver.respond = () => 'hang';
      const hook = await createHook(quick, {
        scope: 'store/channel/updated',
        destination: receiver.url(),
      });
      const startedAt = Date.now();
      quick.ctx.events.publish('store/channel/updated', { type: 'channel', id: 1 });
      const delivery = await failureOf(quick, hook.id);
      expect(Date.now() - startedAt).toBeLessThan(2000);
      expect(delivery).toMatchObject({
        state: 'retrying',
        last_status: null,
        last_error: 'no answer within 200 ms',
      });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await quick.close();
    }
  });

  it('fails an https destination whose certificate is self-signed', async (context) => {
    const tls = selfSignedCertificate();
    if (!tls) return context.skip('no openssl command on this machine to make a certificate');
    const secure = await startReceiver({ tls });
    try {
      const hook = await createHook(store, {
        scope: 'store/shipment/created',
        destination: secure.url(),
      });
      store.ctx.events.publish('store/shipment/created', { type: 'shipment', id: 3 });
      const delivery = await failureOf(store, hook.id);
      expect(delivery).toMatchObject({ state: 'retrying', last_status: null });
      expect(delivery.last_error).toMatch(/TLS handshake failed.*self-signed/i);
      expect(secure.received).toHaveLength(0);
    } finally {
      await secure.close();
    }
  });
});
