import { type StoreCurrency } from './repository';

/**
 * What an amount of the store's default currency comes to in `currency`, at its exchange
 * rate, rounded to the currency's decimal places (as the real service converts catalog
 * prices for display and for carts in another currency).
 */
export function convertAmount(
  amount: number,
  currency: Pick<StoreCurrency, 'exchangeRate' | 'decimalPlaces'>,
): number {
  if (currency.exchangeRate === 1) return amount;
  const scale = 10 ** currency.decimalPlaces;
  return Math.round(amount * currency.exchangeRate * scale) / scale;
}

/** The same for whole cents (minor units): what `cents` of the default currency come to. */
export const convertCents = (
  cents: number,
  currency: Pick<StoreCurrency, 'exchangeRate' | 'decimalPlaces'>,
): number =>
  currency.exchangeRate === 1 ? cents : Math.round(convertAmount(cents / 100, currency) * 100);
