import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type ManagedProcess, spawnInGroup } from './child-process';
import { type Env } from './start-mode';

/** How the storefront is built and run; tests put a small stand-in here. */
export interface StorefrontLauncher {
  build(env: Env, cwd: string): ManagedProcess;
  /** `host` limits the server to one address (tests and benchmarks use 127.0.0.1). */
  start(
    env: Env,
    how: { dev: boolean; port: number; cwd: string; host?: string; quiet?: boolean },
  ): ManagedProcess;
}

// Next's own entry point run with this Node, rather than through an npx wrapper.
const nextBin = () => createRequire(import.meta.url).resolve('next/dist/bin/next');
/** `npm run build`, which builds with or without a store (scripts/build.ts). */
const buildScript = () => fileURLToPath(new URL('../build.ts', import.meta.url));

export const nextStorefront: StorefrontLauncher = {
  build: (env, cwd) =>
    spawnInGroup(process.execPath, ['--import', 'tsx', buildScript()], {
      cwd,
      env: { ...env, NODE_ENV: 'production' },
    }),
  start: (env, { dev, port, cwd, host, quiet }) =>
    spawnInGroup(
      process.execPath,
      [
        nextBin(),
        dev ? 'dev' : 'start',
        '--port',
        String(port),
        ...(host ? ['--hostname', host] : []),
      ],
      {
        cwd,
        env: { ...env, NODE_ENV: dev ? 'development' : 'production' },
        ...(quiet ? { stdio: ['ignore', 'ignore', 'inherit'] as const } : {}),
      },
    ),
};
