import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

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
  // lib/ is layered (ARCHITECTURE.md): shared pure helpers at the bottom, then the store
  // transport, the shop's data, the shopper flows; imports go downward only, and nothing in
  // lib/ imports app/. tests/unit/module-boundaries.test.ts checks the client/server line.
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib/shared',
              from: [
                './lib/store',
                './lib/data',
                './lib/flows',
                './lib/runtime',
                './lib/webhooks',
                './lib/server-actions',
                './lib/shared-cache',
                './lib/edge',
              ],
              message: 'lib/shared is pure and browser-safe: it imports only lib/shared.',
            },
            {
              target: './lib/observability',
              from: [
                './lib/shared',
                './lib/store',
                './lib/data',
                './lib/flows',
                './lib/runtime',
                './lib/webhooks',
                './lib/server-actions',
                './lib/shared-cache',
                './lib/edge',
              ],
              message:
                'lib/observability (logs, metrics, traces) is used by every layer and imports none of them.',
            },
            {
              target: './lib/store',
              from: [
                './lib/data',
                './lib/flows',
                './lib/runtime',
                './lib/webhooks',
                './lib/server-actions',
                './lib/edge',
              ],
              message: 'lib/store (the transport) sits below the data, flows and runtime layers.',
            },
            {
              target: './lib/data',
              from: ['./lib/flows', './lib/runtime', './lib/webhooks', './lib/server-actions'],
              message:
                'lib/data sits below the flows: a flow may use data, not the other way round.',
            },
            {
              target: './lib/flows',
              from: ['./lib/runtime', './lib/webhooks', './lib/server-actions'],
              message: 'lib/flows does not reach into the runtime or the webhook receiver.',
            },
            {
              target: './lib/webhooks',
              from: ['./lib/data', './lib/flows', './lib/runtime'],
              message:
                'the webhook receiver needs only the store transport, the shared helpers and the shared cache.',
            },
            {
              target: './lib/edge',
              from: [
                './lib/data',
                './lib/flows',
                './lib/runtime',
                './lib/webhooks',
                './lib/server-actions',
              ],
              message:
                'lib/edge (purging the edge in front) uses the store configuration and the shared helpers only.',
            },
            {
              target: './lib/runtime',
              from: ['./lib/data', './lib/flows', './lib/webhooks'],
              message:
                'lib/runtime (health, shutdown) uses the store transport and the edge purge queue only.',
            },
            {
              target: [
                './lib/shared',
                './lib/store',
                './lib/data',
                './lib/flows',
                './lib/runtime',
                './lib/webhooks',
                './lib/edge',
                './lib/server-actions',
                './lib/shared-cache',
              ],
              from: './lib/proxy',
              message: "lib/proxy holds proxy.ts's steps: only proxy.ts composes them.",
            },
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
