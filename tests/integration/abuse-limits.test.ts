import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalRedis, type LocalRedis } from '../../scripts/lib/redis-server';
import { createTranslator } from 'next-intl';
import { processWideKey } from '@/lib/shared/process-wide.mjs';
import { problem, wordProblem } from '@/lib/shared/problems';
import fr from '@/messages/fr.json';
import { inEnglish } from '../support/english-problems';

/**
 * The abuse limits (lib/runtime/abuse-limits.ts) with rate-limiter-flexible: counted per
 * client, per client and account for wrong passwords, in memory without REDIS_URL, shared
 * through a real redis-server with it, and still counted while that Redis is down.
 */
const LIMITERS_KEY = processWideKey('abuse-limiters');
const CONNECTION_KEY = processWideKey('shared-cache.connection');
const processWide = globalThis as Record<symbol, unknown>;

/** A fresh copy of the module, as another instance of the storefront would have. */
async function instance() {
  delete processWide[LIMITERS_KEY];
  vi.resetModules();
  return import('@/lib/runtime/abuse-limits');
}

async function forgetConnection() {
  const connection = processWide[CONNECTION_KEY] as { base: { destroy(): void } } | undefined;
  connection?.base.destroy();
  delete processWide[CONNECTION_KEY];
}

afterEach(async () => {
  vi.unstubAllEnvs();
  await forgetConnection();
});

describe('abuse limits in memory (no REDIS_URL)', () => {
  it('words a short wait in seconds, one or more', () => {
    expect(inEnglish(problem('problems.tooMany.review', { count: 1, unit: 'second' }))).toBe(
      'Too many reviews from your network. Try again in 1 second.',
    );
    expect(inEnglish(problem('problems.tooMany.review', { count: 30, unit: 'second' }))).toBe(
      'Too many reviews from your network. Try again in 30 seconds.',
    );
  });

  it('refuses a client past its allowance with when to try again; another client is not affected', async () => {
    vi.stubEnv('REDIS_URL', '');
    const { ALLOWANCES, takeAttempt } = await instance();
    const attacker = { client: '203.0.113.7' };
    for (let i = 0; i < ALLOWANCES.coupon.points; i++)
      expect(await takeAttempt('coupon', attacker)).toBeNull();
    const refused = await takeAttempt('coupon', attacker);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(500);
    expect(refused?.message).toMatch(
      /^Too many coupon codes tried from your network\. Try again in 10 minutes\.$/,
    );
    // The form shows the message key worded in the page's language; in English, the same sentence.
    expect(inEnglish(refused!.problem)).toBe(refused!.message);
    const french = createTranslator({ locale: 'fr', messages: fr });
    expect(
      wordProblem(refused!.problem, {
        t: (key, values) => french(key as never, values as never),
        has: (key) => french.has(key as never),
        list: (items) => items.join(', '),
      }),
    ).toBe('Trop de codes promo essayés depuis votre réseau. Réessayez dans 10 minutes.');
    expect(await takeAttempt('coupon', { client: '198.51.100.9' })).toBeNull();
    // Each kind has its own allowance.
    expect(await takeAttempt('giftCertificateBalance', attacker)).toBeNull();
  });

  it('counts wrong passwords per client and account: the owner on another network still signs in', async () => {
    vi.stubEnv('REDIS_URL', '');
    const { ALLOWANCES, allowanceUsedUp, restoreAllowance, takeAttempt } = await instance();
    const attacker = { client: '203.0.113.7', account: 'Alex.Shopper@example.com' };
    const owner = { client: '198.51.100.9', account: 'alex.shopper@example.com' };
    for (let i = 0; i < ALLOWANCES.signInFailure.points; i++) {
      expect(await allowanceUsedUp('signInFailure', attacker)).toBeNull();
      await takeAttempt('signInFailure', attacker);
    }
    const usedUp = await allowanceUsedUp('signInFailure', attacker);
    expect(usedUp?.message).toMatch(
      /wrong passwords for this e-mail address .* or reset your password\.$/,
    );
    expect(inEnglish(usedUp!.problem)).toBe(usedUp!.message);
    // The same address in other letters is the same account for that client.
    expect(
      await allowanceUsedUp('signInFailure', { ...attacker, account: 'alex.shopper@example.com' }),
    ).not.toBeNull();
    expect(await allowanceUsedUp('signInFailure', owner)).toBeNull();
    // A success gives the client its allowance back.
    await restoreAllowance('signInFailure', attacker);
    expect(await allowanceUsedUp('signInFailure', attacker)).toBeNull();
  });
});

describe('abuse limits shared through Redis', () => {
  let redis: LocalRedis;
  beforeAll(async () => {
    redis = await startLocalRedis({ log: () => undefined });
  }, 60_000);
  afterAll(() => redis?.stop());

  it('are one count for every instance, and still count (per instance) while Redis is down', async () => {
    vi.stubEnv('REDIS_URL', redis.url);
    const client = { client: `192.0.2.${Math.floor(Math.random() * 200) + 1}` };
    const first = await instance();
    const { points } = first.ALLOWANCES.register;
    // Let the connection come up, so the counts go to Redis.
    const { keyPrefix, sharedCacheConnected } = await import('@/lib/shared-cache/index.mjs');
    await vi.waitFor(() => expect(sharedCacheConnected()).toBe(true), { timeout: 5000 });
    for (let i = 0; i < points - 1; i++)
      expect(await first.takeAttempt('register', client)).toBeNull();
    // The count is in Redis, under this shop's key prefix (two shops on one Redis count apart).
    const direct = createClient({ url: redis.url });
    await direct.connect();
    expect(await direct.keys(`${keyPrefix()}limits:register*`)).toHaveLength(1);
    await direct.quit();
    // Another instance: its own memory, the same Redis.
    const second = await instance();
    expect(await second.takeAttempt('register', client)).toBeNull();
    expect((await second.takeAttempt('register', client))?.message).toMatch(
      /Too many new accounts/,
    );
    expect((await first.takeAttempt('register', client))?.message).toMatch(/Too many new accounts/);

    await redis.kill();
    try {
      const during = await instance();
      const other = { client: '192.0.2.250' };
      for (let i = 0; i < points; i++)
        expect(await during.takeAttempt('register', other)).toBeNull();
      expect((await during.takeAttempt('register', other))?.message).toMatch(
        /Too many new accounts/,
      );
    } finally {
      await redis.restart();
    }
  }, 60_000);
});
