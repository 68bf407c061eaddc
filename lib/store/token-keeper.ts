import 'server-only';
import { decodeJwt } from 'jose';

export interface TokenKeeperOptions {
  /** Mints a new token that expires at `expiresAt` (Unix seconds). */
  mint: (expiresAt: number) => Promise<string>;
  /** Milliseconds since the epoch (injectable for tests). */
  now?: () => number;
  /** Lifetime asked for each token. */
  lifetimeSeconds?: number;
  /** A token this close to its expiry is replaced before use. */
  renewBeforeSeconds?: number;
}

interface Held {
  token: string;
  /** Unix seconds. */
  expiresAt: number;
}

/**
 * Keeps one storefront token and hands it to every caller: reads its expiry from the JWT
 * (`eat`, the store's claim, else `exp`), renews it before it runs out, lets concurrent
 * callers share one mint, and re-mints once when the store rejects it with a 401.
 */
export class TokenKeeper {
  private held: Held | null = null;
  private minting: Promise<Held> | null = null;
  private readonly now: () => number;
  private readonly lifetime: number;
  private readonly renewBefore: number;

  constructor(private readonly options: TokenKeeperOptions) {
    this.now = options.now ?? Date.now;
    this.lifetime = options.lifetimeSeconds ?? 24 * 60 * 60;
    this.renewBefore = options.renewBeforeSeconds ?? 10 * 60;
  }

  /** A token valid for at least `renewBeforeSeconds` more. */
  async token(): Promise<string> {
    const nowSeconds = this.now() / 1000;
    if (this.held && this.held.expiresAt - nowSeconds > this.renewBefore) return this.held.token;
    return (await this.mintOnce()).token;
  }

  /** Forgets `token` if it is the one held (the store said it is no longer valid). */
  invalidate(token: string): void {
    if (this.held?.token === token) this.held = null;
  }

  /**
   * Runs `call` with a token; when the store answers 401 (as told by `isUnauthorized`),
   * mints a fresh token and retries once. A second 401 is the caller's to handle.
   */
  async withToken<T>(
    call: (token: string) => Promise<T>,
    isUnauthorized: (result: T) => boolean,
  ): Promise<T> {
    const token = await this.token();
    const result = await call(token);
    if (!isUnauthorized(result)) return result;
    this.invalidate(token);
    return call(await this.token());
  }

  private mintOnce(): Promise<Held> {
    this.minting ??= (async () => {
      // Yield first, so `??=` has stored this promise before `finally` clears it: a mint that
      // throws synchronously would otherwise leave its rejected promise cached for good.
      await Promise.resolve();
      try {
        const requested = Math.floor(this.now() / 1000) + this.lifetime;
        const token = await this.options.mint(requested);
        const held = { token, expiresAt: expiryOf(token) ?? requested };
        this.held = held;
        return held;
      } finally {
        this.minting = null;
      }
    })();
    return this.minting;
  }
}

/** `eat` is the store's expiry claim; standard `exp` is the fallback. */
function expiryOf(token: string): number | null {
  try {
    const claims = decodeJwt(token);
    const eat = claims.eat;
    if (typeof eat === 'number') return eat;
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}
