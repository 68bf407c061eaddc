import 'server-only';
import { LRUCache } from 'lru-cache';
import { keepUntil, recall, sharedCacheConfigured } from '../shared-cache/index.mjs';
import { loggerFor } from '../observability/logger.mjs';
import { processWide } from '../shared/process-wide.mjs';

/**
 * Sessions that ended before their cookies did: a signed-out session's id, kept until its
 * cookie would have expired, and per customer the time before which every session of
 * theirs is void (a password reset). In the shared cache when one is configured, so that
 * every instance knows, and always in this process too: this instance knows even while
 * the shared cache cannot be reached (the others then learn only once it is back, and the
 * log says so).
 */
// One per process: the proxy, the pages and the route handlers are bundled apart by
// Next.js, each with its own copy of this module.
const here = processWide(
  'session-revocations',
  () => new LRUCache<string, number>({ max: 200_000 }),
);
let reportedUnshared = false;

const revokedKey = (sid: string) => `session:revoked:${sid}`;
const voidBeforeKey = (customerId: number) => `session:void-before:${customerId}`;

async function keep(key: string, value: number, untilMs: number): Promise<void> {
  const ttl = untilMs - Date.now();
  if (ttl <= 0) return;
  here.set(key, Math.max(value, here.get(key) ?? 0), { ttl });
  if (!sharedCacheConfigured()) return;
  try {
    await keepUntil(key, String(value), untilMs);
  } catch {
    if (!reportedUnshared) {
      reportedUnshared = true;
      loggerFor('session').warn(
        'storefront: a sign-out could not be shared with the other instances (the shared cache does not answer); it holds on this one.',
      );
    }
  }
}

/** Ends one session everywhere, until `untilMs` (when its cookie would expire anyway). */
export function revokeSession(sid: string, untilMs: number): Promise<void> {
  return keep(revokedKey(sid), 1, untilMs);
}

/** Voids every session of a customer that began before `atMs`, until `untilMs`. */
export function voidSessionsBefore(
  customerId: number,
  atMs: number,
  untilMs: number,
): Promise<void> {
  return keep(voidBeforeKey(customerId), atMs, untilMs);
}

/** Whether a signed-in session still stands: not revoked, and begun after any void-before time. */
export async function sessionStands(
  sid: string,
  customerId: number,
  signedInAt: number,
): Promise<boolean> {
  const keys = [revokedKey(sid), voidBeforeKey(customerId)];
  let [revoked, voidBefore] = keys.map((key) => here.get(key) ?? 0);
  if (sharedCacheConfigured()) {
    const shared = await recall(keys);
    if (shared) {
      revoked = Math.max(revoked!, Number(shared[0] ?? 0));
      voidBefore = Math.max(voidBefore!, Number(shared[1] ?? 0));
    }
  }
  return !revoked && signedInAt >= voidBefore!;
}
