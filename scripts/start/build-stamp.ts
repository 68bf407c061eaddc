import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Env } from './start-mode';
import { canonicalOriginOf } from '../../lib/shared/canonical-origin.mjs';

/**
 * Whether the storefront's production build is current: a hash of what goes into a build
 * (sources, configuration, locked dependencies, the non-secret settings pages may be
 * prerendered with) is kept next to the build and compared before the next start.
 */

const SOURCE_DIRS = ['app', 'lib', 'graphql', 'public', 'src'];
/** Root files: configuration, locked dependencies, and sources Next picks up there (proxy.ts, instrumentation.ts). */
const ROOT_FILE =
  /^(?!next-env\.d\.ts$).+\.(?:[cm]?js|tsx?)$|^(?:tsconfig|package|package-lock)\.json$/;
/**
 * Settings a build depends on: the store its pages are prerendered from (their pictures
 * are the store's URLs), and the origin of their canonical links (PUBLIC_URL, counted
 * below). Not the port: the local demo's own address, which follows it, is not written
 * into pages, so a start on another port reuses the build. Secrets stay out: a build
 * never embeds them.
 */
const BUILD_ENV = [
  'STORE_API_URL',
  'STOREFRONT_GRAPHQL_URL',
  'STORE_CHANNEL_ID',
  // The edge's cache lifetimes (next.config.mjs writes them into the pages' headers).
  'CDN_CACHE_SECONDS',
  'CDN_STALE_SECONDS',
  'EDGE_PURGE',
];
const STAMP_FILE = 'storefront-build.sha256';

function filesUnder(root: string, dir: string): string[] {
  const path = join(root, dir);
  if (!existsSync(path)) return [];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((name) => join(path, name))
    .filter((file) => statSync(file).isFile())
    .map((file) => relative(root, file))
    .sort();
}

export function buildFingerprint(root: string, env: Env): string {
  const hash = createHash('sha256');
  const rootFiles = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && ROOT_FILE.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const files = [...SOURCE_DIRS.flatMap((dir) => filesUnder(root, dir)), ...rootFiles];
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  const settings = Object.keys(env)
    .filter((key) => BUILD_ENV.includes(key) || key.startsWith('NEXT_PUBLIC_'))
    .sort();
  for (const key of settings) hash.update(`${key}=${env[key]}\0`);
  hash.update(`canonical origin=${canonicalOriginOf(env)}\0`);
  return hash.digest('hex');
}

/** The build folder Next writes to (next.config.mjs reads NEXT_DIST_DIR). */
export const distDirOf = (root: string, env: Env) => join(root, env.NEXT_DIST_DIR ?? '.next');

export function isBuildCurrent(distDir: string, fingerprint: string): boolean {
  const stamp = join(distDir, STAMP_FILE);
  return (
    existsSync(join(distDir, 'BUILD_ID')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === fingerprint
  );
}

export function writeBuildStamp(distDir: string, fingerprint: string): void {
  writeFileSync(join(distDir, STAMP_FILE), `${fingerprint}\n`);
}
