import 'server-only';

/**
 * How long the theme's content (widget regions, scripts, custom template associations) is
 * kept: as long as the catalog. The store publishes no webhooks for it; instead a scheduler
 * asks each server to check the store's content every THEME_CONTENT_CHECK_SECONDS, and the
 * theme-content tag is refreshed when the merchant changed it (lib/webhooks/theme-content-check.ts), so
 * a change shows within about a minute while pages are rendered again only when something
 * changed, not every time a short cache life runs out (which, under load, made each page
 * render again every 30 s).
 */
export const THEME_CONTENT_CACHE_LIFE = 'hours';

/**
 * What a cached loader keeps when the store failed and it gave its fallback (a page
 * without widgets, say): refreshed 30 s later, so the page asks the store again soon.
 * `stale` stays at the 5 minutes the client router keeps prefetched pages by default, and
 * `expire` at an hour, so the entries are still part of prerendered pages (see cacheLife's
 * "Prerendering behavior"). cacheLife keeps the shortest of the lives it is given, so a
 * loader calls this after its usual one.
 */
export const RETRY_CACHE_LIFE = { stale: 300, revalidate: 30, expire: 3600 } as const;
