import { getProduct } from '../../catalog';
import {
  type WishlistRow,
  addWishlistItems,
  createWishlist,
  deleteWishlistItems,
  deleteWishlists,
  findWishlistByToken,
  itemsOf,
  ownWishlist,
  updateWishlist,
  wishlistsOf,
} from '../../wishlists';
import { type GraphQLContext } from '../context';
import { UserError } from '../errors';
import { type Resolvers } from '../generated/resolvers';
import { connectionOfList } from '../relay';

/** Only a signed-in customer has wishlists. */
function customerOf(ctx: GraphQLContext): number {
  if (!ctx.customerId) throw new UserError('Sign in to keep wishlists.', 'FORBIDDEN');
  return ctx.customerId;
}

/** A list's items whose products shoppers can still see. */
const visibleItems = (ctx: GraphQLContext, wishlist: WishlistRow) =>
  itemsOf(ctx.svc, wishlist.id).filter((item) => getProduct(ctx.svc, item.product_id)?.is_visible);

const itemInputs = (
  items: ReadonlyArray<{ productEntityId: number; variantEntityId?: number | null }>,
) => items.map((i) => ({ productId: i.productEntityId, variantId: i.variantEntityId ?? null }));

const listFields = {
  entityId: (w: WishlistRow) => w.id,
  name: (w: WishlistRow) => w.name,
  token: (w: WishlistRow) => w.token,
};

export const wishlistResolvers: Resolvers = {
  Customer: {
    wishlists: (c, { filters, ...page }, ctx) => {
      const lists = wishlistsOf(ctx.svc, c.id).filter(
        (w) => !filters?.entityIds || filters.entityIds.includes(w.id),
      );
      return connectionOfList(lists, page);
    },
  },

  Site: {
    // Anyone with the token sees a public list; a private one is not there at all.
    publicWishlist: (_site, { token }, ctx) => {
      const row = findWishlistByToken(ctx.svc, token.trim());
      return row?.is_public ? row : null;
    },
  },

  Wishlist: {
    ...listFields,
    isPublic: (w) => w.is_public === 1,
    items: (w, args, ctx) => connectionOfList(visibleItems(ctx, w), args),
  },

  PublicWishlist: {
    ...listFields,
    items: (w, args, ctx) => connectionOfList(visibleItems(ctx, w), args),
  },

  WishlistItem: {
    entityId: (i) => i.id,
    product: (i, _a, ctx) => getProduct(ctx.svc, i.product_id)!,
    productEntityId: (i) => i.product_id,
    variantEntityId: (i) => i.variant_id || null,
  },

  Mutation: {
    wishlist: () => ({}),
  },

  WishlistMutations: {
    createWishlist: (_m, { input }, ctx) => ({
      result: createWishlist(ctx.svc, customerOf(ctx), {
        name: input.name,
        isPublic: input.isPublic,
        items: itemInputs(input.items ?? []),
      }),
    }),
    addWishlistItems: (_m, { input }, ctx) => {
      const wishlist = ownWishlist(ctx.svc, customerOf(ctx), input.entityId);
      addWishlistItems(ctx.svc, wishlist, itemInputs(input.items));
      return { result: ownWishlist(ctx.svc, wishlist.customer_id, wishlist.id) };
    },
    deleteWishlistItems: (_m, { input }, ctx) => {
      const wishlist = ownWishlist(ctx.svc, customerOf(ctx), input.entityId);
      deleteWishlistItems(ctx.svc, wishlist, input.itemEntityIds);
      return { result: ownWishlist(ctx.svc, wishlist.customer_id, wishlist.id) };
    },
    updateWishlist: (_m, { input }, ctx) => ({
      result: updateWishlist(ctx.svc, ownWishlist(ctx.svc, customerOf(ctx), input.entityId), {
        name: input.data.name,
        isPublic: input.data.isPublic,
      }),
    }),
    deleteWishlists: (_m, { input }, ctx) => {
      deleteWishlists(ctx.svc, customerOf(ctx), input.entityIds);
      return { result: 'success' };
    },
  },
};
