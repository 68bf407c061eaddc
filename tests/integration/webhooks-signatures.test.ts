import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adjustInventory } from '@/emulator/catalog/inventory';
import { VirtualClock } from '@/emulator/core/clock';
import { createApiAccount } from '@/emulator/core/store';
import { callbackPayload } from '@/emulator/webhooks/callback-payload';
import { signatureHeaders } from '@/emulator/webhooks/callback-signature';
import { REFERENCE_DIR, skipWithoutReference } from '../support/reference-schema';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';
import { createHook, deliveryOf } from '../support/webhook-receiver';

/**
 * Standard Webhooks signatures on the local store service's callbacks (issue 27): a real
 * HTTP receiver keeps each callback's raw body, which is what the signature covers, and
 * checks it with the `standardwebhooks` package as a storefront would.
 */

interface RawCallback {
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
}

interface RawReceiver {
  received: RawCallback[];
  url(path?: string): string;
  /** Answers a callback with this status (200 unless a test says otherwise). */
  status: (callback: RawCallback) => number;
  close(): Promise<void>;
}

async function startRawReceiver(): Promise<RawReceiver> {
  const received: RawCallback[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const callback = {
        path: req.url ?? '/',
        headers: req.headers,
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(callback);
      res.writeHead(receiver.status(callback)).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const receiver: RawReceiver = {
    received,
    url: (path = '/webhooks') => `http://127.0.0.1:${port}${path}`,
    status: () => 200,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
  return receiver;
}

/** The headers a Standard Webhooks verifier reads, as strings. */
const signedHeaders = (callback: RawCallback) => ({
  'webhook-id': String(callback.headers['webhook-id']),
  'webhook-timestamp': String(callback.headers['webhook-timestamp']),
  'webhook-signature': String(callback.headers['webhook-signature']),
});

const verify = (secret: string, callback: RawCallback) =>
  new Webhook(secret, { format: 'raw' }).verify(callback.raw, signedHeaders(callback));

// The service clock starts at the real time, so the receiver's ±5 minute window (real time)
// accepts the first attempt and a retry 60 s later.
let clock: VirtualClock;
let store: TestStore;
let receiver: RawReceiver;
beforeEach(async () => {
  clock = new VirtualClock(Date.now());
  store = await startTestStore({ clock });
  receiver = await startRawReceiver();
});
afterEach(async () => {
  await store.close();
  await receiver.close();
});

/** Lets due callbacks go out and waits until they are answered. */
async function settle(ms = 0): Promise<void> {
  await clock.advance(ms);
  await deliveryOf(store).whenIdle();
}

describe('signed webhook callbacks (Standard Webhooks)', () => {
  it('carry webhook-id, webhook-timestamp and webhook-signature that verify with the client secret of the account that created the hook, next to the custom headers', async () => {
    await createHook(store, {
      scope: 'store/product/updated',
      destination: receiver.url('/products'),
      headers: { 'X-Webhook-Secret': 'shared-secret' },
    });
    const event = store.ctx.events.publish('store/product/updated', { type: 'product', id: 77 });
    await settle();

    expect(receiver.received).toHaveLength(1);
    const callback = receiver.received[0]!;
    expect(callback.path).toBe('/products');
    expect(callback.headers['content-type']).toBe('application/json');
    // The seed's mechanism stays as it was.
    expect(callback.headers['x-webhook-secret']).toBe('shared-secret');
    expect(callback.headers['webhook-id']).toBe(`msg_${store.storeHash}_${event.id}`);
    expect(callback.headers['webhook-timestamp']).toBe(String(Math.floor(clock.now() / 1000)));
    expect(callback.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);

    const secret = store.primaryAccount.clientSecret;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const payload = verify(secret, callback);
    expect(payload).toEqual(JSON.parse(callback.raw));
    expect(callbackPayload.parse(payload).data).toEqual({ type: 'product', id: 77 });

    const other = createApiAccount(store.ctx.db, clock, { name: 'Another app', scopes: [] });
    expect(other.clientSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(other.clientSecret).not.toBe(secret);
    expect(() => verify(other.clientSecret, callback)).toThrow(WebhookVerificationError);
    // The signature covers the body byte for byte, and the id and timestamp with it.
    expect(() => verify(secret, { ...callback, raw: callback.raw.replace('77', '78') })).toThrow(
      WebhookVerificationError,
    );
    expect(() =>
      new Webhook(secret, { format: 'raw' }).verify(callback.raw, {
        ...signedHeaders(callback),
        'webhook-id': `msg_${store.storeHash}_${event.id + 1}`,
      }),
    ).toThrow(WebhookVerificationError);
  });

  it("signs with the hook owner's secret: another account's hooks verify with that account's secret only", async () => {
    const app = createApiAccount(store.ctx.db, clock, {
      name: 'Order sync app',
      scopes: ['store_v2_information'],
    });
    const created = await store.api('POST', '/v3/hooks', {
      token: app.accessToken,
      headers: { 'x-auth-client': app.clientId },
      body: { scope: 'store/order/created', destination: receiver.url('/app'), is_active: true },
    });
    expect(created.status).toBe(200);
    store.ctx.events.publish('store/order/created', { type: 'order', id: 500 });
    await settle();

    const [callback] = receiver.received;
    expect(verify(app.clientSecret, callback!)).toMatchObject({ scope: 'store/order/created' });
    expect(() => verify(store.primaryAccount.clientSecret, callback!)).toThrow(
      WebhookVerificationError,
    );
  });

  it('a retry of the same event keeps its webhook-id with a fresh timestamp and signature; another event gets another id', async () => {
    await createHook(store, { scope: 'store/cart/created', destination: receiver.url() });
    receiver.status = () => (receiver.received.length === 1 ? 500 : 200);
    const cart = '8f7e4c3a-0b1d-4e2f-9a6b-5c4d3e2f1a0b';
    store.ctx.events.publish('store/cart/created', { type: 'cart', id: cart });
    await settle();
    expect(receiver.received).toHaveLength(1);
    await settle(60_000); // the first retry, 60 s after the failure
    expect(receiver.received).toHaveLength(2);

    const [first, retry] = receiver.received as [RawCallback, RawCallback];
    expect(retry.raw).toBe(first.raw);
    expect(retry.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(Number(retry.headers['webhook-timestamp'])).toBe(
      Number(first.headers['webhook-timestamp']) + 60,
    );
    expect(retry.headers['webhook-signature']).not.toBe(first.headers['webhook-signature']);
    const secret = store.primaryAccount.clientSecret;
    expect(verify(secret, retry)).toEqual(verify(secret, first));

    store.ctx.events.publish('store/cart/created', { type: 'cart', id: cart });
    await settle();
    const next = receiver.received[2]!;
    // Identical data (same hash), but another event: a receiver keyed by id handles both.
    expect(JSON.parse(next.raw).hash).toBe(JSON.parse(first.raw).hash);
    expect(next.headers['webhook-id']).not.toBe(first.headers['webhook-id']);
    expect(verify(secret, next)).toMatchObject({ data: { id: cart } });
  });

  it('every hook that gets one event gets the same webhook-id (the id names the event)', async () => {
    await createHook(store, { scope: 'store/order/*', destination: receiver.url('/all') });
    await createHook(store, { scope: 'store/order/created', destination: receiver.url('/new') });
    const event = store.ctx.events.publish('store/order/created', { type: 'order', id: 9 });
    await settle();
    expect(receiver.received.map((c) => c.path).sort()).toEqual(['/all', '/new']);
    for (const callback of receiver.received) {
      expect(callback.headers['webhook-id']).toBe(`msg_${store.storeHash}_${event.id}`);
      expect(verify(store.primaryAccount.clientSecret, callback)).toBeTruthy();
    }
  });

  it('a hook cannot set the signature headers itself', async () => {
    for (const name of ['webhook-id', 'Webhook-Timestamp', 'WEBHOOK-SIGNATURE']) {
      const res = await store.api('POST', '/v3/hooks', {
        headers: { 'x-auth-client': store.primaryAccount.clientId },
        body: {
          scope: 'store/order/created',
          destination: receiver.url(),
          is_active: true,
          headers: { [name]: 'forged' },
        },
      });
      expect(res.status, name).toBe(422);
      expect(JSON.stringify(res.body)).toContain('set by the store service');
    }
  });

  it('matches the Standard Webhooks test vector when given the bytes of a whsec_ secret', () => {
    const key = Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64');
    expect(
      signatureHeaders(key, {
        id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
        at: 1614265330 * 1000,
        body: '{"test": 2432232314}',
      }),
    ).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });
});

describe('inventory callbacks', () => {
  it("store/product/inventory/order/updated has the reference example's shape (store_id stays a number); the SKU's callback names the variant", async (context) => {
    const example = resolve(
      REFERENCE_DIR,
      'webhook-callbacks/data/store_product_inventory_order_updated.json',
    );
    skipWithoutReference(context, example);
    const reference = JSON.parse(readFileSync(example, 'utf8'));

    await createHook(store, {
      scope: 'store/product/inventory/order/updated',
      destination: receiver.url('/product'),
    });
    await createHook(store, {
      scope: 'store/sku/inventory/order/updated',
      destination: receiver.url('/sku'),
    });
    // A variant of a product that tracks stock by variant: the case that carried variant_id.
    const variant = (await store.api('GET', '/v3/catalog/variants?sku=AA-101-NAVY')).body.data[0];
    expect(variant).toBeDefined();
    adjustInventory(store.ctx, variant.id, -1); // what placing an order does
    await settle();

    const product = receiver.received.find((c) => c.path === '/product')!;
    const body = verify(store.primaryAccount.clientSecret, product) as Record<string, any>;
    expect(Object.keys(body).sort()).toEqual(Object.keys(reference).sort());
    expect(Object.keys(body.data).sort()).toEqual(Object.keys(reference.data).sort());
    expect(Object.keys(body.data.inventory).sort()).toEqual(
      Object.keys(reference.data.inventory).sort(),
    );
    expect(body.store_id).toBe(store.ctx.store.id);
    expect(body.data).toEqual({
      type: 'product',
      id: variant.product_id,
      inventory: { product_id: variant.product_id, method: 'relative', value: -1 },
    });

    const sku = receiver.received.find((c) => c.path === '/sku')!;
    expect(JSON.parse(sku.raw).data).toEqual({
      type: 'sku',
      id: variant.id,
      inventory: {
        product_id: variant.product_id,
        method: 'relative',
        value: -1,
        variant_id: variant.id,
      },
    });
  });
});

describe('client secrets', () => {
  it('an account of a database made before client secrets gets one at the next start, kept from then on', async () => {
    const db = tempDbPath();
    const first = await startTestStore({ db });
    const { clientId } = first.primaryAccount;
    await first.close();
    const old = new Database(db);
    old.exec('ALTER TABLE api_accounts DROP COLUMN client_secret');
    old.close();

    const second = await startTestStore({ db });
    const secret = second.primaryAccount.clientSecret;
    expect(second.primaryAccount.clientId).toBe(clientId);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await second.close();
    const third = await startTestStore({ db });
    expect(third.primaryAccount.clientSecret).toBe(secret);
    await third.close();
  });
});
