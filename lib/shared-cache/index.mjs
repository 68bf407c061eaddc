// @ts-check
/**
 * What the storefront's own code uses of the shared cache (the cache handlers use the
 * modules beside this one directly): see index.d.mts for the types.
 */
import { createClient } from 'redis';
import {
  keyPrefix,
  redisLocation,
  requireRedis,
  sharedCacheConfigured,
  sharedCacheConnected,
  sharedCacheState,
  sharedRedisClient,
  whyUnusable,
  withRedis,
} from './redis-store.mjs';
import { invalidateTagsAhead } from './tag-manifest.mjs';

export {
  invalidateTagsAhead,
  keyPrefix,
  redisLocation,
  sharedCacheConfigured,
  sharedCacheConnected,
  sharedCacheState,
  sharedRedisClient,
};

/**
 * Remembers `key` for `ttlMs` in the shared cache, atomically: true the first time (on any
 * instance), false when it was already there. Throws when the shared cache cannot be reached.
 * @param {string} key @param {number} ttlMs
 */
export async function rememberOnce(key, ttlMs) {
  return requireRedis(
    async (client) =>
      (await client.set(`${keyPrefix()}once:${key}`, '1', { NX: true, PX: ttlMs })) !== null,
  );
}

/** Takes a remembered key back. @param {string} key */
export async function forgetRemembered(key) {
  await requireRedis((client) => client.del(`${keyPrefix()}once:${key}`));
}

/**
 * Keeps `value` under `key` for every instance until `expiresAtMs`. Throws when the shared
 * cache cannot be reached.
 * @param {string} key @param {string} value @param {number} expiresAtMs
 */
export async function keepUntil(key, value, expiresAtMs) {
  const ttlMs = Math.max(1, Math.ceil(expiresAtMs - Date.now()));
  await requireRedis((client) => client.set(`${keyPrefix()}${key}`, value, { PX: ttlMs }));
}

/**
 * The values kept under `keys` (null where there is none), or null when the shared cache
 * cannot be asked now.
 * @param {string[]} keys
 * @returns {Promise<Array<string | null> | null>}
 */
export async function recall(keys) {
  return withRedis(
    async (client) =>
      (await client.mGet(keys.map((key) => `${keyPrefix()}${key}`))).map((value) =>
        value === null ? null : String(value),
      ),
    null,
  );
}

/**
 * Connects to REDIS_URL once, for the start-up message: null when it answers, else why it
 * cannot be used (naming no secret). The shop starts either way.
 */
export async function checkSharedCache(timeoutMs = 2000) {
  const probe = createClient({
    url: process.env.REDIS_URL,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: false },
  });
  /** @type {unknown} */
  let failure = null;
  probe.on('error', (/** @type {unknown} */ error) => {
    failure ??= error;
  });
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (error) {
    return whyUnusable(failure ?? error);
  } finally {
    probe.destroy();
  }
}
