import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { e2eStorefrontEnv, startStorefrontInstance } from '../support/storefront-instance';
import { e2eEnv } from '../support/e2e-store';
import { fuzzTable, runFuzz } from '../fuzz/run';
import { ServerLog } from '../fuzz/server-log';

/**
 * The short fuzz (about 1,000 cases: 400 callbacks, 22 calls to each of the 27 actions) on this run's build: the webhook receiver and every
 * server action (tests/fuzz). `npm run fuzz` is the long one. FUZZ_SEED replays a run; the
 * seed is printed either way. It runs on an instance of its own of the build, whose
 * standard error it reads: a 5xx counts as Next.js's own answer only when the case mangled
 * the framework's envelope and the error was thrown in the framework (tests/fuzz/run.ts).
 */
test("hostile input to the webhook receiver and every server action: no 5xx from the shop's code, no echo, nothing changed by a refused call", async () => {
  test.setTimeout(300_000);
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
  console.log(
    `fuzz seed: ${seed} (replay: FUZZ_SEED=${seed} npx playwright test fuzz, or npm run fuzz -- --seed ${seed})`,
  );
  const env = e2eEnv();
  const serverLog = new ServerLog();
  const instance = await startStorefrontInstance({}, { onOutput: serverLog.append });
  const results = await runFuzz({
    baseUrl: instance.url,
    distDir: process.env.E2E_DIST_DIR ?? '.next-test',
    store: {
      apiUrl: env.apiUrl,
      token: env.apiToken,
      secret: e2eStorefrontEnv().WEBHOOK_SECRET!,
      clientSecret: e2eStorefrontEnv().STORE_CLIENT_SECRET,
      storeHash: process.env.E2E_STORE_HASH!,
      storeId: Number(process.env.E2E_STORE_ID),
    },
    seed,
    webhookCases: 400,
    casesPerAction: 22,
    serverLog,
    // Where the time goes, should a run come near its limit.
    log: (line) => console.log(`[fuzz] ${line}`),
  }).finally(() => instance.stop());
  console.log(fuzzTable(results));
  expect(
    results.flatMap((result) => result.failures.map((failure) => `${result.target}: ${failure}`)),
    `seed ${seed}`,
  ).toEqual([]);
});
