'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { postedForm, textField } from '@/lib/shared/forms';
import { isStorePath } from '@/lib/shared/links';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { type ShopCurrency, currencyFor } from '@/lib/shared/currency';
import { addToCart } from '@/lib/data/cart';
import { getCurrencies } from '@/lib/data/currencies';
import { rememberCurrency } from '@/lib/flows/currency-choice';
import { type ProductDetails, getProductPage } from '@/lib/data/catalog';
import { StoreUnavailableError } from '@/lib/store/errors';
import { storeErrorOf } from '@/lib/store/cache-errors';
import { getSession, saveSession } from '@/lib/flows/session';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { choiceFromForm, pickVariant } from '@/lib/shared/variants';
import {
  ENHANCED_FIELD,
  type NoScriptOutcome,
  maxQuantityOf,
  purchaseViewOf,
} from './purchase-data';
import { noScriptReturnHref } from './no-script-return';
import { inPageLanguage, requestLocale } from '@/lib/i18n/request-language';

/**
 * What went wrong, as the purchase form words it in the page's language (`purchase.<problem>`
 * in messages/*.json): `store` is the store's own words, in `message`, or the storefront's
 * sentence for a refusal not worded for shoppers, which the form words like every form's
 * problem (lib/shared/problems.ts).
 */
export type AddToCartProblem =
  | { problem: 'store'; message: string }
  | { problem: 'gone' | 'notBuyable' | 'choiceOutOfStock' }
  | { problem: 'chooseOptions'; options: string[] }
  | { problem: 'quantityAtLeast'; min: number }
  | { problem: 'quantityRange'; min: number; max: number };

export type AddToCartState =
  | { status: 'idle' }
  | {
      status: 'added';
      quantity: number;
      name: string;
      /** The chosen options' values, "Blue, Large" ('' for none). */
      choice: string;
      at: number;
    }
  | ({ status: 'error'; outcome: NoScriptOutcome; at: number } & AddToCartProblem);

const failed = (problem: AddToCartProblem, outcome: NoScriptOutcome): AddToCartState => ({
  status: 'error',
  ...problem,
  outcome,
  at: Date.now(),
});

/**
 * A failure of a call to the store: its message for the form, and the outcome without
 * JavaScript. Cached loaders' failures may come masked (lib/store/cache-errors.ts).
 */
async function storeFailed(failure: unknown): Promise<AddToCartState> {
  const error = await storeErrorOf(failure);
  return failed(
    { problem: 'store', message: shopperMessage(error) },
    error instanceof StoreUnavailableError ? 'cart-unavailable' : 'cart-refused',
  );
}

/**
 * Adds the chosen variant to the shopper's cart. Reads the option values the form posts
 * (so it works without JavaScript), checks them against the product as the store has it,
 * saves a new cart's id in the session and refreshes that cart's cached data.
 */
export async function addToCartAction(
  _previous: AddToCartState,
  posted: unknown,
): Promise<AddToCartState> {
  const form = postedForm(posted);
  const state = await addToCartState(form);
  // A form posted without JavaScript cannot show the returned state: a page with Cache
  // Components answers such a post with its prerendered shell's dynamic parts only. Such a
  // shopper goes back to the product page instead (303), at the anchor of the outcome,
  // whose message the page shows with CSS alone (see NO_SCRIPT_OUTCOMES).
  if (form.get(ENHANCED_FIELD) !== '1') {
    redirect(
      await inPageLanguage(
        noScriptReturnHref(form, state.status === 'error' ? state.outcome : 'cart-added'),
      ),
    );
  }
  return state;
}

async function addToCartState(form: FormData): Promise<AddToCartState> {
  const path = form.get('path');
  let product: ProductDetails | null = null;
  try {
    product = typeof path === 'string' && isStorePath(path) ? await getProductPage(path) : null;
  } catch (error) {
    return storeFailed(error);
  }
  if (!product) return failed({ problem: 'gone' }, 'cart-gone');

  const view = purchaseViewOf(product);
  const optionIds = view.options.map((option) => option.id);
  const variant = pickVariant(view.variants, optionIds, choiceFromForm(form, optionIds));
  if (!variant) {
    return view.options.length
      ? failed(
          { problem: 'chooseOptions', options: view.options.map((o) => o.name.toLowerCase()) },
          'cart-choice',
        )
      : failed({ problem: 'notBuyable' }, 'cart-gone');
  }
  if (!variant.purchasable) return failed({ problem: 'choiceOutOfStock' }, 'cart-out-of-stock');

  const quantity = Number(form.get('quantity'));
  const max = maxQuantityOf(view, variant);
  if (
    !Number.isInteger(quantity) ||
    quantity < view.minQuantity ||
    (max !== null && quantity > max)
  ) {
    return failed(
      max === null
        ? { problem: 'quantityAtLeast', min: view.minQuantity }
        : { problem: 'quantityRange', min: view.minQuantity, max },
      'cart-quantity',
    );
  }

  const session = await getSession();
  let cartId: string;
  let currency: ShopCurrency;
  try {
    // The cart is in the currency of the page the shopper bought from, which becomes their choice.
    currency = currencyFor(await getCurrencies(), textField(form, 'currency'));
    cartId = await addToCart(
      session.cartId,
      { productId: product.entityId, variantId: variant.id, quantity, options: [] },
      { customerId: session.customerId ?? null },
      // …and in the language of that page: its checkout and e-mails speak it.
      { currency: currency.code, locale: (await requestLocale()).code },
    );
  } catch (error) {
    return storeFailed(error);
  }
  await rememberCurrency(currency);
  if (session.cartId !== cartId) {
    session.cartId = cartId;
    await saveSession(session);
  }
  updateTag(cacheTags.cart(cartId));

  const choice = view.options
    .map((option) => option.values.find((value) => variant.valueIds.includes(value.id))?.label)
    .filter(Boolean)
    .join(', ');
  return { status: 'added', quantity, name: product.name, choice, at: Date.now() };
}
