import { isAbsolute, join } from 'node:path';
import { parseDemoProducts } from '../../emulator/demo/demo-size';

/** Environment variables (a plain record: Next's types make NODE_ENV required in ProcessEnv). */
export type Env = Record<string, string | undefined>;

export interface LocalStoreSettings {
  host: string;
  port: number;
  /** SQLite file, absolute. */
  db: string;
  /** LOCAL_STORE_DEMO_PRODUCTS: grow the demo catalog to this many products. */
  demoProducts?: number;
}

export class StartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartError';
  }
}

function portOf(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new StartError(`${name} must be a port number (1-65535); got "${value}".`);
  return port;
}

/** The storefront's port: PORT, as for `next start`. */
export const storefrontPort = (env: Env) => portOf('PORT', env.PORT, 3000);

function demoProductsOf(value: string | undefined): number | undefined {
  try {
    return parseDemoProducts(value);
  } catch (error) {
    throw new StartError(`LOCAL_STORE_DEMO_PRODUCTS ${(error as Error).message}.`);
  }
}

/** Where the local store service listens and keeps its data (its own variables, as `npm run emulator`). */
export function localStoreSettings(env: Env, cwd: string): LocalStoreSettings {
  const db = env.LOCAL_STORE_DB?.trim() || 'data/store.db';
  return {
    host: env.LOCAL_STORE_HOST?.trim() || '127.0.0.1',
    port: portOf('LOCAL_STORE_PORT', env.LOCAL_STORE_PORT, 4000),
    db: db === ':memory:' || isAbsolute(db) ? db : join(cwd, db),
    demoProducts: demoProductsOf(env.LOCAL_STORE_DEMO_PRODUCTS),
  };
}

export type StartMode = { kind: 'configured'; apiUrl: string } | { kind: 'local'; reason: string };

/**
 * A store is configured when STORE_API_URL and STORE_API_TOKEN are set (environment or
 * .env.local), except when STORE_API_URL is the local store service's own address: an
 * earlier `npm start` wrote that, and the service has to be started again to answer it.
 */
export function decideStartMode(
  env: Env,
  local: Pick<LocalStoreSettings, 'host' | 'port'>,
): StartMode {
  const apiUrl = env.STORE_API_URL?.trim();
  if (!apiUrl || !env.STORE_API_TOKEN?.trim())
    return {
      kind: 'local',
      reason: 'no store is configured (STORE_API_URL and STORE_API_TOKEN are not set)',
    };
  let origin: string | null = null;
  try {
    origin = new URL(apiUrl).origin;
  } catch {
    // Not a URL: left to the configuration check, which names the variable.
  }
  if (origin === `http://${local.host}:${local.port}`)
    return { kind: 'local', reason: `STORE_API_URL is the local store service (${origin})` };
  return { kind: 'configured', apiUrl };
}
