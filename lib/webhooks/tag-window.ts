/**
 * How long a revalidated tag is left alone: a burst of callbacks (a bulk import sends
 * thousands of `store/product/*` ones, each naming the `products` listings tag) costs one
 * revalidation per tag and window, not one per callback.
 */
export const TAG_WINDOW_MS = 1000;

/** What a callback's tags get: revalidated now, or left to the window's trailing run. */
export interface Admission {
  now: string[];
  deferred: string[];
  /** True for the callback that must schedule the trailing run (none is scheduled yet). */
  startsTrailingRun: boolean;
}

/**
 * Whether a tag is one that many callbacks share (`products`, `categories`: every listing),
 * which a burst repeats with each callback, rather than one naming a single thing
 * (`product:12`). Only shared tags wait for a window: a change to one product shows on its
 * page at the next request, however soon after the one before it came.
 */
const sharedByMany = (tag: string) => !tag.includes(':');

/**
 * Which tags a callback revalidates at once and which wait (lib/webhooks/receiver.ts).
 * A tag naming one thing is always revalidated at once. A shared tag not revalidated
 * within the window is revalidated at once; one revalidated within it waits for one
 * trailing run at the end of the window, which takes every tag that waited, so the last
 * change of a burst is still seen, at most one window plus a revalidation later. Kept per
 * process: with several instances each coalesces the callbacks it receives, and their
 * revalidations reach every instance as before.
 */
export class TagWindow {
  /** When each tag was last revalidated, oldest first (re-inserted on each run). */
  private readonly lastRun = new Map<string, number>();
  private readonly waiting = new Set<string>();
  private trailingScheduled = false;

  constructor(
    readonly windowMs: number = TAG_WINDOW_MS,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  admit(tags: readonly string[]): Admission {
    const at = this.clock();
    this.forgetOlderThan(at - this.windowMs);
    const now: string[] = [];
    const deferred: string[] = [];
    for (const tag of tags) {
      if (!sharedByMany(tag)) {
        now.push(tag);
        continue;
      }
      // A tag already waiting stays with the trailing run: it must not run twice.
      if (this.waiting.has(tag) || this.lastRun.has(tag)) {
        this.waiting.add(tag);
        deferred.push(tag);
      } else {
        this.markRun(tag, at);
        now.push(tag);
      }
    }
    const startsTrailingRun = this.waiting.size > 0 && !this.trailingScheduled;
    if (startsTrailingRun) this.trailingScheduled = true;
    return { now, deferred, startsTrailingRun };
  }

  /** A revalidation that failed: its tags count as not run, so the store's retry runs them. */
  forget(tags: readonly string[]): void {
    for (const tag of tags) this.lastRun.delete(tag);
  }

  /** The trailing run's tags, marked revalidated now; the next wait schedules a new run. */
  takeWaiting(): string[] {
    const at = this.clock();
    const tags = [...this.waiting];
    this.waiting.clear();
    this.trailingScheduled = false;
    for (const tag of tags) this.markRun(tag, at);
    return tags;
  }

  /**
   * A trailing run that failed: its tags wait again, and the next callback schedules
   * another run for them (its answer is a 200 long gone, so the store will not retry).
   */
  putBack(tags: readonly string[]): void {
    this.forget(tags);
    for (const tag of tags) this.waiting.add(tag);
  }

  private markRun(tag: string, at: number): void {
    this.lastRun.delete(tag);
    this.lastRun.set(tag, at);
  }

  /** Tags out of the window are forgotten, so the map holds one window's tags at most. */
  private forgetOlderThan(cutoff: number): void {
    for (const [tag, at] of this.lastRun) {
      if (at > cutoff) break;
      this.lastRun.delete(tag);
    }
  }
}
