/**
 * Makes sure a Chromium exists for the Playwright tests. Playwright cannot download its
 * own browsers here, so the tests drive Debian's `chromium` package: when it is missing
 * and we run as root, it is installed with apt-get; otherwise this says what to do.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../tests/e2e/browser';

const path = chromiumPath();
if (existsSync(path)) {
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(
    `No Chromium at ${path}. Install Debian's chromium package (sudo apt-get install -y chromium) ` +
      'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
  );
  process.exit(1);
}

console.log(`Chromium not found at ${path}; installing Debian's chromium package (this takes a minute)...`);
const apt = (...args: string[]) =>
  execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
apt('update', '-q');
apt('install', '-y', '-q', '--no-install-recommends', 'chromium');
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
console.log(`Chromium installed at ${path}.`);
