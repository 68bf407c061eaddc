import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubStorefrontEnv } from '../support/storefront-env';
import { type TestStore, startTestStore } from '../support/store-service';

vi.mock('server-only', () => ({}));

const KEEPER_KEY = Symbol.for('headless-storefront.impersonation-token-keeper');
const MINT_PATH = '/v3/storefront/api-token-customer-impersonation';

let store: TestStore;

beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store.close();
});
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[KEEPER_KEY];
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** A fresh copy of the module, as a second bundle of the production build would load it. */
async function freshImpersonationModule() {
  vi.resetModules();
  return import('@/lib/storefront/impersonation');
}

describe('impersonation token keeper', () => {
  it('is one per process: two separately loaded copies of the module share one keeper and one mint', async () => {
    stubStorefrontEnv(store);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const pages = await freshImpersonationModule();
    const routeHandlers = await freshImpersonationModule();
    expect(routeHandlers).not.toBe(pages);

    const [fromPages, fromRouteHandlers] = await Promise.all([pages.impersonationTokens().token(), routeHandlers.impersonationTokens().token()]);

    expect(routeHandlers.impersonationTokens()).toBe(pages.impersonationTokens());
    expect(fromRouteHandlers).toBe(fromPages);
    const mints = fetchSpy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).endsWith(MINT_PATH));
    expect(mints).toHaveLength(1);
  });
});
