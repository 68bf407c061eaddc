import 'server-only';
import { LRUCache } from 'lru-cache';
import { forgetRemembered, rememberOnce } from '../shared-cache/index.mjs';

/** As long as the store keeps retrying a callback (its last retry comes about 48 hours on). */
const REMEMBER_MS = 48 * 60 * 60 * 1000;

/**
 * Remembers callbacks already handled, so a redelivery (same scope, hash and created_at,
 * as the store sends when it did not see our answer) revalidates only once.
 */
export interface CallbackMemory {
  /** True the first time a key is offered (within the memory's time), false for a repeat. */
  firstTime(key: string): Promise<boolean>;
  /** Takes a key back, so that its next offer counts as the first (after a failed attempt). */
  forget(key: string): Promise<void>;
}

/** In this process: bounded, the least recently seen entries go first. */
export class RecentCallbacks implements CallbackMemory {
  private readonly seen: LRUCache<string, true>;

  constructor(capacity = 10_000, ttlMs = REMEMBER_MS) {
    this.seen = new LRUCache({ max: capacity, ttl: ttlMs });
  }

  firstTime(key: string): Promise<boolean> {
    if (this.seen.has(key)) return Promise.resolve(false);
    this.seen.set(key, true);
    return Promise.resolve(true);
  }

  forget(key: string): Promise<void> {
    this.seen.delete(key);
    return Promise.resolve();
  }
}

/**
 * In the shared cache, so that a redelivery that reaches another instance is recognised
 * too: an atomic set-if-absent with the same expiry. Rejects when the shared cache cannot
 * be reached (the receiver answers 503, and the store retries).
 */
export class SharedRecentCallbacks implements CallbackMemory {
  constructor(private readonly ttlMs = REMEMBER_MS) {}

  firstTime(key: string): Promise<boolean> {
    return rememberOnce(`webhook:${key}`, this.ttlMs);
  }

  forget(key: string): Promise<void> {
    return forgetRemembered(`webhook:${key}`);
  }
}
