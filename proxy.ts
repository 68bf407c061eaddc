import { type NextRequest, NextResponse } from 'next/server';
import { signInHref } from '@/lib/shared/links';
import { CURRENCY_COOKIE, isCurrencyCode } from '@/lib/shared/currency';
import { addressInCurrency, currencyOfAddress, priceKindOf } from '@/lib/shared/currency-address';
import {
  LISTING_KEYS,
  type ListingKind,
  listingHref,
  listingStateOfQuery,
} from '@/lib/shared/listing-state';
import { PAGES, ROUTES, matchRoute } from '@/lib/shared/routes';
import { orderIdOf } from '@/lib/shared/order-id';
import { isOrderOf, isOrderOfCart } from '@/lib/data/order-owner';
import { type SessionData, sealedSessionCookie, sessionFromCookie } from '@/lib/flows/session';
import { SESSION_COOKIE } from '@/lib/flows/session-cookie';
import { recentSessionGeneration } from '@/lib/data/session-generation';
import { storeVerdict } from '@/lib/store/store-verdict';
import {
  orderNotFoundResponse,
  storeUnavailableResponse,
} from '@/lib/runtime/unavailable-response';
import { carriesActionHeaders, isActionPost } from '@/lib/server-actions/request-guard';
import { refusedActionPost } from '@/lib/server-actions/refused-action-post';

/**
 * Runs before server action posts (any page), which it checks, and four kinds of page
 * (see `config` below):
 * - listings asked for with a query string (search, categories, brands), which it sends to
 *   the address with the state in the path, served from the cache (listingPage);
 * - catalog pages asked for by a shopper who chose a currency other than the default
 *   (their cookie), which it sends to the page's address in that currency (currencyPage);
 * - the cart page, which a store outage stops before it streams (cartPage);
 * - the account and order pages (accountPage).
 * A shopper in the default currency has no cookie, so the catalog's plain addresses never
 * run it.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  // A cross-origin or malformed server action post gets its 403 or 400 here, before Next.js
  // would answer it with a 500 (lib/server-actions/request-guard.ts).
  if (isActionPost(request)) return (await refusedActionPost(request)) ?? NextResponse.next();
  // A GET that came through the action matchers (below) only for their headers: not one of
  // the pages this proxy answers for, which keep their own checks anyway.
  if (carriesActionHeaders(request)) return NextResponse.next();
  // Form posts (server actions) answer for themselves: a redirect or a rewrite would hand
  // the action's request to a page that does not know it.
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next();
  const path = request.nextUrl.pathname;
  const currency = chosenCurrency(request);
  const listing = listingKindOf(path);
  if (listing && LISTING_KEYS.some((key) => request.nextUrl.searchParams.has(key)))
    return listingPage(request, listing, currency);
  if (priceKindOf(path)) return currencyPage(request, path, currency);
  if (path === ROUTES.cart) return cartPage(request);
  return accountPage(request, path);
}

/** The currency the shopper chose, from their cookie (set only for one that is not the default); '' for none. */
function chosenCurrency(request: NextRequest): string {
  const value = request.cookies.get(CURRENCY_COOKIE)?.value;
  return isCurrencyCode(value) ? value : '';
}

/**
 * A catalog page for a shopper who chose a currency: the page's address in that currency,
 * a page of its own, built once and cached for everyone in that currency (the same page
 * in the default currency is another address). A temporary redirect that no shared cache
 * keeps, as it depends on the cookie. The page in that currency already: on to it.
 */
function currencyPage(request: NextRequest, path: string, currency: string): NextResponse {
  if (!currency || currencyOfAddress(path) === currency) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = addressInCurrency(path, currency);
  return privateRedirect(url);
}
/** The account's own pages (not the order pages): a signed-out shopper is sent to sign in first. */
const MEMBER_PAGES = [
  PAGES.account,
  PAGES.addresses,
  PAGES.newAddress,
  PAGES.address,
  PAGES.accountSettings,
  PAGES.wishlists,
  PAGES.wishlist,
];
const isMemberPage = (path: string) =>
  MEMBER_PAGES.some((pattern) => matchRoute(pattern, path) !== null);

/** The kind of listing a path shows, or null for the account and order pages. */
function listingKindOf(path: string): ListingKind | null {
  if (path === PAGES.search) return 'search';
  if (matchRoute(PAGES.category, path)) return 'category';
  if (matchRoute(PAGES.brand, path)) return 'brand';
  return null;
}

/**
 * A listing asked for with a query string (a GET form: the search box, the sort form
 * without JavaScript; an old link): a permanent redirect to the same listing with its
 * state in the path (lib/shared/listing-state.ts), which is served from the cache. Parameters a
 * listing does not read (utm_source, say) are kept on the new address. The redirect is
 * permanent and public only when it is the same for everyone: one that the currency cookie
 * decided is a private 307.
 */
function listingPage(request: NextRequest, kind: ListingKind, currency: string): NextResponse {
  const query = request.nextUrl.searchParams;
  const url = request.nextUrl.clone();
  // A state already in the path gives way to the one the query asks for; a form that does
  // not say which currency keeps the shopper's.
  const state = listingStateOfQuery(kind, query);
  url.pathname = listingHref(url.pathname.replace(/\/~(?:\/.*)?$/, ''), {
    ...state,
    currency: state.currency || currency,
  });
  url.search = new URLSearchParams(
    [...query].filter(([key]) => !(LISTING_KEYS as readonly string[]).includes(key)),
  ).toString();
  // Where the shopper's currency cookie chose the address, the answer is theirs alone: a
  // temporary redirect no shared cache keeps (an edge would send every shopper to it).
  if (!state.currency && currency) return privateRedirect(url);
  return NextResponse.redirect(url, 308);
}

/** A temporary redirect that depends on the request's cookies: never kept by a shared cache. */
function privateRedirect(url: URL): NextResponse {
  const response = NextResponse.redirect(url, 307);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/**
 * The cart page streams the shopper's cart after its shell: while the store does not answer
 * at all, a shopper with a cart gets a 503 saying so before anything streams, not a loading
 * shell that never fills. An empty cart needs no store.
 */
async function cartPage(request: NextRequest): Promise<NextResponse> {
  const { session, unchecked } = await sessionOf(request);
  if (unchecked) return storeUnavailableResponse();
  if (session.cartId && (await storeVerdict()).status === 'down') return storeUnavailableResponse();
  return NextResponse.next();
}

/**
 * The account and order pages stream under Cache Components: by the time a page learns
 * that the shopper is signed out or that the order is someone else's, its 200 has been
 * sent. The proxy answers those cases before the page renders, with a real redirect to
 * sign in and a real 404. The pages keep their own checks. When the store cannot be asked
 * here (unreachable, rate limiting), the page could not be made either: a 503 with
 * Retry-After and a short page saying so, before anything streams.
 */
async function accountPage(request: NextRequest, path: string): Promise<NextResponse> {
  const orderId = isMemberPage(path) ? null : orderIdIn(path);
  // The matcher sends only the account page and the order pages here, so any other path is
  // an order page whose id cannot be an order's.
  if (orderId === undefined) return orderNotFoundResponse();

  const { session, unchecked } = await sessionOf(request);
  // Whether the session was signed out cannot be asked of the store now: say so, rather than
  // send a signed-in shopper to sign in again.
  if (unchecked) return storeUnavailableResponse();
  const statusPage = matchRoute(ROUTES.account_order_status, path) !== null;
  if (orderId !== null && statusPage && session.cartId) {
    const ofCart = await isOrderOfCart(orderId, session.cartId);
    if (ofCart === null) return storeUnavailableResponse();
    if (ofCart) {
      // Back from the checkout of the cart this session holds: the order page confirms the
      // order once, for a guest too (the sealed cart id proves it is theirs), and the cart,
      // now an order, leaves the session.
      return withSession(request, {
        customerId: session.customerId,
        signedIn: session.signedIn,
        placedOrderId: orderId,
      });
    }
  }
  // Any later view: the confirmation was shown.
  const seen =
    session.placedOrderId === undefined ? null : { ...session, placedOrderId: undefined };
  const next = () => (seen ? withSession(request, seen) : NextResponse.next());

  if (!session.customerId) return NextResponse.redirect(new URL(signInHref(path), request.url));
  if (orderId === null) {
    // One of the account's own pages: none can be made without the store, and the page would
    // only learn it after its 200 and its loading shell were sent.
    return (await storeVerdict()).status === 'down' ? storeUnavailableResponse() : next();
  }

  const ofCustomer = await isOrderOf(orderId, session.customerId);
  if (ofCustomer === null) return storeUnavailableResponse();
  return ofCustomer ? next() : orderNotFoundResponse();
}

/**
 * The request's session, and whether a signed-in one could not be checked (its customer's
 * session generation could not be read from the store): it then reads as signed out, as
 * sessions fail closed, and the proxy answers 503 instead of treating the shopper as a guest.
 */
async function sessionOf(
  request: NextRequest,
): Promise<{ session: SessionData; unchecked: boolean }> {
  let unchecked = false;
  const session = await sessionFromCookie(
    request.cookies.get(SESSION_COOKIE)?.value,
    (customerId) =>
      recentSessionGeneration(customerId).catch((error: unknown) => {
        unchecked = true;
        throw error;
      }),
  );
  return { session, unchecked };
}

/**
 * Goes on to the page with the session replaced by `data`: in the request the page reads
 * and in the cookie the browser keeps.
 */
async function withSession(request: NextRequest, data: SessionData): Promise<NextResponse> {
  const cookie = await sealedSessionCookie(data);
  request.cookies.set(cookie.name, cookie.value);
  const response = NextResponse.next({ request: { headers: request.headers } });
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}

/**
 * The order id of an order page's path, as the page will read it (its params are decoded,
 * so `%34%32` is 42), or undefined when the id cannot be an order's.
 */
function orderIdIn(path: string): number | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const match =
    matchRoute(ROUTES.account_order_status, decoded) ??
    matchRoute(ROUTES.account_new_return, decoded);
  return (match && orderIdOf(String(match.id))) ?? undefined;
}

/**
 * - Server action posts, wherever their form is;
 * - the listings of lib/shared/routes.ts (PAGES.search, category, brand) when their query string
 *   has a parameter that kind of listing reads (queryKeysOf in lib/shared/listing-state.ts);
 * - the catalog pages with prices (home, products, categories, brands, search; their
 *   addresses in a currency too) when the shopper has the currency cookie;
 * - the cart page (ROUTES.cart);
 * - the account's own pages (MEMBER_PAGES) and the order pages
 *   (ROUTES.account_order_status and account_new_return).
 * Next.js needs the patterns written out here (literally: the cookie is CURRENCY_COOKIE),
 * and a test holds them to the tables. A catalog page asked for without those parameters
 * and that cookie, and every other page, never runs the proxy. Prefetches of the account
 * and order pages are left alone: they fetch the pages' shared shell, which shows nothing
 * of the shopper.
 */
export const config = {
  matcher: [
    // Server action posts, wherever their form is (sign-out is in every page's header):
    // fetch calls carry Next-Action; forms without JavaScript post multipart bodies.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    // (Next.js's own fetch of the page an action redirects to keeps the form's Content-Type
    // and adds RSC: left out.)
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
      missing: [{ type: 'header', key: 'rsc' }],
    },
    { source: '/search', has: [{ type: 'query', key: 'q' }] },
    { source: '/search', has: [{ type: 'query', key: 'brand' }] },
    { source: '/search', has: [{ type: 'query', key: 'category' }] },
    { source: '/search', has: [{ type: 'query', key: 'attr' }] },
    { source: '/search', has: [{ type: 'query', key: 'min' }] },
    { source: '/search', has: [{ type: 'query', key: 'max' }] },
    { source: '/search', has: [{ type: 'query', key: 'rating' }] },
    { source: '/search', has: [{ type: 'query', key: 'stock' }] },
    { source: '/search', has: [{ type: 'query', key: 'ship' }] },
    { source: '/search', has: [{ type: 'query', key: 'sort' }] },
    { source: '/search', has: [{ type: 'query', key: 'currency' }] },
    { source: '/search', has: [{ type: 'query', key: 'after' }] },
    { source: '/categories/:slug+', has: [{ type: 'query', key: 'brand' }] },
    { source: '/categories/:slug+', has: [{ type: 'query', key: 'attr' }] },
    { source: '/categories/:slug+', has: [{ type: 'query', key: 'min' }] },
    { source: '/categories/:slug+', has: [{ type: 'query', key: 'max' }] },
    { source: '/categories/:slug+', has: [{ type: 'query', key: 'rating' }] },
    { source: '/categories/:slug+', has: [{ type: 'query', key: 'stock' }] },
    { source: '/categories/:slug+', has: [{ type: 'query', key: 'ship' }] },
    { source: '/categories/:slug+', has: [{ type: 'query', key: 'sort' }] },
    { source: '/categories/:slug+', has: [{ type: 'query', key: 'currency' }] },
    { source: '/categories/:slug+', has: [{ type: 'query', key: 'after' }] },
    { source: '/brands/:slug+', has: [{ type: 'query', key: 'category' }] },
    { source: '/brands/:slug+', has: [{ type: 'query', key: 'attr' }] },
    { source: '/brands/:slug+', has: [{ type: 'query', key: 'min' }] },
    { source: '/brands/:slug+', has: [{ type: 'query', key: 'max' }] },
    { source: '/brands/:slug+', has: [{ type: 'query', key: 'rating' }] },
    { source: '/brands/:slug+', has: [{ type: 'query', key: 'stock' }] },
    { source: '/brands/:slug+', has: [{ type: 'query', key: 'ship' }] },
    { source: '/brands/:slug+', has: [{ type: 'query', key: 'sort' }] },
    { source: '/brands/:slug+', has: [{ type: 'query', key: 'currency' }] },
    { source: '/brands/:slug+', has: [{ type: 'query', key: 'after' }] },
    { source: '/', has: [{ type: 'cookie', key: 'storefront_currency' }] },
    { source: '/~/:state+', has: [{ type: 'cookie', key: 'storefront_currency' }] },
    { source: '/products/:slug+', has: [{ type: 'cookie', key: 'storefront_currency' }] },
    { source: '/categories/:slug+', has: [{ type: 'cookie', key: 'storefront_currency' }] },
    { source: '/brands/:slug+', has: [{ type: 'cookie', key: 'storefront_currency' }] },
    { source: '/search', has: [{ type: 'cookie', key: 'storefront_currency' }] },
    { source: '/search/:state+', has: [{ type: 'cookie', key: 'storefront_currency' }] },
    {
      source: '/cart',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/account',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/account/addresses',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/account/addresses/:id',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/account/settings',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/account/wishlists',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/account/wishlists/:id',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/account/orders/:id',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/account/orders/:id/return',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
