import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStorefrontGraphQL } from '../support/storefront-env';
import { startTestStore, type TestStore } from '../support/store-service';
import type * as SessionGeneration from '@/lib/data/session-generation';

vi.mock(
  '@apollo/client-integration-nextjs',
  async () => (await import('../support/apollo-outside-rsc')).apolloOutsideRsc,
);
vi.mock('next/cache', async () => (await import('../support/storefront-lib')).nextCacheOutsideNext);

/**
 * The session generation the storefront keeps in the store (a customer metafield), against
 * a local store service over real HTTP: what a sign-out advances and every server reads.
 */
let store: TestStore;
let generation: typeof SessionGeneration;
beforeAll(async () => {
  store = await startTestStore();
  await loadStorefrontGraphQL(store);
  generation = await import('@/lib/data/session-generation');
});
afterAll(() => store.close());

describe('the session generation', () => {
  it('is 0 for a customer with none, and each advance is kept by the store', async () => {
    const customerId = 1;
    expect(await generation.readSessionGeneration(customerId)).toBe(0);
    expect(await generation.advanceSessionGeneration(customerId)).toBe(1);
    expect(await generation.advanceSessionGeneration(customerId)).toBe(2);
    expect(await generation.readSessionGeneration(customerId)).toBe(2);
    expect(await generation.sessionGeneration(customerId)).toBe(2);
    // Another customer's is their own.
    expect(await generation.readSessionGeneration(2)).toBe(0);
  });
});
