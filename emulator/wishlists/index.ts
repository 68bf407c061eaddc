import { type ServiceModule } from '../core';
import { wishlistsSchema } from './repository';

/**
 * Wishlists, through the storefront GraphQL endpoint (`customer.wishlists`,
 * `site.publicWishlist`, the `wishlist` mutations; ../graphql/resolvers/wishlists.ts).
 * The reference files have no wishlists interface for the management API, so none is
 * served; the real service sends no webhooks for wishlists either.
 */
export const wishlistsModule: ServiceModule = {
  name: 'wishlists',
  schema: wishlistsSchema,
};

export {
  addWishlistItems,
  createWishlist,
  deleteWishlistItems,
  deleteWishlists,
  findWishlistByToken,
  itemsOf,
  ownWishlist,
  updateWishlist,
  wishlistsOf,
} from './repository';
export type { WishlistItemRow, WishlistRow } from './repository';
