import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RecentCallbacks } from '@/lib/webhooks/dedupe';
import { WEBHOOK_SECRET_HEADER } from '@/lib/webhooks/header';
import {
  MAX_BODY_BYTES,
  receiveConfiguredWebhook,
  receiveWebhook,
  type ReceiverDeps,
} from '@/lib/webhooks/receiver';
import { TagWindow } from '@/lib/webhooks/tag-window';
import { parseConfig, storefrontConfigSchema } from '@/lib/store/config';
import { Webhook } from 'standardwebhooks';
import { signaturePolicyOf } from '@/lib/webhooks/signature';

const SECRET = 'a-shared-secret-of-some-length-123456';
const STORE = 'abc123';

function harness(overrides: Partial<ReceiverDeps> = {}) {
  const revalidated: string[] = [];
  const logs: string[] = [];
  const pending: Array<() => Promise<void>> = [];
  const deps: ReceiverDeps = {
    ...defaultDeps(),
    revalidate: (tags) => {
      revalidated.push(...tags);
    },
    later: (work) => pending.push(work),
    log: (line) => logs.push(line),
    ...overrides,
  };
  return {
    revalidated,
    logs,
    pending,
    async send(
      body: unknown,
      headers: Record<string, string> = { [WEBHOOK_SECRET_HEADER]: SECRET },
    ) {
      const response = await receiveWebhook(
        new Request('http://storefront.test/api/webhooks', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
        deps,
      );
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    async runLater() {
      for (const work of pending.splice(0)) await work();
    },
  };
}

/** A customer look-up that answers `customerId` and counts its calls. */
function lookupsOf(customerId: number | null) {
  const lookups = {
    count: 0,
    customerOfOrder: async () => {
      lookups.count += 1;
      return customerId;
    },
  };
  return lookups;
}

function callback(scope: string, data: Record<string, unknown>, createdAt = 1_700_000_000) {
  return {
    scope,
    store_id: '1000001',
    producer: `stores/${STORE}`,
    data,
    hash: createHash('sha1').update(JSON.stringify(data)).digest('hex'),
    created_at: createdAt,
  };
}

describe('webhook receiver', () => {
  it('answers 401 without the secret header or with a forged one, and never echoes a secret', async () => {
    const h = harness();
    const missing = await h.send(callback('store/cart/updated', { type: 'cart', id: 'x' }), {});
    const forged = await h.send(callback('store/cart/updated', { type: 'cart', id: 'x' }), {
      [WEBHOOK_SECRET_HEADER]: `${SECRET}x`,
    });
    for (const res of [missing, forged]) {
      expect(res.status).toBe(401);
      expect(JSON.stringify(res.body)).not.toContain(SECRET);
    }
    expect(h.revalidated).toEqual([]);
  });

  it('answers 413 for a body over the limit, declared or streamed', async () => {
    const h = harness();
    // Declared: refused on the content-length header alone, before the body is read.
    const declared = {
      [WEBHOOK_SECRET_HEADER]: SECRET,
      'content-length': String(MAX_BODY_BYTES + 1),
    };
    expect(
      (await h.send(callback('store/cart/updated', { type: 'cart', id: 'x' }), declared)).status,
    ).toBe(413);
    expect((await h.send('x'.repeat(MAX_BODY_BYTES + 1))).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++)
          controller.enqueue(new TextEncoder().encode('y'.repeat(10_000)));
        controller.close();
      },
    });
    const response = await receiveWebhook(
      new Request('http://storefront.test/api/webhooks', {
        method: 'POST',
        headers: { [WEBHOOK_SECRET_HEADER]: SECRET },
        body: stream,
        duplex: 'half',
      } as RequestInit),
      defaultDeps(),
    );
    expect(response.status).toBe(413);
  });

  it('answers 400 with the reason for a body that is not JSON or not a callback', async () => {
    const h = harness();
    const notJson = await h.send('{"scope": ');
    expect(notJson.status).toBe(400);
    expect(notJson.body.error).toMatch(/not JSON/);
    const wrongShape = await h.send({
      ...callback('store/order/created', { type: 'order', id: 1 }),
      hash: 'nope',
    });
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.body.error).toMatch(/hash/);
    const noData = await h.send({ scope: 'store/order/created' });
    expect(noData.status).toBe(400);
  });

  it('answers 400 naming the field for an id that cannot be a store id, before any cache call', async () => {
    const h = harness();
    const lone = '\ud800';
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['store/cart/updated', { type: 'cart', id: `c-${lone}` }, 'data.id'],
      ['store/cart/updated', { type: 'cart', id: 'c\u0000d' }, 'data.id'],
      ['store/cart/updated', { type: 'cart', id: 'c\nd' }, 'data.id'],
      ['store/cart/updated', { type: 'cart', id: 'x'.repeat(101) }, 'data.id'],
      ['store/cart/updated', { type: 'cart', id: 'a%2Fb' }, 'data.id'],
      [
        'store/cart/lineItem/created',
        { type: 'cart_line_item', id: 'li-1', cartId: `${lone}` },
        'data.cartId',
      ],
      [
        'store/cart/lineItem/updated',
        { type: 'cart_line_item', id: 'li-1', cartId: '\u202e' },
        'data.cartId',
      ],
      ['store/product/updated', { type: `product${lone}`, id: 1 }, 'data.type'],
    ];
    for (const [scope, data, field] of cases) {
      const res = await h.send(JSON.stringify(callback(scope, data)));
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(res.body.error).toContain(`${field}: must be`);
    }
    expect(h.revalidated).toEqual([]);
  });

  it('closes the connection after an answer given before reading the whole body', async () => {
    const h = harness();
    const callbackBody = JSON.stringify(callback('store/cart/updated', { type: 'cart', id: 'x' }));
    const early = [
      await receiveWebhook(
        new Request('http://storefront.test/api/webhooks', { method: 'POST', body: callbackBody }),
        defaultDeps(),
      ),
      await receiveWebhook(
        new Request('http://storefront.test/api/webhooks', {
          method: 'POST',
          headers: { [WEBHOOK_SECRET_HEADER]: SECRET },
          body: 'x'.repeat(MAX_BODY_BYTES + 1),
        }),
        defaultDeps(),
      ),
      await receiveWebhook(
        new Request('http://storefront.test/api/webhooks', { method: 'PUT', body: callbackBody }),
        defaultDeps(),
      ),
    ];
    expect(early.map((r) => [r.status, r.headers.get('connection')])).toEqual([
      [401, 'close'],
      [413, 'close'],
      [405, 'close'],
    ]);
    // A body read to its end leaves the connection to be reused.
    const read = await receiveWebhook(
      new Request('http://storefront.test/api/webhooks', {
        method: 'POST',
        headers: { [WEBHOOK_SECRET_HEADER]: SECRET },
        body: '{"scope":',
      }),
      defaultDeps(),
    );
    expect([read.status, read.headers.get('connection')]).toEqual([400, null]);
    expect(h.revalidated).toEqual([]);
  });

  it('answers 403 for another store', async () => {
    const h = harness();
    const res = await h.send({
      ...callback('store/order/created', { type: 'order', id: 1 }),
      producer: 'stores/someoneelse',
    });
    expect(res.status).toBe(403);
    expect(h.revalidated).toEqual([]);
  });

  it("revalidates a callback's tags in one call (one shared-cache write), before answering", async () => {
    const calls: Array<readonly string[]> = [];
    const h = harness({ revalidate: (tags) => void calls.push(tags) });
    const answer = await h.send(callback('store/product/updated', { type: 'product', id: 3 }));
    expect(answer.status).toBe(200);
    expect(calls).toEqual([['product:3', 'products']]);
  });

  it('maps each scope family to its tags', async () => {
    const cases: Array<[string, Record<string, unknown>, string[]]> = [
      ['store/cart/updated', { type: 'cart', id: 'c-1' }, ['cart:c-1']],
      ['store/cart/converted', { type: 'cart', id: 'c-2', orderId: 9 }, ['cart:c-2']],
      ['store/cart/abandoned', { type: 'cart', id: 'c-3', token: 't' }, ['cart:c-3']],
      [
        'store/cart/lineItem/created',
        { type: 'cart_line_item', id: 'li-1', cartId: 'c-4' },
        ['cart:c-4'],
      ],
      ['store/order/created', { type: 'order', id: 5 }, ['order:5']],
      [
        'store/order/statusUpdated',
        { type: 'order', id: 6, status: { previous_status_id: 11, new_status_id: 2 } },
        ['order:6'],
      ],
      ['store/order/metafield/created', { type: 'order', id: 8 }, ['order:8']],
      ['store/product/updated', { type: 'product', id: 3 }, ['product:3', 'products']],
      [
        'store/product/inventory/order/updated',
        { type: 'product', id: 4, inventory: { method: 'relative', value: -1 } },
        ['product:4'],
      ],
      ['store/product/inventory/updated', { type: 'product', id: 4 }, ['product:4']],
      ['store/product/created', { type: 'product', id: 12 }, ['product:12', 'products']],
      ['store/product/deleted', { type: 'product', id: 13 }, ['product:13', 'products']],
      [
        'store/sku/inventory/updated',
        { type: 'sku', id: 70, sku: { product_id: 14, variant_id: 70 } },
        ['product:14'],
      ],
      [
        'store/category/updated',
        { type: 'category', id: 2 },
        ['categories', 'products', 'category:2'],
      ],
    ];
    for (const [scope, data, tags] of cases) {
      const h = harness();
      const res = await h.send(callback(scope, data));
      expect(res.status, scope).toBe(200);
      expect(h.revalidated, scope).toEqual(tags);
    }
  });

  it("refreshes a new order's customer's order list after answering, looking the customer up", async () => {
    const lookups = lookupsOf(42);
    const h = harness({ customerOfOrder: lookups.customerOfOrder });
    const res = await h.send(callback('store/order/created', { type: 'order', id: 7 }));
    expect(res.status).toBe(200);
    expect(lookups.count).toBe(0); // the answer did not wait for the lookup
    await h.runLater();
    expect(h.revalidated).toEqual(['order:7', 'customer-orders:42']);

    // A change to an existing order needs no look-up: the lists that show it carry its tag.
    const updated = await h.send(callback('store/order/updated', { type: 'order', id: 7 }));
    expect(updated.status).toBe(200);
    await h.runLater();
    expect(lookups.count).toBe(1);
  });

  it("refreshes every order list when the new order's customer cannot be looked up, and logs why without a secret", async () => {
    const token = 'SECRET-api-token-3b9e';
    const h = harness({
      customerOfOrder: async () => {
        // What a fetch error can look like: node quotes a bad header value in its message.
        throw new TypeError(`Headers.set: "${token}" is an invalid header value.`);
      },
    });
    const res = await h.send(callback('store/order/created', { type: 'order', id: 8 }));
    expect(res).toMatchObject({
      status: 200,
      body: { status: 'accepted', revalidated: ['order:8'] },
    });
    await h.runLater();
    expect(h.revalidated).toEqual(['order:8', 'order-lists']);
    const log = h.logs.join('\n');
    expect(log).toMatch(
      /could not look up the customer of order 8 \(the request could not be sent \(TypeError\)\); refreshing every order list/,
    );
    expect(log).not.toContain(token);
  });

  it('acknowledges and logs an unknown but well-formed scope without revalidating', async () => {
    const h = harness();
    const res = await h.send(callback('store/shipment/created', { type: 'shipment', id: 1 }));
    expect(res).toMatchObject({ status: 200, body: { status: 'ignored' } });
    expect(h.revalidated).toEqual([]);
    expect(h.logs.join('\n')).toMatch(/store\/shipment\/created/);
  });

  it('revalidates a redelivered event (same scope, hash and created_at) once, and a later one again', async () => {
    const h = harness();
    const change = callback('store/cart/updated', { type: 'cart', id: 'c-1' });
    expect(await h.send(change)).toMatchObject({
      status: 200,
      body: { status: 'accepted', revalidated: ['cart:c-1'] },
    });
    expect(await h.send(change)).toMatchObject({
      status: 200,
      body: { status: 'duplicate', revalidated: [] },
    });
    expect(await h.send({ ...change, hash: 'f'.repeat(40) })).toMatchObject({
      body: { status: 'accepted' },
    });
    expect(await h.send({ ...change, created_at: change.created_at + 1 })).toMatchObject({
      body: { status: 'accepted' },
    });
    expect(h.revalidated).toEqual(['cart:c-1', 'cart:c-1', 'cart:c-1']);
  });

  it("looks a new order's customer up once for a redelivered store/order/created", async () => {
    const lookups = lookupsOf(42);
    const h = harness({ customerOfOrder: lookups.customerOfOrder });
    const created = callback('store/order/created', { type: 'order', id: 11 });
    expect((await h.send(created)).body).toEqual({ status: 'accepted', revalidated: ['order:11'] });
    expect((await h.send(created)).body).toEqual({ status: 'duplicate', revalidated: [] });
    expect((await h.send({ ...created, created_at: created.created_at + 60 })).body.status).toBe(
      'accepted',
    );
    await h.runLater();
    expect(lookups.count).toBe(2);
    expect(h.revalidated).toEqual([
      'order:11',
      'order:11',
      'customer-orders:42',
      'customer-orders:42',
    ]);
  });

  it('answers 503 when revalidating fails, so the store retries, and processes the retry', async () => {
    let failing = true;
    const revalidated: string[] = [];
    const h = harness({
      revalidate: (tags) => {
        if (failing) throw new Error('cache handler unavailable');
        revalidated.push(...tags);
      },
    });
    const event = callback('store/product/updated', { type: 'product', id: 21 });
    const first = await h.send(event);
    expect(first.status).toBe(503);
    expect(String(first.body.error)).toMatch(/again later/);
    expect(h.logs.join('\n')).toMatch(/revalidating failed \(cache handler unavailable\)/);
    failing = false;
    const retry = await h.send(event);
    expect(retry).toMatchObject({ status: 200, body: { status: 'accepted' } });
    expect(revalidated).toEqual(['product:21', 'products']);
  });

  it('answers 503 when the storefront is not configured, naming no setting value', async () => {
    const logs: string[] = [];
    const response = await receiveConfiguredWebhook(
      new Request('http://storefront.test/api/webhooks', { method: 'POST', body: '{}' }),
      () => {
        const config = parseConfig(storefrontConfigSchema, {
          WEBHOOK_SECRET: 'short-secret',
          SESSION_SECRET: 'x',
        });
        return { ...defaultDeps(), secret: config.WEBHOOK_SECRET };
      },
      (line) => logs.push(line),
    );
    expect(response.status).toBe(503);
    const body = JSON.stringify(await response.json());
    expect(body).toMatch(/not configured/);
    expect(body).not.toContain('short-secret');
    expect(body).not.toMatch(/WEBHOOK_SECRET|SESSION_SECRET/);
    expect(logs.join('\n')).toMatch(/WEBHOOK_SECRET must be at least 16 characters/);
    expect(logs.join('\n')).not.toContain('short-secret');
  });

  it('passes a configured request on to the receiver, and a bug in building it is not hidden as 503', async () => {
    const response = await receiveConfiguredWebhook(
      new Request('http://storefront.test/api/webhooks', {
        method: 'POST',
        headers: { [WEBHOOK_SECRET_HEADER]: SECRET },
        body: JSON.stringify(callback('store/cart/updated', { type: 'cart', id: 'c' })),
      }),
      defaultDeps,
      () => undefined,
    );
    expect(response.status).toBe(200);
    await expect(
      receiveConfiguredWebhook(
        new Request('http://storefront.test/api/webhooks', { method: 'POST' }),
        () => {
          throw new TypeError('bug');
        },
        () => undefined,
      ),
    ).rejects.toThrow('bug');
  });

  it('never answers 5xx or throws for thousands of random and mutated bodies', async () => {
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const values: unknown[] = [
      null,
      true,
      0,
      -1,
      1.5,
      2 ** 53,
      '',
      'x',
      '\u0000',
      '😀',
      [],
      {},
      [1, 'a'],
      { a: { b: [] } },
      'store/order/*',
    ];
    const base = callback('store/order/updated', { type: 'order', id: 3 });
    const mutate = (): unknown => {
      const kind = random();
      if (kind < 0.2) return pick(values);
      const copy: Record<string, unknown> = JSON.parse(JSON.stringify(base));
      const keys = [...Object.keys(copy), 'extra'];
      for (let i = 0; i < 1 + Math.floor(random() * 3); i++) {
        const key = pick(keys);
        if (random() < 0.3) delete copy[key];
        else
          copy[key] =
            random() < 0.5
              ? pick(values)
              : { type: pick(values), id: pick(values), cartId: pick(values) };
      }
      return copy;
    };
    const h = harness();
    const statuses = new Set<number>();
    for (let i = 0; i < 3000; i++) {
      const body =
        random() < 0.15
          ? Array.from({ length: Math.floor(random() * 80) }, () =>
              String.fromCharCode(Math.floor(random() * 0x2fff)),
            ).join('')
          : JSON.stringify(mutate());
      const res = await h.send(body);
      statuses.add(res.status);
      expect(res.status, body).toBeLessThan(500);
    }
    await h.runLater();
    expect([...statuses].every((s) => [200, 400, 403].includes(s))).toBe(true);
  });
});

describe('webhook receiver in front of an edge', () => {
  it('purges the edge after revalidating, and answers 200 with a purge left to retry', async () => {
    const order: string[] = [];
    let outcome: 'purged' | 'retrying' = 'purged';
    const h = harness({
      revalidate: (tags) => void order.push(...tags.map((tag) => `revalidate ${tag}`)),
      purgeEdge: async (tags) => {
        order.push(`purge ${tags.join(' ')}`);
        return outcome;
      },
    });
    const changed = callback('store/product/inventory/updated', { type: 'product', id: 5 });
    const first = await h.send(changed);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 'accepted', revalidated: ['product:5'], edge: 'purged' });
    expect(order).toEqual(['revalidate product:5', 'purge product:5']);
    outcome = 'retrying';
    const second = await h.send({ ...changed, created_at: changed.created_at + 1 });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ edge: 'retrying' });
  });
});

describe('webhook receiver in a burst', () => {
  it('revalidates a tag of the window once at once, and the rest in one trailing run, purged in step', async () => {
    const order: string[] = [];
    const slept: number[] = [];
    const h = harness({
      window: new TagWindow(1000),
      sleep: async (ms) => void slept.push(ms),
      revalidate: (tags) => void order.push(`revalidate ${tags.join(' ')}`),
      purgeEdge: async (tags) => {
        order.push(`purge ${tags.join(' ')}`);
        return 'purged';
      },
    });
    const first = await h.send(callback('store/product/updated', { type: 'product', id: 1 }));
    const second = await h.send(callback('store/product/updated', { type: 'product', id: 2 }));
    const third = await h.send(callback('store/product/updated', { type: 'product', id: 3 }));

    expect(first.body).toEqual({
      status: 'accepted',
      revalidated: ['product:1', 'products'],
      edge: 'purged',
    });
    expect(second.body).toEqual({
      status: 'accepted',
      revalidated: ['product:2'],
      coalesced: ['products'],
      edge: 'purged',
    });
    expect(third.body).toMatchObject({ revalidated: ['product:3'], coalesced: ['products'] });
    // One trailing run for the window, after the answers, waiting the window out.
    expect(h.pending).toHaveLength(1);
    await h.runLater();
    expect(slept).toEqual([1000]);
    expect(order).toEqual([
      'revalidate product:1 products',
      'purge product:1 products',
      'revalidate product:2',
      'purge product:2',
      'revalidate product:3',
      'purge product:3',
      'revalidate products',
      'purge products',
    ]);
  });

  it('puts the trailing run back when it fails, and the next callback runs it again', async () => {
    let failing = false;
    const revalidated: string[] = [];
    const h = harness({
      window: new TagWindow(1000),
      sleep: async () => undefined,
      revalidate: (tags) => {
        if (failing) throw new Error('the shared cache is down');
        revalidated.push(...tags);
      },
    });
    await h.send(callback('store/product/updated', { type: 'product', id: 1 }));
    await h.send(callback('store/product/updated', { type: 'product', id: 2 }));
    failing = true;
    await h.runLater();
    expect(h.logs.at(-1)).toMatch(
      /revalidating 1 coalesced tags failed .*the next callback retries them/,
    );
    failing = false;
    await h.send(callback('store/product/updated', { type: 'product', id: 3 }));
    await h.runLater();
    expect(revalidated.filter((tag) => tag === 'products')).toHaveLength(2);
  });
});

function defaultDeps(): ReceiverDeps {
  return {
    secret: SECRET,
    signatures: { secret: null, required: false },
    storeHash: STORE,
    revalidate: () => undefined,
    later: () => undefined,
    customerOfOrder: async () => null,
    recent: new RecentCallbacks(),
    purgeEdge: async () => 'no edge',
    // No window: these tests send one change after another and look at each one's tags.
    window: new TagWindow(0),
    log: () => undefined,
  };
}

describe('signed callbacks (Standard Webhooks)', () => {
  const CLIENT_SECRET = 'the-api-accounts-client-secret';
  const signer = new Webhook(CLIENT_SECRET, { format: 'raw' });
  const signed = (
    body: string,
    { id = 'msg_1', at = Math.floor(Date.now() / 1000), key = signer } = {},
  ) => ({
    [WEBHOOK_SECRET_HEADER]: SECRET,
    'webhook-id': id,
    'webhook-timestamp': String(at),
    'webhook-signature': key.sign(id, new Date(at * 1000), body),
  });
  const required = { signatures: { secret: CLIENT_SECRET, required: true } };
  const product = (id: number, createdAt = 1_700_000_000) =>
    JSON.stringify(callback('store/product/updated', { type: 'product', id }, createdAt));

  it('verifies the signature over the raw body and remembers the event by its webhook-id', async () => {
    const h = harness(required);
    const body = product(5);
    expect((await h.send(body, signed(body))).body).toMatchObject({ status: 'accepted' });
    // The same delivery again (a replay, or the store's redelivery): nothing is revalidated twice.
    expect((await h.send(body, signed(body))).body).toMatchObject({ status: 'duplicate' });
    // Two events with the same data in the same second are two ids: both count.
    expect((await h.send(body, signed(body, { id: 'msg_2' }))).body).toMatchObject({
      status: 'accepted',
    });
    expect(h.revalidated.filter((tag) => tag === 'product:5')).toHaveLength(2);
  });

  it('refuses with 401 a forged body, another key, an old or future time, or no signature when required, echoing nothing', async () => {
    const h = harness(required);
    const body = product(6);
    const now = Math.floor(Date.now() / 1000);
    const cases: Array<[string, string, Record<string, string>, RegExp]> = [
      ['forged body', product(7), signed(body), /does not match/],
      [
        'other key',
        body,
        signed(body, { key: new Webhook('another-secret', { format: 'raw' }) }),
        /does not match/,
      ],
      ['old', body, signed(body, { at: now - 6 * 60 }), /more than 5 minutes/],
      ['future', body, signed(body, { at: now + 6 * 60 }), /more than 5 minutes/],
      [
        'truncated',
        body,
        { ...signed(body), 'webhook-signature': signed(body)['webhook-signature'].slice(0, 20) },
        /does not match/,
      ],
      [
        'half the headers',
        body,
        { [WEBHOOK_SECRET_HEADER]: SECRET, 'webhook-id': 'msg_9' },
        /all three/,
      ],
      ['unsigned', body, { [WEBHOOK_SECRET_HEADER]: SECRET }, /signed webhook callbacks only/],
    ];
    for (const [name, sent, headers, reason] of cases) {
      const answer = await h.send(sent, headers);
      expect(answer.status, name).toBe(401);
      expect(String(answer.body.error), name).toMatch(reason);
      expect(JSON.stringify(answer.body), name).not.toContain(CLIENT_SECRET);
      expect(JSON.stringify(answer.body), name).not.toContain(headers['webhook-signature'] ?? '\0');
    }
    expect(h.revalidated).toEqual([]);
  });

  it('takes one good signature among several (a secret being rotated)', async () => {
    const h = harness(required);
    const body = product(8);
    const headers = signed(body);
    headers['webhook-signature'] = `v1,bm90IHRoaXMgb25l ${headers['webhook-signature']} v2,other`;
    expect((await h.send(body, headers)).status).toBe(200);
  });

  it('takes its policy from the configuration, refusing to require signatures with no key to check them', () => {
    expect(
      signaturePolicyOf({ WEBHOOK_SIGNATURES: 'when-sent', STORE_CLIENT_SECRET: undefined }),
    ).toEqual({
      secret: null,
      required: false,
    });
    expect(signaturePolicyOf({ WEBHOOK_SIGNATURES: 'required', STORE_CLIENT_SECRET: 'k' })).toEqual(
      {
        secret: 'k',
        required: true,
      },
    );
    expect(() =>
      signaturePolicyOf({ WEBHOOK_SIGNATURES: 'required', STORE_CLIENT_SECRET: undefined }),
    ).toThrow(/WEBHOOK_SIGNATURES=required needs STORE_CLIENT_SECRET/);
  });

  it('when signatures are not required, checks one that is sent and lets an unsigned callback rest on the header', async () => {
    const h = harness({ signatures: { secret: CLIENT_SECRET, required: false } });
    const body = product(9);
    expect((await h.send(body)).status).toBe(200);
    expect((await h.send(product(10), signed(product(11)))).status).toBe(401);
    // The header check comes first either way.
    expect((await h.send(body, { ...signed(body), [WEBHOOK_SECRET_HEADER]: 'wrong' })).status).toBe(
      401,
    );
  });
});
