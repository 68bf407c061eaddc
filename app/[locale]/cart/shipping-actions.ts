'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { destinationSchema } from '@/lib/shared/address-rules';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { cartPageWith } from '@/lib/shared/cart-notices';
import { outcomeOf, postedWithoutScript } from '@/lib/shared/enhanced';
import { type FormResult, postedForm, readForm } from '@/lib/shared/forms';
import { problem } from '@/lib/shared/problems';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { getCart } from '@/lib/data/cart';
import { chooseShipping, estimateShipping, getCheckout } from '@/lib/data/checkout';
import { getCountries } from '@/lib/data/geography';
import { getSession } from '@/lib/flows/session';
import { shippingChoiceSchema } from './schema';
import { inPageLanguage } from '@/lib/i18n/request-language';

/**
 * Estimates shipping for the cart's physical items to a country, state and postal code
 * (checked against the store's countries and states): the store's options for the zone,
 * the cheapest chosen (or the one chosen before, when offered there too).
 */
export async function estimateShippingAction(
  _previous: unknown,
  posted: unknown,
): Promise<FormResult> {
  const form = postedForm(posted);
  const state = await estimated(form);
  // Without JavaScript: back to the cart, which shows the options, with a notice.
  if (postedWithoutScript(form)) {
    const outcome = outcomeOf(state);
    redirect(
      await inPageLanguage(
        cartPageWith(
          outcome === 'done'
            ? 'shipping-estimated'
            : outcome === 'invalid'
              ? 'shipping-estimate-invalid'
              : 'shipping-estimate-failed',
        ),
      ),
    );
  }
  return state;
}

async function estimated(form: FormData): Promise<FormResult> {
  const read = readForm(
    form,
    destinationSchema(await getCountries(), { postalCodeRequired: false }),
  );
  if (!read.ok) return read.result;
  const { data, reply } = read;
  const session = await getSession();
  const cartId = session.cartId;
  if (!cartId) return reply({ formErrors: [problem('problems.cartEmptyEstimate')] });
  const shopper = { customerId: session.customerId ?? null };
  try {
    const [cart, checkout] = await Promise.all([
      getCart(cartId, shopper.customerId),
      getCheckout(cartId, shopper.customerId),
    ]);
    const lines =
      cart?.lineItems.physicalItems.map((line) => ({
        entityId: line.entityId,
        quantity: line.quantity,
      })) ?? [];
    if (!lines.length) return reply({ formErrors: [problem('problems.nothingToShip')] });
    await estimateShipping(cartId, data, lines, shopper, checkout);
  } catch (error) {
    return reply({ formErrors: [shopperMessage(error)] });
  }
  updateTag(cacheTags.cart(cartId));
  return reply();
}

/** Chooses one of the estimate's options (without JavaScript: back to the cart with a notice). */
export async function chooseShippingAction(
  _previous: unknown,
  posted: unknown,
): Promise<FormResult> {
  const form = postedForm(posted);
  const result = await chosen(form);
  if (postedWithoutScript(form))
    redirect(
      await inPageLanguage(
        cartPageWith(outcomeOf(result) === 'done' ? 'shipping-chosen' : 'shipping-choice-failed'),
      ),
    );
  return result;
}

async function chosen(form: FormData): Promise<FormResult> {
  const read = readForm(form, shippingChoiceSchema);
  if (!read.ok) return read.result;
  const { data, reply } = read;
  const session = await getSession();
  if (!session.cartId) return reply({ formErrors: [problem('problems.cartEmpty')] });
  try {
    await chooseShipping(session.cartId, data.consignmentId, data.optionId, {
      customerId: session.customerId ?? null,
    });
  } catch (error) {
    return reply({ formErrors: [shopperMessage(error)] });
  }
  updateTag(cacheTags.cart(session.cartId));
  return reply();
}
