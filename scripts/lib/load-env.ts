import { createRequire } from 'node:module';
import type * as NextEnv from '@next/env';

// @next/env is CommonJS without named exports Node can detect, so it is required.
const { loadEnvConfig } = createRequire(import.meta.url)('@next/env') as typeof NextEnv;

/**
 * Loads `.env*` files into `process.env` the way `next start` (or `next dev`) does, so the
 * scripts see what the storefront sees. Variables already in the environment win.
 */
export function loadNextEnv(dir: string, { dev = false } = {}): void {
  loadEnvConfig(
    dir,
    dev,
    { info: () => undefined, error: (...args: unknown[]) => console.error(...args) },
    true,
  );
}
