import { z } from 'zod';

/**
 * Money is kept in whole cents everywhere inside the service, so sums and refunds never
 * drift by a fraction of a cent. These helpers convert at the edges only.
 */

/** The one currency the store prices in; anything sold is sold in it. */
export const STORE_CURRENCY = 'USD';

/** Dollars (as the catalog prices them) to whole cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Whole cents to dollars, for v3 shapes that carry money as a JSON number. */
export const toDollars = (cents: number): number => cents / 100;

/** The v2 interface writes money as a string with four decimals: 6268 -> "62.6800". */
export function v2Money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}00`;
}

/** `$1,234.56`, for pages and e-mails a shopper reads. */
export const formatMoney = (cents: number, currency = 'USD'): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

/**
 * A money amount in a request: a number or a numeric string ("12.50"), never negative,
 * as the v2 interface accepts it ("Float, Float-As-String, Integer"). Parsed to cents.
 */
export const moneyInput = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'must be an amount such as 12.50'),
  ])
  .transform((value) => Number(value))
  .refine(
    (value) => Number.isFinite(value) && value >= 0 && value <= 1e9,
    'must be an amount from 0 to 1000000000',
  )
  .transform(toCents);
