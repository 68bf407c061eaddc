import fs from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';
import importCycles from './eslint-rules/no-import-cycle.mjs';

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
  ['i18n', "the shop's languages and messages", ['shared', 'observability', 'store']],
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

/**
 * The layers of the local store service (emulator/), bottom first, each with what it is and
 * its modules (emulator/README.md, "Modules and layers"). Every top-level folder of
 * emulator/ is a module, and so is every top-level file. A module imports only the modules
 * listed before it (earlier in its own layer, or in a lower layer), and another module only
 * through that module's face, its index.ts: the lint zones are made from this one table.
 */
const EMULATOR_LAYERS = [
  ['frame', 'context, database, money, time, HTTP helpers', ['core', 'http']],
  [
    'store setup',
    'what the other resources refer to',
    ['metafields', 'channels', 'sites', 'currencies', 'geography', 'outbox', 'webhooks'],
  ],
  [
    'resources',
    'catalog, customers, marketing, themes and content',
    [
      'catalog',
      'locales',
      'shipping',
      'customers',
      'storefront-tokens',
      'pricelists',
      'channel-listings',
      'wishlists',
      'marketing',
      'themes',
      'content',
    ],
  ],
  ['shopping', 'carts, orders and the checkout', ['carts', 'orders', 'checkout']],
  ['interfaces', 'the storefront GraphQL API and the demo store', ['graphql', 'demo']],
  ['service', 'the assembly and its entry points', ['modules.ts', 'server.ts', 'cli.ts']],
];

function emulatorZones() {
  const layerOf = new Map(
    EMULATOR_LAYERS.flatMap(([layer, what, names]) =>
      names.map((name) => [name, `${layer}: ${what}`]),
    ),
  );
  const modules = [...layerOf.keys()];
  // A module left out of the table would escape the zones: lint stops and says so.
  const unlisted = fs
    .readdirSync(new URL('./emulator', import.meta.url), { withFileTypes: true })
    .filter(
      (entry) =>
        (entry.isDirectory() && entry.name !== 'node_modules') || entry.name.endsWith('.ts'),
    )
    .map((entry) => entry.name)
    .filter((name) => !modules.includes(name));
  if (unlisted.length)
    throw new Error(
      `eslint.config.mjs: put emulator/${unlisted.join(', emulator/')} into EMULATOR_LAYERS.`,
    );
  return modules.flatMap((module, rank) => {
    const above = modules.slice(rank + 1);
    const downward = above.length
      ? [
          {
            target: `./emulator/${module}`,
            from: above.map((name) => `./emulator/${name}`),
            message: `emulator/${module} (${layerOf.get(module)}) imports only modules listed before it in EMULATOR_LAYERS: move the code down, or have the upper module provide it through a port (core/port.ts).`,
          },
        ]
      : [];
    const face = module.endsWith('.ts')
      ? []
      : [
          {
            target: ['./emulator/*.ts', `./emulator/!(${module})/**`],
            from: `./emulator/${module}`,
            except: ['./index.ts'],
            message: `Other modules use emulator/${module} through its face, emulator/${module}/index.ts: export what they need from there.`,
          },
        ];
    return [...downward, ...face];
  });
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
  // The local store service is layered too (EMULATOR_LAYERS): imports go downward, and into
  // another module only through its face, index.ts.
  {
    files: ['emulator/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: emulatorZones() },
      ],
    },
  },
  // No import loops in the storefront's lib/ or the local store service: each file can be
  // read after the ones it imports. Type-only imports count too (import/no-cycle leaves
  // them out; eslint-rules/no-import-cycle.mjs follows them).
  {
    files: ['lib/**/*.ts', 'emulator/**/*.ts', 'proxy.ts'],
    plugins: { 'import-cycles': importCycles },
    rules: { 'import-cycles/no-import-cycle': 'error' },
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
