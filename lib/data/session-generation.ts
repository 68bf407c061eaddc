import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { LRUCache } from 'lru-cache';
import { cacheTags } from '../shared/cache-tags.mjs';
import { type StoreApiClient } from '../store/management/client';
import {
  createMetafield,
  findMetafields,
  updateMetafieldValue,
} from '../store/management/metafields';
import { quickStoreApi, storeApi } from '../store/management-client';
import { sharedCacheConfigured, sharedCacheConnected } from '../shared-cache/index.mjs';
import { processWide } from '../shared/process-wide.mjs';

/**
 * A customer's session generation, kept by the store (a customer metafield): a signed-in
 * session carries the generation it began in, and stands only while that is the current
 * one. Signing out and changing or resetting a password advance it, which ends every
 * session begun before, on every instance, across restarts and whether or not a shared
 * cache is configured: the store is the one place every configuration has.
 */
const NAMESPACE = 'storefront';
const KEY = 'session_generation';
const customerPath = (customerId: number) => `/v3/customers/${customerId}`;

async function recorded(api: StoreApiClient, customerId: number) {
  const [found] = await findMetafields(api, customerPath(customerId), NAMESPACE, KEY);
  const value = found ? Number(found.value) : 0;
  return { id: found?.id, value: Number.isSafeInteger(value) && value > 0 ? value : 0 };
}

/** What this process last read of each customer's generation, and when (one per process). */
const recent = processWide(
  'session-generations',
  () => new LRUCache<number, number>({ max: 100_000, ttl: 15_000 }),
);

/**
 * The current generation, asked of the store now (a sign-in, which must not start in an
 * old one). Throws when the store cannot say.
 */
export async function readSessionGeneration(customerId: number): Promise<number> {
  const { value } = await recorded(quickStoreApi(), customerId);
  recent.set(customerId, value);
  return value;
}

/**
 * The generation for the proxy, which has no cache of Next.js's: what this process read
 * within the last 15 s (a sign-out on this instance updates it at once; one on another
 * reaches this one at once through the shared cache's revocation record, or within that
 * time without a shared cache, where there is no other instance), else asked of the
 * store. One management API request per customer per 15 s at most, so a busy shop's
 * signed-in shoppers do not spend the store's request quota.
 */
export async function recentSessionGeneration(customerId: number): Promise<number> {
  if (sharedCacheDown()) return readSessionGeneration(customerId);
  return recent.get(customerId) ?? readSessionGeneration(customerId);
}

/**
 * While a shared cache is configured but cannot be reached, another instance's sign-out
 * could not reach this one's copies through it: the store is asked every time instead
 * (revocations fail closed, not open).
 */
const sharedCacheDown = () => sharedCacheConfigured() && !sharedCacheConnected();

/**
 * The generation for pages, actions and route handlers: the cached one
 * (getSessionGeneration), or the store's own while the shared cache is down.
 */
export function sessionGeneration(customerId: number): Promise<number> {
  return sharedCacheDown() ? readSessionGeneration(customerId) : getSessionGeneration(customerId);
}

/**
 * The current generation for pages and route handlers: cached per customer and refreshed
 * by the customer's tag, which a sign-out revalidates (on every instance through the
 * shared cache). Kept at most 30 s, so that an instance that missed that refresh (a
 * sign-out while the shared cache was down, which it asks the store about only while the
 * cache stays down) learns of it within 30 s of the cache's return all the same.
 */
async function getSessionGeneration(customerId: number): Promise<number> {
  'use cache';
  cacheLife({ stale: 0, revalidate: 15, expire: 30 });
  cacheTag(cacheTags.customer(customerId));
  return (await recorded(storeApi(), customerId)).value;
}

/** Ends every session of the customer begun so far: the next generation, returned. */
export async function advanceSessionGeneration(customerId: number): Promise<number> {
  const api = storeApi();
  const current = await recorded(api, customerId);
  const next = current.value + 1;
  if (current.id === undefined)
    await createMetafield(api, customerPath(customerId), {
      namespace: NAMESPACE,
      key: KEY,
      value: String(next),
      description: 'Sessions of this customer begun in an earlier generation are signed out.',
      permissionSet: 'app_only',
    });
  else await updateMetafieldValue(api, customerPath(customerId), current.id, String(next));
  recent.set(customerId, next);
  return next;
}
