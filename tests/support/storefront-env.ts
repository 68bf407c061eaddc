import { vi } from 'vitest';
import { type TestStore } from './store-service';
import { processWideKey } from '@/lib/shared/process-wide.mjs';

/** Where nothing listens: for tests of storefront code that never calls the store. */
const NO_STORE = 'http://127.0.0.1:9';

/**
 * Points the storefront's server code (lib/store/config.ts reads process.env) at a local store
 * service (or at no store, for code that never calls it), for tests that import
 * lib/storefront modules in-process. `overrides` replace single variables (a GraphQL
 * endpoint that never answers, say). Undo with vi.unstubAllEnvs(); modules that already
 * read the config keep it until vi.resetModules().
 */
export function stubStorefrontEnv(
  store: TestStore | null,
  overrides: Record<string, string> = {},
): void {
  const values: Record<string, string> = {
    STORE_API_URL: store?.apiUrl ?? `${NO_STORE}/stores/none`,
    STORE_API_TOKEN: store?.primaryAccount.accessToken ?? 'no-store-token',
    STORE_CLIENT_ID: store?.primaryAccount.clientId ?? 'no-store-client',
    STORE_CLIENT_SECRET: store?.primaryAccount.clientSecret ?? 'no-store-client-secret',
    STOREFRONT_GRAPHQL_URL: store?.graphqlUrl ?? `${NO_STORE}/graphql`,
    STORE_CHANNEL_ID: '1',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    SESSION_SECRET: 'a-session-secret-for-tests-only-0123456789',
    WEBHOOK_SECRET: 'a-webhook-secret-for-tests',
    ...overrides,
  };
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
}

const KEEPER_KEY = processWideKey('impersonation-token-keeper');

/** Forgets the process's impersonation token keeper (lib/store/impersonation.ts), so the next call mints for the current store. */
export function forgetImpersonationKeeper(): void {
  delete (globalThis as Record<symbol, unknown>)[KEEPER_KEY];
}

/**
 * A fresh lib/store/graphql.ts configured for `store` (with `overrides`): modules
 * reloaded, so the config is read again, and no token kept from another store. The error
 * classes and the token keeper come from the same fresh load, for `instanceof` checks.
 */
export async function loadStorefrontGraphQL(
  store: TestStore,
  overrides: Record<string, string> = {},
) {
  stubStorefrontEnv(store, overrides);
  forgetImpersonationKeeper();
  vi.resetModules();
  const [graphql, errors, impersonation] = await Promise.all([
    import('@/lib/store/graphql'),
    import('@/lib/store/errors'),
    import('@/lib/store/impersonation'),
  ]);
  return { ...graphql, ...errors, ...impersonation };
}
