import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CurrentCustomerDocument,
  OrderPageDocument,
  ListingDocument,
} from '@/graphql/generated/operations';
import { findCustomerByEmail } from '@/emulator/customers/repository';
import { type SilentServer, startSilentServer } from '../support/silent-server';
import {
  forgetImpersonationKeeper,
  loadStorefrontGraphQL,
  stubStorefrontEnv,
} from '../support/storefront-env';
import { type TestStore, startTestStore } from '../support/store-service';
import { captureLogs } from '../support/captured-logs';

vi.mock(
  '@apollo/client-integration-nextjs',
  async () => (await import('../support/apollo-outside-rsc')).apolloOutsideRsc,
);

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
    return import('@/lib/store/impersonation');
  }

  it('is one per process: two separately loaded copies of the module share one keeper and one mint', async () => {
    stubStorefrontEnv(store);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const pages = await freshImpersonationModule();
    const routeHandlers = await freshImpersonationModule();
    expect(routeHandlers).not.toBe(pages);

    const [fromPages, fromRouteHandlers] = await Promise.all([
      pages.impersonationTokens().token(),
      routeHandlers.impersonationTokens().token(),
    ]);

    expect(routeHandlers.impersonationTokens()).toBe(pages.impersonationTokens());
    expect(fromRouteHandlers).toBe(fromPages);
    const mints = fetchSpy.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).endsWith(MINT_PATH),
    );
    expect(mints).toHaveLength(1);
  });
});

describe('a signed-in shopper', () => {
  it("is named in X-Bc-Customer-Id, the real service's spelling (never the seed's X-Svc-Customer-Id), and the store acts as them", async () => {
    const { storefrontQuery } = await loadStorefrontGraphQL(store);
    const alex = findCustomerByEmail(store.ctx, 'alex.shopper@example.com')!;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { customer } = await storefrontQuery(
      CurrentCustomerDocument,
      {},
      { customerId: alex.id },
    );

    expect(customer?.entityId).toBe(alex.id);
    const graphqlCalls = fetchSpy.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).endsWith('/graphql'),
    );
    expect(graphqlCalls).toHaveLength(1);
    const headers = new Headers(graphqlCalls[0]![1]?.headers);
    expect(headers.get('x-bc-customer-id')).toBe(String(alex.id));
    expect(headers.has('x-svc-customer-id')).toBe(false);
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
    const { storefrontQuery, StoreUnavailableError, impersonationTokens } =
      await loadStorefrontGraphQL(store, {
        STOREFRONT_GRAPHQL_URL: `${silent.url}/graphql`,
        STOREFRONT_GRAPHQL_TIMEOUT_MS: '300',
      });
    const error = await storefrontQuery(ListingDocument, allProducts).catch((e: unknown) => e);

    expect(silent.requests).toBe(1);
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect((error as Error).message).toBe('The store could not be reached: no answer within 0.3 s');
    // The token the request carried (minted by the real store) and the API token stay out of it.
    const token = await impersonationTokens().token();
    for (const secret of [token, store.primaryAccount.accessToken])
      expect(String(error)).not.toContain(secret);
  });

  it('answers when the endpoint does (so what fails above is the hang, not the set-up)', async () => {
    const { storefrontQuery } = await loadStorefrontGraphQL(store, {
      STOREFRONT_GRAPHQL_TIMEOUT_MS: '300',
    });
    const { site } = await storefrontQuery(ListingDocument, allProducts);
    expect(site.search.searchProducts.products.edges).toHaveLength(2);
  });
});

describe('input the store refuses', () => {
  it("a cursor the store did not give out is a StoreInputError in the store's words, not an outage", async () => {
    const { storefrontQuery, StoreInputError } = await loadStorefrontGraphQL(store);
    const error = await storefrontQuery(ListingDocument, {
      ...allProducts,
      after: 'garbage',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreInputError);
    expect(error).toMatchObject({
      code: 'BAD_USER_INPUT',
      variable: null,
      message: 'after is not a cursor this endpoint gave out.',
    });
  });

  it('an order id past the 32-bit GraphQL Int is a StoreInputError naming the variable, whose words never reach the shopper', async () => {
    const { storefrontQuery, StoreInputError } = await loadStorefrontGraphQL(store);
    const { shopperMessage, plainShopperMessage } = await import('@/lib/store/shopper-errors');
    const logs = captureLogs();
    const error = await storefrontQuery(
      OrderPageDocument,
      { orderId: 2 ** 31, returnsNamespace: 'x' },
      { customerId: 1 },
    ).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(StoreInputError);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', variable: '$orderId' });
    expect((error as Error).message).toContain('2147483648');
    for (const message of [shopperMessage(error), plainShopperMessage(error)]) {
      expect(message).toBe(
        'The store could not complete this request. Please try again, or contact us if it keeps happening.',
      );
    }
    // The log names the variable, not the value sent.
    logs.restore();
    expect(logs.text()).toContain('$orderId');
    expect(logs.text()).not.toContain('2147483648');
  });

  it("the store's own refusals written for shoppers still reach them on forms, but not on the return form", async () => {
    const { StoreInputError } = await loadStorefrontGraphQL(store);
    const { shopperMessage, plainShopperMessage } = await import('@/lib/store/shopper-errors');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = new StoreInputError('Choose the options of Enamel Camp Mug (Color).', null);
    expect(shopperMessage(refused)).toBe('Choose the options of Enamel Camp Mug (Color).');
    expect(plainShopperMessage(refused)).toMatch(/^The store could not complete this request/);
  });
});
