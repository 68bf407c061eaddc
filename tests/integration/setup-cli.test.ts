import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/scripts/setup/env-file';
import { SUBSCRIBED_SCOPES } from '@/lib/webhooks/scope-tags';
import { type SetupTestStore, startSetupTestStore } from '../support/setup-store';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const SETUP = resolve('scripts/setup.ts');

/** Runs `npm run setup` as a child process in `cwd` (a temporary folder: its own .env.local). */
function setupCli(
  args: string[],
  { cwd, env = {} }: { cwd: string; env?: Record<string, string> },
) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    // Only what a shell needs: the developer's own STORE_* variables must not leak in. (With
    // NODE_ENV=test, Next's env loading, and so setup, would skip .env.local.)
    const childEnv: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...env,
    };
    execFile(
      process.execPath,
      [tsxCli, SETUP, ...args],
      { cwd, env: childEnv },
      (error, stdout, stderr) =>
        done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let t: SetupTestStore;
beforeAll(async () => {
  t = await startSetupTestStore();
});
afterAll(() => t.store.close());

describe('npm run setup', () => {
  it('documents every flag and variable with --help', async () => {
    const { code, stdout } = await setupCli(['--help'], {
      cwd: mkdtempSync(join(tmpdir(), 'setup-cli-')),
    });
    expect(code).toBe(0);
    for (const word of [
      '--api-url',
      '--token',
      '--client-id',
      '--public-url',
      '--channel-name',
      '--env-file',
      '--dry-run',
      '--help',
    ]) {
      expect(stdout).toContain(word);
    }
    for (const variable of [
      'STORE_API_URL',
      'STORE_API_TOKEN',
      'STORE_CLIENT_ID',
      'PUBLIC_URL',
      'STORE_CHANNEL_ID',
      'WEBHOOK_SECRET',
      'SESSION_SECRET',
    ]) {
      expect(stdout).toContain(variable);
    }
    for (const scope of ['store_channel_settings', 'store_sites', 'store_v2_information'])
      expect(stdout).toContain(scope);
  });

  it('sets up a store from .env.local, prints each step and exits 0 without printing secrets', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'setup-cli-'));
    const token = t.store.primaryAccount.accessToken;
    writeFileSync(
      join(cwd, '.env.local'),
      `# from the local store service\nSTORE_API_URL=${t.store.apiUrl}\nSTORE_API_TOKEN=${token}\nSTORE_CLIENT_ID=${t.store.primaryAccount.clientId}\n`,
    );
    const { code, stdout, stderr } = await setupCli(['--public-url', 'http://localhost:3300'], {
      cwd,
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('✓ channel "Storefront localhost:3300"');
    expect(stdout).toMatch(
      new RegExp(`Done: ${16 + SUBSCRIBED_SCOPES.length} created, 0 updated, 0 unchanged`),
    );
    const env = parseEnv(readFileSync(join(cwd, '.env.local'), 'utf8'));
    expect(env.PUBLIC_URL).toBe('http://localhost:3300');
    for (const secret of [token, env.WEBHOOK_SECRET!, env.SESSION_SECRET!])
      expect(stdout).not.toContain(secret);

    const again = await setupCli([], { cwd });
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(
      /Done: 0 created, 0 updated, \d+ unchanged \(5 requests to the store, 0 writes\)/,
    );
  });

  it('exits 2 for a public URL that is not absolute http(s)', async () => {
    const { code, stderr } = await setupCli(['--public-url', 'ftp://x'], {
      cwd: mkdtempSync(join(tmpdir(), 'setup-cli-')),
      env: { STORE_API_URL: t.store.apiUrl, STORE_API_TOKEN: 'x', STORE_CLIENT_ID: 'y' },
    });
    expect(code).toBe(2);
    expect(stderr).toContain('PUBLIC_URL (--public-url) must be an absolute http(s) URL');
  });

  it('exits 2 naming what is missing when nothing is configured', async () => {
    const { code, stderr } = await setupCli([], { cwd: mkdtempSync(join(tmpdir(), 'setup-cli-')) });
    expect(code).toBe(2);
    expect(stderr).toContain('STORE_API_URL (--api-url) is not set');
    expect(stderr).toContain('STORE_API_TOKEN (--token) is not set');
  });

  it('exits 1 with the 401 on stderr for a wrong token, never echoing it', async () => {
    const token = 'wrong-token-for-this-store';
    const { code, stdout, stderr } = await setupCli(['--token', token], {
      cwd: mkdtempSync(join(tmpdir(), 'setup-cli-')),
      env: { STORE_API_URL: t.store.apiUrl, STORE_CLIENT_ID: 'whatever' },
    });
    expect(code).toBe(1);
    expect(stderr).toContain('setup failed: The store refused the API token (401)');
    expect(stdout + stderr).not.toContain(token);
  });
});
