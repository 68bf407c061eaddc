import { type Server, createServer } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecentCallbacks } from '@/lib/webhooks/dedupe';
import { WEBHOOK_SECRET_HEADER } from '@/lib/webhooks/header';
import { type ReceiverDeps, receiveWebhook } from '@/lib/webhooks/receiver';
import { TagWindow } from '@/lib/webhooks/tag-window';
import { type TestStore, startTestStore } from '../support/store-service';
import { createHook, deliveryOf } from '../support/webhook-receiver';

/**
 * A bulk import's burst of product callbacks, from the local store service to the
 * storefront's receiver (lib/webhooks/receiver.ts) behind a real HTTP server: the store
 * sends a bounded number at once, and the receiver coalesces the tags they share.
 */

const SECRET = 'a-shared-secret-of-some-length-123456';
const WINDOW_MS = 300;
const SENT_AT_ONCE = 4;
const BURST = 300;

interface Run {
  tag: string;
  at: number;
}

/** The storefront's receiver on a real port, recording what it revalidates and purges and when. */
async function startStorefrontReceiver(storeHash: string) {
  const revalidations: Run[] = [];
  const purges: Run[] = [];
  const afterAnswer = new Set<Promise<void>>();
  const received: number[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  const deps: ReceiverDeps = {
    secret: SECRET,
    signatures: { secret: null, required: false },
    storeHash,
    revalidate: (tags) => {
      for (const tag of tags) revalidations.push({ tag, at: Date.now() });
    },
    // Next's `after`: run once the answer is on its way; the test waits for it to finish.
    later: (work) => {
      const done = work().finally(() => afterAnswer.delete(done));
      afterAnswer.add(done);
    },
    customerOfOrder: async () => null,
    recent: new RecentCallbacks(),
    purgeEdge: async (tags) => {
      for (const tag of tags) purges.push({ tag, at: Date.now() });
      return 'purged';
    },
    window: new TagWindow(WINDOW_MS),
    log: () => undefined,
  };
  const server: Server = createServer((incoming, outgoing) => {
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => void answer());
    async function answer() {
      received.push(Date.now());
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === 'string') headers.set(name, value);
      const response = await receiveWebhook(
        new Request('http://storefront.test/api/webhooks', {
          method: 'POST',
          headers,
          body: Buffer.concat(chunks),
        }),
        deps,
      );
      inFlight -= 1;
      outgoing.writeHead(response.status, { 'content-type': 'application/json' });
      outgoing.end(await response.text());
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}/api/webhooks`,
    revalidations,
    purges,
    received,
    mostAtOnce: () => mostAtOnce,
    /** Waits for the trailing runs still to come (each waits out its window). */
    async settled() {
      while (afterAnswer.size) await Promise.all([...afterAnswer]);
    },
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

const runsOf = (runs: Run[], tag: string) => runs.filter((run) => run.tag === tag);

describe('a burst of product callbacks', () => {
  let store: TestStore;
  let storefront: Awaited<ReturnType<typeof startStorefrontReceiver>>;
  beforeEach(async () => {
    store = await startTestStore({ config: { webhooks: { concurrency: SENT_AT_ONCE } } });
    storefront = await startStorefrontReceiver(store.storeHash);
  });
  afterEach(async () => {
    await store.close();
    await storefront.close();
  });

  it('is sent a few at a time, and the listings are revalidated once per window, the last after the last change', async () => {
    await createHook(store, {
      scope: 'store/product/*',
      destination: storefront.url,
      headers: { [WEBHOOK_SECRET_HEADER]: SECRET },
    });
    for (let id = 1; id <= BURST; id++)
      store.ctx.events.publish('store/product/updated', { type: 'product', id });

    await deliveryOf(store).whenIdle();
    await storefront.settled();

    expect(storefront.received).toHaveLength(BURST);
    expect(storefront.mostAtOnce()).toBeLessThanOrEqual(SENT_AT_ONCE);

    // Each product's own tag once: no two callbacks named the same product.
    for (const id of [1, BURST / 2, BURST])
      expect(runsOf(storefront.revalidations, `product:${id}`)).toHaveLength(1);
    expect(storefront.revalidations.filter((run) => run.tag.startsWith('product:'))).toHaveLength(
      BURST,
    );

    // The listings tag all callbacks share: at most once per window, never per callback...
    const listings = runsOf(storefront.revalidations, 'products');
    expect(listings.length).toBeGreaterThanOrEqual(2);
    // However fast the machine delivered: one run per window the burst lasted, plus the
    // first one, the trailing one and a late timer.
    const lasted = Math.max(...storefront.received) - Math.min(...storefront.received);
    expect(listings.length).toBeLessThanOrEqual(Math.floor(lasted / WINDOW_MS) + 3);
    expect(listings.length).toBeLessThan(BURST);
    for (let i = 1; i < listings.length; i++)
      expect(listings[i]!.at - listings[i - 1]!.at).toBeGreaterThanOrEqual(WINDOW_MS - 5);
    // ...and the last change of the burst is seen: the last run follows the last callback.
    expect(listings.at(-1)!.at).toBeGreaterThanOrEqual(Math.max(...storefront.received));

    // The edge is purged in step: the same tags, as often.
    expect(storefront.purges.map((run) => run.tag).sort()).toEqual(
      storefront.revalidations.map((run) => run.tag).sort(),
    );
  });
});
