import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServiceConfig } from '../../emulator/core/context';
import { type StoreService, startStoreService } from '../../emulator/server';
import { everyTenth } from '../../emulator/demo';
import { type SetupResult, runSetup } from '../setup/run-setup';
import { generateSecret } from '../setup/secrets';
import { type ManagedProcess } from '../start/child-process';
import { nextStorefront } from '../start/storefront-launcher';
import { waitForPort } from '../start/wait-for-port';
import { freePort } from './free-port';
import {
  scheduleThemeContentChecks,
  settleThemeContent,
  themeContentCheckSeconds,
} from './theme-content-schedule';

export interface LocalStack {
  store: StoreService;
  setup: SetupResult;
  /** The storefront's origin, e.g. http://127.0.0.1:43123. */
  publicUrl: string;
  /** The environment the storefront was built and started with (secrets included). */
  env: NodeJS.ProcessEnv;
  /** What the build printed, line by line. */
  buildLines: readonly string[];
  /** How long `next build` took. */
  buildMs: number;
  /** The first server's process (the leader of its process group). */
  serverPid: number | undefined;
  /**
   * Starts one more server on the same build with some settings changed (for example a
   * store that cannot be reached); it stops with the stack.
   */
  startServer(overrides: (publicUrl: string) => Record<string, string>): Promise<string>;
  stop(): Promise<void>;
}

export interface LocalStackOptions {
  /** Build folder, apart from the developer's own `.next`. */
  distDir: string;
  storeConfig?: Partial<ServiceConfig>;
  /** Grow the demo catalog to this many products before setup and the build (the scale bench). */
  demoProducts?: number;
  /** Keep the storefront's own output (one line per webhook) off the terminal; errors still show. */
  quiet?: boolean;
  /** Takes the storefront's standard error instead of the terminal (the fuzz reads where each 5xx was thrown). */
  serverErrors?: (chunk: string) => void;
  /** Settings the build (and every server) gets besides the stack's own, e.g. CDN_CACHE_SECONDS. */
  env?: Record<string, string>;
  log?: (line: string) => void;
  /**
   * A way to the store for the build only (a link a test controls, e.g. one that holds
   * some requests); closed once the build is done. The servers reach the store directly.
   */
  buildLink?: (
    store: StoreService,
  ) => Promise<{ env: Record<string, string>; close(): Promise<void> }>;
  /**
   * What the store should hold before the build reads it, once setup has made the
   * storefront's channel (e.g. more languages on that channel, so the build prerenders
   * their pages).
   */
  beforeBuild?: (store: StoreService, channelId: number) => void | Promise<void>;
}

async function waitFor(process: ManagedProcess, what: string): Promise<void> {
  const code = await process.exited;
  if (code !== 0) throw new Error(`${what} exited with code ${code}`);
}

/**
 * A throw-away copy of the whole product on free ports: a local store service with a
 * fresh database, set up for the storefront (before the build, which prerenders catalog
 * pages from it), a production build and `next start`. For the e2e tests and the benchmark.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? (() => undefined);
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-stack-'));
  const store = await startStoreService({
    db: join(dataDir, 'store.db'),
    port: 0,
    config: options.storeConfig,
    demoProducts: options.demoProducts,
    onDemoProgress: everyTenth(log),
  });
  let server: ManagedProcess | undefined;
  try {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const setupOptions = {
      apiUrl: store.apiUrl,
      token: store.primaryAccount.accessToken,
      clientId: store.primaryAccount.clientId,
      publicUrl,
      envFile: join(dataDir, '.env.local'),
      webhookSecret: generateSecret(),
      sessionSecret: generateSecret(),
    };
    let setup = await runSetup(setupOptions, { out: () => undefined });
    if (!setup.channelId || !setup.siteId)
      throw new Error('setup did not create the channel and site');
    if (options.beforeBuild) {
      await options.beforeBuild(store, setup.channelId);
      // As a merchant would after changing the channel (a language added): setup again,
      // which brings the site routes in step (their `{lang}`) and changes nothing else.
      setup = await runSetup(
        { ...setupOptions, channelId: String(setup.channelId) },
        { out: () => undefined },
      );
    }

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: options.distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      STORE_API_URL: store.apiUrl,
      STORE_API_TOKEN: store.primaryAccount.accessToken,
      STORE_CLIENT_ID: store.primaryAccount.clientId,
      // The store signs its webhook callbacks (Standard Webhooks) with this; the receiver
      // verifies and requires the signatures.
      STORE_CLIENT_SECRET: store.primaryAccount.clientSecret,
      WEBHOOK_SIGNATURES: 'required',
      STOREFRONT_GRAPHQL_URL: store.graphqlUrl,
      STORE_CHANNEL_ID: String(setup.channelId),
      PUBLIC_URL: publicUrl,
      SESSION_SECRET: setup.sessionSecret,
      WEBHOOK_SECRET: setup.webhookSecret,
      ...options.env,
    };

    log(
      `local store service at ${store.origin} (channel ${setup.channelId}); building the storefront into ${options.distDir}...`,
    );
    const buildLines: string[] = [];
    const link = await options.buildLink?.(store);
    const buildStarted = performance.now();
    try {
      await waitFor(
        nextStorefront.build({ ...env, ...link?.env }, process.cwd(), (line) =>
          buildLines.push(line),
        ),
        'next build',
      );
    } finally {
      await link?.close();
    }
    const buildMs = performance.now() - buildStarted;
    server = nextStorefront.start(env, {
      dev: false,
      port,
      cwd: process.cwd(),
      host: '127.0.0.1',
      quiet: options.quiet,
      pipeErrors: options.serverErrors !== undefined,
    });
    const serverErrors = options.serverErrors;
    if (serverErrors) server.stderr?.on('data', (chunk: Buffer) => serverErrors(chunk.toString()));
    await waitForPort(port, server.exited, 60_000);
    await settleThemeContent(publicUrl, setup.webhookSecret);
    log(`storefront at ${publicUrl}`);

    const servers = [server];
    // The store's theme content has no webhooks: ask each server to check it, as a
    // deployment's scheduler would (each keeps its own memory of it without a shared cache).
    const origins = [publicUrl];
    const stopChecks = scheduleThemeContentChecks({
      origins,
      secret: setup.webhookSecret,
      env,
      log: (line) => log(line),
    });
    let stopping: Promise<void> | undefined;
    return {
      store,
      setup,
      publicUrl,
      env,
      buildLines,
      buildMs,
      serverPid: server.pid,
      async startServer(overrides) {
        const otherPort = await freePort();
        const otherUrl = `http://127.0.0.1:${otherPort}`;
        const otherEnv = { ...env, PUBLIC_URL: otherUrl, ...overrides(otherUrl) };
        const other = nextStorefront.start(otherEnv, {
          dev: false,
          port: otherPort,
          cwd: process.cwd(),
          host: '127.0.0.1',
          quiet: true,
        });
        servers.push(other);
        await waitForPort(otherPort, other.exited, 60_000);
        await settleThemeContent(otherUrl, setup.webhookSecret);
        if (themeContentCheckSeconds(otherEnv) > 0) origins.push(otherUrl);
        return otherUrl;
      },
      stop() {
        // Once, whoever asks (the run's end, or a signal during it).
        stopping ??= (async () => {
          stopChecks();
          try {
            await Promise.allSettled(servers.map((s) => s.stop()));
            await store.close();
          } finally {
            // Its database and settings: nothing of a run is left in the temp folder, even
            // when a server or the store did not stop cleanly.
            rmSync(dataDir, { recursive: true, force: true });
          }
        })();
        return stopping;
      },
    };
  } catch (error) {
    try {
      await server?.stop();
      await store.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    throw error;
  }
}
