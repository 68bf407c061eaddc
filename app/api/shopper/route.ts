import { type NextRequest, NextResponse } from 'next/server';
import { CURRENCY_COOKIE, isCurrencyCode } from '@/lib/currency';
import { MEMBER_HINT_COOKIE } from '@/lib/shopper-snapshot';
import { currencyCookieToClear } from '@/lib/storefront/currency-choice';
import { shopperSnapshot } from '@/lib/storefront/shopper';
import { setMemberHint, sessionFromCookie } from '@/lib/storefront/session';
import { SESSION_COOKIE } from '@/lib/storefront/session-cookie';

/** Never kept by a browser or a CDN: it is one shopper's. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

const badRequest = (message: string) => NextResponse.json({ error: message }, { status: 400, headers: PRIVATE });

/**
 * GET /api/shopper[?product=<id>[&currency=<code>]]: the shopper's own parts of the page
 * they are on (name, cart count, their prices for the product in the page's currency),
 * read from their session once. Catalog pages are the same for everyone and come from
 * the cache; the browser asks this once per page view (app/_components/shopper.tsx). Also
 * keeps the member hint cookie in step with the session (a session that ended elsewhere
 * clears it), and forgets a currency choice the shop no longer offers.
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const query = request.nextUrl.searchParams;
  const raw = query.get('product');
  if (raw !== null && !/^[1-9][0-9]{0,9}$/.test(raw)) return badRequest('product must be a product id (a positive whole number), or left out.');
  const currency = query.get('currency') ?? '';
  if (currency && !isCurrencyCode(currency)) return badRequest('currency must be a three-letter currency code such as EUR, or left out.');

  const session = await sessionFromCookie(request.cookies.get(SESSION_COOKIE)?.value);
  const snapshot = await shopperSnapshot(session, raw === null ? null : { id: Number(raw), currency });
  if (snapshot.signedIn !== request.cookies.has(MEMBER_HINT_COOKIE)) await setMemberHint(snapshot.signedIn);
  const response = NextResponse.json(snapshot, { headers: PRIVATE });
  if (await currencyCookieToClear(request.cookies.get(CURRENCY_COOKIE)?.value)) response.cookies.delete(CURRENCY_COOKIE);
  return response;
}
