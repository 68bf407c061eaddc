import type { NextRequest } from 'next/server';
import { CURRENCY_COOKIE, isCurrencyCode } from '../shared/currency';

/** The currency the shopper chose, from their cookie (set only for one that is not the default); '' for none. */
export function chosenCurrency(request: NextRequest): string {
  const value = request.cookies.get(CURRENCY_COOKIE)?.value;
  return isCurrencyCode(value) ? value : '';
}
