import { join } from 'node:path';
import { ConfigError, parseConfig, storefrontConfigSchema } from '../../lib/store/config';
import { type StoreService } from '../../emulator/server';
import { parseEnv, readEnvFile, updateEnvFile } from '../setup/env-file';
import { type SetupIO } from '../setup/report';
import { runSetup } from '../setup/run-setup';
import { generateSecret } from '../setup/secrets';
import { buildFingerprint, distDirOf, isBuildCurrent, writeBuildStamp } from './build-stamp';
import { demoShopperLines } from './demo-shopper';
import { Shutdown } from './shutdown';
import {
  type Env,
  type LocalStoreSettings,
  StartError,
  decideStartMode,
  localStoreSettings,
  storefrontPort,
} from './start-mode';
import { type StorefrontLauncher, nextStorefront } from './storefront-launcher';
import { canConnect, waitForPort } from './wait-for-port';
import { type LocalRedis, startLocalRedis } from '../lib/redis-server';
import { startLocalEdge } from '../lib/varnish';
import { scheduleThemeContentChecks } from '../lib/theme-content-schedule';
import { redisLocation } from '../../lib/shared-cache/index.mjs';
import { canonicalLinksNote, canonicalOriginOf } from '../../lib/shared/canonical-origin.mjs';

export interface StartOptions {
  /** The project folder: sources, .env.local, data/. */
  cwd: string;
  /** `next dev` instead of a production build and `next start`. */
  dev: boolean;
  /** The environment with .env.local loaded into it. */
  env: Env;
  /** Default `<cwd>/.env.local`. */
  envFile?: string;
  /** Default: Next. */
  storefront?: StorefrontLauncher;
  /** How long the storefront may take to listen. */
  readyTimeoutMs?: number;
  /** Storefront servers to run on consecutive ports from PORT, sharing one Redis (default 1). */
  instances?: number;
  /** Debian's Varnish on PORT in front of the storefront servers (which move to PORT+1 on). */
  edge?: boolean;
}

export interface StartIO extends SetupIO {
  err(line: string): void;
}

export interface Running {
  shopUrl: string;
  /** Set when this run started the local store service. */
  localStore?: StoreService;
  /** The storefront's exit code once it ends (by itself or through stop()). */
  storefrontExited: Promise<number | null>;
}

export interface Product {
  /** Resolves once the shop listens; rejects with a StartError that says what to do. */
  ready: Promise<Running>;
  /** Stops the storefront, then the local store service. Safe to call at any time, twice. */
  stop(): Promise<void>;
}

class Stopped extends Error {}

/**
 * The Redis several instances share: REDIS_URL when it is set, else a redis-server of
 * our own (Debian's package; installed when missing and running as root), stopped with
 * everything else.
 */
async function sharedCacheFor(
  env: Env,
  shutdown: Shutdown,
  io: StartIO,
  dataDir: string,
): Promise<string> {
  const given = env.REDIS_URL?.trim();
  if (given) {
    io.out(`Using the shared cache at ${redisLocation(given)} (REDIS_URL).`);
    return given;
  }
  let redis: LocalRedis;
  try {
    // On disk (append-only): a restart keeps the sign-outs it records.
    redis = await startLocalRedis({ dir: join(dataDir, 'redis'), log: (line) => io.out(line) });
  } catch (error) {
    throw new StartError(`${(error as Error).message} Several instances need a shared cache.`);
  }
  shutdown.add(() => redis.stop());
  io.out(
    `Started a shared cache for the instances: redis-server on 127.0.0.1:${redis.port}, kept in ${join(dataDir, 'redis')} (set REDIS_URL to use your own).`,
  );
  return redis.url;
}

/** Where the local demo storefront listens unless HOST is set. */
export const LOCAL_DEMO_HOST = '127.0.0.1';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopbackUrl(value: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(value).hostname);
  } catch {
    return false;
  }
}

/**
 * The local demo's public URL. A loopback PUBLIC_URL in .env.local is the one an earlier
 * npm start wrote for its port, so it follows PORT now; any other value (a tunnel, a name
 * on the network, or a value given in the environment) is the user's and is kept.
 */
function localPublicUrl(env: Env, envFile: Record<string, string>, shopUrl: string): string {
  const given = env.PUBLIC_URL?.trim();
  if (!given) return shopUrl;
  const fromFile = given === envFile.PUBLIC_URL?.trim();
  return fromFile && isLoopbackUrl(given) ? shopUrl : given;
}

function listeningOn(host: string | undefined, port: number): string {
  if (host === LOCAL_DEMO_HOST)
    return `${host}:${port} only (this machine); set HOST=0.0.0.0 to open the shop to your network`;
  return host
    ? `${host}:${port} (HOST)`
    : `every network interface, port ${port} (set HOST to limit it)`;
}

async function startLocalStore(
  settings: ReturnType<typeof localStoreSettings>,
  print: (line: string) => void,
): Promise<StoreService> {
  // Loaded only when needed: a storefront for a real store never opens the local one's code.
  const { startStoreService } = await import('../../emulator/server');
  const { everyTenth } = await import('../../emulator/demo');
  try {
    return await startStoreService({
      db: settings.db,
      host: settings.host,
      port: settings.port,
      demoProducts: settings.demoProducts,
      onDemoProgress: everyTenth(print),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartError(
        `Port ${settings.port} is in use, so the local store service cannot start. If npm run emulator or another ` +
          'npm start is running, stop it (npm start runs the store service itself), or set LOCAL_STORE_PORT to a free port.',
      );
    }
    throw error;
  }
}

/**
 * A store on this machine that nothing answers for is most often the local store service
 * of an earlier npm start, whose address .env.local still names after LOCAL_STORE_PORT
 * changed: say so, and how to fix it, rather than serve pages against a dead port.
 */
async function checkLocalAddressAnswers(
  apiUrl: string,
  local: Pick<LocalStoreSettings, 'port'>,
): Promise<void> {
  const url = new URL(apiUrl);
  if (!isLoopbackUrl(apiUrl)) return;
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (await canConnect(port, url.hostname.replace(/^\[|\]$/g, ''))) return;
  throw new StartError(
    `STORE_API_URL points at ${url.origin} on this machine, and nothing answers there. If an earlier npm start wrote it into .env.local ` +
      `with another LOCAL_STORE_PORT, set LOCAL_STORE_PORT back to ${port} (now ${local.port}), or delete the STORE_* lines from .env.local ` +
      'so that npm start runs and sets up the local store service again. If it is a store you run yourself, start it first.',
  );
}

/** The storefront's settings in effect, checked with the storefront's own schema. */
function checkStorefrontEnv(env: Env): void {
  try {
    parseConfig(storefrontConfigSchema, env);
  } catch (error) {
    if (error instanceof ConfigError)
      throw new StartError(`${error.message} Then run npm run setup.`);
    throw error;
  }
}

/**
 * `npm start`: with no store configured, starts the local store service, sets it up for
 * the storefront and runs the storefront against it; with a store configured, runs only
 * the storefront. Builds first when the sources changed since the last build.
 */
export function startProduct(options: StartOptions, io: StartIO): Product {
  const shutdown = new Shutdown();
  const launcher = options.storefront ?? nextStorefront;
  const envFile = options.envFile ?? join(options.cwd, '.env.local');
  const checkpoint = () => {
    if (shutdown.requested) throw new Stopped('stopped while starting');
  };
  /** Runs a child to its end (the build), stopping it with everything else. */
  const runToEnd = async (what: string, start: () => ReturnType<StorefrontLauncher['build']>) => {
    const child = start();
    shutdown.add(() => child.stop());
    const code = await child.exited;
    checkpoint();
    if (code !== 0)
      throw new StartError(`${what} failed (exit code ${code}); its output is above.`);
  };

  const ready = (async (): Promise<Running> => {
    const port = storefrontPort(options.env);
    const shopUrl = `http://localhost:${port}`;
    const local = localStoreSettings(options.env, options.cwd);
    const mode = decideStartMode(options.env, local);
    const publicUrl =
      mode.kind === 'local'
        ? localPublicUrl(options.env, parseEnv(await readEnvFile(envFile)), shopUrl)
        : options.env.PUBLIC_URL?.trim() || shopUrl;
    let env: Env = {
      ...options.env,
      PUBLIC_URL: publicUrl,
      PORT: String(port),
      // The demo's own address follows PORT: pages keep relative canonical links, and one
      // build serves any port (lib/shared/canonical-origin.mjs).
      ...(publicUrl === shopUrl ? { PUBLIC_URL_FOLLOWS_PORT: '1' } : {}),
    };
    // The local demo prints its shoppers' passwords: it listens on this machine only unless HOST says otherwise.
    const host = options.env.HOST?.trim() || (mode.kind === 'local' ? LOCAL_DEMO_HOST : undefined);
    let store: StoreService | undefined;

    if (await canConnect(port))
      throw new StartError(
        `Port ${port} is in use. Stop what runs there, or set PORT to a free port.`,
      );

    if (mode.kind === 'local') {
      io.out(`Starting the local store service: ${mode.reason}.`);
      store = await startLocalStore(local, (line) => io.out(line));
      const started = store;
      shutdown.add(() => started.close());
      checkpoint();
      io.out(
        `Store service at ${store.origin} (data in ${local.db}${store.createdStore ? ', a new demo store' : ''}).`,
      );
      const storeEnv = {
        STORE_API_URL: store.apiUrl,
        STORE_API_TOKEN: store.primaryAccount.accessToken,
        STORE_CLIENT_ID: store.primaryAccount.clientId,
        STOREFRONT_GRAPHQL_URL: store.graphqlUrl,
      };
      // The local store signs every webhook callback (Standard Webhooks) with the account's
      // client secret: the storefront verifies and requires the signatures. Given to the
      // server only, not written to the env file, where it would outlive a switch to
      // another store and make that store's signatures fail.
      const signing = {
        STORE_CLIENT_SECRET: store.primaryAccount.clientSecret,
        WEBHOOK_SIGNATURES: 'required',
      };
      const setupOptions = {
        apiUrl: storeEnv.STORE_API_URL,
        token: storeEnv.STORE_API_TOKEN,
        clientId: storeEnv.STORE_CLIENT_ID,
        publicUrl: env.PUBLIC_URL,
        channelId: env.STORE_CHANNEL_ID?.trim() || undefined,
        webhookSecret: env.WEBHOOK_SECRET?.trim() || undefined,
        sessionSecret: env.SESSION_SECRET?.trim() || undefined,
        envFile,
        webhookSignatures: { clientSecret: true, required: true },
        // The public URL in effect is written too, so a later npm run setup keeps the hooks here.
        localStore: {
          values: { ...storeEnv, PUBLIC_URL: env.PUBLIC_URL! },
          fresh: store.createdStore,
        },
      };
      let setup = await runSetup(setupOptions, io);
      checkpoint();
      if (store.createdStore && setup.channelId) {
        // A new demo store's shop speaks the demo's French and German too, as the store's
        // own demo channel does; setup again, as a merchant would after adding a language,
        // registers the site routes with `{lang}` and changes nothing else.
        const { addDemoLanguages } = await import('../../emulator/demo');
        addDemoLanguages(store.ctx, setup.channelId);
        setup = await runSetup(
          {
            ...setupOptions,
            channelId: String(setup.channelId),
            webhookSecret: setup.webhookSecret,
            sessionSecret: setup.sessionSecret,
          },
          { out: () => undefined },
        );
        io.out(`✓ Channel ${setup.channelId}: English, with the demo's French and German`);
        checkpoint();
      }
      env = {
        ...env,
        ...storeEnv,
        ...signing,
        STORE_CHANNEL_ID: String(setup.channelId),
        WEBHOOK_SECRET: setup.webhookSecret,
        SESSION_SECRET: setup.sessionSecret,
      };
    } else {
      io.out(
        `Using the store at ${new URL(mode.apiUrl).origin} (STORE_API_URL); the local store service is not started.`,
      );
      await checkLocalAddressAnswers(mode.apiUrl, local);
      if (!env.SESSION_SECRET?.trim()) {
        // Sessions need a password of their own; one is made once and kept.
        env.SESSION_SECRET = generateSecret();
        await updateEnvFile(envFile, [{ key: 'SESSION_SECRET', value: env.SESSION_SECRET }]);
        io.out(`✓ ${envFile}: SESSION_SECRET generated`);
      }
    }
    if (options.edge) {
      // The storefront purges the edge this run starts; the build gives pages a long edge
      // lifetime, as purges keep them fresh (next.config.mjs).
      env = { ...env, EDGE_PURGE: `varnish:http://127.0.0.1:${port}` };
    }
    checkStorefrontEnv(env);

    if (!options.dev) {
      const distDir = distDirOf(options.cwd, env);
      const fingerprint = buildFingerprint(options.cwd, env);
      if (isBuildCurrent(distDir, fingerprint)) {
        io.out('= storefront build is current (no source or setting changed since it was made)');
        // A new build says this itself (scripts/build.ts).
        if (canonicalOriginOf(env)) io.out(canonicalLinksNote(env));
      } else {
        io.out(
          'Building the storefront (next build): about 2 minutes on a 2-core machine, once; later starts skip it while the sources are unchanged...',
        );
        const started = Date.now();
        await runToEnd('next build', () => launcher.build(env, options.cwd));
        writeBuildStamp(distDir, fingerprint);
        io.out(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
      }
    }

    const instances = options.instances ?? 1;
    // Behind the edge, the storefront servers take the ports after the edge's.
    const firstPort = options.edge ? port + 1 : port;
    const ports = Array.from({ length: instances }, (_, i) => firstPort + i);
    for (const own of options.edge ? ports : [])
      if (await canConnect(own))
        throw new StartError(
          `Port ${own} is in use (the storefront behind the edge on PORT runs on the next ${instances === 1 ? 'port' : `${instances} ports`}). Stop what runs there, or set PORT elsewhere.`,
        );
    if (instances > 1) {
      for (const other of ports.slice(1))
        if (await canConnect(other))
          throw new StartError(
            `Port ${other} is in use (instance ${other - firstPort + 1} of ${instances}). Stop what runs there, or set PORT so that ${instances} ports from it are free.`,
          );
      env = {
        ...env,
        REDIS_URL: await sharedCacheFor(env, shutdown, io, join(options.cwd, 'data')),
      };
      checkpoint();
    }

    const storefronts = ports.map((instancePort) => {
      const storefront = launcher.start(env, {
        dev: options.dev,
        port: instancePort,
        cwd: options.cwd,
        // Behind the edge, only the edge reaches them.
        host: options.edge ? LOCAL_DEMO_HOST : host,
      });
      shutdown.add(() => storefront.stop());
      return storefront;
    });
    checkpoint();
    try {
      await Promise.all(
        storefronts.map((storefront, i) =>
          waitForPort(ports[i]!, storefront.exited, options.readyTimeoutMs ?? 120_000),
        ),
      );
    } catch (error) {
      checkpoint();
      throw new StartError(
        `The storefront did not start: ${(error as Error).message}. Its output is above.`,
      );
    }

    // The store sends no webhooks for its theme content: ask each instance to check it every
    // THEME_CONTENT_CHECK_SECONDS, as a deployment's scheduler does (README, Deploy).
    if (env.WEBHOOK_SECRET) {
      const reachableAt =
        options.edge || !host || host === '0.0.0.0' || host === '::' ? LOCAL_DEMO_HOST : host;
      const stopChecks = scheduleThemeContentChecks({
        // An IPv6 address goes in brackets in a URL.
        origins: ports.map((p) =>
          reachableAt.includes(':') && !reachableAt.startsWith('[')
            ? `http://[${reachableAt}]:${p}`
            : `http://${reachableAt}:${p}`,
        ),
        secret: env.WEBHOOK_SECRET,
        env,
        log: (line) => io.out(line),
      });
      shutdown.add(() => Promise.resolve(stopChecks()));
    }

    if (options.edge) {
      io.out('Starting the edge: Varnish in front of the storefront...');
      const edge = await startLocalEdge({
        host: host ?? '0.0.0.0',
        port,
        origins: ports.map((p) => ({ host: LOCAL_DEMO_HOST, port: p })),
        log: (line) => io.out(line),
      }).catch((error: unknown) => {
        throw new StartError((error as Error).message);
      });
      shutdown.add(() => edge.stop());
      checkpoint();
    }

    io.out('');
    io.out(
      `Shop:           ${shopUrl}${env.PUBLIC_URL !== shopUrl ? ` (public URL ${env.PUBLIC_URL})` : ''}${options.edge ? ' (the edge: Varnish, purged by the webhooks)' : ''}`,
    );
    for (const other of options.edge ? ports : ports.slice(1))
      io.out(
        options.edge
          ? `Origin:         http://localhost:${other} (storefront ${other - firstPort + 1} behind the edge, on this machine only)`
          : `                http://localhost:${other} (instance ${other - port + 1}: the same shop, sharing its cache)`,
      );
    if (instances > 1)
      io.out(
        `Shared cache:   ${redisLocation(env.REDIS_URL)} (REDIS_URL); webhooks go to the first instance, and reach every one`,
      );
    io.out(
      `Listening on:   ${options.edge ? listeningOn(host, port) : ports.map((p) => listeningOn(host, p)).join('; ')}`,
    );
    if (store) {
      io.out(`Store service:  ${store.origin} (management API ${store.apiUrl})`);
      for (const line of await demoShopperLines(store.ctx, shopUrl)) io.out(line);
    }
    io.out('Press Ctrl-C to stop.');
    // Any instance ending by itself (a crash) ends the rest too.
    return {
      shopUrl,
      localStore: store,
      storefrontExited: Promise.race(storefronts.map((storefront) => storefront.exited)),
    };
  })();

  // A stop during start-up rejects `ready` with Stopped; callers that stopped know why.
  ready.catch(() => undefined);
  return {
    ready: ready.catch((error: unknown) => {
      if (error instanceof Stopped) throw new StartError('Stopped before the shop was ready.');
      throw error;
    }),
    stop: () => shutdown.run(),
  };
}
