import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { connection } from 'next/server';
import { getIronSession, sealData, unsealData, type IronSession, type SessionOptions } from 'iron-session';
import { z } from 'zod';
import { getStorefrontConfig } from '../config';
import { MEMBER_HINT_COOKIE } from '../shopper-snapshot';
import { SESSION_COOKIE } from './session-cookie';

/**
 * What the session cookie holds: who is signed in, which cart is theirs, and the order
 * their last checkout placed (set by the proxy for the one order page view that confirms
 * it, cleared on the next). Nothing else.
 */
const sessionData = z.object({
  customerId: z.number().int().positive().optional(),
  cartId: z.uuid().optional(),
  placedOrderId: z.number().int().positive().optional(),
});
export type SessionData = z.infer<typeof sessionData>;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** How long a session cookie lasts. */
const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

function sessionOptions(): SessionOptions {
  const config = getStorefrontConfig();
  const { hostname, protocol } = new URL(config.PUBLIC_URL);
  return {
    cookieName: SESSION_COOKIE,
    password: config.SESSION_SECRET,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      // Browsers only send secure cookies over https; localhost development runs on http.
      secure: protocol === 'https:' || !LOCAL_HOSTS.has(hostname),
      path: '/',
    },
  };
}

export type Session = IronSession<SessionData>;

/**
 * The shopper's encrypted session. A cookie that was tampered with, sealed with an old
 * secret or holds an unexpected shape reads as an empty session (signed out), never as
 * an error; saving replaces it.
 */
export async function getSession(): Promise<Session> {
  const store = await cookies();
  const options = sessionOptions();
  let session: Session;
  try {
    session = await getIronSession<SessionData>(store, options);
  } catch {
    session = await getIronSession<SessionData>({ get: () => undefined, set: store.set.bind(store) }, options);
  }
  const valid = sessionData.safeParse({ customerId: session.customerId, cartId: session.cartId, placedOrderId: session.placedOrderId });
  if (!valid.success) {
    delete session.customerId;
    delete session.cartId;
    delete session.placedOrderId;
  }
  return session;
}

/**
 * Just the values, for server components (which cannot write cookies): the cookie read as
 * the proxy reads it, without a writable session. Request time only: unsealing reads the
 * clock, which a prefetch prerender of the page may not do. Memoized per request, because
 * the header and the page both ask and each ask would unseal the cookie again.
 */
export const readSession = cache(async (): Promise<SessionData> => {
  await connection();
  return sessionFromCookie((await cookies()).get(SESSION_COOKIE)?.value);
});

/**
 * The values of a session cookie as a request carries it, for the proxy (which runs before
 * any page and has no cookie store to write to) and readSession. Anything that does not
 * unseal to the expected shape is signed out, as in getSession.
 */
export async function sessionFromCookie(seal: string | undefined): Promise<SessionData> {
  if (!seal) return {};
  const { password, ttl } = sessionOptions();
  try {
    const valid = sessionData.safeParse(await unsealData(seal, { password, ttl }));
    return valid.success ? valid.data : {};
  } catch {
    return {};
  }
}

/**
 * A session cookie holding `data`, sealed as iron-session seals it, with the cookie's
 * options: for the proxy, which answers before any page and writes the cookie itself.
 */
export async function sealedSessionCookie(data: SessionData) {
  const { password, cookieOptions } = sessionOptions();
  const value = await sealData(sessionData.parse(data), { password, ttl: SESSION_TTL_SECONDS });
  // As iron-session does: the cookie ends a minute before its seal would.
  return { name: SESSION_COOKIE, value, options: { ...cookieOptions, maxAge: SESSION_TTL_SECONDS - 60 } };
}

/**
 * Saves the session, and keeps the member hint cookie (lib/shopper-snapshot.ts) in step:
 * present while someone is signed in. For server actions and route handlers.
 */
export async function saveSession(session: Session): Promise<void> {
  await session.save();
  await setMemberHint(Boolean(session.customerId));
}

/** Ends the session on this browser (its cookie and the member hint). */
export async function endSession(session: Session): Promise<void> {
  session.destroy();
  await setMemberHint(false);
}

/** Sets or clears the member hint; it lives as long as a session cookie would. */
export async function setMemberHint(signedIn: boolean): Promise<void> {
  const store = await cookies();
  if (!signedIn) {
    if (store.has(MEMBER_HINT_COOKIE)) store.delete(MEMBER_HINT_COOKIE);
    return;
  }
  // The page's script reads it before it paints. It holds nothing but "1".
  store.set(MEMBER_HINT_COOKIE, '1', readableCookieOptions(SESSION_TTL_SECONDS - 60));
}

/**
 * Options of a cookie the page's script may read (it holds nothing secret): the session
 * cookie's site, path and https rules, without httpOnly.
 */
export function readableCookieOptions(maxAge: number) {
  return { ...sessionOptions().cookieOptions, httpOnly: false, maxAge };
}
