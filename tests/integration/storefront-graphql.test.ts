import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchPageDocument } from '@/graphql/generated/operations';
import { type SilentServer, startSilentServer } from '../support/silent-server';
import { forgetImpersonationKeeper, loadStorefrontGraphQL, stubStorefrontEnv } from '../support/storefront-env';
import { type TestStore, startTestStore } from '../support/store-service';

vi.mock('server-only', () => ({}));
vi.mock('@apollo/client-integration-nextjs', async () => (await import('../support/apollo-outside-rsc')).apolloOutsideRsc);

/** The storefront's server code talking to a local store service, as pages use it. */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store.close();
});
afterEach(() => {
  forgetImpersonationKeeper();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const allProducts = { filters: { searchTerm: null }, first: 2, after: null };

describe('the impersonation token keeper', () => {
  const MINT_PATH = '/v3/storefront/api-token-customer-impersonation';

  /** A fresh copy of the module, as a second bundle of the production build loads it. */
  async function freshImpersonationModule() {
    vi.resetModules();
    return import('@/lib/storefront/impersonation');
  }

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

describe('a store whose GraphQL endpoint does not answer', () => {
  let silent: SilentServer;
  beforeAll(async () => {
    silent = await startSilentServer();
  });
  afterAll(async () => {
    await silent.close();
  });

  it('gives up after the configured time-out with "store unavailable", naming no secret', async () => {
    const { storefrontQuery, StoreUnavailableError, impersonationTokens } = await loadStorefrontGraphQL(store, {
      STOREFRONT_GRAPHQL_URL: `${silent.url}/graphql`,
      STOREFRONT_GRAPHQL_TIMEOUT_MS: '300',
    });
    const error = await storefrontQuery(SearchPageDocument, allProducts).catch((e: unknown) => e);

    expect(silent.requests).toBe(1);
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect((error as Error).message).toBe('The store could not be reached: no answer within 0.3 s');
    // The token the request carried (minted by the real store) and the API token stay out of it.
    const token = await impersonationTokens().token();
    for (const secret of [token, store.primaryAccount.accessToken]) expect(String(error)).not.toContain(secret);
  });

  it('answers when the endpoint does (so what fails above is the hang, not the set-up)', async () => {
    const { storefrontQuery } = await loadStorefrontGraphQL(store, { STOREFRONT_GRAPHQL_TIMEOUT_MS: '300' });
    const { site } = await storefrontQuery(SearchPageDocument, allProducts);
    expect(site.search.searchProducts.products.edges).toHaveLength(2);
  });
});
