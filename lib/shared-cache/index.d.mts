/** The shared cache (Redis, REDIS_URL) as the storefront's TypeScript sees it; see index.mjs. */
export function sharedCacheConfigured(): boolean;
/** Whether the connection to it is up at this moment (no command sent); false when not configured. */
export function sharedCacheConnected(): boolean;
/** What this shop's keys in Redis start with (REDIS_KEY_PREFIX, or the store and channel). */
export function keyPrefix(): string;
/** The process's node-redis client, for rate-limiter-flexible; null when not configured. */
export function sharedRedisClient(): import('redis').RedisClientType | null;
/** Whether it answers now; 'off' when REDIS_URL is not set. */
export function sharedCacheState(): Promise<'off' | 'up' | 'down'>;
/** Host and port of REDIS_URL, for messages (never the password). */
export function redisLocation(url?: string): string;
/**
 * Writes tags' invalidation to the shared cache before a webhook is answered, for every
 * instance; the handler Next.js calls afterwards skips them. Rejects when unreachable.
 */
export function invalidateTagsAhead(tags: string[], durations?: { expire?: number }): Promise<void>;
/** True the first time `key` is offered within `ttlMs` on any instance; rejects when unreachable. */
export function rememberOnce(key: string, ttlMs: number): Promise<boolean>;
export function forgetRemembered(key: string): Promise<void>;
/** Connects once for the start-up message: null when it answers, else why not (no secret in it). */
export function checkSharedCache(timeoutMs?: number): Promise<string | null>;
/** Keeps a value for every instance until a time (epoch ms); rejects when unreachable. */
export function keepUntil(key: string, value: string, expiresAtMs: number): Promise<void>;
/** The values kept under keys (null where none), or null when the shared cache cannot be asked now. */
export function recall(keys: string[]): Promise<Array<string | null> | null>;
