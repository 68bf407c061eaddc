'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { destinationSchema } from '@/lib/shared/address-rules';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { cartPageWith } from '@/lib/shared/cart-notices';
import { outcomeOf, postedWithoutScript } from '@/lib/shared/enhanced';
import { type FormState, postedForm } from '@/lib/shared/form-state';
import { parseForm } from '@/lib/shared/form-validation';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { getCart } from '@/lib/data/cart';
import { chooseShipping, estimateShipping, getCheckout } from '@/lib/data/checkout';
import { getCountries } from '@/lib/data/geography';
import { getSession } from '@/lib/flows/session';

export type EstimateField = 'countryCode' | 'stateOrProvince' | 'postalCode';
export type EstimateState = FormState<EstimateField>;

const FIELDS: readonly EstimateField[] = ['countryCode', 'stateOrProvince', 'postalCode'];

/**
 * Estimates shipping for the cart's physical items to a country, state and postal code
 * (checked against the store's countries and states): the store's options for the zone,
 * the cheapest chosen (or the one chosen before, when offered there too).
 */
export async function estimateShippingAction(
  _previous: EstimateState,
  posted: unknown,
): Promise<EstimateState> {
  const form = postedForm(posted);
  const state = await estimated(form);
  // Without JavaScript: back to the cart, which shows the options, with a notice.
  if (postedWithoutScript(form)) {
    const outcome = outcomeOf(state);
    redirect(
      cartPageWith(
        outcome === 'done'
          ? 'shipping-estimated'
          : outcome === 'invalid'
            ? 'shipping-estimate-invalid'
            : 'shipping-estimate-failed',
      ),
    );
  }
  return state;
}

async function estimated(form: FormData): Promise<EstimateState> {
  const parsed = parseForm(
    form,
    FIELDS,
    destinationSchema(await getCountries(), { postalCodeRequired: false }),
  );
  if (!parsed.ok) return parsed.state;
  const { values } = parsed;
  const session = await getSession();
  const cartId = session.cartId;
  if (!cartId)
    return {
      values,
      fieldErrors: {},
      error: 'Your cart is empty. Add something to estimate its shipping.',
    };
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
    if (!lines.length)
      return { values, fieldErrors: {}, error: 'Nothing in your cart needs shipping.' };
    await estimateShipping(cartId, parsed.data, lines, shopper, checkout);
  } catch (error) {
    return { values, fieldErrors: {}, error: shopperMessage(error) };
  }
  updateTag(cacheTags.cart(cartId));
  return { values, fieldErrors: {}, error: null };
}

export type ShippingChoiceState = { error: string | null };

const choiceForm = z.object({
  consignmentId: z.string().min(1).max(100),
  optionId: z.string().min(1, 'Choose a shipping option.').max(100),
});

/** Chooses one of the estimate's options (without JavaScript: back to the cart with a notice). */
export async function chooseShippingAction(
  _previous: ShippingChoiceState,
  posted: unknown,
): Promise<ShippingChoiceState> {
  const form = postedForm(posted);
  const state = await chosen(form);
  if (postedWithoutScript(form))
    redirect(cartPageWith(state.error ? 'shipping-choice-failed' : 'shipping-chosen'));
  return state;
}

async function chosen(form: FormData): Promise<ShippingChoiceState> {
  const parsed = parseForm(form, ['consignmentId', 'optionId'] as const, choiceForm);
  if (!parsed.ok)
    return {
      error:
        parsed.state.fieldErrors.optionId ?? 'Estimate shipping again: this choice is out of date.',
    };
  const session = await getSession();
  if (!session.cartId) return { error: 'Your cart is empty.' };
  try {
    await chooseShipping(session.cartId, parsed.data.consignmentId, parsed.data.optionId, {
      customerId: session.customerId ?? null,
    });
  } catch (error) {
    return { error: shopperMessage(error) };
  }
  updateTag(cacheTags.cart(session.cartId));
  return { error: null };
}
