import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';

/**
 * The real service's schema dump lives beside the project (../shared/reference), not in
 * it. Tests that compare against it skip, saying why, where that folder is absent.
 */
export const REFERENCE_SCHEMA_PATH = resolve(process.cwd(), '../shared/reference/storefront-schema.graphql');

export function loadReferenceSchema(): GraphQLSchema | null {
  if (!existsSync(REFERENCE_SCHEMA_PATH)) return null;
  return buildSchema(readFileSync(REFERENCE_SCHEMA_PATH, 'utf8'), { assumeValidSDL: true });
}

export function loadProjectSchema(): GraphQLSchema {
  return buildSchema(readFileSync(resolve(process.cwd(), 'graphql/schema.graphql'), 'utf8'));
}
