/**
 * `npm run emulator`: starts the local store service and prints, in dotenv form, what a
 * storefront needs to talk to it.
 *
 *   npm run emulator -- [--host 127.0.0.1] [--port 4000] [--db data/store.db] [--plan standard] ...
 *   npm run emulator -- create-account --name "Read only" --scopes store_sites_read_only,...
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  ALL_SCOPES,
  isKnownScope,
  STORE_PLANS,
  createApiAccount,
  ensureStore,
  setStorePlan,
  openDatabase,
  systemClock,
} from './core';
import { startStoreService } from './server';
import { allSchemas } from './modules';
import { demoShoppers, everyTenth, parseDemoProducts } from './demo';
import { currentPlan } from './customers';

const HELP = `Local store service: the store's management API, storefront GraphQL endpoint and
hosted checkout on an embedded SQLite database, with demo data.

Usage:
  npm run emulator -- [options]
  npm run emulator -- create-account --name NAME --scopes SCOPE[,SCOPE...] [--db PATH]

Options (each also settable by environment):
  --host HOST     address to listen on            LOCAL_STORE_HOST  (default 127.0.0.1)
  --port PORT     port; 0 picks a free one        LOCAL_STORE_PORT  (default 4000)
  --db PATH       SQLite file, or :memory:        LOCAL_STORE_DB    (default data/store.db)
  --abandoned-cart-minutes N   idle time before a cart is abandoned   LOCAL_STORE_ABANDONED_CART_MINUTES (default 60)
  --webhook-timeout-ms N       wait for a webhook receiver's answer   LOCAL_STORE_WEBHOOK_TIMEOUT_MS (default 10000)
  --plan PLAN                  set the store's plan: ${STORE_PLANS.join(', ')}   LOCAL_STORE_PLAN
                               (kept in the database; a new store starts on enterprise; standard has no customer groups)
  --demo-products N            grow the demo catalog to N products (generated ones spread over the
                               demo's categories and brands; a start with the same N adds none)
                                                                      LOCAL_STORE_DEMO_PRODUCTS
  --log           print one line per request
  -h, --help      show this help

create-account adds an API account to the store in an existing database file and prints
its credentials; use it to try a token with fewer scopes (for example read-only ones). A
running service on that file accepts the token at once. It cannot reach a service on
:memory: (that store lives inside the service's process), and it never creates a database.
Known scopes: ${ALL_SCOPES.join(', ')}
`;

function fail(message: string): never {
  console.error(`error: ${message}`);
  process.exit(2);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        host: { type: 'string' },
        port: { type: 'string' },
        db: { type: 'string' },
        log: { type: 'boolean' },
        'abandoned-cart-minutes': { type: 'string' },
        'webhook-timeout-ms': { type: 'string' },
        plan: { type: 'string' },
        'demo-products': { type: 'string' },
        name: { type: 'string' },
        scopes: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${HELP}`);
  }
})();

if (values.help) {
  console.log(HELP);
  process.exit(0);
}

const dbPath = values.db ?? process.env.LOCAL_STORE_DB ?? 'data/store.db';

/**
 * create-account writes the account into a store database file, which a running service
 * reads on every request. An in-memory store exists only inside its service's process, and
 * a missing file would be a new, empty store that no service runs: both are refused.
 */
function checkAccountDatabase(path: string): void {
  const named = values.db
    ? '--db'
    : process.env.LOCAL_STORE_DB
      ? 'LOCAL_STORE_DB'
      : 'the default database';
  if (path === ':memory:') {
    fail(
      `create-account cannot add an account to an in-memory store (${named} is :memory:): that store lives only inside ` +
        'the running service. Start the service with a database file (--db data/store.db) and pass the same --db here, ' +
        'or use the STORE_API_TOKEN the service printed.',
    );
  }
  if (!existsSync(path)) {
    fail(
      `no store database at ${path} (${named}). Start the service once with --db ${path} to create the store, or pass the --db of your store.`,
    );
  }
}
const command = positionals[0];

if (command === 'create-account') {
  const scopes = (values.scopes ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = scopes.filter((s) => !isKnownScope(s));
  if (!values.name) fail('create-account needs --name');
  if (unknown.length)
    fail(`unknown scope(s): ${unknown.join(', ')}. Known scopes: ${ALL_SCOPES.join(', ')}`);
  checkAccountDatabase(dbPath);
  const db = openDatabase(dbPath, allSchemas());
  await ensureStore(db, systemClock);
  const account = createApiAccount(db, systemClock, { name: values.name, scopes });
  db.close();
  console.log(`# API account "${account.name}" with scopes: ${scopes.join(', ') || '(none)'}`);
  console.log(`STORE_API_TOKEN=${account.accessToken}`);
  console.log(`STORE_CLIENT_ID=${account.clientId}`);
  console.log(`STORE_CLIENT_SECRET=${account.clientSecret}`);
  process.exit(0);
} else if (command) {
  fail(`unknown command "${command}"\n\n${HELP}`);
}

const portText = values.port ?? process.env.LOCAL_STORE_PORT ?? '4000';
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port must be 0..65535, got "${portText}"`);

const abandonedText =
  values['abandoned-cart-minutes'] ?? process.env.LOCAL_STORE_ABANDONED_CART_MINUTES ?? '60';
const abandonedMinutes = Number(abandonedText);
if (!(abandonedMinutes > 0))
  fail(`--abandoned-cart-minutes must be a positive number, got "${abandonedText}"`);

const webhookTimeoutText =
  values['webhook-timeout-ms'] ?? process.env.LOCAL_STORE_WEBHOOK_TIMEOUT_MS ?? '10000';
const webhookTimeoutMs = Number(webhookTimeoutText);
if (!Number.isInteger(webhookTimeoutMs) || webhookTimeoutMs < 100 || webhookTimeoutMs > 120_000) {
  fail(
    `--webhook-timeout-ms must be a whole number of milliseconds from 100 to 120000, got "${webhookTimeoutText}"`,
  );
}

const planText = values.plan ?? process.env.LOCAL_STORE_PLAN;
const plan = planText === undefined ? undefined : STORE_PLANS.find((p) => p === planText);
if (planText !== undefined && !plan)
  fail(`--plan must be one of ${STORE_PLANS.join(', ')}, got "${planText}"`);

const demoProducts = (() => {
  try {
    return parseDemoProducts(values['demo-products'] ?? process.env.LOCAL_STORE_DEMO_PRODUCTS);
  } catch (error) {
    return fail(`--demo-products ${(error as Error).message}`);
  }
})();

const service = await startStoreService({
  config: {
    abandonedCartAfterMs: abandonedMinutes * 60_000,
    webhooks: { timeoutMs: webhookTimeoutMs },
  },
  db: dbPath,
  host: values.host ?? process.env.LOCAL_STORE_HOST ?? '127.0.0.1',
  port,
  logRequest: values.log ? (line) => console.log(line) : undefined,
  demoProducts,
  // Progress goes to stderr: stdout is the dotenv a caller may redirect into a file.
  onDemoProgress: everyTenth((line) => console.error(line)),
}).catch((error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE')
    fail(
      `port ${port} is in use. Pick another with --port or LOCAL_STORE_PORT (0 picks a free one).`,
    );
  throw error;
});

if (plan) setStorePlan(service.ctx.db, plan);

console.log(`STORE_API_URL=${service.apiUrl}`);
console.log(`STORE_API_TOKEN=${service.primaryAccount.accessToken}`);
console.log(`STORE_CLIENT_ID=${service.primaryAccount.clientId}`);
console.log(`STORE_CLIENT_SECRET=${service.primaryAccount.clientSecret}`);
console.log(`STOREFRONT_GRAPHQL_URL=${service.graphqlUrl}`);
for (const shopper of await demoShoppers(service.ctx)) {
  console.log(`# Demo shopper: ${shopper.email} / ${shopper.password} (${shopper.name})`);
}
console.log(`# Store plan: ${currentPlan(service.ctx)}`);
console.log(
  `# Local store service ready at ${service.origin} (database: ${dbPath}${service.createdStore ? ', new store' : ''})`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void service.close().then(() => process.exit(0));
  });
}
