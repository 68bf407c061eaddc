import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '@/emulator/core/scopes';
import { SetupError, UsageError } from '@/scripts/setup/errors';
import { type SetupOptions, runSetup } from '@/scripts/setup/run-setup';
import { freePort } from '../../scripts/lib/free-port';
import { type SetupTestStore, startSetupTestStore } from '../support/setup-store';

let t: SetupTestStore;
beforeAll(async () => {
  t = await startSetupTestStore();
});
afterAll(() => t.store.close());

/** The error runSetup rejects with, and what it printed before. */
async function failure(options: SetupOptions) {
  const lines: string[] = [];
  const error = await runSetup(options, { out: (line) => lines.push(line) }).then(
    () => null,
    (caught: unknown) => caught as Error,
  );
  expect(error).not.toBeNull();
  return { error: error!, output: lines.join('\n') };
}

describe('setup errors say what to do', () => {
  it('names store_sites and the site step when the API account lacks it', async () => {
    const account = t.store.createApiAccount(
      'No sites',
      ALL_SCOPES.filter((scope) => !scope.startsWith('store_sites')),
    );
    const envFile = t.newEnvFile();
    const { error } = await failure(
      t.options(envFile, {
        token: account.accessToken,
        clientId: account.clientId,
        publicUrl: 'http://localhost:3200',
      }),
    );
    expect(error).toBeInstanceOf(SetupError);
    expect(error.message).toContain(
      'The site step failed: the API account lacks the Sites and Routes scope store_sites',
    );
    // The store's own 403 message follows.
    expect(error.message).toMatch(/The store said: GET \/v3\/sites failed with 403/);
    expect(error.message).not.toContain(account.accessToken);
  });

  it('names store_channel_settings when the channel step is refused', async () => {
    const account = t.store.createApiAccount('Sites only', ['store_sites', 'store_v2_information']);
    const { error } = await failure(
      t.options(t.newEnvFile(), { token: account.accessToken, clientId: account.clientId }),
    );
    expect(error.message).toContain(
      'The channel step failed: the API account lacks the Channel Settings scope store_channel_settings',
    );
  });

  it('reports a wrong token as a 401 without printing it', async () => {
    const token = 'not-the-token-of-this-store';
    const { error, output } = await failure(t.options(t.newEnvFile(), { token }));
    expect(error).toBeInstanceOf(SetupError);
    expect(error.message).toMatch(
      /^The store refused the API token \(401\) in the channel step: .*Check STORE_API_TOKEN/,
    );
    expect(`${error.message}\n${output}`).not.toContain(token);
  });

  it('reports an unreachable API and says to check STORE_API_URL', async () => {
    const port = await freePort();
    const { error } = await failure(
      t.options(t.newEnvFile(), { apiUrl: `http://127.0.0.1:${port}/stores/abc` }),
    );
    expect(error).toBeInstanceOf(SetupError);
    expect(error.message).toContain(
      `Cannot reach the store's management API at http://127.0.0.1:${port}`,
    );
    expect(error.message).toContain('Check STORE_API_URL');
  });

  it("shows the store's message for a 422 (a plain-http destination off this machine)", async () => {
    const envFile = t.newEnvFile();
    const { error } = await failure(t.options(envFile, { publicUrl: 'http://shop.example.com' }));
    expect(error.message).toMatch(
      /^The store rejected the webhooks step's request \(422\): POST \/v2\/hooks failed with 422: .*destination must use https/,
    );
    expect(error.message).toContain('Run setup again');
    // The channel it made is remembered, so the next run uses it.
    expect(existsSync(envFile)).toBe(true);
  });

  it('refuses a public URL that is not absolute http(s), before calling the store', async () => {
    const servedBefore = t.served.length;
    const { error } = await failure(t.options(t.newEnvFile(), { publicUrl: 'ftp://x' }));
    expect(error).toBeInstanceOf(UsageError);
    expect(error.message).toContain(
      'PUBLIC_URL (--public-url) must be an absolute http(s) URL such as https://shop.example.com; got "ftp://x"',
    );
    expect(t.served.length).toBe(servedBefore);
  });

  it('refuses a STORE_CHANNEL_ID that names no channel, saying how to recover', async () => {
    const { error } = await failure(t.options(t.newEnvFile(), { channelId: 9999 }));
    expect(error.message).toContain(
      'STORE_CHANNEL_ID=9999 names no channel of this store. Remove it',
    );
  });
});
