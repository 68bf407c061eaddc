import { type NextRequest, NextResponse } from 'next/server';
import { CURRENCY_COOKIE, isCurrencyCode } from '@/lib/shared/currency';
import { currencyCookieToClear } from '@/lib/flows/currency-choice';
import { shopperSnapshot } from '@/lib/flows/shopper';
import { renewedSessionCookie, sessionFromCookie, setHints } from '@/lib/flows/session';
import { sessionGeneration } from '@/lib/data/session-generation';
import { SESSION_COOKIE } from '@/lib/flows/session-cookie';
import { STORE_RETRY_AFTER_SECONDS } from '@/lib/store/errors';
import { drainAware } from '@/lib/runtime/draining';
import { metrics } from '@/lib/observability/metrics';
import { inSpan } from '@/lib/observability/tracing';

/** Never kept by a browser or a CDN: it is one shopper's. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

const badRequest = (message: string) =>
  NextResponse.json({ error: message }, { status: 400, headers: PRIVATE });

/**
 * GET /api/shopper[?product=<id>[&currency=<code>]]: the shopper's own parts of the page
 * they are on (name, cart count, saved products, their prices for the product in the
 * page's currency), read from their session once. Catalog pages are the same for everyone
 * and come from the cache; the browser asks this once per page view when it has something
 * to ask (the shopper hint cookie: a session with a cart or a sign-in, or a currency
 * choice), never for a guest with no cart (app/_components/shopper.tsx); 503 with Retry-After when the store could not be reached
 * for a part (the body still holds the rest). Being asked on every view of a shopper who
 * has a session, it also keeps the cookies in step with the session: it renews a signed-in session's idle timeout
 * (once a day), removes a cookie whose session ended elsewhere (signed out, password reset,
 * idle), sets or clears the hint cookies, and forgets a currency choice the shop no longer
 * offers.
 */
async function answer(request: NextRequest): Promise<NextResponse> {
  const query = request.nextUrl.searchParams;
  const raw = query.get('product');
  if (raw !== null && !/^[1-9][0-9]{0,9}$/.test(raw))
    return badRequest('product must be a product id (a positive whole number), or left out.');
  const currency = query.get('currency') ?? '';
  if (currency && !isCurrencyCode(currency))
    return badRequest('currency must be a three-letter currency code such as EUR, or left out.');

  const cookie = request.cookies.get(SESSION_COOKIE)?.value;
  const session = await sessionFromCookie(cookie, sessionGeneration);
  const { snapshot, storeUnavailable } = await shopperSnapshot(
    session,
    raw === null ? null : { id: Number(raw), currency },
  );
  // The hints follow what the session still holds (a sign-out elsewhere, an ordered cart).
  await setHints(session);
  // The store could not be reached for a part: an honest 503 (a client or a monitor can
  // tell), with what could be said all the same, which the page still uses.
  const status = storeUnavailable
    ? { status: 503, headers: { ...PRIVATE, 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) } }
    : { headers: PRIVATE };
  const response = NextResponse.json(snapshot, status);
  const renewed = await renewedSessionCookie(session);
  if (renewed) response.cookies.set(renewed.name, renewed.value, renewed.options);
  else if (cookie && Object.keys(session).length === 0) response.cookies.delete(SESSION_COOKIE);
  if (await currencyCookieToClear(request.cookies.get(CURRENCY_COOKIE)?.value))
    response.cookies.delete(CURRENCY_COOKIE);
  return response;
}

/** The island's request in a `shopper island` span, counted by outcome for /api/metrics. */
function observedAnswer(request: NextRequest): Promise<NextResponse> {
  return inSpan('shopper island', {}, async (span) => {
    const response = await answer(request);
    const outcome =
      response.status === 200 ? 'ok' : response.status === 503 ? 'store_unavailable' : 'refused';
    span.setAttributes({
      'storefront.island.outcome': outcome,
      'http.response.status_code': response.status,
    });
    metrics().islandRequests.inc({ outcome });
    return response;
  });
}

/** Its answers close the connection while the server drains (lib/runtime/draining.ts). */
export const GET = drainAware(observedAnswer);
