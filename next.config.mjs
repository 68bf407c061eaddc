/** @type {import('next').NextConfig} */
const nextConfig = {
  // 'use cache' + cacheTag/cacheLife: catalog, cart and order data are cached and
  // revalidated by tag from the webhook receiver.
  cacheComponents: true,
  // Links prefetch each route's shared shell once instead of every URL's own data.
  partialPrefetching: true,
  poweredByHeader: false,
  // Test builds go to their own folder so they never replace the developer's build.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // The local store service and the setup script live in the same repository but are
  // never part of the storefront bundle.
  serverExternalPackages: ['better-sqlite3'],
};

export default nextConfig;
