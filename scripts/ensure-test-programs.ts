/**
 * Makes sure the programs the e2e tests drive are there: Debian's Chromium (Playwright
 * cannot download its own browsers here; CHROMIUM_PATH names another) and redis-server
 * (the tests of several instances sharing a cache). Installed with apt-get when missing
 * and running as root; otherwise this says what to install.
 */
import { CHROMIUM, REDIS_SERVER, ensureDebianPrograms } from './lib/debian-packages';

try {
  ensureDebianPrograms([CHROMIUM, REDIS_SERVER]);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
