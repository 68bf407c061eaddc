import { type NextRequest, NextResponse } from 'next/server';
import { signInHref } from '@/lib/links';
import { ROUTES, matchRoute, pagePath } from '@/lib/routes';
import { orderIdOf } from '@/lib/storefront/order-id';
import { isOrderOf, isOrderOfCart } from '@/lib/storefront/order-owner';
import { type SessionData, sealedSessionCookie, sessionFromCookie } from '@/lib/storefront/session';
import { SESSION_COOKIE } from '@/lib/storefront/session-cookie';

/**
 * The account and order pages stream under Cache Components: by the time a page learns
 * that the shopper is signed out or that the order is someone else's, its 200 has been
 * sent. The proxy answers those cases before the page renders, with a real redirect to
 * sign in and a real 404. The pages keep their own checks; when the store cannot be asked
 * here, they decide.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  // Form posts (the return form's server action) answer for themselves: a redirect or a
  // rewrite would hand the action's request to a page that does not know it.
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next();
  const path = request.nextUrl.pathname;
  const orderId = path === pagePath('account') ? null : orderIdIn(path);
  // The matcher sends only the account page and the order pages here, so any other path is
  // an order page whose id cannot be an order's.
  if (orderId === undefined) return notFound(request);

  const session = await sessionFromCookie(request.cookies.get(SESSION_COOKIE)?.value);
  const statusPage = orderId !== null && matchRoute(ROUTES.account_order_status, path) !== null;
  if (statusPage && session.cartId && (await isOrderOfCart(orderId, session.cartId))) {
    // Back from the checkout of the cart this session holds: the order page confirms the
    // order once, for a guest too (the sealed cart id proves it is theirs), and the cart,
    // now an order, leaves the session.
    return withSession(request, { customerId: session.customerId, placedOrderId: orderId });
  }
  // Any later view: the confirmation was shown.
  const seen = session.placedOrderId === undefined ? null : { customerId: session.customerId, cartId: session.cartId };
  const next = () => (seen ? withSession(request, seen) : NextResponse.next());

  if (!session.customerId) return NextResponse.redirect(new URL(signInHref(path), request.url));
  if (orderId === null) return next(); // the account page

  return (await isOrderOf(orderId, session.customerId)) === false ? notFound(request) : next();
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
  const match = matchRoute(ROUTES.account_order_status, decoded) ?? matchRoute(ROUTES.account_new_return, decoded);
  return (match && orderIdOf(String(match.id))) ?? undefined;
}

/** The site's not-found page with a 404 status, at the address the shopper asked for. */
function notFound(request: NextRequest): NextResponse {
  return NextResponse.rewrite(new URL('/_not-found', request.url));
}

/**
 * The account page and the order pages of lib/routes.ts (PAGES.account,
 * ROUTES.account_order_status and account_new_return; Next.js needs the patterns written
 * out here, and a test holds them to the table). Prefetches are left alone: they fetch
 * the pages' shared shell, which shows nothing of the shopper.
 */
export const config = {
  matcher: [
    {
      source: '/account',
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
