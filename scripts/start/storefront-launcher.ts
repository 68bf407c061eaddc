import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pinoPretty from 'pino-pretty';
import { type ManagedProcess, spawnInGroup } from './child-process';
import { type Env } from './start-mode';

/** How the storefront is built and run; tests put a small stand-in here. */
export interface StorefrontLauncher {
  /** `onLine`: each line the build prints, also shown on the terminal (a test reads them). */
  build(env: Env, cwd: string, onLine?: (line: string) => void): ManagedProcess;
  /**
   * `host` limits the server to one address (tests and benchmarks use 127.0.0.1);
   * `pipeErrors` hands its standard error to the caller (ManagedProcess.stderr) instead of
   * this terminal.
   */
  start(
    env: Env,
    how: {
      dev: boolean;
      port: number;
      cwd: string;
      host?: string;
      quiet?: boolean;
      pipeErrors?: boolean;
    },
  ): ManagedProcess;
}

// Next's own entry point run with this Node, rather than through an npx wrapper.
const nextBin = () => createRequire(import.meta.url).resolve('next/dist/bin/next');
/** `npm run build`, which builds with or without a store (scripts/build.ts). */
const buildScript = () => fileURLToPath(new URL('../build.ts', import.meta.url));

export const nextStorefront: StorefrontLauncher = {
  build: (env, cwd, onLine) => {
    const build = spawnInGroup(process.execPath, ['--import', 'tsx', buildScript()], {
      cwd,
      env: { ...env, NODE_ENV: 'production' },
      stdio: onLine ? ['inherit', 'pipe', 'inherit'] : 'inherit',
    });
    if (onLine && build.stdout) {
      build.stdout.pipe(process.stdout);
      createInterface({ input: build.stdout }).on('line', onLine);
    }
    return build;
  },
  start: (env, { dev, port, cwd, host, quiet, pipeErrors }) =>
    readable(
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
          stdio: [
            quiet ? 'ignore' : 'inherit',
            quiet ? 'ignore' : 'pipe',
            pipeErrors ? 'pipe' : 'inherit',
          ],
        },
      ),
    ),
};

/**
 * The server's log is JSON lines (lib/observability/logger.mjs), for a log collector; on
 * the terminal of `npm start` they are shown as readable lines (pino-pretty). Next.js's own
 * lines, which are not JSON, pass as they are.
 */
function readable(server: ManagedProcess): ManagedProcess {
  server.stdout?.pipe(
    pinoPretty({
      colorize: Boolean(process.stdout.isTTY),
      ignore: 'pid,hostname,service',
      translateTime: 'SYS:HH:MM:ss',
      destination: 1,
    }),
  );
  return server;
}
