/**
 * The currencies a shopper can choose, and the cookie that keeps the choice. Shared by the
 * server (pages, proxy, actions) and the browser (the header's switch): names and pure
 * helpers only.
 */
export interface ShopCurrency {
  /** ISO 4217, e.g. `EUR`. */
  code: string;
  name: string;
  symbol: string;
  decimalPlaces: number;
  /** One unit of the store's default currency is worth this much of this one. */
  exchangeRate: number;
  /** Carts can be in it. */
  transactional: boolean;
}

export interface ShopCurrencies {
  /** The channel's default: what a page without a currency in its address shows. */
  default: ShopCurrency;
  /** Every currency on offer, the default first. */
  all: ShopCurrency[];
}

/**
 * The shopper's chosen currency, set only for one that is not the default. Readable by the
 * page's script (the switch shows it); it holds nothing but a currency code.
 */
export const CURRENCY_COOKIE = 'storefront_currency';

/** A year: a choice of currency is kept like a language choice. */
export const CURRENCY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isCurrencyCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z]{3}$/.test(value);

/**
 * The currency a page in `code` shows: that one when the shop offers it, else the default
 * (an old link, or a currency the merchant has since switched off).
 */
export function currencyFor(currencies: ShopCurrencies, code: string): ShopCurrency {
  return currencies.all.find((currency) => currency.code === code) ?? currencies.default;
}

/** The currency code a page's address carries for a currency: none for the default. */
export const addressCode = (currencies: ShopCurrencies, currency: ShopCurrency) =>
  currency.code === currencies.default.code ? '' : currency.code;
