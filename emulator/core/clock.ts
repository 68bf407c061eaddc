/**
 * Time source of the local store service. Everything that depends on time (token expiry,
 * rate-limit windows, abandoned carts, webhook retry schedules) reads it from here, so
 * tests can run a 48-hour retry schedule in seconds with a VirtualClock.
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Runs `fn` once `delayMs` have passed on this clock. Returns a function that cancels it. */
  setTimer(delayMs: number, fn: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(delayMs, fn) {
    // Node caps timers at 2^31-1 ms; longer waits are re-armed in steps.
    const maxDelay = 2 ** 31 - 1;
    let handle: NodeJS.Timeout;
    const arm = (remaining: number) => {
      handle = setTimeout(
        () => (remaining > maxDelay ? arm(remaining - maxDelay) : fn()),
        Math.min(Math.max(remaining, 0), maxDelay),
      );
      handle.unref();
    };
    arm(delayMs);
    return () => clearTimeout(handle);
  },
};

interface PendingTimer {
  id: number;
  at: number;
  fn: () => void;
}

/** A clock that only moves when told to. Timers fire in time order during `advance`. */
export class VirtualClock implements Clock {
  private current: number;
  private timers: PendingTimer[] = [];
  private nextId = 1;

  constructor(startMs = Date.UTC(2026, 0, 1)) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  setTimer(delayMs: number, fn: () => void): () => void {
    const timer = { id: this.nextId++, at: this.current + Math.max(delayMs, 0), fn };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t.id !== timer.id);
    };
  }

  /**
   * Moves time forward by `ms`, firing each due timer at its own instant and letting the
   * promise jobs it starts settle before the next one, as real time would.
   */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    for (;;) {
      this.timers.sort((a, b) => a.at - b.at || a.id - b.id);
      const due = this.timers[0];
      if (!due || due.at > target) break;
      this.timers.shift();
      this.current = Math.max(this.current, due.at);
      due.fn();
      await settle();
    }
    this.current = target;
    await settle();
  }

  /** Number of timers not yet fired (for tests that wait for a quiet service). */
  get pendingTimers(): number {
    return this.timers.length;
  }
}

function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
