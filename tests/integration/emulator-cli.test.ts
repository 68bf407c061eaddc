import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';
import { startReceiver } from '../support/webhook-receiver';

/** `npm run emulator` (emulator/cli.ts) as a child process: what it prints and that it works. */

const ROOT = resolve(import.meta.dirname, '../..');
const TSX_CLI = resolve(ROOT, 'node_modules/tsx/dist/cli.mjs');
const CLI = 'emulator/cli.ts';
const READY = /^# Local store service ready at (http:\/\/127\.0\.0\.1:(\d+)) \(database: (.+)\)$/m;

const children = new Set<ChildProcess>();
let store: TestStore | undefined;

afterEach(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      // tsx runs the service in a process of its own: kill the whole group, or that one
      // outlives the test.
      const exited = once(child, 'exit');
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    }
  }
  children.clear();
  await store?.close();
  store = undefined;
});

/** Starts the service command and collects stdout until the ready line (or the process ends). */
async function startCli(
  args: string[],
): Promise<{ child: ChildProcess; stdout: string; stderr: () => string }> {
  const child = spawn(process.execPath, [TSX_CLI, CLI, ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`no ready line within 30 s; stdout:\n${stdout}\nstderr:\n${stderr}`)),
      30_000,
    );
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (READY.test(stdout)) {
        clearTimeout(timer);
        done();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(
        new Error(
          `the service exited (${code}) before it was ready; stdout:\n${stdout}\nstderr:\n${stderr}`,
        ),
      );
    });
  });
  return { child, stdout, stderr: () => stderr };
}

/** Runs a command of the CLI that ends by itself (in the repository, or in `cwd`). */
function runCli(
  args: string[],
  cwd = ROOT,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env };
  delete env.LOCAL_STORE_DB;
  return new Promise((done) => {
    execFile(
      process.execPath,
      [TSX_CLI, resolve(ROOT, CLI), ...args],
      // Generous: tsx compiles the whole service on a cold start, slowly on a busy machine.
      { cwd, env, timeout: 90_000 },
      (error, stdout, stderr) =>
        done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run emulator', () => {
  it(
    'prints the storefront settings in dotenv form and the demo shoppers, answers on the printed URL and stops on SIGTERM',
    { timeout: 60_000 },
    async () => {
      const { child, stdout } = await startCli(['--db', ':memory:', '--port', '0']);
      const [, origin, port, database] = READY.exec(stdout)!;
      expect(Number(port)).toBeGreaterThan(0);
      expect(database).toBe(':memory:, new store');

      const lines = stdout.split('\n');
      const settingLines = lines.filter((l) => /^[A-Z_]+=/.test(l));
      expect(settingLines.map((l) => l.split('=')[0])).toEqual([
        'STORE_API_URL',
        'STORE_API_TOKEN',
        'STORE_CLIENT_ID',
        'STORE_CLIENT_SECRET',
        'STOREFRONT_GRAPHQL_URL',
      ]);
      const env = parseEnv(stdout);
      expect(env.STORE_API_URL).toMatch(
        new RegExp(`^http://127\\.0\\.0\\.1:${port}/stores/[a-z0-9]+$`),
      );
      expect(env.STORE_API_TOKEN).toMatch(/^\S{16,}$/);
      expect(env.STORE_CLIENT_ID).toMatch(/^\S+$/);
      // The client secret that signs webhook callbacks (Standard Webhooks).
      expect(env.STORE_CLIENT_SECRET).toMatch(/^[0-9a-f]{64}$/);
      expect(env.STOREFRONT_GRAPHQL_URL).toBe(`${origin}/graphql`);
      // Comment lines stay comments for a dotenv parser: nothing else becomes a variable.
      expect(Object.keys(env).sort()).toEqual([
        'STOREFRONT_GRAPHQL_URL',
        'STORE_API_TOKEN',
        'STORE_API_URL',
        'STORE_CLIENT_ID',
        'STORE_CLIENT_SECRET',
      ]);

      expect(lines).toContain('# Demo shopper: alex.shopper@example.com / shop4demo (Alex Morgan)');
      expect(lines).toContain('# Demo shopper: sam.buyer@example.com / buy4demo (Sam Rivera)');

      const channels = await fetch(`${env.STORE_API_URL}/v3/channels`, {
        headers: { 'x-auth-token': env.STORE_API_TOKEN!, accept: 'application/json' },
      });
      expect(channels.status).toBe(200);
      const body = (await channels.json()) as { data: Array<{ id: number }> };
      expect(body.data.map((c) => c.id)).toContain(1);
      expect((await fetch(`${env.STORE_API_URL}/v3/channels`)).status).toBe(401);
      const graphqlAnswer = await fetch(env.STOREFRONT_GRAPHQL_URL!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ site { settings { storeName } } }"}',
      });
      expect(graphqlAnswer.status).toBe(401);

      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null, string | null];
      expect(code).toBe(0);
      await expect(fetch(`${env.STORE_API_URL}/v3/channels`)).rejects.toThrow();
    },
  );

  it(
    'create-account adds an account to the database of a running service, which takes its token at once: it reads sites but cannot create one',
    { timeout: 60_000 },
    async () => {
      const db = tempDbPath();
      store = await startTestStore({ db });
      const res = await runCli([
        'create-account',
        '--name',
        'Sites reader',
        '--scopes',
        'store_sites_read_only',
        '--db',
        db,
      ]);
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      expect(res.stdout).toContain(
        '# API account "Sites reader" with scopes: store_sites_read_only',
      );
      const env = parseEnv(res.stdout);
      expect(Object.keys(env).sort()).toEqual([
        'STORE_API_TOKEN',
        'STORE_CLIENT_ID',
        'STORE_CLIENT_SECRET',
      ]);
      expect(env.STORE_CLIENT_SECRET).toMatch(/^[0-9a-f]{64}$/);
      expect(env.STORE_CLIENT_SECRET).not.toBe(store.primaryAccount.clientSecret);
      const token = env.STORE_API_TOKEN!;
      expect(token).toMatch(/^\S{16,}$/);

      expect(token).not.toBe(store.primaryAccount.accessToken);
      const denied = await store.api('POST', '/v3/sites', {
        token,
        body: { channel_id: 1, url: 'https://reader.example.com' },
      });
      expect(denied.status).toBe(403);
      expect(denied.body.title).toContain('store_sites (Sites and Routes: modify)');
      const listed = await store.api('GET', '/v3/sites', { token });
      expect(listed.status).toBe(200);
      expect(listed.body.data).toEqual([]);
      expect((await store.api('GET', '/v3/channels', { token })).status).toBe(403);
    },
  );

  it(
    'create-account refuses an in-memory store and a database that does not exist, creating nothing',
    { timeout: 60_000 },
    async () => {
      const workDir = mkdtempSync(join(tmpdir(), 'create-account-'));
      try {
        const [memory, noDb, missing] = await Promise.all([
          runCli(
            ['create-account', '--name', 'X', '--scopes', 'store_sites', '--db', ':memory:'],
            workDir,
          ),
          runCli(['create-account', '--name', 'X', '--scopes', 'store_sites'], workDir),
          runCli(
            [
              'create-account',
              '--name',
              'X',
              '--scopes',
              'store_sites',
              '--db',
              'elsewhere/store.db',
            ],
            workDir,
          ),
        ]);
        expect(memory.code).toBe(2);
        expect(memory.stdout).toBe('');
        expect(memory.stderr).toContain('cannot add an account to an in-memory store');
        expect(noDb.code).toBe(2);
        expect(noDb.stderr).toContain('no store database at data/store.db (the default database)');
        expect(missing.code).toBe(2);
        expect(missing.stderr).toContain('no store database at elsewhere/store.db (--db)');
        expect(readdirSync(workDir)).toEqual([]);
      } finally {
        rmSync(workDir, { recursive: true, force: true });
      }
    },
  );

  it(
    'create-account refuses an unknown scope or a missing name with exit code 2 and a message',
    { timeout: 60_000 },
    async () => {
      const db = tempDbPath();
      const [unknown, unnamed] = await Promise.all([
        runCli([
          'create-account',
          '--name',
          'X',
          '--scopes',
          'store_sites_read_only,store_everything',
          '--db',
          db,
        ]),
        runCli(['create-account', '--scopes', 'store_sites', '--db', db]),
      ]);
      expect(unknown.code).toBe(2);
      expect(unknown.stdout).toBe('');
      expect(unknown.stderr).toMatch(
        /^error: unknown scope\(s\): store_everything\. Known scopes: .*store_sites_read_only/,
      );

      expect(unnamed.code).toBe(2);
      expect(unnamed.stderr).toContain('error: create-account needs --name');
    },
  );

  it(
    '--webhook-timeout-ms sets how long a callback waits for an answer',
    { timeout: 60_000 },
    async () => {
      const receiver = await startReceiver({ respond: () => 'hang' });
      try {
        const { stdout } = await startCli([
          '--db',
          ':memory:',
          '--port',
          '0',
          '--webhook-timeout-ms',
          '300',
        ]);
        const env = parseEnv(stdout);
        const [, origin] = READY.exec(stdout)!;
        const headers = {
          'x-auth-token': env.STORE_API_TOKEN!,
          'x-auth-client': env.STORE_CLIENT_ID!,
          'content-type': 'application/json',
          accept: 'application/json',
        };
        const hook = await fetch(`${env.STORE_API_URL}/v3/hooks`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            scope: 'store/channel/updated',
            destination: receiver.url(),
            is_active: true,
          }),
        });
        expect(hook.status).toBe(200);
        const updated = await fetch(`${env.STORE_API_URL}/v3/channels/1`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ name: 'Renamed storefront' }),
        });
        expect(updated.status).toBe(200);

        let lastError: string | null = null;
        for (let i = 0; i < 100 && !lastError; i++) {
          await new Promise((r) => setTimeout(r, 100));
          const deliveries = (await (
            await fetch(`${origin}/local/webhook-deliveries?scope=store/channel/updated`)
          ).json()) as { data: Array<{ last_error: string | null }> };
          lastError = deliveries.data[0]?.last_error ?? null;
        }
        expect(
          lastError,
          JSON.stringify(await (await fetch(`${origin}/local/webhook-deliveries`)).json()),
        ).toBe('no answer within 300 ms');
      } finally {
        await receiver.close();
      }
    },
  );

  it(
    '--plan sets the store plan, kept across restarts: standard has no customer groups',
    { timeout: 60_000 },
    async () => {
      const db = tempDbPath();
      const groupsOf = async (stdout: string) => {
        const env = parseEnv(stdout);
        return fetch(`${env.STORE_API_URL}/v2/customer_groups`, {
          headers: { 'x-auth-token': env.STORE_API_TOKEN!, accept: 'application/json' },
        });
      };
      const standard = await startCli(['--db', db, '--port', '0', '--plan', 'standard']);
      expect(standard.stdout).toContain('# Store plan: standard');
      const refused = await groupsOf(standard.stdout);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as Array<{ message: string }>)[0]!.message).toContain(
        'standard plan',
      );
      standard.child.kill('SIGTERM');
      await once(standard.child, 'exit');

      const again = await startCli(['--db', db, '--port', '0']);
      expect(again.stdout).toContain('# Store plan: standard');
      again.child.kill('SIGTERM');
      await once(again.child, 'exit');

      const upgraded = await startCli(['--db', db, '--port', '0', '--plan', 'pro']);
      expect(upgraded.stdout).toContain('# Store plan: pro');
      expect([200, 204]).toContain((await groupsOf(upgraded.stdout)).status);
    },
  );

  it(
    'refuses a bad port, idle time, webhook time-out, plan or demo size with exit code 2 and a message naming the flag',
    { timeout: 180_000 },
    async () => {
      const cases: Array<[string[], string]> = [
        [['--port', '70000'], '--port must be 0..65535'],
        [['--abandoned-cart-minutes', '0'], '--abandoned-cart-minutes must be a positive number'],
        [
          ['--webhook-timeout-ms', 'soon'],
          '--webhook-timeout-ms must be a whole number of milliseconds',
        ],
        [
          ['--webhook-timeout-ms', '50'],
          '--webhook-timeout-ms must be a whole number of milliseconds from 100 to 120000',
        ],
        [['--plan', 'gold'], '--plan must be one of standard, plus, pro, enterprise'],
        [['--demo-products', 'lots'], '--demo-products must be a whole number of products'],
        [['--no-such-flag'], "Unknown option '--no-such-flag'"],
      ];
      const results = await Promise.all(
        cases.map(([args]) => runCli(['--db', ':memory:', ...args])),
      );
      results.forEach((result, i) => {
        expect(result.code, cases[i]![0].join(' ')).toBe(2);
        expect(result.stderr).toContain(cases[i]![1]);
      });
    },
  );
});
