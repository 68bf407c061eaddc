// @ts-check
/**
 * The 'use cache' handler (next.config.mjs `cacheHandlers`) when REDIS_URL is set: entries
 * live in Redis, shared by every instance and kept across restarts, with a copy in this
 * instance's memory; tag invalidations come from tag-manifest.mjs. Follows the cache
 * handler interface of Next.js's bundled docs (cacheHandlers.md): Next.js checks an
 * entry's age itself; the handler answers for tags, storage and eviction (a Redis expiry
 * at the entry's own `expire`, and a size-bounded memory copy).
 */
import { deserialize, serialize } from 'node:v8';
import { LRUCache } from 'lru-cache';
import {
  areTagsExpired,
  areTagsStale,
  invalidateTags,
  invalidateTagsHere,
  latestExpiration,
  refreshTagManifest,
  takeWrittenAhead,
} from './tag-manifest.mjs';
import { buildingNow } from '../shared/build-phase.mjs';
import { currentBuildId, keyPrefix, withRedis } from './redis-store.mjs';

/** @typedef {{ value: ReadableStream<Uint8Array>, tags: string[], stale: number, timestamp: number, expire: number, revalidate: number }} CacheEntry */
/** @typedef {Omit<CacheEntry, 'value'> & { bytes: Buffer }} StoredEntry */

/** This instance's copy of the entries it used last, by their size. */
const memory = new LRUCache(
  /** @type {LRUCache.Options<string, StoredEntry, unknown>} */ ({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (entry) => entry.bytes.byteLength + 200,
  }),
);
/** Entries being written: a read of the same key waits for them. */
const pending = new Map();

const keyOf = (/** @type {string} */ cacheKey) =>
  `${keyPrefix()}uc:${currentBuildId()}:${cacheKey}`;

/** A fresh stream over stored bytes: each reader gets its own. */
const streamOf = (/** @type {Buffer} */ bytes) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });

/** @param {StoredEntry} stored @returns {CacheEntry | undefined} */
function served(stored) {
  if (areTagsExpired(stored.tags, stored.timestamp)) return undefined;
  const { bytes, ...entry } = stored;
  return {
    ...entry,
    revalidate: areTagsStale(stored.tags, stored.timestamp) ? -1 : entry.revalidate,
    value: streamOf(bytes),
  };
}

const useCacheHandler = {
  /** @param {string} cacheKey */
  async get(cacheKey) {
    await pending.get(cacheKey);
    const remembered = memory.get(cacheKey);
    const fromMemory = remembered && served(remembered);
    if (fromMemory || buildingNow()) return fromMemory;
    // Not here, or no longer good: another instance may have made it (again) since.
    const stored = await withRedis(async (client) => {
      const raw = await client.get(keyOf(cacheKey));
      return raw
        ? /** @type {StoredEntry} */ (deserialize(/** @type {Buffer} */ (raw)))
        : undefined;
    }, undefined);
    if (!stored || (remembered && stored.timestamp <= remembered.timestamp)) return undefined;
    memory.set(cacheKey, stored);
    return served(stored);
  },

  /** @param {string} cacheKey @param {Promise<CacheEntry>} pendingEntry */
  async set(cacheKey, pendingEntry) {
    const done = (async () => {
      try {
        const { value, ...entry } = await pendingEntry;
        // Entries that must not outlive the request (expire 0) are not kept, as Next.js's own handler does.
        if (entry.expire === 0) return;
        const stored = { ...entry, bytes: Buffer.from(await new Response(value).arrayBuffer()) };
        memory.set(cacheKey, stored);
        if (buildingNow()) return;
        await withRedis(
          (client) =>
            client.set(keyOf(cacheKey), serialize(stored), {
              PX: Math.max(1000, entry.expire * 1000),
            }),
          undefined,
        );
      } catch {
        // An entry that failed to render or to store is simply not cached; the next request makes it.
      }
    })();
    pending.set(cacheKey, done);
    await done;
    pending.delete(cacheKey);
  },

  async refreshTags() {
    await refreshTagManifest();
  },

  /** @param {string[]} tags */
  async getExpiration(tags) {
    return latestExpiration(tags);
  },

  /**
   * A revalidation's write to Redis, unless the webhook receiver made it before answering
   * (tag-manifest.mjs, invalidateTagsAhead): then only this instance's copy changes. Next.js
   * calls it after the route or action that revalidated has answered, so a failure here is
   * not that answer's: the tags are kept and written when Redis answers again.
   * @param {string[]} tags @param {{ expire?: number }} [durations]
   */
  async updateTags(tags, durations) {
    const rest = takeWrittenAhead(tags);
    invalidateTagsHere(
      tags.filter((tag) => !rest.includes(tag)),
      durations,
    );
    await invalidateTags(rest, durations).catch(() => undefined);
  },
};

export default useCacheHandler;
