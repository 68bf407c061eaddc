import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LocalRedis, startLocalRedis } from '../../scripts/lib/redis-server';

/**
 * The shared cache's tag invalidations (lib/shared-cache/) against a real redis-server:
 * a webhook's revalidation is written once, before it is answered; Next.js calls both cache
 * handlers for each revalidation, and they write only what was not written ahead; a write
 * Redis does not take is made when it answers again. Two imports of the
 * handlers stand for two instances (each keeps its own copy of the invalidations).
 */
const PREFIX = 'tags-test:';

/** One instance's handlers, as Next.js loads them: by path, each import its own copy. */
async function instance() {
  vi.resetModules();
  const [useCache, page] = await Promise.all([
    import('../../lib/shared-cache/use-cache-handler.mjs'),
    import('../../lib/shared-cache/isr-cache-handler.mjs'),
  ]);
  return { data: useCache.default, page: new page.default({}) };
}

/** What Next.js does for `revalidateTag(tag, { expire: 0 })`: both handlers, with the same tags. */
const revalidate = (on: Awaited<ReturnType<typeof instance>>, tags: string[]) =>
  Promise.all([
    on.data.updateTags(tags, { expire: 0 }),
    on.page.revalidateTag(tags, { expire: 0 }),
  ]);

let redis: LocalRedis;
/** Every command Redis ran, in its order (MONITOR). */
let ran: string[] = [];
let watcher: ReturnType<typeof createClient>;

async function watch() {
  watcher = createClient({ url: redis.url });
  await watcher.connect();
  await watcher.monitor((line) => ran.push(String(line)));
}

async function stopWatching() {
  watcher.destroy();
}

/** Waits for the clock's next millisecond: an invalidation counts against entries made before it. */
async function nextMillisecond() {
  const now = Date.now();
  while (Date.now() === now) await new Promise((resolve) => setTimeout(resolve, 1));
}

/** Waits until Redis has run everything sent before this (its MONITOR shows a marker sent after). */
async function settled() {
  const marker = `settled-${Math.random().toString(36).slice(2)}`;
  const client = createClient({ url: redis.url });
  await client.connect();
  await client.echo(marker);
  await client.quit();
  await expect.poll(() => ran.some((line) => line.includes(marker))).toBe(true);
}

/** The writes of `tag` into the shared record of invalidations. */
const writesOf = (tag: string) =>
  ran
    .filter((line) => /"hset"/i.test(line) && line.includes(`"${PREFIX}tags"`))
    .filter((line) => line.includes(`"${tag}"`)).length;

beforeAll(async () => {
  redis = await startLocalRedis({ log: () => undefined });
  vi.stubEnv('REDIS_URL', redis.url);
  vi.stubEnv('REDIS_KEY_PREFIX', PREFIX);
  await watch();
});
afterAll(async () => {
  const { sharedRedisClient } = await import('@/lib/shared-cache/index.mjs');
  sharedRedisClient()?.destroy();
  watcher?.destroy();
  await redis?.stop();
  vi.unstubAllEnvs();
});

describe('tag invalidations in the shared cache', () => {
  it('one revalidation writes each tag to Redis once, and another instance learns of it before it serves', async () => {
    const a = await instance();
    const b = await instance();
    const tags = ['product:11', 'products'];
    await b.data.refreshTags();
    expect(await b.data.getExpiration(tags)).toBe(0);
    ran = [];

    await revalidate(a, tags);
    await settled();
    for (const tag of tags) expect(writesOf(tag), tag).toBe(1);

    await b.data.refreshTags();
    expect(await b.data.getExpiration(tags)).toBeGreaterThan(0);
  });

  it('a webhook writes its tags before it answers, and the handlers Next.js calls afterwards do not write them again', async () => {
    const a = await instance();
    const b = await instance();
    // The receiver's copy of the module, bundled into the route: a third import.
    vi.resetModules();
    const receiver = await import('../../lib/shared-cache/index.mjs');
    const tags = ['product:21', 'category:4'];
    ran = [];

    await receiver.invalidateTagsAhead(tags, { expire: 0 });
    await settled();
    for (const tag of tags) expect(writesOf(tag), tag).toBe(1);
    // Before the answer: every instance already learns of it (and so the edge, purged next).
    await b.data.refreshTags();
    expect(await b.data.getExpiration(tags)).toBeGreaterThan(0);

    await revalidate(a, tags);
    await settled();
    for (const tag of tags) expect(writesOf(tag), tag).toBe(1);
    expect(await a.data.getExpiration(tags)).toBeGreaterThan(0);

    // A later revalidation of the same tag, not written ahead, is written by the handler.
    ran = [];
    await nextMillisecond();
    await revalidate(a, ['product:21']);
    await settled();
    expect(writesOf('product:21')).toBe(1);
  });

  it("the page handler's own copy is invalidated at once, without a write of its own", async () => {
    const a = await instance();
    const page = {
      kind: 'APP_PAGE',
      headers: { 'x-next-cache-tags': 'product:12,layout' },
      html: '<p>old</p>',
    };
    await a.page.set('/products/twelve', page, { cacheControl: { revalidate: false } });
    expect(await a.page.get('/products/twelve', { kind: 'APP_PAGE' })).not.toBeNull();
    await nextMillisecond();
    ran = [];

    await a.page.revalidateTag('product:12', { expire: 0 });
    await settled();
    expect(writesOf('product:12')).toBe(0);
    expect(await a.page.get('/products/twelve', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('a write Redis does not take is kept, and made once it answers again; the others learn of it then', async () => {
    const { invalidateTagsAhead, sharedCacheConnected } =
      await import('@/lib/shared-cache/index.mjs');
    const a = await instance();
    const b = await instance();
    const tags = ['product:13'];
    await stopWatching();
    await redis.kill();
    await expect.poll(() => sharedCacheConnected()).toBe(false);
    // What the webhook receiver writes before it answers: it answers 503 on this.
    await expect(invalidateTagsAhead(['product:14'], { expire: 0 })).rejects.toThrow(
      /cannot be reached/,
    );

    // Next.js calls the handlers after the answer: the failure is not thrown at it.
    await expect(revalidate(a, tags)).resolves.toBeDefined();
    expect(await a.data.getExpiration(tags)).toBeGreaterThan(0); // this instance at once

    await redis.restart();
    await watch();
    await expect.poll(() => sharedCacheConnected(), { timeout: 10_000 }).toBe(true);
    await b.data.refreshTags();
    expect(await b.data.getExpiration(tags)).toBe(0); // not written yet
    ran = [];

    // The next request on that instance writes what it owes before it reads.
    await a.data.refreshTags();
    await settled();
    expect(writesOf('product:13')).toBe(1);
    await b.data.refreshTags();
    expect(await b.data.getExpiration(tags)).toBeGreaterThan(0);

    // Written once: the next look does not write it again.
    ran = [];
    await a.data.refreshTags();
    await settled();
    expect(writesOf('product:13')).toBe(0);
  });
});
