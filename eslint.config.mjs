import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

/**
 * The layers of lib/, bottom first, each with what it is and the layers it may import
 * (ARCHITECTURE.md). Any other layer is off limits to it: the lint zones are made from
 * this one table.
 */
const LIB_LAYERS = [
  ['shared', 'pure, browser-safe helpers', []],
  ['observability', 'logs, metrics, traces', ['shared']],
  ['shared-cache', "Next.js's cache handlers on Redis", ['shared', 'observability']],
  ['store', 'the store transport', ['shared', 'observability', 'shared-cache']],
  ['edge', 'purging the edge in front', ['shared', 'observability', 'shared-cache', 'store']],
  ['server-actions', 'the server-action guard', ['shared', 'observability', 'store']],
  ['data', "the shop's data", ['shared', 'observability', 'shared-cache', 'store', 'edge']],
  ['flows', 'shopper flows', ['shared', 'observability', 'shared-cache', 'store', 'edge', 'data']],
  [
    'webhooks',
    'the webhook receiver',
    ['shared', 'observability', 'shared-cache', 'store', 'edge'],
  ],
  [
    'runtime',
    'health, limits, shutdown',
    ['shared', 'observability', 'shared-cache', 'store', 'edge'],
  ],
  [
    'proxy',
    "proxy.ts's steps",
    ['shared', 'observability', 'store', 'data', 'flows', 'runtime', 'server-actions'],
  ],
];

function layerZones() {
  const names = LIB_LAYERS.map(([name]) => name);
  return LIB_LAYERS.map(([name, what, allowed]) => ({
    target: `./lib/${name}`,
    from: names
      .filter((other) => other !== name && !allowed.includes(other))
      .map((other) => `./lib/${other}`),
    message: `lib/${name} (${what}) imports only ${allowed.length ? allowed.map((layer) => `lib/${layer}`).join(', ') : 'lib/shared'}.`,
  }));
}

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  // Type-aware rules: promises that are neither awaited nor handled, unsafe `any` flows.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': 'error',
    },
  },
  // lib/ is layered (ARCHITECTURE.md): imports go downward only, and nothing in lib/
  // imports app/. tests/unit/module-boundaries.test.ts checks the client/server line.
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones(),
            {
              target: './lib',
              from: './app',
              message: 'lib/ never imports app/: pages call lib, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  // No import loops in the storefront's lib/ or the local store service: each module can be
  // read after the ones it imports. (Type-only imports do not count.)
  {
    files: ['lib/**/*.ts', 'emulator/**/*.ts', 'proxy.ts'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Tests read loosely typed JSON answers; asserting on them is the point.
  {
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Test doubles stand in for async functions without always awaiting anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  globalIgnores([
    // Next build output: .next, and the test and benchmark builds.
    '.next*/**',
    'out/**',
    'build/**',
    'data/**',
    'next-env.d.ts',
    'graphql/generated/**',
    'emulator/graphql/generated/**',
    'test-results/**',
    'playwright-report/**',
    'bench-results/**',
    '*.mjs',
  ]),
]);
