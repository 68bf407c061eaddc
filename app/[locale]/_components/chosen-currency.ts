'use client';

import { useSyncExternalStore } from 'react';
import { CURRENCY_COOKIE, isCurrencyCode } from '@/lib/shared/currency';

const noSubscription = () => () => undefined;

/** The currency cookie as the browser holds it ('' for none or a value that is no currency code). */
function cookieCurrency(): string {
  const value = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${CURRENCY_COOKIE}=`))
    ?.slice(CURRENCY_COOKIE.length + 1);
  return isCurrencyCode(value) ? value : '';
}

/**
 * The currency the shopper chose (the cookie the currency switch sets; '' for the
 * default), read in the browser. Prerendered HTML has '' (the page is the same for
 * everyone); once hydrated, the shopper's own. Choosing a currency loads a new page, so
 * nothing needs to listen for changes.
 */
export const useChosenCurrency = (): string =>
  useSyncExternalStore(noSubscription, cookieCurrency, () => '');
