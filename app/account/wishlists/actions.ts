'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { type AccountNotice, accountPageWith } from '@/lib/shared/account-notices';
import { cartPageWith } from '@/lib/shared/cart-notices';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { outcomeOf, postedWithoutScript } from '@/lib/shared/enhanced';
import { type FormState, textField, postedForm } from '@/lib/shared/form-state';
import { parseForm } from '@/lib/shared/form-validation';
import { pagePath } from '@/lib/shared/routes';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { addToCart } from '@/lib/data/cart';
import { getSession, saveSession } from '@/lib/flows/session';
import {
  type Wishlist,
  createWishlist,
  deleteWishlist,
  getWishlists,
  removeWishlistItems,
  updateWishlist,
} from '@/lib/data/wishlists';

const SIGNED_OUT = 'Your session has ended. Sign in again to change your wishlists.';

const listName = z
  .string()
  .trim()
  .min(1, 'Give the list a name.')
  .max(100, 'Keep the name under 100 characters.');
const id = z.coerce.number().int().positive();

/** The signed-in customer's list named by the form's `wishlistId`, with all their lists; null when it is not theirs (any more). */
async function ownList(
  form: FormData,
): Promise<{ customerId: number; list: Wishlist | null; lists: Wishlist[] } | null> {
  const { customerId } = await getSession();
  if (!customerId) return null;
  const wanted = id.safeParse(textField(form, 'wishlistId'));
  const lists = await getWishlists(customerId);
  return {
    customerId,
    lists,
    list: wanted.success ? (lists.find((l) => l.entityId === wanted.data) ?? null) : null,
  };
}

/** After a change of a list: the customer's lists and the list's public page are read again. */
function refresh(customerId: number, list: Pick<Wishlist, 'token'> | null): void {
  updateTag(cacheTags.wishlists(customerId));
  if (list) updateTag(cacheTags.sharedWishlist(list.token));
}

export type NameState = FormState<'name'>;

/**
 * A post without JavaScript cannot be shown the returned state (Next.js answers it with
 * only the page's dynamic part): it goes back to the form's page, the list's own (by the
 * posted `wishlistId`) or the lists', with a notice instead.
 */
function backToList(form: FormData, notice: AccountNotice): never {
  const wishlistId = id.safeParse(textField(form, 'wishlistId'));
  redirect(
    accountPageWith(
      wishlistId.success ? pagePath('wishlist', { id: wishlistId.data }) : pagePath('wishlists'),
      notice,
    ),
  );
}

const failedNotice = (state: { error: string | null }): AccountNotice =>
  state.error === SIGNED_OUT ? 'wishlist-signed-out' : 'wishlist-not-saved';

/** A new list, private unless the shopper asks to share it; then its page. */
export async function createWishlistAction(
  _previous: NameState,
  posted: unknown,
): Promise<NameState> {
  const form = postedForm(posted);
  const state = await createdWishlist(form);
  if (postedWithoutScript(form))
    backToList(
      form,
      outcomeOf(state) === 'invalid' ? 'wishlist-name-invalid' : failedNotice(state),
    );
  return state;
}

async function createdWishlist(form: FormData): Promise<NameState> {
  const parsed = parseForm(form, ['name'] as const, z.object({ name: listName }));
  if (!parsed.ok) return parsed.state;
  const { customerId } = await getSession();
  if (!customerId) return { values: parsed.values, fieldErrors: {}, error: SIGNED_OUT };
  let created: number | null;
  try {
    created = await createWishlist(customerId, parsed.data.name, form.get('share') === 'yes');
  } catch (error) {
    return { values: parsed.values, fieldErrors: {}, error: shopperMessage(error) };
  }
  updateTag(cacheTags.wishlists(customerId));
  redirect(
    created
      ? accountPageWith(pagePath('wishlist', { id: created }), 'wishlist-created')
      : pagePath('wishlists'),
  );
}

export async function renameWishlistAction(
  _previous: NameState,
  posted: unknown,
): Promise<NameState> {
  const form = postedForm(posted);
  const state = await renamedWishlist(form);
  if (postedWithoutScript(form)) {
    const outcome = outcomeOf(state);
    backToList(
      form,
      outcome === 'done'
        ? 'wishlist-renamed'
        : outcome === 'invalid'
          ? 'wishlist-name-invalid'
          : failedNotice(state),
    );
  }
  return state;
}

async function renamedWishlist(form: FormData): Promise<NameState> {
  const parsed = parseForm(form, ['name'] as const, z.object({ name: listName }));
  if (!parsed.ok) return parsed.state;
  try {
    const own = await ownList(form);
    if (!own?.list)
      return {
        values: parsed.values,
        fieldErrors: {},
        error: own ? 'This list is no longer here.' : SIGNED_OUT,
      };
    await updateWishlist(own.customerId, own.list.entityId, { name: parsed.data.name });
    refresh(own.customerId, own.list);
  } catch (error) {
    return { values: parsed.values, fieldErrors: {}, error: shopperMessage(error) };
  }
  return { values: parsed.values, fieldErrors: {}, error: null };
}

export type ItemState = { error: string | null };

/** Runs a change of one list of the customer's; the message the form shows when it fails. */
async function changeList(
  form: FormData,
  change: (customerId: number, list: Wishlist) => Promise<void>,
): Promise<ItemState> {
  try {
    const own = await ownList(form);
    if (!own?.list)
      return { error: own ? 'This list is no longer here. Reload the page.' : SIGNED_OUT };
    await change(own.customerId, own.list);
    refresh(own.customerId, own.list);
  } catch (error) {
    return { error: shopperMessage(error) };
  }
  return { error: null };
}

/** Shares a list (anyone with its link can see it) or makes it private again. */
export async function shareWishlistAction(
  _previous: ItemState,
  posted: unknown,
): Promise<ItemState> {
  const form = postedForm(posted);
  const state = await sharedWishlist(form);
  if (postedWithoutScript(form))
    backToList(
      form,
      state.error
        ? failedNotice(state)
        : form.get('share') === 'yes'
          ? 'wishlist-shared'
          : 'wishlist-unshared',
    );
  return state;
}

async function sharedWishlist(form: FormData): Promise<ItemState> {
  return changeList(form, (customerId, list) =>
    updateWishlist(customerId, list.entityId, { isPublic: form.get('share') === 'yes' }),
  );
}

const itemOf = (list: Wishlist, form: FormData) => {
  const itemId = id.safeParse(textField(form, 'itemId'));
  return itemId.success
    ? list.items.edges?.find((e) => e.node.entityId === itemId.data)?.node
    : undefined;
};

export async function removeItemAction(_previous: ItemState, posted: unknown): Promise<ItemState> {
  const form = postedForm(posted);
  const state = await removedItem(form);
  if (postedWithoutScript(form))
    backToList(form, state.error ? failedNotice(state) : 'wishlist-item-removed');
  return state;
}

async function removedItem(form: FormData): Promise<ItemState> {
  return changeList(form, async (customerId, list) => {
    const item = itemOf(list, form);
    if (item) await removeWishlistItems(customerId, list.entityId, [item.entityId]);
  });
}

/**
 * Moves an item into the cart: added as the store has the product (a product with
 * options the list does not pin asks to choose them on its page, in the store's words),
 * then taken off the list. Goes to the cart.
 */
export async function moveToCartAction(_previous: ItemState, posted: unknown): Promise<ItemState> {
  const form = postedForm(posted);
  const state = await movedToCart(form);
  // Moved, it has gone to the cart; without JavaScript a failure goes back to the list.
  if (postedWithoutScript(form)) backToList(form, 'wishlist-item-not-moved');
  return state;
}

async function movedToCart(form: FormData): Promise<ItemState> {
  const session = await getSession();
  const moved = { cartId: null as string | null };
  const outcome = await changeList(form, async (customerId, list) => {
    const item = itemOf(list, form);
    if (!item) return;
    moved.cartId = await addToCart(
      session.cartId,
      {
        productId: item.productEntityId,
        variantId: item.variantEntityId ?? null,
        quantity: 1,
        options: [],
      },
      { customerId },
    );
    await removeWishlistItems(customerId, list.entityId, [item.entityId]);
  });
  if (outcome.error) return outcome;
  if (!moved.cartId) return { error: 'This item is no longer on the list. Reload the page.' };
  if (session.cartId !== moved.cartId) {
    session.cartId = moved.cartId;
    await saveSession(session);
  }
  updateTag(cacheTags.cart(moved.cartId));
  redirect(cartPageWith('moved-to-cart'));
}

/** Deletes a list and its items (a plain form: the same with and without JavaScript). */
export async function deleteWishlistAction(posted: unknown): Promise<void> {
  const form = postedForm(posted);
  let notice: AccountNotice = 'wishlist-deleted';
  const outcome = await changeList(form, (customerId, list) =>
    deleteWishlist(customerId, list.entityId),
  );
  if (outcome.error) notice = outcome.error === SIGNED_OUT ? 'wishlist-gone' : 'store-unavailable';
  redirect(accountPageWith(pagePath('wishlists'), notice));
}
