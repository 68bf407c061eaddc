'use server';

import { updateTag } from 'next/cache';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { getCart, setLineQuantity } from '@/lib/data/cart';
import { cartLines } from '@/lib/shared/cart-lines';
import { type FormResult, readForm } from '@/lib/shared/forms';
import { problem } from '@/lib/shared/problems';
import { getSession, saveSession } from '@/lib/flows/session';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { cartLineSchema } from './schema';

/**
 * Changes one line of the shopper's own cart: a new quantity, or 0 / the remove button to
 * take the line out. The form names only the line; the cart comes from the session and the
 * line's product and variant from that cart as the store has it, never from the form.
 */
export async function updateLine(_previous: unknown, posted: unknown): Promise<FormResult> {
  const read = readForm(posted, cartLineSchema);
  if (!read.ok) return read.result;
  const { data, reply } = read;
  const { lineItemId, quantity } = data;
  const session = await getSession();
  const cartId = session.cartId;
  if (!cartId) return reply({ formErrors: [problem('problems.cartExpired')] });

  const shopper = { customerId: session.customerId ?? null };
  let cartStillExists: boolean;
  try {
    const cart = await getCart(cartId, shopper.customerId);
    const line = cart && cartLines(cart).find((item) => item.entityId === lineItemId);
    if (!line)
      return reply({
        formErrors: [problem('problems.lineGone')],
      });
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
    return reply({ formErrors: [shopperMessage(error)] });
  }
  if (!cartStillExists) {
    // The store deletes a cart with its last line; the session forgets it too.
    delete session.cartId;
    await saveSession(session);
  }
  updateTag(cacheTags.cart(cartId));
  return reply();
}
