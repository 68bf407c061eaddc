import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sealData } from 'iron-session';
import type * as NextServer from 'next/server';
import { SESSION_COOKIE } from '@/lib/storefront/session-cookie';
import { stubStorefrontEnv } from '../support/storefront-env';

/**
 * lib/storefront/session.ts with the real iron-session and real cookie headers. Only Next's
 * request context is stood in for: `cookies()` reads a real Cookie header and writes a real
 * Set-Cookie header through Next's own cookie classes (as in a server action), and
 * `connection()` has no prerender to hold back.
 */
const jar = vi.hoisted(() => ({ cookieHeader: '', response: null as NextServer.NextResponse | null }));

vi.mock('server-only', () => ({}));
vi.mock('next/headers', async () => {
  const { NextRequest: Request, NextResponse: Response } = await import('next/server');
  return {
    cookies: async () => {
      const request = new Request('http://127.0.0.1:3999/', { headers: jar.cookieHeader ? { cookie: jar.cookieHeader } : {} });
      const response = Response.next();
      jar.response = response;
      return {
        get: (name: string) => response.cookies.get(name) ?? request.cookies.get(name),
        set: (...args: Parameters<typeof response.cookies.set>) => response.cookies.set(...args),
      };
    },
  };
});
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof NextServer>()), connection: async () => undefined }));

const SECRET = 'the-current-session-secret-0123456789abcdef';
const OLD_SECRET = 'an-older-session-secret-0123456789abcdefgh';
const CART = '0b6f6f7e-2d39-4c47-9d9b-4a9e3f2f5a10';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The session module as a server started with `secret` has it (the config is read once per process). */
async function sessionWithSecret(secret: string) {
  vi.unstubAllEnvs();
  stubStorefrontEnv(null, { SESSION_SECRET: secret });
  vi.resetModules();
  return import('@/lib/storefront/session');
}

/** The Set-Cookie header the last session.save() wrote, and the seal in it. */
function setCookieHeader(): { header: string; seal: string } {
  const header = jar.response?.headers.get('set-cookie') ?? '';
  const seal = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(header)?.[1] ?? '';
  return { header, seal };
}

/** Signs a shopper in with `secret` and returns the cookie value the browser gets. */
async function signedInSeal(secret: string): Promise<string> {
  const { getSession } = await sessionWithSecret(secret);
  jar.cookieHeader = '';
  const session = await getSession();
  session.customerId = 7;
  session.cartId = CART;
  await session.save();
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
});
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
    expect(await readSession()).toEqual({ customerId: 7, cartId: CART });
  });

  it('is Secure when the public URL is https', async () => {
    stubStorefrontEnv(null, { PUBLIC_URL: 'https://shop.example.com' });
    vi.resetModules();
    const { getSession } = await import('@/lib/storefront/session');
    const session = await getSession();
    session.customerId = 7;
    await session.save();
    expect(setCookieHeader().header).toMatch(/;\s*Secure/i);
  });

  const guest = { customerId: undefined, cartId: undefined };

  it('sealed with an older SESSION_SECRET reads as a guest', async () => {
    const seal = await signedInSeal(OLD_SECRET);
    const { readSession } = await readWithCookie(seal);
    expect(await readSession()).toEqual(guest);
  });

  it('past its lifetime (30 days) reads as a guest; within it, as the shopper', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const seal = await signedInSeal(SECRET);
    vi.setSystemTime(new Date(Date.now() + 29 * DAY_MS));
    expect(await (await readWithCookie(seal)).readSession()).toEqual({ customerId: 7, cartId: CART });
    vi.setSystemTime(new Date(Date.now() + 2 * DAY_MS));
    expect(await (await readWithCookie(seal)).readSession()).toEqual(guest);
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
    const garbage = ['garbage', 'Fe26.2**', 'Fe26.1*1*a*b*c*d*e*f', 'Fe26.2*1*a*b*c*never*e*f', '%E0%A4%A', `Fe26.2*${'x'.repeat(3000)}`];
    for (const value of garbage) {
      const { getSession, readSession } = await readWithCookie(encodeURIComponent(value));
      expect(await readSession(), value).toEqual(guest);
      const session = await getSession();
      session.customerId = 9;
      await session.save();
      const { readSession: readNext } = await readWithCookie(setCookieHeader().seal);
      expect(await readNext(), value).toEqual({ customerId: 9, cartId: undefined });
    }
  });

  it('sealed with the right secret but holding an unexpected shape reads as a guest', async () => {
    const seal = await sealData({ customerId: '7 OR 1=1', cartId: 'not-a-uuid' }, { password: SECRET, ttl: 3600 });
    const { readSession } = await readWithCookie(seal);
    expect(await readSession()).toEqual(guest);
  });
});

