'use server';

import { updateTag } from 'next/cache';
import { type z } from 'zod';
import { redirect } from 'next/navigation';
import { type AccountNotice, accountPageWith } from '@/lib/shared/account-notices';
import { cartPageWith } from '@/lib/shared/cart-notices';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { outcomeOf, postedWithoutScript } from '@/lib/shared/enhanced';
import { type FormResult, postedForm, readForm } from '@/lib/shared/forms';
import { problem } from '@/lib/shared/problems';
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
import { createWishlistSchema, renameWishlistSchema, wishlistChangeSchema } from './schema';
import { inPageLanguage, requestLocale } from '@/lib/i18n/request-language';

const SIGNED_OUT = problem('problems.signedOutWishlists');

/** The signed-in customer's list `wishlistId`, with all their lists; null when it is not theirs (any more). */
async function ownList(
  wishlistId: number | undefined,
): Promise<{ customerId: number; list: Wishlist | null; lists: Wishlist[] } | null> {
  const { customerId } = await getSession();
  if (!customerId) return null;
  const lists = await getWishlists(customerId);
  return { customerId, lists, list: lists.find((l) => l.entityId === wishlistId) ?? null };
}

/** After a change of a list: the customer's lists and the list's public page are read again. */
function refresh(customerId: number, list: Pick<Wishlist, 'token'> | null): void {
  updateTag(cacheTags.wishlists(customerId));
  if (list) updateTag(cacheTags.sharedWishlist(list.token));
}

/**
 * A post without JavaScript cannot be shown the returned state (Next.js answers it with
 * only the page's dynamic part): it goes back to the form's page, the list's own (by the
 * posted `wishlistId`) or the lists', with a notice instead.
 */
async function backToList(form: FormData, notice: AccountNotice): Promise<never> {
  const { wishlistId } = wishlistChangeSchema.parse({ wishlistId: Number(form.get('wishlistId')) });
  redirect(
    await inPageLanguage(
      accountPageWith(
        wishlistId ? pagePath('wishlist', { id: wishlistId }) : pagePath('wishlists'),
        notice,
      ),
    ),
  );
}

const failedNotice = (result: FormResult): AccountNotice =>
  result.error?.['']?.includes(SIGNED_OUT) ? 'wishlist-signed-out' : 'wishlist-not-saved';

/** A new list, private unless the shopper asks to share it; then its page. */
export async function createWishlistAction(
  _previous: unknown,
  posted: unknown,
): Promise<FormResult> {
  const form = postedForm(posted);
  const state = await createdWishlist(form);
  if (postedWithoutScript(form))
    await backToList(
      form,
      outcomeOf(state) === 'invalid' ? 'wishlist-name-invalid' : failedNotice(state),
    );
  return state;
}

async function createdWishlist(form: FormData): Promise<FormResult> {
  const read = readForm(form, createWishlistSchema);
  if (!read.ok) return read.result;
  const { data, reply } = read;
  const { customerId } = await getSession();
  if (!customerId) return reply({ formErrors: [SIGNED_OUT] });
  let created: number | null;
  try {
    created = await createWishlist(customerId, data.name, data.share === 'yes');
  } catch (error) {
    return reply({ formErrors: [shopperMessage(error)] });
  }
  updateTag(cacheTags.wishlists(customerId));
  redirect(
    await inPageLanguage(
      created
        ? accountPageWith(pagePath('wishlist', { id: created }), 'wishlist-created')
        : pagePath('wishlists'),
    ),
  );
}

export async function renameWishlistAction(
  _previous: unknown,
  posted: unknown,
): Promise<FormResult> {
  const form = postedForm(posted);
  const state = await renamedWishlist(form);
  if (postedWithoutScript(form)) {
    const outcome = outcomeOf(state);
    await backToList(
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

async function renamedWishlist(form: FormData): Promise<FormResult> {
  const read = readForm(form, renameWishlistSchema);
  if (!read.ok) return read.result;
  const { data, reply } = read;
  try {
    const own = await ownList(data.wishlistId);
    if (!own?.list) return reply({ formErrors: [own ? problem('problems.listGone') : SIGNED_OUT] });
    await updateWishlist(own.customerId, own.list.entityId, { name: data.name });
    refresh(own.customerId, own.list);
  } catch (error) {
    return reply({ formErrors: [shopperMessage(error)] });
  }
  return reply();
}

/**
 * Runs a change of one list of the customer's (read from the form with `schema`): the
 * form's reply, with the message it shows when the change failed.
 */
async function changeList(
  form: FormData,
  change: (
    customerId: number,
    list: Wishlist,
    data: z.output<typeof wishlistChangeSchema>,
  ) => Promise<void>,
): Promise<FormResult> {
  const read = readForm(form, wishlistChangeSchema);
  if (!read.ok) return read.result;
  const { data, reply } = read;
  try {
    const own = await ownList(data.wishlistId);
    if (!own?.list)
      return reply({
        formErrors: [own ? problem('problems.listGoneReload') : SIGNED_OUT],
      });
    await change(own.customerId, own.list, data);
    refresh(own.customerId, own.list);
  } catch (error) {
    return reply({ formErrors: [shopperMessage(error)] });
  }
  return reply();
}

/** Shares a list (anyone with its link can see it) or makes it private again. */
export async function shareWishlistAction(
  _previous: unknown,
  posted: unknown,
): Promise<FormResult> {
  const form = postedForm(posted);
  const result = await changeList(form, (customerId, list, data) =>
    updateWishlist(customerId, list.entityId, { isPublic: data.share === 'yes' }),
  );
  if (postedWithoutScript(form))
    await backToList(
      form,
      outcomeOf(result) !== 'done'
        ? failedNotice(result)
        : form.get('share') === 'yes'
          ? 'wishlist-shared'
          : 'wishlist-unshared',
    );
  return result;
}

const itemOf = (list: Wishlist, itemId: number | undefined) =>
  list.items.edges?.find((e) => e.node.entityId === itemId)?.node;

export async function removeItemAction(_previous: unknown, posted: unknown): Promise<FormResult> {
  const form = postedForm(posted);
  const result = await changeList(form, async (customerId, list, data) => {
    const item = itemOf(list, data.itemId);
    if (item) await removeWishlistItems(customerId, list.entityId, [item.entityId]);
  });
  if (postedWithoutScript(form))
    await backToList(
      form,
      outcomeOf(result) !== 'done' ? failedNotice(result) : 'wishlist-item-removed',
    );
  return result;
}

/**
 * Moves an item into the cart: added as the store has the product (a product with
 * options the list does not pin asks to choose them on its page, in the store's words),
 * then taken off the list. Goes to the cart.
 */
export async function moveToCartAction(_previous: unknown, posted: unknown): Promise<FormResult> {
  const form = postedForm(posted);
  const result = await movedToCart(form);
  // Moved, it has gone to the cart; without JavaScript a failure goes back to the list.
  if (postedWithoutScript(form)) await backToList(form, 'wishlist-item-not-moved');
  return result;
}

async function movedToCart(form: FormData): Promise<FormResult> {
  const session = await getSession();
  const moved = { cartId: null as string | null };
  const outcome = await changeList(form, async (customerId, list, data) => {
    const item = itemOf(list, data.itemId);
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
      { locale: (await requestLocale()).code },
    );
    await removeWishlistItems(customerId, list.entityId, [item.entityId]);
  });
  if (outcomeOf(outcome) !== 'done') return outcome;
  if (!moved.cartId)
    return {
      ...outcome,
      status: 'error',
      error: { '': [problem('problems.itemGone')] },
    };
  if (session.cartId !== moved.cartId) {
    session.cartId = moved.cartId;
    await saveSession(session);
  }
  updateTag(cacheTags.cart(moved.cartId));
  redirect(await inPageLanguage(cartPageWith('moved-to-cart')));
}

/** Deletes a list and its items (a plain form: the same with and without JavaScript). */
export async function deleteWishlistAction(posted: unknown): Promise<void> {
  const form = postedForm(posted);
  let notice: AccountNotice = 'wishlist-deleted';
  const outcome = await changeList(form, (customerId, list) =>
    deleteWishlist(customerId, list.entityId),
  );
  if (outcomeOf(outcome) !== 'done')
    notice =
      failedNotice(outcome) === 'wishlist-signed-out' ? 'wishlist-gone' : 'store-unavailable';
  redirect(await inPageLanguage(accountPageWith(pagePath('wishlists'), notice)));
}
