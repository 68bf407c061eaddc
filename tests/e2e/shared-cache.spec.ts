import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createClient } from 'redis';
import { DEMO, signIn } from './fixtures';
import { type LocalRedis, startLocalRedis } from '../../scripts/lib/redis-server';
import { callbackBody, callbackHeaders } from '../../scripts/bench/callback';
import { catalogItem, nextSecond, storeApi } from '../support/e2e-store';
import {
  type StorefrontInstance,
  e2eStorefrontEnv,
  startStorefrontInstance,
} from '../support/storefront-instance';
import { type SwitchableLink, startSwitchableLink } from '../support/switchable-link';

/**
 * Two more instances of the e2e build sharing one real redis-server (REDIS_URL), reaching
 * the store through a link that counts what they ask it: a webhook handled by either
 * refreshes both (writing each tag to Redis once), a redelivery is known to both, a
 * restarted one starts warm, and losing Redis never takes a page down.
 */
const PRODUCT = 'Half Sheet Pan';
const PAGE = '/products/half-sheet-pan';

let redis: LocalRedis;
let link: SwitchableLink;
let a: StorefrontInstance;
let b: StorefrontInstance;

const sharedSettings = () => ({
  REDIS_URL: redis.url,
  REDIS_KEY_PREFIX: `e2e-shared-${redis.port}:`,
  STORE_API_URL: `${link.origin}/stores/${process.env.E2E_STORE_HASH}`,
  STOREFRONT_GRAPHQL_URL: `${link.origin}/graphql`,
});

/** The price the page shows (its first dollar amount: the purchase form's). */
async function priceOn(instance: StorefrontInstance): Promise<string> {
  const html = await (await fetch(`${instance.url}${PAGE}`)).text();
  return (
    /\$\d+\.\d\d/.exec(html.slice(html.indexOf('data-testid="product-price"')))?.[0] ?? '(no price)'
  );
}

/** The headers the store sends with `body`: signed, with an id of its own (one event). */
const signedFor = (body: string) =>
  callbackHeaders(body, {
    webhookSecret: e2eStorefrontEnv().WEBHOOK_SECRET!,
    clientSecret: e2eStorefrontEnv().STORE_CLIENT_SECRET,
  });

/** Sends a callback as the store does; a redelivery passes the first delivery's headers. */
async function sendCallback(
  instance: StorefrontInstance,
  body: string,
  headers: Record<string, string> = signedFor(body),
) {
  const response = await fetch(`${instance.url}/api/webhooks`, { method: 'POST', headers, body });
  return {
    status: response.status,
    body: (await response.json()) as { status?: string; error?: string; revalidated?: string[] },
  };
}

const productCallback = (productId: number) =>
  callbackBody(
    { storeHash: process.env.E2E_STORE_HASH!, storeId: Number(process.env.E2E_STORE_ID) },
    'store/product/updated',
    { type: 'product', id: productId },
  );

/**
 * Runs `work` while watching every command the shared Redis runs (MONITOR), and returns
 * them in Redis's order, up to a marker sent once `work` is done.
 */
async function commandsDuring<T>(work: () => Promise<T>): Promise<{ result: T; ran: string[] }> {
  const ran: string[] = [];
  const watcher = createClient({ url: redis.url });
  const marker = createClient({ url: redis.url });
  await Promise.all([watcher.connect(), marker.connect()]);
  try {
    await watcher.monitor((line) => ran.push(String(line)));
    const result = await work();
    const settled = `settled-${randomUUID()}`;
    await marker.echo(settled);
    await expect.poll(() => ran.some((line) => line.includes(settled))).toBe(true);
    return { result, ran };
  } finally {
    watcher.destroy();
    marker.destroy();
  }
}

/** How many times `tag` was written into the shop's record of invalidated tags. */
const writesOf = (ran: string[], tag: string) =>
  ran.filter(
    (line) =>
      /^\S+ \[[^\]]*\] "hset" /i.test(line) &&
      line.includes(`"${sharedSettings().REDIS_KEY_PREFIX}tags"`) &&
      line.includes(`"${tag}"`),
  ).length;

test.describe.serial('several instances sharing one Redis', () => {
  test.beforeAll(async () => {
    redis = await startLocalRedis();
    link = await startSwitchableLink(process.env.E2E_STORE_ORIGIN!);
    [a, b] = await Promise.all([
      startStorefrontInstance(sharedSettings()),
      startStorefrontInstance(sharedSettings()),
    ]);
  });
  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
    await link?.close();
  });

  test('a product change sent to one instance shows on the other at its next request', async () => {
    const product = await catalogItem('products', PRODUCT);
    const before = await priceOn(b);
    expect(before).toMatch(/^\$\d/);
    await nextSecond();
    await storeApi('PUT', `/v3/catalog/products/${product.id}`, { price: 61.23 });
    try {
      // Once b shows the change, a's handlers have made every write of this revalidation:
      // Next.js starts them together, as the callback is answered.
      const { result: answer, ran } = await commandsDuring(async () => {
        const answer = await sendCallback(a, productCallback(product.id));
        expect(answer).toMatchObject({ status: 200, body: { status: 'accepted' } });
        expect(await priceOn(b)).toBe('$61.23');
        return answer;
      });
      expect(await priceOn(a)).toBe('$61.23');
      expect(answer.body.revalidated).toContain(`product:${product.id}`);
      for (const tag of answer.body.revalidated ?? [])
        expect(writesOf(ran, tag), `writes of ${tag}`).toBe(1);
    } finally {
      await nextSecond();
      await storeApi('PUT', `/v3/catalog/products/${product.id}`, {
        price: Number(before.slice(1)),
      });
      await sendCallback(a, productCallback(product.id));
    }
    expect(await priceOn(b)).toBe(before);
  });

  test('a redelivery that reaches the other instance is known there', async () => {
    const product = await catalogItem('products', PRODUCT);
    await nextSecond();
    const callback = productCallback(product.id);
    // The store's redelivery of one event: the same body, id and signature.
    const headers = signedFor(callback);
    expect((await sendCallback(a, callback, headers)).body.status).toBe('accepted');
    expect((await sendCallback(b, callback, headers)).body.status).toBe('duplicate');
  });

  test('a restarted instance serves a cached page from the shared cache, asking the store nothing', async () => {
    // Cached and fresh by now: the callbacks of the tests before may have made it stale, and a
    // stale page is served while it is rendered again in the background, so wait until a view
    // of it asks the store nothing.
    await expect
      .poll(async () => {
        const before = link.forwarded();
        expect((await fetch(`${a.url}${PAGE}`)).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 500));
        return link.forwarded() - before;
      })
      .toBe(0);
    await b.restart();
    const asked = link.forwarded();
    const response = await fetch(`${b.url}${PAGE}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(PRODUCT);
    expect(link.forwarded() - asked).toBe(0);
  });

  test('a sign-out on one instance ends the session on the other too', async ({ page }) => {
    await page.goto(`${a.url}/account/sign-in`);
    await signIn(page, DEMO.alex, { visit: false });
    const seal = (await page.context().cookies()).find(
      (c) => c.name === 'storefront_session',
    )!.value;
    const accountOn = async (instance: StorefrontInstance) =>
      (
        await fetch(`${instance.url}/account`, {
          headers: { cookie: `storefront_session=${seal}` },
          redirect: 'manual',
        })
      ).text();
    expect(await accountOn(b)).toContain(`Hello, ${DEMO.alex.firstName}`);

    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await accountOn(b)).not.toContain(`Hello, ${DEMO.alex.firstName}`);
  });

  test('with Redis gone, every page still answers 200 and webhooks 503; the redelivery once it is back refreshes every instance', async () => {
    const product = await catalogItem('products', PRODUCT);
    const before = await priceOn(b);
    await redis.kill();
    for (const instance of [a, b]) {
      for (const path of ['/', PAGE, '/categories/kitchen', '/help', '/search/~/q=mug']) {
        expect((await fetch(`${instance.url}${path}`)).status, `${instance.url}${path}`).toBe(200);
      }
    }
    await nextSecond();
    await storeApi('PUT', `/v3/catalog/products/${product.id}`, { price: 58.76 });
    try {
      // The store's event, and later its redelivery: the same body, id and signature.
      const callback = productCallback(product.id);
      const headers = signedFor(callback);
      expect((await sendCallback(a, callback, headers)).status).toBe(503);
      expect(a.output()).toMatch(
        /the shared cache at redis:\/\/127\.0\.0\.1:\d+ \(REDIS_URL\) cannot be used/,
      );
      expect(await priceOn(b)).toBe(before); // nothing was revalidated

      await redis.restart();
      // Each instance reconnects by itself; until then the redelivery is answered 503 (the store retries).
      await expect(async () =>
        expect((await sendCallback(a, callback, headers)).body.status).toBe('accepted'),
      ).toPass({ timeout: 15_000 });
      expect(await priceOn(b)).toBe('$58.76');
      expect(await priceOn(a)).toBe('$58.76');
      expect(a.output()).toMatch(/the shared cache at redis:\/\/127\.0\.0\.1:\d+ is back/);
      // Said once per outage by each instance, however many parts of it use the cache.
      for (const instance of [a, b])
        expect(instance.output().match(/\(REDIS_URL\) cannot be used/g) ?? []).toHaveLength(1);
    } finally {
      await nextSecond();
      await storeApi('PUT', `/v3/catalog/products/${product.id}`, {
        price: Number(before.slice(1)),
      });
      await sendCallback(a, productCallback(product.id));
    }
  });
});

test.describe('a REDIS_URL that cannot be used', () => {
  test('says so at start-up, naming the variable and never the password', async () => {
    const password = 'sekret-pass-word';
    const redisOfOurs = await startLocalRedis({ password: 'another-password' });
    try {
      const badScheme = await startStorefrontInstance(
        { REDIS_URL: `http://:${password}@127.0.0.1:6379` },
        { waitUntilListening: false },
      );
      expect(await badScheme.exited()).toBe(1);
      expect(badScheme.output()).toMatch(
        /REDIS_URL must start with redis:\/\/ or rediss:\/\/ \(TLS\); it starts with http:\/\//,
      );

      const unreachable = await startStorefrontInstance({
        REDIS_URL: `redis://:${password}@127.0.0.1:9`,
      });
      const wrongPassword = await startStorefrontInstance({
        REDIS_URL: `redis://:${password}@127.0.0.1:${redisOfOurs.port}`,
      });
      try {
        // Both start, and serve: from their own memory.
        for (const instance of [unreachable, wrongPassword])
          expect((await fetch(`${instance.url}/help`)).status).toBe(200);
        await expect
          .poll(() => unreachable.output())
          .toMatch(
            /shared cache at redis:\/\/127\.0\.0\.1:9 \(REDIS_URL\) cannot be used: nothing answers at that address/,
          );
        await expect
          .poll(() => wrongPassword.output())
          .toMatch(
            /\(REDIS_URL\) cannot be used: it refused the user name or password in REDIS_URL/,
          );
      } finally {
        await Promise.all([unreachable.stop(), wrongPassword.stop()]);
      }
      for (const instance of [badScheme, unreachable, wrongPassword])
        expect(instance.output()).not.toContain(password);
    } finally {
      await redisOfOurs.stop();
    }
  });
});
