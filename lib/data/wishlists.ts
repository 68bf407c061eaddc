import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import {
  AddWishlistItemsDocument,
  CreateWishlistDocument,
  CustomerWishlistsDocument,
  DeleteWishlistItemsDocument,
  DeleteWishlistsDocument,
  SharedWishlistDocument,
  UpdateWishlistDocument,
  type WishlistFieldsFragment,
} from '@/graphql/generated/operations';
import { cacheTags } from '../shared/cache-tags.mjs';
import { storefrontMutation, storefrontQuery } from '../store/graphql';

/**
 * The signed-in customer's wishlists, and lists shared by their token. The store sends no
 * wishlist events: only the customer changes their lists, through this storefront, whose
 * actions refresh these entries.
 */

export type Wishlist = WishlistFieldsFragment;

/** The list "Save for later" puts products in when the customer has none yet. */
export const FIRST_LIST_NAME = 'Saved for later';

export async function getWishlists(customerId: number): Promise<Wishlist[]> {
  'use cache';
  cacheLife('minutes');
  cacheTag(cacheTags.wishlists(customerId));
  const { customer } = await storefrontQuery(CustomerWishlistsDocument, {}, { customerId });
  return customer?.wishlists.edges?.map((edge) => edge.node) ?? [];
}

/** What a share token looks like (the store's are 32 hex digits): anything else is no list, without asking the store. */
export const isShareToken = (token: string) => /^[a-f0-9]{32}$/.test(token);

/** A public list by its share token, the same for everyone who has the link; null when there is none (or it is private). */
export async function getSharedWishlist(token: string) {
  'use cache';
  cacheLife('minutes');
  cacheTag(cacheTags.sharedWishlist(token));
  if (!isShareToken(token)) return null;
  const { site } = await storefrontQuery(SharedWishlistDocument, { token });
  return site.publicWishlist ?? null;
}

/** The products of any of the customer's lists (what "Save for later" shows as saved). */
export const savedProductIds = (lists: readonly Wishlist[]): number[] => [
  ...new Set(lists.flatMap((list) => list.items.edges?.map((e) => e.node.productEntityId) ?? [])),
];

const shopper = (customerId: number) => ({ customerId });

export async function createWishlist(
  customerId: number,
  name: string,
  isPublic: boolean,
  items: Array<{ productEntityId: number; variantEntityId?: number | null }> = [],
) {
  const { wishlist } = await storefrontMutation(
    CreateWishlistDocument,
    { input: { name, isPublic, items } },
    shopper(customerId),
  );
  return wishlist.createWishlist?.result.entityId ?? null;
}

/**
 * Saves a product for later: into the customer's first list, or a new "Saved for later"
 * when they have none. A product already saved there stays there once.
 */
export async function saveForLater(
  customerId: number,
  lists: readonly Wishlist[],
  productId: number,
): Promise<void> {
  const first = lists[0];
  if (!first) {
    await createWishlist(customerId, FIRST_LIST_NAME, false, [{ productEntityId: productId }]);
    return;
  }
  await storefrontMutation(
    AddWishlistItemsDocument,
    { input: { entityId: first.entityId, items: [{ productEntityId: productId }] } },
    shopper(customerId),
  );
}

/** Takes items off a list. */
export async function removeWishlistItems(
  customerId: number,
  wishlistId: number,
  itemIds: readonly number[],
): Promise<void> {
  if (!itemIds.length) return;
  await storefrontMutation(
    DeleteWishlistItemsDocument,
    { input: { entityId: wishlistId, itemEntityIds: [...itemIds] } },
    shopper(customerId),
  );
}

/** Takes a product off every list that has it ("Save for later" pressed again). */
export async function unsave(
  customerId: number,
  lists: readonly Wishlist[],
  productId: number,
): Promise<void> {
  for (const list of lists) {
    const items =
      list.items.edges
        ?.filter((e) => e.node.productEntityId === productId)
        .map((e) => e.node.entityId) ?? [];
    await removeWishlistItems(customerId, list.entityId, items);
  }
}

export async function updateWishlist(
  customerId: number,
  wishlistId: number,
  data: { name?: string; isPublic?: boolean },
): Promise<void> {
  await storefrontMutation(
    UpdateWishlistDocument,
    { input: { entityId: wishlistId, data } },
    shopper(customerId),
  );
}

export async function deleteWishlist(customerId: number, wishlistId: number): Promise<void> {
  await storefrontMutation(DeleteWishlistsDocument, { ids: [wishlistId] }, shopper(customerId));
}
