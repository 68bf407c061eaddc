import { freePort } from '../../scripts/lib/free-port';
import { startLocalStack } from '../../scripts/lib/local-stack';

/**
 * One local store service and one production build per run (scripts/lib/local-stack.ts:
 * the store is set up for the storefront before the build, which prerenders catalog pages
 * from it). Carts go idle after 3 s so the abandoned-cart e-mail arrives within a test. The
 * same build runs a second time with the store out of reach (a port nothing listens on):
 * what shoppers get during a store outage.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startLocalStack({
    // E2E_DIST_DIR lets two checkouts' runs on one machine build side by side.
    distDir: process.env.E2E_DIST_DIR ?? '.next-test',
    storeConfig: { abandonedCartAfterMs: 3000, abandonedCartSweepMs: 500 },
    log: (line) => console.log(`[e2e] ${line}`),
  });
  const { store, setup } = stack;
  const unreachable = `http://127.0.0.1:${await freePort()}`;
  const storeDownUrl = await stack.startServer(() => ({
    STORE_API_URL: `${unreachable}/stores/${store.storeHash}`,
    STOREFRONT_GRAPHQL_URL: `${unreachable}/graphql`,
  }));
  console.log(`[e2e] the same build with the store unreachable at ${storeDownUrl}`);

  // Read by the tests (workers inherit this process's environment).
  process.env.E2E_STOREFRONT_URL = stack.publicUrl;
  process.env.E2E_STORE_ORIGIN = store.origin;
  process.env.E2E_STORE_API_URL = store.apiUrl;
  process.env.E2E_STORE_API_TOKEN = store.primaryAccount.accessToken;
  process.env.E2E_STORE_CLIENT_ID = store.primaryAccount.clientId;
  process.env.E2E_CHANNEL_ID = String(setup.channelId);
  process.env.E2E_SITE_ID = String(setup.siteId);
  process.env.E2E_STORE_DOWN_URL = storeDownUrl;

  return () => stack.stop();
}
