/** The page cache handler on Redis (next.config.mjs `cacheHandler`); see isr-cache-handler.mjs. */
export default class RedisPageCacheHandler {
  constructor(context: { serverDistDir?: string });
  get(key: string, context: { kind: string }): Promise<unknown>;
  set(
    key: string,
    value: ({ kind: string } & Record<string, unknown>) | null,
    context: { cacheControl?: { revalidate: number | false; expire?: number } },
  ): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
