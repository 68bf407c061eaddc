import { type NextRequest, NextResponse } from 'next/server';
import { MEMBER_HINT_COOKIE } from '@/lib/shopper-snapshot';
import { shopperSnapshot } from '@/lib/storefront/shopper';
import { renewedSessionCookie, sessionFromCookie, setMemberHint } from '@/lib/storefront/session';
import { SESSION_COOKIE } from '@/lib/storefront/session-cookie';
import { STORE_RETRY_AFTER_SECONDS } from '@/lib/storefront/errors';

/** Never kept by a browser or a CDN: it is one shopper's. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * GET /api/shopper[?product=<id>]: the shopper's own parts of the page they are on (name,
 * cart count, their prices for the product), read from their session once. Catalog pages
 * are the same for everyone and come from the cache; the browser asks this once per page
 * view (app/_components/shopper.tsx); 503 with Retry-After when the store could not be
 * reached for a part (the body still holds the rest). Being asked on every page view, it
 * also keeps the cookies in step with the session: it renews a signed-in session's idle
 * timeout (once a day), removes a cookie whose session ended elsewhere (signed out,
 * password reset, idle) and sets or clears the member hint.
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const raw = request.nextUrl.searchParams.get('product');
  if (raw !== null && !/^[1-9][0-9]{0,9}$/.test(raw)) {
    return NextResponse.json({ error: 'product must be a product id (a positive whole number), or left out.' }, { status: 400, headers: PRIVATE });
  }
  const cookie = request.cookies.get(SESSION_COOKIE)?.value;
  const session = await sessionFromCookie(cookie);
  const { snapshot, storeUnavailable } = await shopperSnapshot(session, raw === null ? null : Number(raw));
  if (snapshot.signedIn !== request.cookies.has(MEMBER_HINT_COOKIE)) await setMemberHint(snapshot.signedIn);
  // The store could not be reached for a part: an honest 503 (a client or a monitor can
  // tell), with what could be said all the same, which the page still uses.
  const status = storeUnavailable ? { status: 503, headers: { ...PRIVATE, 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) } } : { headers: PRIVATE };
  const response = NextResponse.json(snapshot, status);
  const renewed = await renewedSessionCookie(session);
  if (renewed) response.cookies.set(renewed.name, renewed.value, renewed.options);
  else if (cookie && Object.keys(session).length === 0) response.cookies.delete(SESSION_COOKIE);
  return response;
}
