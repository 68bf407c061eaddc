'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { type FormResult, postedForm, readForm, textField } from '@/lib/shared/forms';
import { orderHref } from '@/lib/shared/links';
import { problem } from '@/lib/shared/problems';
import { plainShopperMessage } from '@/lib/store/shopper-errors';
import { RETURN_REASONS, getOrder, startReturn } from '@/lib/data/orders';
import { orderIdOf } from '@/lib/shared/order-id';
import { getSession } from '@/lib/flows/session';
import { returnableItems } from '../order-lines';
import { returnSchema } from './schema';
import { inPageLanguage } from '@/lib/i18n/request-language';

/** A refusal of the whole request, with what the shopper typed kept. */
const refused = (form: FormData, message: string): FormResult => ({
  status: 'error',
  initialValue: {
    reason: textField(form, 'reason'),
    comments: textField(form, 'comments'),
  },
  error: { '': [message] },
});

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
export async function startReturnAction(_previous: unknown, posted: unknown): Promise<FormResult> {
  const form = postedForm(posted);
  const orderId = orderIdOf(textField(form, 'orderId'));
  const { customerId } = await getSession();
  if (!customerId) return refused(form, problem('problems.returnSignedOut'));
  const orderNotFound = problem('problems.orderNotFound');
  if (!orderId) return refused(form, orderNotFound);

  // The store's answers here are GraphQL's and the management API's words, never the
  // shopper's: every refusal becomes a plain sentence.
  let order: Awaited<ReturnType<typeof getOrder>>;
  try {
    order = await getOrder(orderId, customerId);
  } catch (error) {
    return refused(form, plainShopperMessage(error));
  }
  if (!order) return refused(form, orderNotFound);

  const read = readForm(form, returnSchema(RETURN_REASONS, returnableItems(order)));
  if (!read.ok) return read.result;
  const { data, reply } = read;
  try {
    await startReturn(orderId, data);
  } catch (error) {
    return reply({ formErrors: [plainShopperMessage(error)] });
  }
  updateTag(cacheTags.order(orderId));
  redirect(await inPageLanguage(orderHref(orderId, { notice: 'return-started' })));
}
