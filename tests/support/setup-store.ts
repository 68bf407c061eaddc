import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SetupOptions, type SetupResult, runSetup } from '@/scripts/setup/run-setup';
import { startTestStore, type TestStore } from './store-service';

export interface ServedRequest {
  method: string;
  path: string;
  status: number;
}

export interface SetupTestStore {
  store: TestStore;
  /** Every request the service answered, in order, counted at the service. */
  served: ServedRequest[];
  /** Write requests (anything but GET/HEAD) the service answered so far. */
  writesServed(): Promise<number>;
  /** A fresh folder for this case's env file. */
  newEnvFile(): string;
  /** Options for this store as its all-scopes account. */
  options(envFile: string, extra?: Partial<SetupOptions>): SetupOptions;
  /** runSetup with its output captured. */
  run(options: SetupOptions): Promise<{ result: SetupResult; lines: string[] }>;
}

/**
 * A local store service that records every request it serves (through its request log,
 * the service's own), for tests that count what setup writes at the service.
 */
export async function startSetupTestStore(): Promise<SetupTestStore> {
  const served: ServedRequest[] = [];
  const store = await startTestStore({
    logRequest: (line) => {
      const [method = '', path = '', status = ''] = line.split(' ');
      served.push({ method, path, status: Number(status) });
    },
  });
  return {
    store,
    served,
    async writesServed() {
      // The log is written once the response went out; let the last one land.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return served.filter((r) => r.method !== 'GET' && r.method !== 'HEAD').length;
    },
    newEnvFile: () => join(mkdtempSync(join(tmpdir(), 'setup-env-')), '.env.local'),
    options: (envFile, extra = {}) => ({
      apiUrl: store.apiUrl,
      token: store.primaryAccount.accessToken,
      clientId: store.primaryAccount.clientId,
      publicUrl: 'http://localhost:3000',
      envFile,
      ...extra,
    }),
    async run(options) {
      const lines: string[] = [];
      const result = await runSetup(options, { out: (line) => lines.push(line) });
      return { result, lines };
    },
  };
}

/** Rows the store holds, read from its database (not through the API under test). */
export function storeRows(store: TestStore) {
  const db = store.ctx.db;
  return {
    channels: (name: string) =>
      db.prepare("SELECT * FROM channels WHERE name = ? AND type = 'storefront'").all(name) as {
        id: number;
        platform: string;
      }[],
    sites: (channelId: number) =>
      db.prepare('SELECT * FROM sites WHERE channel_id = ?').all(channelId) as {
        id: number;
        url: string;
      }[],
    routes: (siteId: number) =>
      db
        .prepare('SELECT type, matching, route FROM site_routes WHERE site_id = ? ORDER BY type')
        .all(siteId) as {
        type: string;
        matching: string;
        route: string;
      }[],
    hooks: (clientId: string) =>
      db.prepare('SELECT * FROM webhooks WHERE client_id = ? ORDER BY scope').all(clientId) as {
        id: number;
        scope: string;
        destination: string;
        is_active: number;
        headers: string | null;
      }[],
  };
}
