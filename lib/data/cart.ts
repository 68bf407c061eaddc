import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import {
  type AddCartLineItemsDataInput,
  AddCartLineItemsDocument,
  AssignCartToCustomerDocument,
  CartPageDocument,
  CreateCartDocument,
  CreateCartRedirectUrlsDocument,
  DeleteCartLineItemDocument,
  UpdateCartCurrencyDocument,
  UpdateCartLocaleDocument,
  UpdateCartLineItemDocument,
} from '@/graphql/generated/operations';
import { cacheTags } from '../shared/cache-tags.mjs';
import { cartLines } from '../shared/cart-lines';
import { StoreRequestError } from '../store/errors';
import { type Shopper, storefrontMutation, storefrontQuery } from '../store/graphql';

/**
 * A cart as its owner sees it. Cached per cart id and customer (both part of the key, so
 * no shopper ever gets another's entry), tagged with the cart so a cart webhook or this
 * shopper's own change refreshes it. The store prices a cart as it is read, so the entry
 * also carries the tags of its products and of its customer (whose group decides prices):
 * a price change reaches the cart through the product or customer webhook too.
 */
export async function getCart(cartId: string, customerId: number | null) {
  'use cache';
  cacheLife('minutes');
  cacheTag(cacheTags.cart(cartId));
  if (customerId !== null) cacheTag(cacheTags.customer(customerId));
  const { site } = await storefrontQuery(CartPageDocument, { cartId }, { customerId });
  const productIds = new Set(
    site.cart ? cartLines(site.cart).map((line) => line.productEntityId) : [],
  );
  if (productIds.size) cacheTag(...[...productIds].map((id) => cacheTags.product(id)));
  return site.cart ?? null;
}

export type Cart = NonNullable<Awaited<ReturnType<typeof getCart>>>;

export interface LineToAdd {
  productId: number;
  variantId: number | null;
  quantity: number;
  options: Array<{ optionId: number; valueId: number }>;
}

const lineInput = (line: LineToAdd) => ({
  productEntityId: line.productId,
  quantity: line.quantity,
  ...(line.variantId ? { variantEntityId: line.variantId } : {}),
  ...(line.options.length
    ? {
        selectedOptions: {
          multipleChoices: line.options.map((o) => ({
            optionEntityId: o.optionId,
            optionValueEntityId: o.valueId,
          })),
        },
      }
    : {}),
});

/** What goes into a cart at once: catalog lines, gift certificates to buy. */
export type CartAdditions = Pick<AddCartLineItemsDataInput, 'lineItems' | 'giftCertificates'>;

/**
 * Reprices the shopper's cart in another currency of the channel (the store converts its
 * lines). A cart already in it is left alone; one the store no longer has is a
 * StoreRequestError with code NOT_FOUND.
 */
export async function setCartCurrency(
  cartId: string,
  currency: string,
  shopper: Shopper,
): Promise<void> {
  const cart = await getCart(cartId, shopper.customerId);
  if (!cart) throw new StoreRequestError(`Cart ${cartId} was not found.`, 'NOT_FOUND');
  if (cart.currencyCode === currency) return;
  await storefrontMutation(
    UpdateCartCurrencyDocument,
    { input: { cartEntityId: cartId, data: { currencyCode: currency } } },
    shopper,
  );
}

/**
 * Makes the shopper's cart speak a language of the channel (its hosted checkout and the
 * store's e-mails about it: the shopper switched, or shops in another language than the
 * cart was made in). A cart already in it is left alone; one the store no longer has is a
 * StoreRequestError with code NOT_FOUND.
 */
export async function setCartLocale(cartId: string, locale: string, shopper: Shopper) {
  const cart = await getCart(cartId, shopper.customerId);
  if (!cart) throw new StoreRequestError(`Cart ${cartId} was not found.`, 'NOT_FOUND');
  if (cart.locale === locale) return;
  await storefrontMutation(
    UpdateCartLocaleDocument,
    { input: { cartEntityId: cartId, data: { locale } } },
    shopper,
  );
}

/**
 * setCartLocale for an add to cart: a cart the store no longer has is still NOT_FOUND (a new
 * cart is made); any other failure leaves the cart in its language, since `updateCartLocale`
 * is beyond the reference schema and a store may refuse it, and the add must not fail for it.
 */
async function followLanguage(cartId: string, locale: string, shopper: Shopper) {
  try {
    await setCartLocale(cartId, locale, shopper);
  } catch (error) {
    if (error instanceof StoreRequestError && error.code === 'NOT_FOUND') throw error;
  }
}

/** What a cart is made in or brought to: the page's currency and language, where known. */
export interface CartSettings {
  currency?: string;
  locale?: string;
}

/**
 * Adds to the shopper's cart, creating the cart when there is none (or when the session's
 * cart no longer exists, e.g. it was checked out elsewhere). Returns the cart id. With a
 * `currency` (that of the page the shopper bought from) the cart is in it: repriced when
 * it was in another, or created in it; without one the cart keeps its own. The same for
 * the page's `locale`, the language the cart speaks.
 *
 * Known race: two adds at once from a browser with no cart yet (two tabs) each create a
 * cart, and the session cookie saved last wins; the other cart is left to expire in the
 * store with its line. The session is a cookie, so there is no server-side lock to take
 * before the first cart exists; the purchase form disables its button while an add is
 * pending, so one tab cannot cause it.
 */
export async function addToCartContents(
  cartId: string | undefined,
  additions: CartAdditions,
  shopper: Shopper,
  { currency, locale }: CartSettings = {},
): Promise<string> {
  if (cartId) {
    try {
      if (currency) await setCartCurrency(cartId, currency, shopper);
      if (locale) await followLanguage(cartId, locale, shopper);
      const result = await storefrontMutation(
        AddCartLineItemsDocument,
        { input: { cartEntityId: cartId, data: additions } },
        shopper,
      );
      if (result.cart.addCartLineItems?.cart) return result.cart.addCartLineItems.cart.entityId;
    } catch (error) {
      if (!(error instanceof StoreRequestError && error.code === 'NOT_FOUND')) throw error;
    }
  }
  const created = await storefrontMutation(
    CreateCartDocument,
    {
      input: {
        ...additions,
        ...(currency ? { currencyCode: currency } : {}),
        ...(locale ? { locale } : {}),
      },
    },
    shopper,
  );
  const id = created.cart.createCart?.cart?.entityId;
  if (!id) throw new StoreRequestError('The store did not create a cart.', null);
  return id;
}

/** Adds one catalog line (see addToCartContents). */
export const addToCart = (
  cartId: string | undefined,
  line: LineToAdd,
  shopper: Shopper,
  settings: CartSettings = {},
): Promise<string> =>
  addToCartContents(cartId, { lineItems: [lineInput(line)] }, shopper, settings);

/** Sets a line's quantity; 0 removes it. Returns whether the cart still exists. */
export async function setLineQuantity(
  cartId: string,
  line: { lineItemId: string; productId: number; variantId: number | null; quantity: number },
  shopper: Shopper,
): Promise<boolean> {
  if (line.quantity === 0) return removeLine(cartId, line.lineItemId, shopper);
  await storefrontMutation(
    UpdateCartLineItemDocument,
    {
      input: {
        cartEntityId: cartId,
        lineItemEntityId: line.lineItemId,
        data: {
          lineItem: lineInput({
            productId: line.productId,
            variantId: line.variantId,
            quantity: line.quantity,
            options: [],
          }),
        },
      },
    },
    shopper,
  );
  return true;
}

async function removeLine(cartId: string, lineItemId: string, shopper: Shopper): Promise<boolean> {
  const result = await storefrontMutation(
    DeleteCartLineItemDocument,
    { input: { cartEntityId: cartId, lineItemEntityId: lineItemId } },
    shopper,
  );
  return !result.cart.deleteCartLineItem?.deletedCartEntityId;
}

export async function assignCartToCustomer(cartId: string, customerId: number): Promise<void> {
  await storefrontMutation(
    AssignCartToCustomerDocument,
    { input: { cartEntityId: cartId } },
    { customerId },
  );
}

/**
 * The store's hosted checkout URL for this cart, carrying `queryParams` (the shopper's
 * cookie consent, for one). A cart the store does not know (or that is
 * empty) is a StoreRequestError with code NOT_FOUND, whether the store says so as a GraphQL
 * error or in the result's `errors`; any other refusal has no code.
 */
export async function checkoutUrl(
  cartId: string,
  shopper: Shopper,
  queryParams: { key: string; value: string }[] = [],
): Promise<string> {
  const { redirectUrls, errors } = (
    await storefrontMutation(CreateCartRedirectUrlsDocument, { cartId, queryParams }, shopper)
  ).cart.createCartRedirectUrls;
  if (redirectUrls) return redirectUrls.redirectedCheckoutUrl;
  const notFound = errors.find((error) => error.__typename === 'NotFoundError');
  if (notFound) throw new StoreRequestError(notFound.message, 'NOT_FOUND');
  throw new StoreRequestError('The store did not start a checkout for this cart.', null);
}
