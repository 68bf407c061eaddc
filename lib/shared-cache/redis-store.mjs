// @ts-check
/**
 * The shared cache's connection to Redis (REDIS_URL), for the cache handlers Next.js loads
 * by path (use-cache-handler.mjs, isr-cache-handler.mjs) and for the webhook receiver.
 * Plain JavaScript: Next.js imports the handlers at run time, not through its compiler.
 *
 * Redis is a cache, never a dependency of a page: every call gives up after a short time
 * or at once while the connection is down, and the caller falls back to this instance's
 * memory or to rendering. The loss and the return of the connection are logged once each,
 * naming the host, never the password.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, RESP_TYPES } from 'redis';
// The one thing of ours it uses: the storefront's log, plain .mjs as this is.
import { loggerFor } from '../observability/logger.mjs';
import { processWide } from '../shared/process-wide.mjs';

/** How long a cache command may take before the page gives up on it. */
const COMMAND_TIMEOUT_MS = 300;
/** How long the first use of the shared cache in a process waits for its connection. */
const FIRST_CONNECT_WAIT_MS = { page: 300, required: 1500 };
let firstConnectAwaited = false;
/** Reconnection: quickly at first, then every two seconds at most, for as long as it takes. */
const reconnectDelay = (/** @type {number} */ retries) => Math.min(50 * 2 ** retries, 2000);

/** @typedef {ReturnType<typeof connect>['commands']} StoreClient */

/** Where REDIS_URL points, for messages: host and port, nothing else. */
export function redisLocation(url = process.env.REDIS_URL ?? '') {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'REDIS_URL';
  }
}

export const sharedCacheConfigured = () => Boolean(process.env.REDIS_URL?.trim());

/**
 * What keeps this shop's keys apart from another's on the same Redis: REDIS_KEY_PREFIX, or
 * the store and channel the storefront serves.
 */
export function keyPrefix() {
  const given = process.env.REDIS_KEY_PREFIX?.trim();
  if (given) return given;
  let store = 'store';
  try {
    store =
      new URL(process.env.STORE_API_URL ?? '').pathname.split('/').filter(Boolean).at(-1) ?? store;
  } catch {
    // The storefront's own configuration check names a bad STORE_API_URL.
  }
  return `storefront:${store}:${process.env.STORE_CHANNEL_ID ?? '0'}:`;
}

let buildId = '';
/**
 * The build the cached pages and data belong to: they name its JavaScript files, so a
 * new build must not be served entries an older one made.
 */
export function currentBuildId(
  serverDistDir = join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'server'),
) {
  if (!buildId) {
    try {
      buildId = readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      buildId = 'unknown-build';
    }
  }
  return buildId;
}

function connect() {
  const url = process.env.REDIS_URL?.trim() ?? '';
  const base = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: 2000, reconnectStrategy: reconnectDelay },
  });
  let announcedDown = false;
  base.on('error', (/** @type {unknown} */ error) => {
    if (announcedDown) return;
    announcedDown = true;
    loggerFor('shared-cache').warn(
      `storefront: the shared cache at ${redisLocation(url)} (REDIS_URL) cannot be used: ${whyUnusable(error)}. ` +
        'Pages are served from this instance and its memory until it is back, and webhooks are answered 503 so the store retries.',
    );
  });
  base.on('ready', () => {
    if (!announcedDown) return;
    announcedDown = false;
    loggerFor('shared-cache').info(
      `storefront: the shared cache at ${redisLocation(url)} is back.`,
    );
  });
  // The error event reports a failure; reconnecting goes on.
  const firstConnect = base.connect().then(
    () => undefined,
    () => undefined,
  );
  // Values are bytes (serialised entries), so replies come back as Buffers.
  return {
    base,
    firstConnect,
    commands: base.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }),
  };
}

/**
 * Why Redis cannot be used, in words that name no secret: Redis's own replies and the
 * system's error codes never hold the URL's password.
 * @param {unknown} error
 */
export function whyUnusable(error) {
  const message = error instanceof Error ? error.message : String(error);
  const code = /** @type {NodeJS.ErrnoException} */ (error)?.code;
  if (/^(WRONGPASS|NOAUTH)/.test(message))
    return 'it refused the user name or password in REDIS_URL';
  if (code === 'ECONNREFUSED') return 'nothing answers at that address (ECONNREFUSED)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `its host name is not found (${code})`;
  if (/timeout/i.test(message)) return 'it did not answer in time';
  return code ?? (error instanceof Error ? error.name : 'unknown error');
}

/**
 * The connection to the shared cache, made on first use; null when none is configured.
 * One per process, however many copies of this module Next.js loads (the cache handlers by
 * path, the proxy, the pages and the route handlers each bundle their own): one set of
 * sockets, and one warning per outage rather than one per copy.
 */
function redis() {
  if (!sharedCacheConfigured()) return null;
  return processWide('shared-cache.connection', connect);
}

/**
 * Runs a command against the shared cache. While the connection is down, or when the
 * command fails or takes too long, gives `fallback` (the caller serves from memory or
 * renders); `required` throws instead, for callers that must know (the webhook receiver).
 * @template T
 * @param {(client: StoreClient) => Promise<T>} command
 * @param {T} fallback
 */
export async function withRedis(command, fallback) {
  const current = await connected(FIRST_CONNECT_WAIT_MS.page);
  if (!current) return fallback;
  try {
    return await command(current.commands);
  } catch {
    return fallback;
  }
}

/**
 * Like withRedis, but a shared cache that cannot be reached is an error: for work that must
 * reach every instance or be done again later (the webhook receiver answers 503 then).
 * @template T
 * @param {(client: StoreClient) => Promise<T>} command
 */
export async function requireRedis(command) {
  if (!sharedCacheConfigured()) throw new Error('No shared cache is configured (REDIS_URL).');
  const current = await connected(FIRST_CONNECT_WAIT_MS.required);
  if (!current) throw new Error(`The shared cache at ${redisLocation()} cannot be reached.`);
  return command(current.commands);
}

/**
 * The connection once it is ready, or null. The first use of this process waits a moment
 * for the connection being made; later, while it is down, nothing waits.
 * @param {number} firstWaitMs
 */
async function connected(firstWaitMs) {
  const current = redis();
  if (!current) return null;
  if (!current.base.isReady && !firstConnectAwaited) {
    firstConnectAwaited = true;
    await Promise.race([
      current.firstConnect,
      new Promise((resolve) => setTimeout(resolve, firstWaitMs).unref()),
    ]);
  }
  return current.base.isReady ? current : null;
}

/**
 * The process's connection itself (the node-redis client, replies as strings), for a
 * library that speaks to Redis on its own (the abuse limits' rate-limiter-flexible); null
 * when no shared cache is configured. It may be down: the library must not wait on it.
 */
export function sharedRedisClient() {
  return redis()?.base ?? null;
}

/** Whether the connection to the shared cache is up at this moment (no command sent); false when none is configured. */
export function sharedCacheConnected() {
  return Boolean(redis()?.base.isReady);
}

/** Whether the shared cache answers now: 'off' when none is configured (for the readiness check). */
export async function sharedCacheState() {
  if (!sharedCacheConfigured()) return 'off';
  return (await withRedis(async (client) => String(await client.ping()) === 'PONG', false))
    ? 'up'
    : 'down';
}
