import { type LocalStack } from '../lib/local-stack';
import { startLocalRedis } from '../lib/redis-server';
import { callbackBody, callbackHeaders } from './callback';
import { type LoadResult } from './http-load';
import { ensureWrk, wrkLoad } from './wrk-load';
import { receiverUrl } from '../setup/hooks-step';

export interface SharedCacheResults {
  /** All connections on one instance, then the same connections split over two (req/s summed). */
  oneInstance: LoadResult;
  twoInstances: { a: LoadResult; b: LoadResult; requestsPerSecond: number };
  /** A cached product page served by an instance with the shared cache, beside one with Next.js's memory cache. */
  memoryHit: LoadResult;
  redisHit: LoadResult;
  /** From a product webhook answered by one instance to the other instance's first fresh page, in ms. */
  freshnessMs: number[];
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Several instances sharing a redis-server of the bench's own, on the bench's build: wrk
 * (a C load generator, so that the instances get the cores rather than the generator)
 * against one instance and against two at once; a Redis-backed cache hit beside the
 * in-memory one of the stack's own server; and how fast a webhook reaches the other
 * instance.
 */
export async function sharedCacheBench(input: {
  stack: LocalStack;
  productPath: string;
  productId: number;
  durationSeconds: number;
  rounds: number;
  log: (line: string) => void;
}): Promise<SharedCacheResults> {
  ensureWrk(input.log);
  const redis = await startLocalRedis({ log: input.log });
  try {
    const settings = () => ({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: `bench-${redis.port}:` });
    const [a, b] = [
      await input.stack.startServer(settings),
      await input.stack.startServer(settings),
    ];
    const page = (origin: string) => `${origin}${input.productPath}`;
    for (const origin of [a, b, input.stack.publicUrl])
      for (let i = 0; i < 20; i++) await (await fetch(page(origin))).text();

    const options = { durationSeconds: input.durationSeconds, connections: 20 };
    const half = { ...options, connections: 10 };
    const runs: {
      one: LoadResult[];
      a: LoadResult[];
      b: LoadResult[];
      memory: LoadResult[];
      redis: LoadResult[];
    } = { one: [], a: [], b: [], memory: [], redis: [] };
    for (let round = 0; round < input.rounds; round++) {
      runs.one.push(await wrkLoad('one instance, 20 connections', page(a), options));
      const [onA, onB] = await Promise.all([
        wrkLoad('instance A, 10 connections', page(a), half),
        wrkLoad('instance B, 10 connections', page(b), half),
      ]);
      runs.a.push(onA);
      runs.b.push(onB);
      runs.memory.push(await wrkLoad('in-memory cache hit', page(input.stack.publicUrl), half));
      runs.redis.push(await wrkLoad('shared cache (Redis) hit', page(a), half));
    }
    const combined = (results: LoadResult[]): LoadResult => ({
      ...results[0]!,
      requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0) / results.length,
      p50Ms: median(results.map((r) => r.p50Ms)),
      p99Ms: median(results.map((r) => r.p99Ms)),
      requests: results.reduce((sum, r) => sum + r.requests, 0),
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
    });
    const [onA, onB] = [combined(runs.a), combined(runs.b)];

    const freshnessMs: number[] = [];
    for (let i = 0; i < 5; i++) freshnessMs.push(await webhookToOtherInstance({ ...input, a, b }));
    return {
      oneInstance: combined(runs.one),
      twoInstances: {
        a: onA,
        b: onB,
        requestsPerSecond: onA.requestsPerSecond + onB.requestsPerSecond,
      },
      memoryHit: combined(runs.memory),
      redisHit: combined(runs.redis),
      freshnessMs,
    };
  } finally {
    await redis.stop();
  }
}

/**
 * Changes the product's price in the store, sends the product webhook to instance A and
 * times until instance B answers with the new price: the whole path a shopper on another
 * instance waits for (webhook, the invalidation in Redis, B's next request learning it and
 * rendering afresh). B is asked as fast as it answers.
 */
async function webhookToOtherInstance(input: {
  stack: LocalStack;
  productPath: string;
  productId: number;
  a: string;
  b: string;
}): Promise<number> {
  const { store, setup } = input.stack;
  const price = (100 + Math.round(Math.random() * 8000) / 100).toFixed(2);
  const changed = await fetch(`${store.apiUrl}/v3/catalog/products/${input.productId}`, {
    method: 'PUT',
    headers: {
      'x-auth-token': store.primaryAccount.accessToken,
      accept: 'application/json',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ price: Number(price) }),
  });
  if (!changed.ok) throw new Error(`changing the price failed: ${changed.status}`);
  // Signed with an id of its own: never taken for a redelivery of the last one.
  const started = performance.now();
  const body = callbackBody(
    { storeHash: store.storeHash, storeId: store.ctx.store.id },
    'store/product/updated',
    { type: 'product', id: input.productId },
  );
  const answer = await fetch(receiverUrl(input.a), {
    method: 'POST',
    headers: callbackHeaders(body, {
      webhookSecret: setup.webhookSecret,
      clientSecret: store.primaryAccount.clientSecret,
    }),
    body,
  });
  if (!answer.ok) throw new Error(`instance A answered the webhook ${answer.status}`);
  for (;;) {
    if ((await (await fetch(`${input.b}${input.productPath}`)).text()).includes(`$${price}`))
      return performance.now() - started;
    if (performance.now() - started > 10_000)
      throw new Error('instance B still shows the old price after 10 s');
  }
}
