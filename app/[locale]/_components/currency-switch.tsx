'use client';

import { usePathname } from 'next/navigation';
import { type ChangeEvent, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { currencyOfAddress } from '@/lib/shared/currency-address';
import { useChosenCurrency } from './chosen-currency';
import styles from './site-header.module.css';

export interface SwitchCurrency {
  code: string;
  symbol: string;
  name: string;
}

/**
 * The header's currency switch, when the channel offers more than one currency: a form
 * posted to /currency, which remembers the choice, reprices the cart and comes back to the
 * same page in that currency (with JavaScript, choosing posts it at once). It shows the
 * currency of the page's address (a catalog page in euros), else the shopper's choice (the
 * cookie, on the cart or an account page), else the default.
 */
export function CurrencySwitch({
  currencies,
  defaultCode,
}: {
  currencies: SwitchCurrency[];
  defaultCode: string;
}) {
  if (currencies.length < 2) return null;
  return (
    // The address is read in the browser: the page is prerendered for every address of its route.
    <Suspense
      fallback={<SwitchForm currencies={currencies} current={defaultCode} returnTo={null} />}
    >
      <SwitchHere currencies={currencies} defaultCode={defaultCode} />
    </Suspense>
  );
}

function SwitchHere({
  currencies,
  defaultCode,
}: {
  currencies: SwitchCurrency[];
  defaultCode: string;
}) {
  const pathname = usePathname();
  const chosen = useChosenCurrency();
  const current =
    [currencyOfAddress(pathname), chosen].find((code) => currencies.some((c) => c.code === code)) ??
    defaultCode;
  return <SwitchForm currencies={currencies} current={current} returnTo={pathname} />;
}

function SwitchForm({
  currencies,
  current,
  returnTo,
}: {
  currencies: SwitchCurrency[];
  current: string;
  returnTo: string | null;
}) {
  const t = useTranslations('header');
  const choose = (event: ChangeEvent<HTMLSelectElement>) =>
    event.currentTarget.form?.requestSubmit();
  return (
    <form method="post" action="/currency" className={styles.currency}>
      {returnTo && <input type="hidden" name="return" value={returnTo} />}
      <label htmlFor="currency-switch" className="visually-hidden">
        {t('currency')}
      </label>
      <select
        id="currency-switch"
        name="currency"
        value={current}
        onChange={choose}
        className={`select ${styles.currencySelect}`}
      >
        {currencies.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.code} {currency.symbol}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button-secondary">
          {t('changeCurrency')}
        </button>
      </noscript>
    </form>
  );
}
