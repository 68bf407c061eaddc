import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import createNextIntlPlugin from 'next-intl/plugin';
import { canonicalOriginOf } from './lib/shared/canonical-origin.mjs';
import { CATALOG_ROUTES, edgeKeyHeaders } from './lib/shared/edge-routes.mjs';
import { UNPREFIXED_PAGES } from './lib/shared/locale-rewrite.mjs';

/** next-intl reads each render's language and messages from here. */
const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * How long a CDN or reverse proxy in front of the shop may serve a catalog page before it
 * asks again (N, `s-maxage`), and how long after that it may still serve the old page while
 * it asks (M, `stale-while-revalidate`). With a purger configured (EDGE_PURGE), the
 * webhooks purge the edge by key, so N can be long: an hour by default, the cache life of
 * the little on a page that no event refreshes (content pages, the footer's links to them).
 * Without one, the edge is at most N seconds behind the origin, plus the one answer it
 * gives while refreshing. Build-time settings: Next.js writes the headers into the build.
 */
function seconds(name, fallback) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,7}$/.test(raw))
    throw new Error(`${name} must be a whole number of seconds (e.g. ${fallback}); got "${raw}".`);
  return Number(raw);
}
const edgePurged = Boolean(process.env.EDGE_PURGE?.trim());
const cdnMaxAge = seconds('CDN_CACHE_SECONDS', edgePurged ? 3600 : 30);
const cdnStale = seconds('CDN_STALE_SECONDS', 300);

/**
 * With REDIS_URL, the pages and the 'use cache' data live in Redis, shared by every
 * instance, with their tag invalidations (lib/shared-cache/). Without it, Next.js's own
 * in-process caches, as one instance needs. `next start` reads this when the server
 * starts; the standalone server (a deploy) has it from the build, so a build for several
 * instances is made with REDIS_URL set (its value is still read at run time).
 */
const sharedCache = process.env.REDIS_URL?.trim()
  ? {
      cacheHandler: fileURLToPath(
        new URL('./lib/shared-cache/isr-cache-handler.mjs', import.meta.url),
      ),
      cacheHandlers: {
        default: fileURLToPath(
          new URL('./lib/shared-cache/use-cache-handler.mjs', import.meta.url),
        ),
        remote: fileURLToPath(new URL('./lib/shared-cache/use-cache-handler.mjs', import.meta.url)),
      },
      // The handler keeps its own copy in memory; Next.js's would be a second one.
      cacheMaxMemorySize: 0,
    }
  : {};

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => withNextIntl(storefrontConfig(phase));

/** @type {(phase: string) => import('next').NextConfig} */
const storefrontConfig = (phase) => ({
  ...sharedCache,
  // 'use cache' + cacheTag/cacheLife: catalog, cart and order data are cached and
  // revalidated by tag from the webhook receiver.
  cacheComponents: true,
  // Links prefetch each route's shared shell once instead of every URL's own data.
  partialPrefetching: true,
  poweredByHeader: false,
  // Written into the build: the origin of the pages' canonical links (lib/shared/canonical-origin.mjs).
  env: { CANONICAL_ORIGIN: canonicalOriginOf(process.env) },
  // No ETag on pages: Next.js hashes the whole HTML of every response to make one, about a
  // sixth of what serving a cached 75 KB listing costs (measured with a CPU profile under
  // load), for a 304 that only saves bytes. Shared caches keep pages by their
  // Cache-Control (below); the build's /_next/static files are immutable and need none.
  generateEtags: false,
  // Test builds go to their own folder so they never replace the developer's build.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // The build makes a deployable server too: .next/standalone/server.js with only the
  // files its pages trace to (the local store service, its own workspace package, is never
  // among them). `next start` (npm start on one machine) serves the same build without it.
  output: phase === PHASE_PRODUCTION_BUILD ? 'standalone' : undefined,
  // Behind an edge that purges (EDGE_PURGE), the edge compresses, once per page it keeps,
  // as Next.js's self-hosting guide advises; the origin sends plain bytes.
  compress: !edgePurged,
  // Every page lives under app/[locale]/: an address without a language prefix is the
  // channel's default language's page (lib/shared/locale-path.ts). After the files, so the
  // route handlers (app/api, robots.txt, ...) keep their own addresses.
  async rewrites() {
    return { beforeFiles: [], afterFiles: [...UNPREFIXED_PAGES], fallback: [] };
  },
  async headers() {
    return CATALOG_ROUTES.map(({ source, keys }) => ({
      source,
      missing: [{ type: 'header', key: 'next-action' }],
      headers: [
        {
          key: 'Cache-Control',
          value: `public, s-maxage=${cdnMaxAge}, stale-while-revalidate=${cdnStale}`,
        },
        ...edgeKeyHeaders(keys),
      ],
    }));
  },
});

export default nextConfig;
