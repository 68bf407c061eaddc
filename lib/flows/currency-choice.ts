import 'server-only';
import { revalidateTag } from 'next/cache';
import { cookies } from 'next/headers';
import { cacheTags } from '../shared/cache-tags.mjs';
import {
  CURRENCY_COOKIE,
  CURRENCY_COOKIE_MAX_AGE,
  type ShopCurrencies,
  type ShopCurrency,
} from '../shared/currency';
import { setCartCurrency } from '../data/cart';
import { getCurrencies } from '../data/currencies';
import { StoreRequestError } from '../store/errors';
import { getSession, readableCookieOptions } from './session';
import { loggerFor } from '../observability/logger.mjs';

/**
 * The shopper's choice of currency, kept in a cookie that names a currency other than the
 * default (the proxy sends such a shopper to pages in it) and is absent for the default
 * (whose pages are the plain addresses, which never run the proxy).
 */
export async function rememberCurrency(currency: ShopCurrency): Promise<void> {
  const store = await cookies();
  const { default: fallback } = await getCurrencies();
  if (currency.code === fallback.code) {
    if (store.has(CURRENCY_COOKIE)) store.delete(CURRENCY_COOKIE);
    return;
  }
  store.set(CURRENCY_COOKIE, currency.code, readableCookieOptions(CURRENCY_COOKIE_MAX_AGE));
}

/**
 * Whether a currency cookie should go: it names the default (the merchant changed it) or a
 * currency the shop no longer offers. Kept when the shop's currencies cannot be read now.
 */
export async function currencyCookieToClear(value: string | undefined): Promise<boolean> {
  if (value === undefined) return false;
  try {
    const currencies = await getCurrencies();
    return (
      value === currencies.default.code ||
      !currencies.all.some((currency) => currency.code === value)
    );
  } catch {
    return false;
  }
}

/**
 * The shopper chooses a currency (the header's switch): it is remembered, and their cart,
 * if they have one, is repriced in it, so the cart and the checkout show what the pages
 * show. A currency the shop does not offer is refused with the ones it does. A cart the
 * store cannot reprice now keeps its currency until the next add to cart, which
 * reprices it.
 */
export async function chooseCurrency(
  code: string,
): Promise<{ chosen: ShopCurrency; currencies: ShopCurrencies } | { refused: string }> {
  const currencies = await getCurrencies();
  const chosen = currencies.all.find((currency) => currency.code === code);
  if (!chosen) {
    return {
      refused: `“${code.slice(0, 20)}” is not a currency this shop offers; choose one of ${currencies.all.map((c) => c.code).join(', ')}.`,
    };
  }
  await rememberCurrency(chosen);
  const session = await getSession();
  if (session.cartId) {
    try {
      await setCartCurrency(session.cartId, chosen.code, {
        customerId: session.customerId ?? null,
      });
      revalidateTag(cacheTags.cart(session.cartId), { expire: 0 });
    } catch (error) {
      if (!(error instanceof StoreRequestError))
        loggerFor('currency').warn(
          `storefront: the cart keeps its currency for now: ${error instanceof Error ? error.message : 'unknown failure'}`,
        );
    }
  }
  return { chosen, currencies };
}
