import { buildingNow } from '../shared/build-phase.mjs';

/**
 * A production build that has no store to read from (a CI or Docker build stage without
 * the store's credentials or network): `npm run build` (scripts/build.ts) finds the store
 * unreachable or unconfigured and runs `next build` with STOREFRONT_BUILD_WITHOUT_STORE=1.
 * The loaders then give empty placeholders instead of asking the store, so every page
 * still prerenders; scripts/build.ts then drops those prerendered pages from the build, so
 * each is rendered from the store on its first request and cached from then on. No
 * shopper ever sees a placeholder.
 */
export const BUILD_WITHOUT_STORE_ENV = 'STOREFRONT_BUILD_WITHOUT_STORE';

/** True only inside such a build: a server started later never takes this path. */
export function buildingWithoutStore(): boolean {
  return process.env[BUILD_WITHOUT_STORE_ENV] === '1' && buildingNow();
}
