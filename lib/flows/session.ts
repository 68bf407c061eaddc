import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { connection } from 'next/server';
import {
  getIronSession,
  sealData,
  unsealData,
  type IronSession,
  type SessionOptions,
} from 'iron-session';
import { getStorefrontConfig } from '../store/config';
import { MEMBER_HINT_COOKIE, SHOPPER_HINT_COOKIE } from '../shared/shopper-snapshot';
import {
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  type SessionData,
  newSignedIn,
  sessionDataSchema,
} from './session-cookie';
import { revokeSession, sessionStands, voidSessionsBefore } from './session-revocations';
import {
  advanceSessionGeneration,
  readSessionGeneration,
  sessionGeneration,
} from '../data/session-generation';
import { updateTag } from 'next/cache';
import { cacheTags } from '../shared/cache-tags.mjs';
import { sharedCacheConfigured } from '../shared-cache/index.mjs';
import { loggerFor } from '../observability/logger.mjs';
import { metrics } from '../observability/metrics';

/**
 * How a session's customer's current generation is read (lib/data/session-generation.ts):
 * sessionGeneration in pages, actions and route handlers, recentSessionGeneration in the
 * proxy, which has no cache of Next.js's.
 */
type GenerationOf = (customerId: number) => Promise<number>;

export type { SessionData };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A signed-in session not used for this long is over: the shopper signs in again. */
const IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** How stale a session's "last used" may get before a request renews it (one cookie write a day at most). */
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;
/** However much it is used, a signed-in session ends this long after the sign-in. */
const MAX_SIGNED_IN_MS = SESSION_TTL_SECONDS * 1000;

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
    session = await getIronSession<SessionData>(
      { get: () => undefined, set: store.set.bind(store) },
      options,
    );
  }
  // The session keeps only what still stands (saving then writes just that).
  const standing = await standingOf(
    sessionDataSchema.safeParse({ ...session }).data,
    sessionGeneration,
  );
  for (const key of SESSION_KEYS) delete session[key];
  return Object.assign(session, standing);
}

const SESSION_KEYS = Object.keys(sessionDataSchema.shape) as Array<keyof SessionData>;

/**
 * What a session cookie's values stand for now. A signed-in session that was signed out
 * or voided by a password change or reset (its generation is no longer the customer's,
 * as the store keeps it; or, sooner, the revocation this or another instance recorded),
 * unused for IDLE_TIMEOUT_MS or older than MAX_SIGNED_IN_MS reads as no session at all:
 * its cart was the customer's. So does a customer without a sign-in record (a cookie from
 * before sessions had ids) and anything that did not unseal to the expected shape
 * (undefined). While the generation cannot be read (the store does not answer and
 * nothing is cached), the session fails closed: signed out, never signed in.
 */
async function standingOf(
  data: SessionData | undefined,
  generationOf: GenerationOf,
  now = Date.now(),
): Promise<SessionData> {
  if (!data) return {};
  const { customerId, signedIn } = data;
  if (customerId === undefined) return signedIn ? {} : data;
  if (!signedIn || now - signedIn.at > MAX_SIGNED_IN_MS || now - signedIn.seen > IDLE_TIMEOUT_MS)
    return {};
  if (!(await sessionStands(signedIn.sid, customerId, signedIn.at))) return {};
  let current: number;
  try {
    current = await generationOf(customerId);
  } catch {
    reportUncheckable();
    return {};
  }
  return (signedIn.gen ?? 0) >= current ? data : {};
}

let uncheckableReported = 0;
/** Once a minute at most: signed-in shoppers are read as signed out while the store cannot say. */
function reportUncheckable(): void {
  if (Date.now() - uncheckableReported < 60_000) return;
  uncheckableReported = Date.now();
  loggerFor('session').warn(
    'storefront: whether a session was signed out cannot be checked (the store does not answer); signed-in shoppers are read as signed out until it does.',
  );
}

/**
 * Just the values, for server components (which cannot write cookies): the cookie read as
 * the proxy reads it, without a writable session. Request time only: unsealing reads the
 * clock, which a prefetch prerender of the page may not do. Memoized per request, because
 * the header and the page both ask and each ask would unseal the cookie again.
 */
export const readSession = cache(async (): Promise<SessionData> => {
  await connection();
  return sessionFromCookie((await cookies()).get(SESSION_COOKIE)?.value, sessionGeneration);
});

/**
 * The values of a session cookie as a request carries it, for the proxy (which runs before
 * any page and has no cookie store to write to), route handlers and readSession, each with
 * its way of reading the customer's session generation. Anything that does not unseal to
 * the expected shape is signed out, as in getSession.
 */
export async function sessionFromCookie(
  seal: string | undefined,
  generationOf: GenerationOf,
): Promise<SessionData> {
  if (!seal) return {};
  const { password, ttl } = sessionOptions();
  let values: unknown;
  try {
    values = await unsealData(seal, { password, ttl });
  } catch {
    return {};
  }
  return standingOf(sessionDataSchema.safeParse(values).data, generationOf);
}

/**
 * A session cookie holding `data`, sealed as iron-session seals it, with the cookie's
 * options: for the proxy, which answers before any page and writes the cookie itself.
 */
export async function sealedSessionCookie(data: SessionData) {
  const { password, cookieOptions } = sessionOptions();
  const value = await sealData(sessionDataSchema.parse(data), {
    password,
    ttl: SESSION_TTL_SECONDS,
  });
  // As iron-session does: the cookie ends a minute before its seal would.
  return {
    name: SESSION_COOKIE,
    value,
    options: { ...cookieOptions, maxAge: SESSION_TTL_SECONDS - 60 },
  };
}

/**
 * A signed-in session's cookie renewed ("last used" now) when it was last renewed more
 * than RENEW_AFTER_MS ago, else null: the idle timeout counts from the last use, and the
 * cookie is written at most once a day for it. For route handlers that read the session.
 */
export async function renewedSessionCookie(data: SessionData, now = Date.now()) {
  if (!data.signedIn || now - data.signedIn.seen < RENEW_AFTER_MS) return null;
  return sealedSessionCookie({ ...data, signedIn: { ...data.signedIn, seen: now } });
}

/**
 * Saves the session, and keeps the hint cookies (lib/shared/shopper-snapshot.ts) in step:
 * the member hint present while someone is signed in, the shopper hint while the session
 * holds a sign-in or a cart. Saving is a use: it renews a signed-in session. For server
 * actions and route handlers.
 */
export async function saveSession(session: Session): Promise<void> {
  if (session.signedIn) session.signedIn = { ...session.signedIn, seen: Date.now() };
  await session.save();
  await setHints(session);
}

/**
 * Sets or clears both hint cookies for what `session` holds; a cookie already as it should
 * be is left alone, so calling this on every request writes nothing most of the time.
 */
export async function setHints(session: SessionData): Promise<void> {
  await setReadableFlag(MEMBER_HINT_COOKIE, Boolean(session.customerId));
  await setReadableFlag(SHOPPER_HINT_COOKIE, Boolean(session.customerId || session.cartId));
}

/**
 * Signs `customerId` in on this session (a new session id, in the customer's current
 * session generation, asked of the store now); save it with saveSession.
 */
export async function markSignedIn(
  session: Session,
  customerId: number,
  generation?: number,
): Promise<void> {
  session.customerId = customerId;
  session.signedIn = newSignedIn(generation ?? (await readSessionGeneration(customerId)));
}

/**
 * Ends the session: on this browser (its cookie and the hints) and, for a signed-in one,
 * everywhere: the customer's session generation moves on in the store, so this cookie and
 * any copy of it (and the customer's other sessions) read as signed out on every instance,
 * across restarts. The session's id is also recorded as revoked (in the shared cache when
 * configured), which every instance sees at once. A store that cannot take the new
 * generation now leaves that record only; the log says so. For server actions.
 */
export async function endSession(session: Session): Promise<void> {
  const { signedIn, customerId } = session;
  if (signedIn) {
    await revokeSession(signedIn.sid, signedIn.at + MAX_SIGNED_IN_MS);
    metrics().sessionRevocations.inc({ reason: 'sign_out' });
  }
  if (signedIn && customerId) await moveGenerationOn(customerId);
  session.destroy();
  await setHints({});
}

/**
 * Signs a customer out of every session they have (after their password was changed or
 * reset): every session begun before now reads as signed out, on every instance. Returns
 * the generation a session begun from now on carries. For server actions.
 */
export async function endAllSessionsOf(customerId: number): Promise<number | undefined> {
  const now = Date.now();
  await voidSessionsBefore(customerId, now, now + MAX_SIGNED_IN_MS);
  metrics().sessionRevocations.inc({ reason: 'all_sessions' });
  return moveGenerationOn(customerId);
}

async function moveGenerationOn(customerId: number): Promise<number | undefined> {
  try {
    const next = await advanceSessionGeneration(customerId);
    updateTag(cacheTags.customer(customerId));
    return next;
  } catch {
    loggerFor('session').warn(
      `storefront: customer ${customerId}'s sessions could not be ended in the store (it does not answer); they are recorded as revoked in this server${sharedNote()}.`,
    );
    return undefined;
  }
}

const sharedNote = () => (sharedCacheConfigured() ? ' and the shared cache' : '');

/** A cookie the page's script reads (it holds nothing but "1"), as long-lived as a session. */
async function setReadableFlag(name: string, on: boolean): Promise<void> {
  const store = await cookies();
  if (!on) {
    if (store.has(name)) store.delete(name);
    return;
  }
  if (store.get(name)?.value === '1') return;
  store.set(name, '1', readableCookieOptions(SESSION_TTL_SECONDS - 60));
}

/**
 * Options of a cookie the page's script may read (it holds nothing secret): the session
 * cookie's site, path and https rules, without httpOnly.
 */
export function readableCookieOptions(maxAge: number) {
  return { ...sessionOptions().cookieOptions, httpOnly: false, maxAge };
}
