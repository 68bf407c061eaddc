import { type NextRequest, NextResponse } from 'next/server';
import {
  LISTING_KEYS,
  type ListingKind,
  listingHref,
  listingStateOfQuery,
} from '../shared/listing-state';
import { PAGES, matchRoute } from '../shared/routes';
import { splitLocale, withLocalePrefix } from '../shared/locale-path';
import { chosenCurrency } from './shopper-currency';
import { privateRedirect } from './private-redirect';

/** The kind of listing a path shows, or null. */
function listingKindOf(path: string): ListingKind | null {
  if (path === PAGES.search) return 'search';
  if (matchRoute(PAGES.category, path)) return 'category';
  if (matchRoute(PAGES.brand, path)) return 'brand';
  return null;
}

/**
 * A listing asked for with a query string (a GET form: the search box, the sort form
 * without JavaScript; an old link): a permanent redirect to the same listing with its
 * state in the path (lib/shared/listing-state.ts), which is served from the cache.
 * Parameters a listing does not read (utm_source, say) are kept on the new address. The
 * redirect is permanent and public only when it is the same for everyone: one that the
 * currency cookie decided is a private 307. A listing in another language (`/fr/search?q=`)
 * keeps its prefix.
 */
export function withListingQuery(request: NextRequest): NextResponse | null {
  const { code, path } = splitLocale(request.nextUrl.pathname);
  const kind = listingKindOf(path);
  const query = request.nextUrl.searchParams;
  if (!kind || !LISTING_KEYS.some((key) => query.has(key))) return null;
  const currency = chosenCurrency(request);
  const url = request.nextUrl.clone();
  // A state already in the path gives way to the one the query asks for; a form that does
  // not say which currency keeps the shopper's.
  const state = listingStateOfQuery(kind, query);
  url.pathname = withLocalePrefix(
    listingHref(path.replace(/\/~(?:\/.*)?$/, ''), {
      ...state,
      currency: state.currency || currency,
    }),
    code ? `/${code}` : '',
  );
  url.search = new URLSearchParams(
    [...query].filter(([key]) => !(LISTING_KEYS as readonly string[]).includes(key)),
  ).toString();
  // Where the shopper's currency cookie chose the address, the answer is theirs alone: a
  // temporary redirect no shared cache keeps (an edge would send every shopper to it).
  if (!state.currency && currency) return privateRedirect(url);
  return NextResponse.redirect(url, 308);
}
