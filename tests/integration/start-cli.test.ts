import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const START = resolve('scripts/start.ts');

/** Runs `npm start` as a child process in a temporary folder with only the given variables. */
function startCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    const childEnv: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...env,
    };
    const cwd = mkdtempSync(join(tmpdir(), 'start-cli-'));
    execFile(
      process.execPath,
      [tsxCli, START, ...args],
      { cwd, env: childEnv, timeout: 20_000 },
      (error, stdout, stderr) =>
        done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm start (command line)', () => {
  it('documents its behaviour and variables with --help', async () => {
    const { code, stdout } = await startCli(['--help'], {});
    expect(code).toBe(0);
    for (const word of [
      'npm run dev',
      'PORT',
      'PUBLIC_URL',
      'LOCAL_STORE_PORT',
      'LOCAL_STORE_DB',
      'STORE_API_URL',
    ])
      expect(stdout).toContain(word);
  });

  it('exits 1 with what to do when a configured store lacks settings, leaving nothing running', async () => {
    const { code, stdout, stderr } = await startCli([], {
      PORT: String(await freePort()),
      STORE_API_URL: 'https://api.example.com/stores/abc',
      STORE_API_TOKEN: 'secret-token-value',
    });
    expect(code).toBe(1);
    expect(stdout).toContain('Using the store at https://api.example.com (STORE_API_URL)');
    expect(stderr).toMatch(
      /^start failed: The storefront is not configured: .*STORE_CLIENT_ID is not set/,
    );
    expect(stdout + stderr).not.toContain('secret-token-value');
  });
});
