import { type TestStore } from './store-service';
import { loadStorefrontGraphQL } from './storefront-env';

/**
 * The storefront's server modules for `store`, loaded fresh (config read again, no token
 * kept from another store): what pages and actions call, against a real local store. The
 * caller's file mocks `server-only`, Apollo's Next integration and `next/cache` (its
 * cacheTag and cacheLife work only inside Next's renderer).
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
    import('@/lib/storefront/cart'),
    import('@/lib/storefront/checkout'),
    import('@/lib/storefront/addresses'),
    import('@/lib/storefront/account'),
    import('@/lib/storefront/newsletter'),
    import('@/lib/storefront/wishlists'),
    import('@/lib/storefront/gift-certificates'),
    import('@/lib/storefront/geography'),
    import('@/lib/storefront/customer'),
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
