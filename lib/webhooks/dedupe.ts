/**
 * Remembers callbacks already handled, so a redelivery (same scope, hash and created_at,
 * as the store sends when it did not see our answer) revalidates only once. Bounded: the
 * oldest entries go first.
 */
export class RecentCallbacks {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly capacity = 10_000,
    private readonly ttlMs = 48 * 60 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** True the first time a key is offered (within the TTL), false for a repeat. */
  firstTime(key: string): boolean {
    const time = this.now();
    const previous = this.seen.get(key);
    if (previous !== undefined && time - previous < this.ttlMs) return false;
    this.seen.delete(key);
    this.seen.set(key, time);
    if (this.seen.size > this.capacity) {
      const oldest = this.seen.keys().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    return true;
  }

  /** Takes a key back, so that its next offer counts as the first (after a failed attempt). */
  forget(key: string): void {
    this.seen.delete(key);
  }
}
