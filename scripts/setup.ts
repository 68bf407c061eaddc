/**
 * `npm run setup`: prepares a store for this storefront (channel, site, routes, webhooks)
 * and writes what the storefront needs into .env.local. `npm run setup -- --help`.
 */
import { loadNextEnv } from './lib/load-env';
import { SetupError, UsageError } from './setup/errors';
import { HELP, optionsFromFlags, parseSetupArgs } from './setup/options';
import { runSetup } from './setup/run-setup';

async function main(): Promise<number> {
  const parsed = parseSetupArgs(process.argv.slice(2));
  if (parsed.help) {
    process.stdout.write(HELP);
    return 0;
  }
  loadNextEnv(process.cwd());
  await runSetup(optionsFromFlags(parsed.flags, process.env), { out: (line) => console.log(line) });
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`setup: ${error.message}`);
      process.exit(2);
    }
    if (error instanceof SetupError) {
      console.error(`setup failed: ${error.message}`);
      process.exit(1);
    }
    // Not expected: show it whole, it is a bug to report. It cannot hold the token,
    // which only travels in request headers.
    console.error('setup failed unexpectedly:', error);
    process.exit(1);
  },
);
