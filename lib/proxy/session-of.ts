import { type NextRequest, NextResponse } from 'next/server';
import { type SessionData, sealedSessionCookie, sessionFromCookie } from '../flows/session';
import { SESSION_COOKIE } from '../flows/session-cookie';
import { recentSessionGeneration } from '../data/session-generation';

/**
 * The request's session, and whether a signed-in one could not be checked (its customer's
 * session generation could not be read from the store): it then reads as signed out, as
 * sessions fail closed, and the proxy answers 503 instead of treating the shopper as a guest.
 */
export async function sessionOf(
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
export async function withSession(request: NextRequest, data: SessionData): Promise<NextResponse> {
  const cookie = await sealedSessionCookie(data);
  request.cookies.set(cookie.name, cookie.value);
  const response = NextResponse.next({ request: { headers: request.headers } });
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}
