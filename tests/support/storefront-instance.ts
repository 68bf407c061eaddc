import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { freePort } from '../../scripts/lib/free-port';
import { waitForPort } from '../../scripts/start/wait-for-port';

/**
 * One more `next start` of the e2e build (or a standalone server), in the test's own hands: started with settings
 * of its own (a shared cache, a bad REDIS_URL), stopped and started again on the same
 * port, its output kept for the test to read.
 */
export interface StorefrontInstance {
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** Its exit code once it ends by itself (null while it runs). */
  exited(): Promise<number | null>;
  stop(): Promise<void>;
  /** Stops it and starts it again on the same port (a restart: its memory is gone). */
  restart(): Promise<void>;
}

const nextBin = () => createRequire(import.meta.url).resolve('next/dist/bin/next');

/** The settings the e2e build runs with (the global setup's), for another instance of it. */
export function e2eStorefrontEnv(): Record<string, string> {
  const raw = process.env.E2E_STOREFRONT_ENV;
  if (!raw)
    throw new Error(
      'E2E_STOREFRONT_ENV is not set: run the e2e tests through playwright (its global setup sets it).',
    );
  return JSON.parse(raw) as Record<string, string>;
}

export interface InstanceOptions {
  waitUntilListening?: boolean;
  /** A standalone server's `server.js` to run instead of `next start` on the e2e build. */
  standaloneServer?: string;
  /** Gets each chunk of its output as it is printed (the fuzz waits for a 5xx's error). */
  onOutput?: (chunk: string) => void;
}

export async function startStorefrontInstance(
  settings: Record<string, string>,
  { waitUntilListening = true, standaloneServer, onOutput }: InstanceOptions = {},
): Promise<StorefrontInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  let exit: Promise<number | null>;
  let printed = '';
  const launch = async () => {
    // The standalone server takes its address from PORT and HOSTNAME.
    const args = standaloneServer
      ? [standaloneServer]
      : [nextBin(), 'start', '--port', String(port), '--hostname', '127.0.0.1'];
    child = spawn(process.execPath, args, {
      env: {
        ...process.env,
        ...e2eStorefrontEnv(),
        PUBLIC_URL: url,
        NODE_ENV: 'production',
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        ...settings,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const take = (chunk: Buffer) => {
      printed += chunk.toString();
      onOutput?.(chunk.toString());
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    exit = new Promise((done) => child.once('exit', (code) => done(code)));
    if (waitUntilListening) await waitForPort(port, exit, 60_000);
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGTERM');
    await exit;
  };
  await launch();
  return {
    url,
    output: () => printed,
    exited: () => exit,
    stop,
    restart: async () => (await stop(), await launch()),
  };
}
