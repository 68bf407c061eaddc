import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStoreService } from '../../emulator/server';
import { freePort, waitForHttp } from '../support/net';
import { nextBin, runToEnd, startProcess } from '../support/processes';

/** Where the test build of the storefront goes, apart from the developer's own `.next`. */
const TEST_DIST_DIR = '.next-test';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const store = await startStoreService({ db: join(dataDir, 'store.db'), port: 0 });
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: TEST_DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    STORE_API_URL: store.apiUrl,
    STORE_API_TOKEN: store.primaryAccount.accessToken,
    STORE_CLIENT_ID: store.primaryAccount.clientId,
    STOREFRONT_GRAPHQL_URL: store.graphqlUrl,
    PUBLIC_URL: publicUrl,
  };

  console.log(`[e2e] local store service at ${store.origin}; building the storefront into ${TEST_DIST_DIR}...`);
  await runToEnd(process.execPath, [nextBin(), 'build'], { env });
  const server = startProcess(process.execPath, [nextBin(), 'start', '-H', '127.0.0.1', '-p', String(port)], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHttp(`${publicUrl}/`, 60_000);
  console.log(`[e2e] storefront at ${publicUrl}`);

  process.env.E2E_STOREFRONT_URL = publicUrl;
  process.env.E2E_STORE_ORIGIN = store.origin;
  process.env.E2E_STORE_API_URL = store.apiUrl;
  process.env.E2E_STORE_API_TOKEN = store.primaryAccount.accessToken;

  return async () => {
    await server.stop();
    await store.close();
  };
}
