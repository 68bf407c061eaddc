import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStoreService } from '../../emulator/server';
import { runSetup } from '../../scripts/setup/run-setup';
import { freePort, waitForHttp } from '../support/net';
import { nextBin, runToEnd, startProcess } from '../support/processes';

/** Where the test build of the storefront goes, apart from the developer's own `.next`. */
const TEST_DIST_DIR = '.next-test';

/**
 * One local store service and one production build per run. The store is set up for the
 * storefront (channel, site, the ten routes, webhooks) before `next build`, because the
 * build prerenders catalog pages from it. Carts go idle after 3 s so the abandoned-cart
 * e-mail arrives within a test.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const store = await startStoreService({
    db: join(dataDir, 'store.db'),
    port: 0,
    config: { abandonedCartAfterMs: 3000, abandonedCartSweepMs: 500 },
  });
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const secret = () => randomBytes(32).toString('hex');

  const setup = await runSetup(
    {
      apiUrl: store.apiUrl,
      token: store.primaryAccount.accessToken,
      clientId: store.primaryAccount.clientId,
      publicUrl,
      envFile: join(dataDir, '.env.local'),
      webhookSecret: secret(),
      sessionSecret: secret(),
    },
    { out: () => undefined },
  );
  if (!setup.channelId || !setup.siteId) throw new Error('setup did not create the channel and site');

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: TEST_DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    STORE_API_URL: store.apiUrl,
    STORE_API_TOKEN: store.primaryAccount.accessToken,
    STORE_CLIENT_ID: store.primaryAccount.clientId,
    STOREFRONT_GRAPHQL_URL: store.graphqlUrl,
    STORE_CHANNEL_ID: String(setup.channelId),
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: setup.sessionSecret,
    WEBHOOK_SECRET: setup.webhookSecret,
  };

  console.log(`[e2e] local store service at ${store.origin} (channel ${setup.channelId}); building the storefront into ${TEST_DIST_DIR}...`);
  await runToEnd(process.execPath, [nextBin(), 'build'], { env });
  const server = startProcess(process.execPath, [nextBin(), 'start', '-H', '127.0.0.1', '-p', String(port)], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // The same build once more, with the store out of reach (a port nothing listens on):
  // what shoppers get during a store outage.
  const unreachable = `http://127.0.0.1:${await freePort()}`;
  const downPort = await freePort();
  const storeDownUrl = `http://127.0.0.1:${downPort}`;
  const storeDown = startProcess(process.execPath, [nextBin(), 'start', '-H', '127.0.0.1', '-p', String(downPort)], {
    env: { ...env, STORE_API_URL: `${unreachable}/stores/${store.storeHash}`, STOREFRONT_GRAPHQL_URL: `${unreachable}/graphql`, PUBLIC_URL: storeDownUrl },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  await Promise.all([waitForHttp(`${publicUrl}/`, 60_000), waitForHttp(`${storeDownUrl}/`, 60_000)]);
  console.log(`[e2e] storefront at ${publicUrl} (and at ${storeDownUrl} with the store unreachable)`);

  // Read by the tests (workers inherit this process's environment).
  process.env.E2E_STOREFRONT_URL = publicUrl;
  process.env.E2E_STORE_ORIGIN = store.origin;
  process.env.E2E_STORE_API_URL = store.apiUrl;
  process.env.E2E_STORE_API_TOKEN = store.primaryAccount.accessToken;
  process.env.E2E_STORE_CLIENT_ID = store.primaryAccount.clientId;
  process.env.E2E_CHANNEL_ID = String(setup.channelId);
  process.env.E2E_SITE_ID = String(setup.siteId);
  process.env.E2E_STORE_DOWN_URL = storeDownUrl;

  return async () => {
    await Promise.all([server.stop(), storeDown.stop()]);
    await store.close();
  };
}
