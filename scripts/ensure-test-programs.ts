/**
 * Makes sure the programs the tests drive are there: Debian's Chromium (Playwright
 * cannot download its own browsers here; CHROMIUM_PATH names another), redis-server
 * (the tests of several instances sharing a cache) and Varnish with its xkey module (the
 * edge), and Prometheus (the metrics test scrapes a storefront with it). Installed with apt-get when missing and running as root; otherwise this says
 * what to install.
 */
import {
  CHROMIUM,
  PROMETHEUS,
  REDIS_SERVER,
  VARNISHD,
  VARNISH_XKEY,
  ensureDebianPrograms,
} from './lib/debian-packages';

try {
  ensureDebianPrograms([CHROMIUM, REDIS_SERVER, VARNISHD, VARNISH_XKEY, PROMETHEUS]);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
