import { type Page, expect, test } from '@playwright/test';
import { newShopper } from '../support/e2e-store';
import { type LocalRedis, startLocalRedis } from '../../scripts/lib/redis-server';
import { type StorefrontInstance, startStorefrontInstance } from '../support/storefront-instance';
import { signIn } from './fixtures';

/**
 * Issue 26: a signed-out session stays signed out, whatever happens to the servers. Each
 * test signs a shopper in on an instance of the e2e build, keeps a copy of their cookie,
 * ends the session, and replays the copy: after a restart of the storefront, and on
 * another instance while their shared Redis is down.
 */
const replay = (instance: StorefrontInstance, cookie: string) =>
  fetch(`${instance.url}/account`, {
    headers: { cookie: `storefront_session=${cookie}` },
    redirect: 'manual',
  });

/** Whether the shopper request (a route handler, with its cached view of sessions) sees the cookie signed in. */
const signedInAt = async (instance: StorefrontInstance, cookie: string) =>
  (
    (await (
      await fetch(`${instance.url}/api/shopper`, {
        headers: { cookie: `storefront_session=${cookie}` },
      })
    ).json()) as { signedIn: boolean }
  ).signedIn;

async function signedInCookie(
  page: Page,
  instance: StorefrontInstance,
  shopper: { email: string; password: string },
): Promise<string> {
  await page.goto(`${instance.url}/account/sign-in`);
  await signIn(page, shopper, { visit: false });
  const cookie = (await page.context().cookies(instance.url)).find(
    (c) => c.name === 'storefront_session',
  );
  expect(cookie, 'signed in').toBeTruthy();
  expect((await replay(instance, cookie!.value)).status).toBe(200);
  return cookie!.value;
}

async function signOut(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test('a signed-out cookie stays signed out after the storefront restarts (no shared cache)', async ({
  page,
}) => {
  const instance = await startStorefrontInstance({});
  try {
    const shopper = await newShopper('revoked-restart');
    const cookie = await signedInCookie(page, instance, shopper);
    await page.goto(`${instance.url}/account`);
    await signOut(page);
    await instance.restart();
    const after = await replay(instance, cookie);
    expect(after.status).toBe(307);
    expect(after.headers.get('location')).toContain('/account/sign-in');
  } finally {
    await instance.stop();
  }
});

test.describe.serial('instances sharing a Redis that goes down', () => {
  test.setTimeout(120_000);
  let redis: LocalRedis;
  let a: StorefrontInstance;
  let b: StorefrontInstance;
  const settings = () => ({
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `e2e-revocation-${redis.port}:`,
  });
  test.beforeAll(async () => {
    redis = await startLocalRedis();
    [a, b] = await Promise.all([
      startStorefrontInstance(settings()),
      startStorefrontInstance(settings()),
    ]);
  });
  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
  });

  test('a cookie signed out before the outage is refused by the other instance during it', async ({
    page,
  }) => {
    const shopper = await newShopper('revoked-before-outage');
    const cookie = await signedInCookie(page, a, shopper);
    // The other instance has seen the session stand (and kept that).
    expect((await replay(b, cookie)).status).toBe(200);
    expect(await signedInAt(b, cookie)).toBe(true);
    await page.goto(`${a.url}/account`);
    await signOut(page);
    await redis.kill();
    try {
      const during = await replay(b, cookie);
      expect(during.status).toBe(307);
      expect(await signedInAt(b, cookie)).toBe(false);
    } finally {
      await redis.restart();
    }
  });

  test('a sign-out made during the outage holds on every instance, during it and after', async ({
    page,
  }) => {
    const shopper = await newShopper('revoked-during-outage');
    const cookie = await signedInCookie(page, a, shopper);
    expect((await replay(b, cookie)).status).toBe(200);
    expect(await signedInAt(b, cookie)).toBe(true);
    await redis.kill();
    try {
      await page.goto(`${a.url}/account`);
      await signOut(page);
      expect((await replay(b, cookie)).status).toBe(307);
      expect((await replay(a, cookie)).status).toBe(307);
      expect(await signedInAt(b, cookie)).toBe(false);
    } finally {
      await redis.restart();
    }
    // Back: the page is refused at once (asked of the store), the shopper request once the
    // other instance's copy of the session generation ends (30 s at most).
    expect((await replay(b, cookie)).status).toBe(307);
    await expect.poll(() => signedInAt(b, cookie), { timeout: 45_000 }).toBe(false);
  });
});
