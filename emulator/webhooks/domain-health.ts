/**
 * Delivery health per destination domain (seed sections 3.3 and 6): successes and
 * failures of the last two minutes, judged together for every hook on the domain. Once at
 * least 100 callbacks were answered in the window and fewer than 90% succeeded, the domain
 * is blacklisted for three minutes; callbacks due in that time wait in the retry queue.
 *
 * Kept in memory: a restart starts with a clean record, as the window is short.
 */
export const HEALTH_WINDOW_MS = 2 * 60_000;
export const MIN_REQUESTS_EVALUATED = 100;
export const MIN_SUCCESS_RATIO = 0.9;
export const BLACKLIST_MS = 3 * 60_000;

interface Outcome {
  at: number;
  ok: boolean;
}

/** A domain's outcomes in the window, oldest first, with the successes among them counted as they come and go. */
interface DomainWindow {
  outcomes: Outcome[];
  successes: number;
}

export interface DomainStatus {
  domain: string;
  successes: number;
  failures: number;
  /** Milliseconds; null when the domain is not blacklisted. */
  blacklistedUntil: number | null;
}

export class DomainHealth {
  private readonly windows = new Map<string, DomainWindow>();
  private readonly blacklist = new Map<string, number>();

  /** Counts one answered (or failed) callback and blacklists the domain when it is unhealthy. */
  record(domain: string, ok: boolean, now: number): void {
    const window = this.window(domain, now);
    window.outcomes.push({ at: now, ok });
    if (ok) window.successes += 1;
    const answered = window.outcomes.length;
    if (this.blacklistedUntil(domain, now) !== null || answered < MIN_REQUESTS_EVALUATED) return;
    if (window.successes / answered < MIN_SUCCESS_RATIO)
      this.blacklist.set(domain, now + BLACKLIST_MS);
  }

  /** End of the domain's blacklisting (ms), or null when callbacks to it may be sent. */
  blacklistedUntil(domain: string, now: number): number | null {
    const until = this.blacklist.get(domain);
    if (until === undefined) return null;
    if (until > now) return until;
    this.blacklist.delete(domain);
    return null;
  }

  status(now: number): DomainStatus[] {
    const domains = new Set([...this.windows.keys(), ...this.blacklist.keys()]);
    return [...domains]
      .sort()
      .map((domain) => {
        const { outcomes, successes } = this.window(domain, now);
        return {
          domain,
          successes,
          failures: outcomes.length - successes,
          blacklistedUntil: this.blacklistedUntil(domain, now),
        };
      })
      .filter((s) => s.successes + s.failures > 0 || s.blacklistedUntil !== null);
  }

  /** The domain's outcomes of the last two minutes; older ones are forgotten (and uncounted). */
  private window(domain: string, now: number): DomainWindow {
    let window = this.windows.get(domain);
    if (!window) {
      window = { outcomes: [], successes: 0 };
      this.windows.set(domain, window);
    }
    const { outcomes } = window;
    let expired = 0;
    while (expired < outcomes.length && outcomes[expired]!.at <= now - HEALTH_WINDOW_MS) {
      if (outcomes[expired]!.ok) window.successes -= 1;
      expired += 1;
    }
    if (expired > 0) outcomes.splice(0, expired);
    return window;
  }
}
