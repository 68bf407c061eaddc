import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/lib/free-port';
import {
  type StorefrontInstance,
  e2eStorefrontEnv,
  startStorefrontInstance,
} from '../support/storefront-instance';
import { cutLink, restoreLink } from '../support/switchable-link';

/**
 * What a load balancer probes: /api/health (the process answers) and /api/health/ready
 * (the store and, when configured, the shared cache answer), on this run's servers.
 */
const storefront = () => process.env.E2E_STOREFRONT_URL!;
const storeDown = () => process.env.E2E_STORE_DOWN_URL!;
const link = () => process.env.E2E_STORE_LINK!;

/** No secret of the server's settings may be in an answer. */
function expectNoSecretIn(text: string) {
  const env = e2eStorefrontEnv();
  for (const key of [
    'STORE_API_TOKEN',
    'SESSION_SECRET',
    'WEBHOOK_SECRET',
    'STORE_CLIENT_ID',
  ] as const) {
    expect(text, key).not.toContain(env[key]!);
  }
}

test('liveness answers 200, never cached', async () => {
  const response = await fetch(`${storefront()}/api/health`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ status: 'up' });
});

test('readiness is 200 while the store answers, and 503 naming the store when it does not', async () => {
  const ready = await fetch(`${storefront()}/api/health/ready`);
  expect(ready.status).toBe(200);
  expect(ready.headers.get('cache-control')).toBe('no-store');
  expect(await ready.json()).toEqual({
    status: 'ready',
    checks: {
      store: { status: 'up' },
      sharedCache: { status: 'off' },
      edgePurger: { status: 'off' },
    },
  });

  await restoreLink(link());
  await cutLink(link());
  try {
    // A verdict is reused for two seconds: the one from before the cut may still be given.
    await expect
      .poll(async () => (await fetch(`${storeDown()}/api/health/ready`)).status, {
        timeout: 10_000,
      })
      .toBe(503);
    const notReady = await fetch(`${storeDown()}/api/health/ready`);
    expect(notReady.headers.get('retry-after')).toBe('5');
    const text = await notReady.text();
    expect(JSON.parse(text)).toEqual({
      status: 'not ready',
      checks: {
        store: { status: 'down', problem: 'its GraphQL endpoint cannot be reached' },
        sharedCache: { status: 'off' },
        edgePurger: { status: 'off' },
      },
    });
    expectNoSecretIn(text);
    // The process itself is fine: liveness says so.
    expect((await fetch(`${storeDown()}/api/health`)).status).toBe(200);
  } finally {
    await restoreLink(link());
  }
  await expect
    .poll(async () => (await fetch(`${storeDown()}/api/health/ready`)).status, { timeout: 10_000 })
    .toBe(200);
});

test.describe('with a shared cache that does not answer', () => {
  let instance: StorefrontInstance;
  test.beforeAll(async () => {
    instance = await startStorefrontInstance({
      REDIS_URL: `redis://:a-redis-password@127.0.0.1:${await freePort()}`,
    });
  });
  test.afterAll(async () => {
    await instance?.stop();
  });

  test('readiness is 503 naming the shared cache, liveness stays 200, and probes are not logged', async () => {
    const before = instance.output().length;
    const notReady = await fetch(`${instance.url}/api/health/ready`);
    expect(notReady.status).toBe(503);
    const text = await notReady.text();
    const body = JSON.parse(text) as {
      checks: { store: { status: string }; sharedCache: { status: string; problem: string } };
    };
    expect(body.checks.store.status).toBe('up');
    expect(body.checks.sharedCache).toEqual({
      status: 'down',
      problem: expect.stringMatching(
        /^the shared cache at redis:\/\/127\.0\.0\.1:\d+ \(REDIS_URL\) does not answer$/,
      ),
    });
    expect(text).not.toContain('a-redis-password');
    expectNoSecretIn(text);

    for (let i = 0; i < 20; i++)
      expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
    for (let i = 0; i < 5; i++) await fetch(`${instance.url}/api/health/ready`);
    expect(instance.output().slice(before)).not.toContain('/api/health');
  });
});
