'use server';

import { updateTag } from 'next/cache';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { getCart, setLineQuantity } from '@/lib/data/cart';
import { cartLines } from '@/lib/shared/cart-lines';
import { getSession, saveSession } from '@/lib/flows/session';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { textField } from '@/lib/shared/form-state';
import { MAX_QUANTITY } from './quantity';

export type LineState = { error: string | null };

/**
 * Changes one line of the shopper's own cart: a new quantity, or 0 / the remove button to
 * take the line out. The form names only the line; the cart comes from the session and the
 * line's product and variant from that cart as the store has it, never from the form.
 */
export async function updateLine(_previous: LineState, form: FormData): Promise<LineState> {
  const session = await getSession();
  const cartId = session.cartId;
  if (!cartId) return { error: 'Your cart has expired. Add the item again.' };

  const lineItemId = textField(form, 'lineItemId');
  const quantity = form.get('intent') === 'remove' ? 0 : Number(form.get('quantity'));
  if (!lineItemId || !Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY) {
    return { error: `Enter a quantity from 0 to ${MAX_QUANTITY}.` };
  }

  const shopper = { customerId: session.customerId ?? null };
  let cartStillExists: boolean;
  try {
    const cart = await getCart(cartId, shopper.customerId);
    const line = cart && cartLines(cart).find((item) => item.entityId === lineItemId);
    if (!line)
      return {
        error:
          'This item is no longer in your cart. Reload the page to see your cart as it is now.',
      };
    cartStillExists = await setLineQuantity(
      cartId,
      {
        lineItemId,
        productId: line.productEntityId,
        variantId: line.variantEntityId ?? null,
        quantity,
      },
      shopper,
    );
  } catch (error) {
    return { error: shopperMessage(error) };
  }
  if (!cartStillExists) {
    // The store deletes a cart with its last line; the session forgets it too.
    delete session.cartId;
    await saveSession(session);
  }
  updateTag(cacheTags.cart(cartId));
  return { error: null };
}
