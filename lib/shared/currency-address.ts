import { type ListingKind, STATE_MARK, listingHref, splitListingPath } from './listing-state';
import { PAGES, ROUTES, matchRoute } from './routes';

/**
 * Which catalog pages show prices, and so have an address per currency: the home page,
 * products, categories, brands and search (lib/shared/listing-state.ts carries the currency in
 * the path). Shared by the proxy, which sends a shopper who chose a currency there, and
 * the currency switch.
 */
export function priceKindOf(pathname: string): ListingKind | null {
  const page = pathname.split(`/${STATE_MARK}/`)[0] || '/';
  if (page === '/' || pathname === `/${STATE_MARK}`) return 'home';
  if (page === PAGES.search) return 'search';
  if (matchRoute(ROUTES.product, page)) return 'product';
  if (matchRoute(PAGES.category, page)) return 'category';
  if (matchRoute(PAGES.brand, page)) return 'brand';
  return null;
}

/** The currency a catalog page's address carries ('' for none, which is the default). */
export function currencyOfAddress(pathname: string): string {
  const kind = priceKindOf(pathname);
  return kind ? splitListingPath(kind, pathname.split('/')).state.currency : '';
}

/**
 * The same page in a currency ('' for the default): a catalog page's address with the
 * currency in its state (the rest of its state kept); any other page as it is.
 */
export function addressInCurrency(pathname: string, currency: string): string {
  const kind = priceKindOf(pathname);
  if (!kind) return pathname;
  const [page = ''] = pathname.split(`/${STATE_MARK}/`);
  const { state } = splitListingPath(kind, pathname.split('/'));
  return listingHref(page || '/', { ...state, currency });
}
