import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A program the tests or the benchmark run, and the Debian package it comes in. */
export interface DebianProgram {
  path: string;
  package: string;
}

export const CHROMIUM: DebianProgram = {
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  package: 'chromium',
};
export const REDIS_SERVER: DebianProgram = {
  path: '/usr/bin/redis-server',
  package: 'redis-server',
};
/** Prometheus, which the metrics e2e test runs to scrape a storefront (tests/e2e/metrics.spec.ts). */
export const PROMETHEUS: DebianProgram = { path: '/usr/bin/prometheus', package: 'prometheus' };
export const WRK: DebianProgram = { path: '/usr/bin/wrk', package: 'wrk' };
export const VARNISHD: DebianProgram = { path: '/usr/sbin/varnishd', package: 'varnish' };
/** Debian's multiarch folder for this machine's libraries. */
const MULTIARCH = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';
/** Varnish's xkey module, which the edge's VCL purges by (edge/default.vcl). */
export const VARNISH_XKEY: DebianProgram = {
  path: `/usr/lib/${MULTIARCH}/varnish/vmods/libvmod_xkey.so`,
  package: 'varnish-modules',
};

/**
 * Makes sure these programs are there. Missing ones are installed from Debian's packages
 * with apt-get (one update, one install) when this runs as root; otherwise the error says
 * what to install. Nothing is downloaded from anywhere else.
 */
export function ensureDebianPrograms(
  programs: readonly DebianProgram[],
  log: (line: string) => void = console.log,
): void {
  const missing = programs.filter((program) => !existsSync(program.path));
  if (missing.length === 0) return;
  const packages = missing.map((program) => program.package);
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Missing ${missing.map((program) => program.path).join(', ')}. Install Debian's ${packages.join(' and ')} (sudo apt-get install -y ${packages.join(' ')}), then try again.`,
    );
  }
  log(`Installing Debian's ${packages.join(', ')} (missing here; this takes a minute)...`);
  const apt = (...args: string[]) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update', '-q');
  apt('install', '-y', '-q', '--no-install-recommends', ...packages);
  const still = missing.filter((program) => !existsSync(program.path));
  if (still.length)
    throw new Error(
      `apt-get finished but ${still.map((program) => program.path).join(', ')} is still missing.`,
    );
}
