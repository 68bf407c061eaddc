import { type NextRequest, NextResponse } from 'next/server';
import { signInHref } from '../shared/links';
import { localizedHref, splitLocale } from '../shared/locale-path';
import { PAGES, ROUTES, matchRoute } from '../shared/routes';
import { orderIdOf } from '../shared/order-id';
import { isOrderOf, isOrderOfCart } from '../data/order-owner';
import { storeVerdict } from '../store/store-verdict';
import { orderNotFoundResponse, storeUnavailableResponse } from '../runtime/unavailable-response';
import { sessionOf, withSession } from './session-of';

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

/**
 * Whether this step checks a path (without its language prefix): what proxy.ts's matcher
 * sends here unprefixed, the account's own pages and the order pages, whatever their id.
 */
export const isAccessGuarded = (path: string) =>
  isMemberPage(path) || /^\/account\/orders\/[^/]+(?:\/return)?\/?$/.test(path);

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
 * The account and order pages stream under Cache Components: by the time a page learns
 * that the shopper is signed out or that the order is someone else's, its 200 has been
 * sent. This step answers those cases before the page renders, with a real redirect to
 * sign in and a real 404 (made here: no request from the server to itself). The pages keep
 * their own checks. When the store cannot be asked here (unreachable, rate limiting), the
 * page could not be made either: a 503 with Retry-After and a short page saying so, before
 * anything streams. The last step: the matcher sends nothing else this far.
 */
export async function withOrderAccess(request: NextRequest): Promise<NextResponse> {
  // In every language: `/fr/account/orders/7` is checked as `/account/orders/7`.
  const { code, path } = splitLocale(request.nextUrl.pathname);
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

  if (!session.customerId) {
    // To sign in in the page's language, and back to the page as it was asked for.
    const signIn = signInHref(request.nextUrl.pathname);
    const prefix = code ? `/${code}` : '';
    return NextResponse.redirect(new URL(localizedHref(signIn, prefix), request.url));
  }
  if (orderId === null) {
    // One of the account's own pages: none can be made without the store, and the page would
    // only learn it after its 200 and its loading shell were sent.
    return (await storeVerdict()).status === 'down' ? storeUnavailableResponse() : next();
  }

  const ofCustomer = await isOrderOf(orderId, session.customerId);
  if (ofCustomer === null) return storeUnavailableResponse();
  return ofCustomer ? next() : orderNotFoundResponse();
}
