import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeStoreForBuild } from '../../scripts/build/store-probe';
import { freePort } from '../../scripts/lib/free-port';
import { type SilentServer, startSilentServer } from '../support/silent-server';
import { type TestStore, startTestStore } from '../support/store-service';

/** Whether `npm run build` prerenders from the store or builds without it (scripts/build.ts). */
let store: TestStore;
let silent: SilentServer;

const settingsFor = (origin: string, storeHash = 'abc123') => ({
  STORE_API_URL: `${origin}/stores/${storeHash}`,
  STORE_API_TOKEN: 'a-token-the-probe-never-sends',
  STORE_CLIENT_ID: 'client',
  STOREFRONT_GRAPHQL_URL: `${origin}/graphql`,
  STORE_CHANNEL_ID: '1',
  PUBLIC_URL: 'http://127.0.0.1:3000',
  SESSION_SECRET: 'x'.repeat(32),
  WEBHOOK_SECRET: 'y'.repeat(16),
});

beforeAll(async () => {
  [store, silent] = await Promise.all([startTestStore(), startSilentServer()]);
});
afterAll(async () => {
  await Promise.all([store.close(), silent.close()]);
});

describe('the store probe of the build', () => {
  it('finds a store that answers, whatever it says to the credentials', async () => {
    expect(await probeStoreForBuild(settingsFor(store.origin, store.storeHash))).toEqual({
      reachable: true,
    });
  });

  it('builds without a store that is not configured, naming what is missing', async () => {
    const result = await probeStoreForBuild({});
    expect(result.reachable).toBe(false);
    expect(!result.reachable && result.why).toMatch(
      /^the store settings are incomplete \(.*STORE_API_URL/,
    );
  });

  it('builds without a store that cannot be reached, and never names a secret', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const result = await probeStoreForBuild(settingsFor(closed));
    expect(result).toEqual({
      reachable: false,
      why: "the store's management API cannot be reached, the store's GraphQL endpoint cannot be reached",
    });
  });

  it('builds without a store that does not answer in time', async () => {
    const result = await probeStoreForBuild(settingsFor(silent.url));
    expect(result).toEqual({
      reachable: false,
      why: "the store's management API did not answer within 3 s, the store's GraphQL endpoint did not answer within 3 s",
    });
  }, 10_000);
});
