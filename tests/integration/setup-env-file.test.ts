import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyEnvEntries, parseEnv, updateEnvFile } from '@/scripts/setup/env-file';

const USER_FILE = `# My storefront
STORE_API_URL=https://api.example.com/stores/abc   # the real store

export STORE_CHANNEL_ID="7"
WEBHOOK_SECRET='my own secret'
`;

describe('the env file writer', () => {
  it('keeps values the user set, their comments and their order, and appends new keys', () => {
    const { text, outcomes } = applyEnvEntries(USER_FILE, [
      { key: 'STORE_CHANNEL_ID', value: '3' },
      { key: 'STORE_API_URL', value: 'https://api.example.com/stores/abc' },
      { key: 'SESSION_SECRET', value: 'abc$def' },
    ]);
    expect(outcomes).toEqual([
      { key: 'STORE_CHANNEL_ID', outcome: 'kept', previous: '7' },
      { key: 'STORE_API_URL', outcome: 'unchanged' },
      { key: 'SESSION_SECRET', outcome: 'added' },
    ]);
    expect(text).toBe(`${USER_FILE}\n# Added by npm run setup\nSESSION_SECRET=abc\\$def\n`);
    expect(parseEnv(text)).toEqual({
      STORE_API_URL: 'https://api.example.com/stores/abc',
      STORE_CHANNEL_ID: '7',
      WEBHOOK_SECRET: 'my own secret',
      SESSION_SECRET: 'abc$def',
    });
  });

  it('fills in an empty assignment (a copied template) where it stands', () => {
    const { text, outcomes } = applyEnvEntries('# template\nWEBHOOK_SECRET=\nPORT=3000\n', [
      { key: 'WEBHOOK_SECRET', value: 'abc' },
    ]);
    expect(outcomes).toEqual([{ key: 'WEBHOOK_SECRET', outcome: 'added' }]);
    expect(text).toBe('# template\nWEBHOOK_SECRET=abc\nPORT=3000\n');
  });

  it('replaces in place only values it owns', () => {
    const { text, outcomes } = applyEnvEntries(USER_FILE, [
      { key: 'STORE_CHANNEL_ID', value: '3', replace: true },
    ]);
    expect(outcomes).toEqual([{ key: 'STORE_CHANNEL_ID', outcome: 'replaced', previous: '7' }]);
    expect(text).toBe(USER_FILE.replace('export STORE_CHANNEL_ID="7"', 'STORE_CHANNEL_ID=3'));
  });

  it('writes atomically, creates a new file readable by its owner only, and keeps an existing mode', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'env-writer-'));
    const fresh = join(dir, '.env.local');
    await updateEnvFile(fresh, [{ key: 'A', value: '1' }]);
    expect(readFileSync(fresh, 'utf8')).toBe('# Added by npm run setup\nA=1\n');
    expect(statSync(fresh).mode & 0o777).toBe(0o600);

    const shared = join(dir, 'shared.env');
    writeFileSync(shared, 'B=2', { mode: 0o644 });
    await updateEnvFile(shared, [{ key: 'A', value: 'with space' }]);
    expect(readFileSync(shared, 'utf8')).toBe('B=2\n\n# Added by npm run setup\nA="with space"\n');
    expect(statSync(shared).mode & 0o777).toBe(0o644);
    expect(readdirSync(dir).sort()).toEqual(['.env.local', 'shared.env']);
  });

  it('writes nothing in a dry run or when nothing changes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'env-writer-'));
    const path = join(dir, '.env.local');
    await updateEnvFile(path, [{ key: 'A', value: '1' }], { dryRun: true });
    expect(readdirSync(dir)).toEqual([]);
    writeFileSync(path, 'A=1\n');
    const before = statSync(path).mtimeMs;
    expect(await updateEnvFile(path, [{ key: 'A', value: '1' }])).toEqual([
      { key: 'A', outcome: 'unchanged' },
    ]);
    expect(statSync(path).mtimeMs).toBe(before);
  });
});
