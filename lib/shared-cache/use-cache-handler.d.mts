/** The 'use cache' handler on Redis (next.config.mjs `cacheHandlers`); see use-cache-handler.mjs. */
declare const useCacheHandler: import('next/cache').CacheHandler;
export default useCacheHandler;
