import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sealData } from 'iron-session';
import type * as NextServer from 'next/server';
import { SESSION_COOKIE } from '@/lib/flows/session-cookie';
import { stubStorefrontEnv } from '../support/storefront-env';
import { captureLogs } from '../support/captured-logs';
import { processWideKey } from '@/lib/shared/process-wide.mjs';

/**
 * lib/flows/session.ts with the real iron-session and real cookie headers. Only Next's
 * request context is stood in for: `cookies()` reads a real Cookie header and writes a real
 * Set-Cookie header through Next's own cookie classes (as in a server action), and
 * `connection()` has no prerender to hold back.
 */
const jar = vi.hoisted(() => ({
  cookieHeader: '',
  response: null as NextServer.NextResponse | null,
}));

vi.mock('next/headers', async () => {
  const { NextRequest: Request, NextResponse: Response } = await import('next/server');
  return {
    cookies: async () => {
      const request = new Request('http://127.0.0.1:3999/', {
        headers: jar.cookieHeader ? { cookie: jar.cookieHeader } : {},
      });
      // One response per request: a save and the member hint it sets write to the same one.
      const response = (jar.response ??= Response.next());
      return {
        get: (name: string) => response.cookies.get(name) ?? request.cookies.get(name),
        has: (name: string) => response.cookies.has(name) || request.cookies.has(name),
        set: (...args: Parameters<typeof response.cookies.set>) => response.cookies.set(...args),
        delete: (name: string) => response.cookies.delete(name),
      };
    },
  };
});
/**
 * The store's record of each customer's session generation (a customer metafield there,
 * lib/data/session-generation.ts): kept across the module resets that stand for server
 * restarts, as the store keeps it.
 */
const store = vi.hoisted(() => ({ generations: new Map<number, number>(), down: false }));
vi.mock('@/lib/data/session-generation', () => {
  const read = async (customerId: number) => {
    if (store.down) throw new Error('the store does not answer');
    return store.generations.get(customerId) ?? 0;
  };
  return {
    readSessionGeneration: read,
    recentSessionGeneration: read,
    sessionGeneration: read,
    advanceSessionGeneration: async (customerId: number) => {
      const next = (await read(customerId)) + 1;
      store.generations.set(customerId, next);
      return next;
    },
  };
});
vi.mock('next/cache', () => ({ updateTag: () => undefined }));
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof NextServer>()),
  connection: async () => undefined,
}));

const SECRET = 'the-current-session-secret-0123456789abcdef';
const OLD_SECRET = 'an-older-session-secret-0123456789abcdefgh';
const CART = '0b6f6f7e-2d39-4c47-9d9b-4a9e3f2f5a10';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The session module as a server started with `secret` has it (the config is read once per process). */
async function sessionWithSecret(secret: string) {
  jar.response = null;
  vi.unstubAllEnvs();
  stubStorefrontEnv(null, { SESSION_SECRET: secret });
  vi.resetModules();
  return import('@/lib/flows/session');
}

/** The Set-Cookie header the last session.save() wrote, and the seal in it. */
function setCookieHeader(): { header: string; seal: string } {
  const header = jar.response?.headers.get('set-cookie') ?? '';
  const seal = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(header)?.[1] ?? '';
  return { header, seal };
}

/** Signs a shopper in with `secret` and returns the cookie value the browser gets. */
async function signedInSeal(secret: string): Promise<string> {
  const { getSession, markSignedIn, saveSession } = await sessionWithSecret(secret);
  jar.cookieHeader = '';
  const session = await getSession();
  await markSignedIn(session, 7);
  session.cartId = CART;
  await saveSession(session);
  return setCookieHeader().seal;
}

async function readWithCookie(value: string, secret = SECRET) {
  const session = await sessionWithSecret(secret);
  jar.cookieHeader = `${SESSION_COOKIE}=${value}`;
  return session;
}

beforeEach(() => {
  jar.cookieHeader = '';
  jar.response = null;
  store.generations.clear();
  store.down = false;
});

/** A restart of the server: its memory (the revocations it recorded) is gone; the store's is not. */
function restartServer(): void {
  delete (globalThis as Record<symbol, unknown>)[processWideKey('session-revocations')];
}
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('session cookie', () => {
  it('round-trips: what save() sets is read back by the next request', async () => {
    const seal = await signedInSeal(SECRET);
    const { header } = setCookieHeader();
    expect(seal).toMatch(/^Fe26\.2\*/);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=lax/i);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Secure/i); // http://127.0.0.1: a local address, no https

    const { readSession } = await readWithCookie(seal);
    expect(await readSession()).toEqual({
      customerId: 7,
      cartId: CART,
      signedIn: expect.objectContaining({ sid: expect.any(String) }),
    });
  });

  it('is Secure when the public URL is https', async () => {
    stubStorefrontEnv(null, { PUBLIC_URL: 'https://shop.example.com' });
    vi.resetModules();
    const { getSession, markSignedIn, saveSession } = await import('@/lib/flows/session');
    const session = await getSession();
    await markSignedIn(session, 7);
    await saveSession(session);
    expect(setCookieHeader().header).toMatch(/;\s*Secure/i);
  });

  const guest = { customerId: undefined, cartId: undefined };

  it('sealed with an older SESSION_SECRET reads as a guest', async () => {
    const seal = await signedInSeal(OLD_SECRET);
    const { readSession } = await readWithCookie(seal);
    expect(await readSession()).toEqual(guest);
  });

  it('past its lifetime (30 days since the sign-in) reads as a guest, however often it was used', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    let seal = await signedInSeal(SECRET);
    // Used every five days, so never idle for a week: each use renews the cookie.
    for (let day = 5; day <= 29; day += 6) {
      vi.setSystemTime(new Date('2030-01-01T00:00:00Z').getTime() + day * DAY_MS);
      const { readSession, renewedSessionCookie } = await readWithCookie(seal);
      const data = await readSession();
      expect(data, `day ${day}`).toMatchObject({ customerId: 7, cartId: CART });
      seal = (await renewedSessionCookie(data))!.value;
    }
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z').getTime() + 30 * DAY_MS + 60_000);
    expect(await (await readWithCookie(seal)).readSession()).toEqual(guest);
  });

  it('unused for 7 days reads as a guest; a use within them renews it (once a day at most)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2030-01-01T00:00:00Z').getTime();
    vi.setSystemTime(start);
    const seal = await signedInSeal(SECRET);

    vi.setSystemTime(start + 6 * DAY_MS);
    const { readSession, renewedSessionCookie } = await readWithCookie(seal);
    const data = await readSession();
    expect(data).toMatchObject({ customerId: 7 });
    const renewed = await renewedSessionCookie(data);
    expect(renewed).not.toBeNull();
    // Renewed a moment ago: no second write the same day.
    const { readSession: readRenewed, renewedSessionCookie: renewAgain } = await readWithCookie(
      renewed!.value,
    );
    expect(await renewAgain(await readRenewed())).toBeNull();

    vi.setSystemTime(start + 8 * DAY_MS);
    expect(
      await (await readWithCookie(seal)).readSession(),
      'the copy not renewed: idle 8 days',
    ).toEqual(guest);
    expect(
      await (await readWithCookie(renewed!.value)).readSession(),
      'renewed on day 6',
    ).toMatchObject({ customerId: 7 });
    vi.setSystemTime(start + 13 * DAY_MS + 60_000);
    expect(
      await (await readWithCookie(renewed!.value)).readSession(),
      'idle 7 days since day 6',
    ).toEqual(guest);
  });

  it('signed out, a copy of the cookie reads as a guest (replay), and so does the browser', async () => {
    const seal = await signedInSeal(SECRET);
    const { getSession, endSession } = await readWithCookie(seal);
    const session = await getSession();
    expect(session.customerId).toBe(7);
    await endSession(session);
    expect(setCookieHeader().header, 'the browser copy is cleared').toMatch(
      new RegExp(`${SESSION_COOKIE}=;`),
    );

    const { readSession, getSession: getReplayed } = await readWithCookie(seal);
    expect(await readSession()).toEqual(guest);
    const replayed = await getReplayed();
    expect(
      { customerId: replayed.customerId, cartId: replayed.cartId },
      'the customer cart goes with the session',
    ).toEqual(guest);
  });

  it('signed out, a copy of the cookie still reads as a guest after the server restarts', async () => {
    const seal = await signedInSeal(SECRET);
    const { getSession, endSession } = await readWithCookie(seal);
    await endSession(await getSession());
    restartServer();
    expect(await (await readWithCookie(seal)).readSession()).toEqual(guest);
  });

  it('while the store cannot say whether a session was ended, it reads as a guest (fails closed)', async () => {
    const seal = await signedInSeal(SECRET);
    store.down = true;
    expect(await (await readWithCookie(seal)).readSession()).toEqual(guest);
    store.down = false;
    expect(await (await readWithCookie(seal)).readSession()).toMatchObject({ customerId: 7 });
  });

  it('after a password reset every older session of that customer reads as a guest; a new sign-in stands', async () => {
    const phone = await signedInSeal(SECRET);
    const laptop = await signedInSeal(SECRET);
    const { endAllSessionsOf, readSession } = await readWithCookie(phone);
    expect(await readSession()).toMatchObject({ customerId: 7 });

    await endAllSessionsOf(7);
    for (const seal of [phone, laptop])
      expect(await (await readWithCookie(seal)).readSession()).toEqual(guest);
    restartServer();
    for (const seal of [phone, laptop])
      expect(await (await readWithCookie(seal)).readSession(), 'after a restart').toEqual(guest);
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await (await readWithCookie(await signedInSeal(SECRET))).readSession()).toMatchObject({
      customerId: 7,
    });
  });

  it('a customer without a sign-in record (a cookie sealed before sessions had ids) reads as a guest', async () => {
    const seal = await sealData({ customerId: 7, cartId: CART }, { password: SECRET, ttl: 3600 });
    expect(await (await readWithCookie(seal)).readSession()).toEqual(guest);
  });

  it('writes nothing of the session to the logs', async () => {
    vi.stubEnv('LOG_LEVEL', 'trace');
    const logs = captureLogs();
    try {
      const seal = await signedInSeal(SECRET);
      const { getSession, endSession } = await readWithCookie(seal);
      const session = await getSession();
      const sid = session.signedIn!.sid;
      await endSession(session);
      await (await readWithCookie(seal)).readSession();
      await (await readWithCookie('garbage')).readSession();
      const logged = logs.text();
      expect(logged).not.toContain(seal.slice(0, 40));
      expect(logged).not.toContain(sid);
      expect(logged).not.toContain(SECRET);
    } finally {
      logs.restore();
      vi.unstubAllEnvs();
    }
  });

  it('tampered with reads as a guest', async () => {
    const seal = await signedInSeal(SECRET);
    const at = Math.floor(seal.length / 2);
    const tampered = `${seal.slice(0, at)}${seal[at] === 'A' ? 'B' : 'A'}${seal.slice(at + 1)}`;
    const { readSession } = await readWithCookie(tampered);
    expect(await readSession()).toEqual(guest);
  });

  it('garbage reads as a guest, and the next save replaces it', async () => {
    // Some iron-session reads as empty itself, some it throws on (a wrong prefix, a bad expiry).
    const garbage = [
      'garbage',
      'Fe26.2**',
      'Fe26.1*1*a*b*c*d*e*f',
      'Fe26.2*1*a*b*c*never*e*f',
      '%E0%A4%A',
      `Fe26.2*${'x'.repeat(3000)}`,
    ];
    for (const value of garbage) {
      const { getSession, readSession } = await readWithCookie(encodeURIComponent(value));
      expect(await readSession(), value).toEqual(guest);
      const session = await getSession();
      session.cartId = CART;
      await session.save();
      const { readSession: readNext } = await readWithCookie(setCookieHeader().seal);
      expect(await readNext(), value).toEqual({ cartId: CART });
    }
  });

  it('sealed with the right secret but holding an unexpected shape reads as a guest', async () => {
    const seal = await sealData(
      { customerId: '7 OR 1=1', cartId: 'not-a-uuid' },
      { password: SECRET, ttl: 3600 },
    );
    const { readSession } = await readWithCookie(seal);
    expect(await readSession()).toEqual(guest);
  });
});
