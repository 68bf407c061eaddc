/**
 * Whether this process is `next build` (prerendering pages), not a server: Next.js sets
 * NEXT_PHASE for the build's workers. The cache handlers keep what a build makes in memory
 * only, and the catalog loaders may leave a page to its first request there.
 */
export const buildingNow = () => process.env.NEXT_PHASE === 'phase-production-build';
