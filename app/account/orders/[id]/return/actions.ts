'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { type FormState, textField } from '@/lib/shared/form-state';
import { orderHref } from '@/lib/shared/links';
import { plainShopperMessage } from '@/lib/store/shopper-errors';
import { RETURN_REASONS, getOrder, startReturn } from '@/lib/data/orders';
import { orderIdOf } from '@/lib/shared/order-id';
import { getSession } from '@/lib/flows/session';
import { orderLines, returnableQuantities } from '../order-lines';

export type ReturnField = 'items' | 'reason' | 'comments';
export type ReturnState = FormState<ReturnField>;

const isReason = (value: string): value is (typeof RETURN_REASONS)[number] =>
  (RETURN_REASONS as readonly string[]).includes(value);

/**
 * Starts a return for items of the signed-in shopper's own order: only that order's items,
 * at most as many as can still be returned. The store keeps the request on the order, and
 * the order page (refreshed here) shows it.
 *
 * Known race: two requests for the same order at the same moment both check against the
 * returns recorded before either, so together they can ask for more than is returnable.
 * The store has no conditional write for metafields to prevent it; the merchant reviews
 * every return request against the order anyway, and a sequential second request sees the
 * first (this action refreshes the order's cached data before answering).
 */
export async function startReturnAction(
  _previous: ReturnState,
  form: FormData,
): Promise<ReturnState> {
  const reason = textField(form, 'reason');
  const comments = textField(form, 'comments').trim().slice(0, 1000);
  const values = { reason, comments };
  const orderId = orderIdOf(textField(form, 'orderId'));
  const { customerId } = await getSession();
  if (!customerId)
    return { values, fieldErrors: {}, error: 'Sign in again to start a return for this order.' };
  const orderNotFound = {
    values,
    fieldErrors: {},
    error: 'We could not find this order in your account.',
  };
  if (!orderId) return orderNotFound;

  // The store's answers here are GraphQL's and the management API's words, never the
  // shopper's: every refusal becomes a plain sentence.
  let order: Awaited<ReturnType<typeof getOrder>>;
  try {
    order = await getOrder(orderId, customerId);
  } catch (error) {
    return { values, fieldErrors: {}, error: plainShopperMessage(error) };
  }
  if (!order) return orderNotFound;

  const returnable = returnableQuantities(order);
  const fieldErrors: ReturnState['fieldErrors'] = {};
  const items = orderLines(order).flatMap((line) => {
    const quantity = Number(textField(form, `quantity-${line.entityId}`) || 0);
    if (
      !Number.isInteger(quantity) ||
      quantity < 0 ||
      quantity > (returnable.get(line.entityId) ?? 0)
    ) {
      fieldErrors.items = `You can return at most ${returnable.get(line.entityId) ?? 0} of ${line.name}.`;
      return [];
    }
    return quantity > 0 ? [{ lineItemId: line.entityId, name: line.name, quantity }] : [];
  });
  if (!fieldErrors.items && items.length === 0)
    fieldErrors.items = 'Choose at least one item to return.';
  if (!isReason(reason)) fieldErrors.reason = 'Choose a reason for the return.';
  if (fieldErrors.items || fieldErrors.reason || !isReason(reason))
    return { values, fieldErrors, error: null };

  try {
    await startReturn(orderId, { reason, comments, items });
  } catch (error) {
    return { values, fieldErrors: {}, error: plainShopperMessage(error) };
  }
  updateTag(cacheTags.order(orderId));
  redirect(orderHref(orderId, { notice: 'return-started' }));
}
