// @ts-check
/**
 * The page cache handler (next.config.mjs `cacheHandler`) when REDIS_URL is set: the
 * cached pages (HTML, RSC payload and segments, as Next.js hands them over) live in Redis,
 * shared by every instance and kept across restarts, with a copy in this instance's memory.
 * Tag invalidations come from tag-manifest.mjs, read once per page before it is served,
 * so a webhook handled by any instance makes every instance render the page afresh.
 *
 * Only pages and route responses are kept: this storefront caches its data with
 * 'use cache' (use-cache-handler.mjs), so fetch responses are not cached a second time
 * (a kept GraphQL answer would outlive the tags of the data it fed), and it optimises no
 * images.
 */
import { deserialize, serialize } from 'node:v8';
import { LRUCache } from 'lru-cache';
import {
  areTagsExpired,
  areTagsStale,
  invalidateTagsHere,
  refreshTagManifest,
} from './tag-manifest.mjs';
import { buildingNow } from '../shared/build-phase.mjs';
import { currentBuildId, keyPrefix, withRedis } from './redis-store.mjs';

/** The response header in which Next.js lists a cached page's tags. */
const TAGS_HEADER = 'x-next-cache-tags';
/** How long a page is kept when Next.js gives no expiry. */
const DEFAULT_EXPIRE_SECONDS = 24 * 60 * 60;
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/** @typedef {{ kind: string, headers?: Record<string, string | string[] | undefined> } & Record<string, unknown>} CachedValue */
/** @typedef {{ value: CachedValue, lastModified: number, cacheControl?: { revalidate: number | false, expire?: number } }} Stored */

/** This instance's copy of the pages it served last, by their size. */
const memory = new LRUCache(
  /** @type {LRUCache.Options<string, { stored: Stored, size: number }, unknown>} */ ({
    maxSize: 128 * 1024 * 1024,
    sizeCalculation: (entry) => entry.size,
  }),
);

/** The tags a cached response carries. */
function tagsOf(/** @type {Stored} */ stored) {
  const header = stored.value.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/** Past its own revalidate time: another instance may have made a newer copy. */
function pastRevalidate(/** @type {Stored} */ stored) {
  const revalidate = stored.cacheControl?.revalidate;
  return typeof revalidate === 'number' && Date.now() > stored.lastModified + revalidate * 1000;
}

export default class RedisPageCacheHandler {
  /** @param {{ serverDistDir?: string }} context */
  constructor(context) {
    currentBuildId(context.serverDistDir);
  }

  /** @param {string} key */
  keyOf(key) {
    return `${keyPrefix()}page:${currentBuildId()}:${key}`;
  }

  /** @param {string} key @param {{ kind: string }} context */
  async get(key, context) {
    if (!RESPONSE_KINDS.has(context.kind) || buildingNow()) return null;
    await refreshTagManifest();
    let stored = memory.get(key)?.stored;
    // Another instance may have made a newer copy of one this instance can no longer serve.
    if (!stored || pastRevalidate(stored) || areTagsExpired(tagsOf(stored), stored.lastModified)) {
      const shared = await withRedis(async (client) => {
        const raw = /** @type {Buffer | null} */ (await client.get(this.keyOf(key)));
        return raw
          ? { stored: /** @type {Stored} */ (deserialize(raw)), size: raw.byteLength }
          : undefined;
      }, undefined);
      if (shared && (!stored || shared.stored.lastModified > stored.lastModified)) {
        stored = shared.stored;
        memory.set(key, shared);
      }
    }
    if (!stored) return null;
    const tags = tagsOf(stored);
    if (areTagsExpired(tags, stored.lastModified)) return null;
    // A stale tag: serve it, and make it again in the background (lastModified -1, as Next.js's own handler does).
    return areTagsStale(tags, stored.lastModified) ? { ...stored, lastModified: -1 } : stored;
  }

  /**
   * @param {string} key
   * @param {CachedValue | null} value
   * @param {{ cacheControl?: Stored['cacheControl'] }} context
   */
  async set(key, value, context) {
    if (!value || !RESPONSE_KINDS.has(value.kind)) return;
    /** @type {Stored} */
    const stored = { value, lastModified: Date.now(), cacheControl: context.cacheControl };
    const bytes = serialize(stored);
    memory.set(key, { stored, size: bytes.byteLength });
    if (buildingNow()) return;
    const expire = context.cacheControl?.expire ?? DEFAULT_EXPIRE_SECONDS;
    await withRedis(
      (client) => client.set(this.keyOf(key), bytes, { EX: Math.max(1, Math.round(expire)) }),
      undefined,
    );
  }

  /**
   * In this instance only: Next.js calls the 'use cache' handler's updateTags with the same
   * tags for every revalidation, and that one writes them to Redis for every instance
   * (this handler reads the same record), so a second write would only repeat it.
   * @param {string | string[]} tags @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    invalidateTagsHere(typeof tags === 'string' ? [tags] : tags, durations);
  }

  resetRequestCache() {}
}
