import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const vitestCli = join(
  dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);
const REFERENCE_TESTS = [
  'tests/unit/graphql-operations.test.ts',
  'tests/unit/graphql-schema-subset.test.ts',
];

describe('tests that compare with the real service reference files', () => {
  it('say in the output that they skipped, and why, in a clone without ../shared/reference', async () => {
    const output = await new Promise<string>((done) => {
      execFile(
        process.execPath,
        [vitestCli, 'run', ...REFERENCE_TESTS],
        {
          env: {
            ...process.env,
            STORE_REFERENCE_DIR: '/nonexistent/reference',
            NO_COLOR: '1',
            FORCE_COLOR: '0',
          },
          timeout: 60_000,
        },
        (_error, stdout, stderr) => done(stdout + stderr),
      );
    });
    const said =
      output.match(
        /skipped: the real service's reference file \/nonexistent\/reference\/storefront-schema\.graphql is absent/g,
      ) ?? [];
    expect(said).toHaveLength(REFERENCE_TESTS.length);
    // The others still ran and passed: nothing else needs files outside the repository.
    expect(output).toMatch(/Tests +\d+ passed \| 2 skipped/);
  }, 90_000);
});
