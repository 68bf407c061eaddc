import { type Clock } from '../core';

export interface RateLimitState {
  windowMs: number;
  quota: number;
  left: number;
  resetMs: number;
  limited: boolean;
}

/**
 * Fixed-window request quota per API account, reported in the real service's
 * `X-Rate-Limit-*` headers on every management response.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; used: number }>();

  constructor(
    private readonly clock: Clock,
    readonly quota: number,
    readonly windowMs: number,
  ) {}

  take(key: string): RateLimitState {
    const now = this.clock.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      window = { start: now, used: 0 };
      this.windows.set(key, window);
    }
    const limited = window.used >= this.quota;
    if (!limited) window.used += 1;
    return {
      windowMs: this.windowMs,
      quota: this.quota,
      left: this.quota - window.used,
      resetMs: window.start + this.windowMs - now,
      limited,
    };
  }

  static headers(state: RateLimitState): Record<string, string> {
    return {
      'X-Rate-Limit-Time-Window-Ms': String(state.windowMs),
      'X-Rate-Limit-Time-Reset-Ms': String(state.resetMs),
      'X-Rate-Limit-Requests-Quota': String(state.quota),
      'X-Rate-Limit-Requests-Left': String(state.left),
    };
  }
}
