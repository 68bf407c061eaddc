import { LRUCache } from 'lru-cache';

/** As long as the store keeps retrying a callback (its last retry comes about 48 hours on). */
const REMEMBER_MS = 48 * 60 * 60 * 1000;

/**
 * Remembers callbacks already handled, so a redelivery (same scope, hash and created_at,
 * as the store sends when it did not see our answer) revalidates only once. Bounded: the
 * least recently seen entries go first.
 */
export class RecentCallbacks {
  private readonly seen: LRUCache<string, true>;

  constructor(capacity = 10_000, ttlMs = REMEMBER_MS) {
    this.seen = new LRUCache({ max: capacity, ttl: ttlMs });
  }

  /** True the first time a key is offered (within the TTL), false for a repeat. */
  firstTime(key: string): boolean {
    if (this.seen.has(key)) return false;
    this.seen.set(key, true);
    return true;
  }

  /** Takes a key back, so that its next offer counts as the first (after a failed attempt). */
  forget(key: string): void {
    this.seen.delete(key);
  }
}
