import 'server-only';

/**
 * How long the theme's content (widget regions, scripts, custom template associations) is
 * kept. The store publishes no webhooks for it, so time refreshes it: 30 s after an entry
 * was made, the next request still gets it and a fresh copy is fetched behind it, so a
 * merchant's change shows within about a minute. Pages that show it are regenerated on the
 * same rhythm, which costs a request or two to the store, not a catalog query. `stale`
 * stays at the 5 minutes the client router keeps prefetched pages by default, and
 * `expire` at an hour, so the entries are part of prerendered pages (see cacheLife's
 * "Prerendering behavior").
 */
export const CONTENT_CACHE_LIFE = { stale: 300, revalidate: 30, expire: 3600 } as const;
