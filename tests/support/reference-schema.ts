import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { type TestContext } from 'vitest';

/**
 * The real service's reference files (schema dump, OpenAPI files) live beside the project
 * (../shared/reference), not in it; STORE_REFERENCE_DIR names another place. Tests that
 * compare against them skip where the folder is absent, and say so in the test output.
 */
export const REFERENCE_DIR = resolve(
  process.cwd(),
  process.env.STORE_REFERENCE_DIR ?? '../shared/reference',
);
export const REFERENCE_SCHEMA_PATH = resolve(REFERENCE_DIR, 'storefront-schema.graphql');

/** Skips the running test when `path` is absent, printing why (a bare skip is easy to miss). */
export function skipWithoutReference(context: TestContext, path: string): void {
  if (existsSync(path)) return;
  const reason = `skipped: the real service's reference file ${path} is absent (set STORE_REFERENCE_DIR to its folder)`;
  console.warn(reason);
  context.skip(reason);
}

export function loadReferenceSchema(): GraphQLSchema | null {
  if (!existsSync(REFERENCE_SCHEMA_PATH)) return null;
  return buildSchema(readFileSync(REFERENCE_SCHEMA_PATH, 'utf8'), { assumeValidSDL: true });
}

export function loadProjectSchema(): GraphQLSchema {
  return buildSchema(readFileSync(resolve(process.cwd(), 'graphql/schema.graphql'), 'utf8'));
}

/**
 * What graphql/schema.graphql has that the reference schema lacks, on purpose: the real
 * service's `updateCartLocale` (issue 29: the reference has no way to change a cart's
 * locale after `createCart`). The local store answers it; the storefront uses it only to
 * make a cart follow the shopper's language, and carries on without it where a store
 * refuses it (lib/data/cart.ts).
 */
export const BEYOND_REFERENCE = {
  fields: ['CartMutations.updateCartLocale'],
  types: ['UpdateCartLocaleInput', 'UpdateCartLocaleDataInput', 'UpdateCartLocaleResult'],
  operations: ['UpdateCartLocale'],
} as const;
