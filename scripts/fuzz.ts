import { randomInt } from 'node:crypto';
import { startLocalStack } from './lib/local-stack';
import { fuzzTable, runFuzz } from '../tests/fuzz/run';
import { ServerLog } from '../tests/fuzz/server-log';

/**
 * npm run fuzz [-- --seed N] [--webhooks N] [--per-action N]: the long fuzz (10,000
 * webhook callbacks and 1,000 calls per server action) against a production build and a
 * local store service started here, as the e2e tests start them. Prints the seed first, so
 * a failing run replays with --seed, and the status counts per target last. Exits 1 when a
 * case failed (a 5xx from the shop's code, a quoted input, data changed by a refused call);
 * Next.js's own 5xx to a call whose envelope the case mangled is counted ("framework"), and
 * a case whose connection failed is counted ("no answer") and named, neither failed. The local stack's
 * database folder (storefront-stack-* in the system temp folder) is removed at the end,
 * also when the run is interrupted (Ctrl-C, SIGTERM).
 */
function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`--${name} needs a whole number; got "${process.argv[at + 1] ?? ''}".`);
  return value;
}

const seed = option('seed', randomInt(2 ** 31));
const webhookCases = option('webhooks', 10_000);
const casesPerAction = option('per-action', 1_000);
console.log(`fuzz seed: ${seed}`);

const distDir = process.env.E2E_DIST_DIR ?? '.next-test';
const started = Date.now();
// The storefront's standard error: where each 5xx was thrown (the framework or the shop).
const serverLog = new ServerLog();
const stack = await startLocalStack({
  distDir,
  quiet: true,
  serverErrors: serverLog.append,
  log: (line) => console.log(`[fuzz] ${line}`),
});
// Interrupted: stop the stack (its servers, its temp folder) before leaving.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.log(`[fuzz] ${signal}: stopping the local stack`);
    void stack.stop().finally(() => process.exit(130));
  });
let failed = 0;
try {
  const results = await runFuzz({
    baseUrl: stack.publicUrl,
    distDir,
    store: {
      apiUrl: stack.store.apiUrl,
      token: stack.store.primaryAccount.accessToken,
      secret: stack.setup.webhookSecret,
      clientSecret: stack.store.primaryAccount.clientSecret,
      storeHash: stack.store.storeHash,
      storeId: stack.store.ctx.store.id,
    },
    seed,
    webhookCases,
    casesPerAction,
    serverLog,
    log: (line) => console.log(`[fuzz] ${line}`),
  });
  console.log(`\n${fuzzTable(results)}\n`);
  for (const result of results) {
    for (const [kind, n] of result.transportErrors)
      console.log(`no answer ${result.target}: ${n} × ${kind}`);
    for (const sample of result.transportSamples) console.log(`  e.g. ${result.target}: ${sample}`);
  }
  for (const result of results)
    for (const failure of result.failures.slice(0, 20))
      console.log(`FAIL ${result.target}: ${failure}`);
  failed = results.reduce((sum, r) => sum + r.failures.length, 0);
  console.log(
    failed
      ? `${failed} failing cases; replay with npm run fuzz -- --seed ${seed}`
      : `0 failing cases (seed ${seed}).`,
  );
  console.log(`fuzz took ${Math.round((Date.now() - started) / 1000)} s (build included).`);
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
