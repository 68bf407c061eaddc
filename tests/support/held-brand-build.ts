import { type StoreService } from '../../emulator/server';
import { startSwitchableLink } from './switchable-link';

/** The brand whose page the e2e build cannot get from the store in time. */
export const HELD_BRAND = { name: 'Hollow Oak Linens', href: '/brands/hollow-oak-linens' };

/**
 * The e2e build's way to the store: every request passes but the brand page's own query
 * for HELD_BRAND in the channel's default language (a query in another language carries
 * `@shopperPreferences(locale:)`: lib/store/locale-directive.ts), which never gets an
 * answer, so the build must leave that one page to render on its first request
 * (lib/store/build-placeholder.ts) and prerender all others, in every language.
 */
export async function heldBrandBuildLink(store: StoreService) {
  const link = await startSwitchableLink(store.origin, {
    holds: (body) =>
      body.includes('"operationName":"BrandPage"') &&
      body.includes('hollow-oak-linens') &&
      !body.includes('shopperPreferences'),
  });
  return {
    env: {
      STORE_API_URL: `${link.origin}/stores/${store.storeHash}`,
      // The storefront's own time-out (10 s): what the held page costs the build.
      STOREFRONT_GRAPHQL_URL: `${link.origin}/graphql`,
    },
    close: () => link.close(),
  };
}
