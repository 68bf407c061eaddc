import { type EdgePurger, PurgeError } from './purgers';

export interface PurgeQueueOptions {
  log: (line: string) => void;
  /** Told of each purge request sent to the edge and whether it took it (for the metrics). */
  onAttempt?: (outcome: 'purged' | 'failed') => void;
  /** The first wait after a failure; it doubles up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

const reasonOf = (error: unknown) =>
  error instanceof PurgeError ? error.message : 'an unexpected error';

/**
 * The edge purges of this process. A purge is tried at once, so that the webhook's answer
 * comes after the edge forgot the page; one that fails is kept (its keys merged with any
 * that follow) and retried with backoff, honouring a 429's Retry-After, until the edge
 * takes it. The log says once that purges are failing and once that they went through:
 * nothing is dropped silently. Keys still waiting when the process stops are named in the
 * log (drain), as the edge then keeps those pages until their lifetime ends.
 */
export class EdgePurgeQueue {
  private readonly pending = new Set<string>();
  private retrying: Promise<void> | null = null;
  private failingSince = 0;
  private readonly minDelayMs: number;
  private readonly maxDelayMs: number;

  constructor(
    private readonly purger: EdgePurger,
    private readonly options: PurgeQueueOptions,
  ) {
    this.minDelayMs = options.minDelayMs ?? 500;
    this.maxDelayMs = options.maxDelayMs ?? 60_000;
  }

  /** Keys waiting for a retry. */
  get waiting(): number {
    return this.pending.size;
  }

  /** Whether the edge refuses purges at the moment (some wait for a retry). */
  get failing(): boolean {
    return this.retrying !== null;
  }

  private async send(keys: readonly string[]): Promise<void> {
    try {
      await this.purger.purge(keys);
      this.options.onAttempt?.('purged');
    } catch (error) {
      this.options.onAttempt?.('failed');
      throw error;
    }
  }

  /**
   * Purges `keys` now: true once the edge took them; false when it did not (or earlier
   * purges are still failing), and they wait for a retry.
   */
  async purgeNow(keys: readonly string[]): Promise<boolean> {
    if (keys.length === 0) return true;
    if (this.retrying) {
      for (const key of keys) this.pending.add(key);
      return false;
    }
    try {
      for (let i = 0; i < keys.length; i += this.purger.batchSize)
        await this.send(keys.slice(i, i + this.purger.batchSize));
      return true;
    } catch (error) {
      for (const key of keys) this.pending.add(key);
      this.startRetrying(error);
      return false;
    }
  }

  /**
   * At a stop: says at once how many keys still wait (the process may end before any
   * timer of ours, when Next.js has no request left to finish), then waits for the retries
   * for at most `timeoutMs` and says what is left.
   */
  async drain(timeoutMs: number): Promise<void> {
    if (!this.retrying) return;
    this.options.log(
      `edge purge: stopping with ${this.pending.size} key(s) not purged at ${this.purger.name}; retried while the server drains, and any left stay at the edge until their cache lifetime ends`,
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.retrying,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
    if (this.pending.size)
      this.options.log(
        `edge purge: ${this.pending.size} key(s) still not purged at ${this.purger.name} at the end of the drain`,
      );
  }

  private startRetrying(first: unknown): void {
    this.failingSince = Date.now();
    this.options.log(
      `edge purge: ${this.purger.name} failed (${reasonOf(first)}); the origin is fresh, and the purge is retried with backoff until the edge takes it`,
    );
    this.retrying = this.retry(first).finally(() => (this.retrying = null));
  }

  private async retry(first: unknown): Promise<void> {
    let delay = this.waitAfter(first, this.minDelayMs);
    let purged = 0;
    while (this.pending.size) {
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      const batch = [...this.pending].slice(0, this.purger.batchSize);
      try {
        await this.send(batch);
        for (const key of batch) this.pending.delete(key);
        purged += batch.length;
        delay = 0;
      } catch (error) {
        delay = this.waitAfter(
          error,
          Math.min(Math.max(delay * 2, this.minDelayMs), this.maxDelayMs),
        );
      }
    }
    const seconds = ((Date.now() - this.failingSince) / 1000).toFixed(1);
    this.options.log(
      `edge purge: ${this.purger.name} answers again; purged ${purged} waiting key(s) after ${seconds} s`,
    );
  }

  /** The edge's own Retry-After when it gave one (a 429), else `backoff`. */
  private waitAfter(error: unknown, backoff: number): number {
    const asked = error instanceof PurgeError ? error.retryAfterMs : undefined;
    return asked === undefined ? backoff : Math.min(asked, this.maxDelayMs * 5);
  }
}
