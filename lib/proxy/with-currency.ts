import { type NextRequest, NextResponse } from 'next/server';
import { addressInCurrency, currencyOfAddress, priceKindOf } from '../shared/currency-address';
import { splitLocale, withLocalePrefix } from '../shared/locale-path';
import { chosenCurrency } from './shopper-currency';
import { privateRedirect } from './private-redirect';

/**
 * A catalog page with prices, asked for by a shopper who chose a currency: the page's
 * address in that currency, a page of its own, built once and cached for everyone in that
 * currency (the same page in the default currency is another address). A temporary
 * redirect that no shared cache keeps, as it depends on the cookie. The page in that
 * currency already, or no currency chosen: on to it. A page in another language
 * (`/fr/...`) keeps its prefix.
 */
export function withCurrency(request: NextRequest): NextResponse | null {
  const { code, path } = splitLocale(request.nextUrl.pathname);
  if (!priceKindOf(path)) return null;
  const currency = chosenCurrency(request);
  if (!currency || currencyOfAddress(path) === currency) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = withLocalePrefix(addressInCurrency(path, currency), code ? `/${code}` : '');
  return privateRedirect(url);
}
