'use server';

import { updateTag } from 'next/cache';
import { cacheTags } from '@/lib/cache-tags';
import { setLineQuantity } from '@/lib/storefront/cart';
import { getSession } from '@/lib/storefront/session';
import { shopperMessage } from '@/lib/shopper-errors';
import { textField } from '@/lib/form-state';

export type LineState = { error: string | null };

/** Upper bound the form offers; the store enforces its own stock and limits. */
const MAX_QUANTITY = 999;

/**
 * Changes one line of the shopper's own cart (the cart id comes from the session, never
 * from the form): a new quantity, or 0 / the remove button to take the line out.
 */
export async function updateLine(_previous: LineState, form: FormData): Promise<LineState> {
  const session = await getSession();
  const cartId = session.cartId;
  if (!cartId) return { error: 'Your cart has expired. Add the item again.' };

  const lineItemId = textField(form, 'lineItemId');
  const productId = Number(form.get('productId'));
  const variantId = Number(form.get('variantId')) || null;
  const quantity = form.get('intent') === 'remove' ? 0 : Number(form.get('quantity'));
  if (!lineItemId || !Number.isInteger(productId) || !Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY) {
    return { error: `Enter a quantity from 0 to ${MAX_QUANTITY}.` };
  }

  let cartStillExists: boolean;
  try {
    cartStillExists = await setLineQuantity(cartId, { lineItemId, productId, variantId, quantity }, { customerId: session.customerId ?? null });
  } catch (error) {
    return { error: shopperMessage(error) };
  }
  if (!cartStillExists) {
    // The store deletes a cart with its last line; the session forgets it too.
    delete session.cartId;
    await session.save();
  }
  updateTag(cacheTags.cart(cartId));
  return { error: null };
}
