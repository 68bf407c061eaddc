/**
 * `npm start` (production build) and `npm run dev` (`--dev`, the development server): the
 * whole product on one machine. With no store configured it runs the local store service,
 * sets it up and runs the storefront against it; with a store configured, only the
 * storefront. Ctrl-C stops everything.
 */
import { parseArgs } from 'node:util';
import { loadNextEnv } from './lib/load-env';
import { SetupError, UsageError } from './setup/errors';
import { watchLauncher } from './start/launcher-watch';
import { startProduct } from './start/run-start';
import { StartError } from './start/start-mode';

const HELP = `Runs the storefront, and with no store configured the local store service too.

Usage: npm start            build if the sources changed, then next start
       npm start -- --instances 2
                            two storefront servers on PORT and PORT+1 sharing one Redis
                            (REDIS_URL, else a local redis-server: Debian's package)
       npm start -- --edge  an HTTP cache in front: Debian's Varnish (edge/default.vcl)
                            on PORT, the storefront behind it on PORT+1 (and on, with
                            --instances), purged by the store's webhooks
       npm run dev          the development server (next dev), no build

With STORE_API_URL and STORE_API_TOKEN unset (environment and .env.local), it starts
the local store service (embedded SQLite with demo data), runs npm run setup against
it (writing the STORE_* values and secrets into .env.local) and then the storefront.
With a store configured, it runs only the storefront (run npm run setup first).

Environment:
  PORT              the storefront's port (default 3000)
  PUBLIC_URL        the storefront's public origin (default http://localhost:$PORT; the
                    local demo writes the one in effect to .env.local for npm run setup)
  REDIS_URL         a Redis the instances share (redis:// or rediss://); with one
                    instance, optional: it keeps the cache across restarts
  HOST              the address the storefront listens on (the local demo: 127.0.0.1;
                    with a store configured: every interface, as next start does)
  LOCAL_STORE_HOST  the local store service's address (default 127.0.0.1)
  LOCAL_STORE_PORT  the local store service's port (default 4000)
  LOCAL_STORE_DB    its SQLite file (default data/store.db; delete data/ to start over)
`;

/** How often the script checks that the command that started it is still there. */
const LAUNCHER_CHECK_MS = 1000;

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      dev: { type: 'boolean', default: false },
      instances: { type: 'string', default: '1' },
      edge: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  fail(`start: ${(error as Error).message}\n\n${HELP}`, 2);
}
if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 8)
  fail(`start: --instances must be a whole number from 1 to 8; got "${values.instances}".`, 2);
if (instances > 1 && values.dev)
  fail('start: --instances runs production servers; it does not go with --dev.', 2);
if (values.edge && values.dev)
  fail('start: --edge caches production pages; it does not go with --dev.', 2);

const cwd = process.cwd();
loadNextEnv(cwd, { dev: values.dev });
const product = startProduct(
  { cwd, dev: values.dev, env: { ...process.env }, instances, edge: values.edge },
  { out: (line) => console.log(line), err: (line) => console.error(line) },
);

let stopping = false;
const stopAll = (code: number, why?: string) => {
  // A Ctrl-C can arrive twice (from the terminal and relayed by tsx); stop once.
  if (stopping) return;
  stopping = true;
  if (why) console.log(`\nStopping (${why})...`);
  void product.stop().then(() => process.exit(code));
};
// SIGHUP: the terminal was closed. The servers run in process groups of their own (so that
// Ctrl-C reaches this script first), so nothing else would stop them.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => stopAll(0, signal));
// npm killed without a signal for us: stop too, rather than keep serving with nobody in charge.
watchLauncher(() => stopAll(0, 'the command that started it ended'), LAUNCHER_CHECK_MS);

product.ready.then(
  async (running) => {
    // The storefront ending by itself (a crash) ends the rest too.
    const code = await running.storefrontExited;
    if (!stopping) {
      console.error(`The storefront exited (code ${code}); stopping.`);
      stopAll(code === 0 ? 0 : 1);
    }
  },
  (error: unknown) => {
    if (stopping) return;
    if (error instanceof UsageError) console.error(`start: ${error.message}`);
    else if (error instanceof StartError || error instanceof SetupError)
      console.error(`start failed: ${error.message}`);
    else console.error('start failed unexpectedly:', error);
    stopAll(error instanceof UsageError ? 2 : 1);
  },
);
