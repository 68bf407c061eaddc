/**
 * What `npm run build` writes beside a standalone server's server.js, and the server reads
 * at start (lib/runtime/shared-cache-announce.ts): whether the build had REDIS_URL, and so
 * the shared cache's handlers (next.config.mjs fixes them at build time for a standalone
 * server). Here, apart from both, so the build script needs none of the server's modules.
 */
export const STANDALONE_BUILD_NOTE = 'storefront-build.json';
