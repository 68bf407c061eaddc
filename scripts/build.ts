/**
 * `npm run build`: the production build, which needs no store. With the store reachable,
 * Next.js prerenders the catalog pages from it; without one (a CI or Docker build stage
 * with no credentials or no network to it), it builds anyway and every page is rendered
 * on its first request instead (lib/store/build-without-store.ts). Either way the
 * result includes a complete standalone server: `node .next/standalone/server.js`.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { BUILD_WITHOUT_STORE_ENV } from '../lib/store/build-without-store';
import {
  completeStandalone,
  dropPrerenderedPages,
  placeholderPages,
  placeholderSummary,
} from './build/build-output';
import { startStoreGate, storeBuildConcurrency } from './build/store-gate';
import { probeStoreForBuild } from './build/store-probe';
import { loadNextEnv } from './lib/load-env';
import { distDirOf } from './start/build-stamp';
import { canonicalLinksNote } from '../lib/shared/canonical-origin.mjs';

function nextBuild(env: NodeJS.ProcessEnv): Promise<number> {
  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
  const child = spawn(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env });
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code ?? 1));
    child.once('error', () => resolve(1));
  });
}

/**
 * `next build` with the store reachable, through the store gate (scripts/build/store-gate.ts:
 * a limit on concurrent store requests, 429s waited out).
 */
async function buildFromStore(env: NodeJS.ProcessEnv, concurrency: number): Promise<number> {
  const gate = await startStoreGate({
    apiUrl: env.STORE_API_URL ?? '',
    graphqlUrl: env.STOREFRONT_GRAPHQL_URL ?? '',
    concurrency,
  });
  try {
    return await nextBuild({ ...env, ...gate.env });
  } finally {
    await gate.close();
  }
}

async function main(): Promise<number> {
  const root = process.cwd();
  loadNextEnv(root);
  // Read before the build starts: a wrong value is said at once.
  const concurrency = storeBuildConcurrency(process.env);
  const store = await probeStoreForBuild(process.env);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  const code = store.reachable
    ? await buildFromStore(env, concurrency)
    : await nextBuild({ ...env, [BUILD_WITHOUT_STORE_ENV]: '1' });
  if (code !== 0) return code;
  const distDir = distDirOf(root, process.env);
  completeStandalone(root, distDir, { sharedCache: Boolean(process.env.REDIS_URL?.trim()) });
  console.log(canonicalLinksNote(process.env));
  if (!store.reachable) {
    dropPrerenderedPages(distDir);
    console.log(
      `Built without the store (${store.why}): nothing was prerendered from the store; pages render on their first request and are cached from then on.`,
    );
    return 0;
  }
  const left = placeholderPages(distDir);
  if (left.length > 0) {
    dropPrerenderedPages(
      distDir,
      left.map((page) => page.route),
    );
    console.log(placeholderSummary(left));
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`build failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
