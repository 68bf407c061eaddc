import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      'server-only': fileURLToPath(new URL('./tests/support/server-only-stub.ts', import.meta.url)),
      // Only Next.js's compiler can supply a page's root parameters (the page's language).
      'next/root-params': fileURLToPath(
        new URL('./tests/support/root-params-stub.ts', import.meta.url),
      ),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ['default'],
    // graphql 16 ships CJS (main) and ESM (module). Vite resolves our imports to the ESM
    // build; these packages would otherwise load the CJS one through Node, and graphql
    // refuses schemas from "another realm". Inlining makes them share one copy.
    server: { deps: { inline: ['graphql-http', /@graphql-tools\//] } },
  },
});
