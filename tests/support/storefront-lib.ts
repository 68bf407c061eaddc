import { type TestStore } from './store-service';
import { loadStorefrontGraphQL } from './storefront-env';

/**
 * The storefront's server modules for `store`, loaded fresh (config read again, no token
 * kept from another store): what pages and actions call, against a real local store. The
 * caller's file mocks Apollo's Next integration and `next/cache` (its cacheTag and
 * cacheLife work only inside Next's renderer); `server-only` is stubbed for every test in
 * vitest.config.ts.
 */
export async function loadStorefront(store: TestStore) {
  const graphql = await loadStorefrontGraphQL(store);
  const [
    cart,
    checkout,
    addresses,
    account,
    newsletter,
    wishlists,
    giftCertificates,
    geography,
    customer,
  ] = await Promise.all([
    import('@/lib/data/cart'),
    import('@/lib/data/checkout'),
    import('@/lib/data/addresses'),
    import('@/lib/data/account'),
    import('@/lib/flows/newsletter'),
    import('@/lib/data/wishlists'),
    import('@/lib/data/gift-certificates'),
    import('@/lib/data/geography'),
    import('@/lib/data/customer'),
  ]);
  return {
    graphql,
    cart,
    checkout,
    addresses,
    account,
    newsletter,
    wishlists,
    giftCertificates,
    geography,
    customer,
  };
}

/** `next/cache` outside Next: loaders run uncached, tags and lives are ignored. */
export const nextCacheOutsideNext = {
  cacheLife: () => undefined,
  cacheTag: () => undefined,
  updateTag: () => undefined,
  revalidateTag: () => undefined,
};
