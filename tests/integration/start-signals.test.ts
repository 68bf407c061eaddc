import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port';
import { canConnect, waitForPort } from '../../scripts/start/wait-for-port';

const DIST_DIR = '.next-test';

/** What the README says to run, as npm runs it (npm, its shell, then the script). */
const npmStart = (port: number) =>
  spawn('npm', ['start', '--silent', '--', '--dev'], {
    env: storefrontEnv(port),
    stdio: 'ignore',
    detached: true,
  });

/**
 * A configured store (never asked: the development server compiles pages on demand), so
 * `npm start -- --dev` starts only the real Next server. Its build folder is the test one.
 */
function storefrontEnv(port: number): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    PORT: String(port),
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    STORE_API_URL: 'http://store.invalid/stores/abc',
    STORE_API_TOKEN: 'test-token-not-used',
    STORE_CLIENT_ID: 'test-client',
    STOREFRONT_GRAPHQL_URL: 'http://store.invalid/graphql',
    STORE_CHANNEL_ID: '1',
    PUBLIC_URL: `http://localhost:${port}`,
    SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
    WEBHOOK_SECRET: 'a-webhook-secret-long-enough',
  };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((done) => setTimeout(done, 100));
  }
  return check();
}

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0))
    if (child.pid && alive(child.pid)) process.kill(-child.pid, 'SIGKILL');
  // A server a failed test left behind would hold the development server's lock, and the
  // next test's server would exit at once: which looks like a stop that worked.
  const lock = join(DIST_DIR, 'dev/lock');
  if (existsSync(lock)) {
    const { pid } = JSON.parse(readFileSync(lock, 'utf8')) as { pid: number };
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
});

describe('npm start stops everything it started', () => {
  it('on SIGHUP (the terminal closed), as on Ctrl-C', async () => {
    const port = await freePort();
    const child = npmStart(port);
    started.push(child);
    await waitForPort(port, new Promise(() => undefined), 60_000);

    process.kill(-child.pid!, 'SIGHUP'); // the terminal's whole foreground group, as a closed terminal does
    expect(await until(() => !alive(child.pid!), 15_000)).toBe(true);
    expect(await until(async () => !(await canConnect(port)), 5_000)).toBe(true);
  }, 90_000);

  it('when the process that started it dies without a word', async () => {
    const port = await freePort();
    const npm = npmStart(port);
    started.push(npm);
    await waitForPort(port, new Promise(() => undefined), 60_000);

    process.kill(npm.pid!, 'SIGKILL'); // npm alone: the script and the server are left without it
    expect(await until(async () => !(await canConnect(port)), 20_000)).toBe(true);
  }, 90_000);
});
