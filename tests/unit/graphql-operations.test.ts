import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, validate, type DocumentNode, Kind, visit } from 'graphql';
import { generateFiles } from '@/scripts/codegen';
import {
  BEYOND_REFERENCE,
  REFERENCE_SCHEMA_PATH,
  loadProjectSchema,
  loadReferenceSchema,
  skipWithoutReference,
} from '../support/reference-schema';

const dir = join(process.cwd(), 'graphql/operations');
const files = readdirSync(dir).filter((f) => f.endsWith('.graphql'));
/** The operations share fragments across files, so they are validated as one document. */
const document: DocumentNode = parse(
  files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n'),
);
const reference = loadReferenceSchema();

describe('the storefront operations in graphql/operations', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('are valid against graphql/schema.graphql', () => {
    expect(validate(loadProjectSchema(), document).map((e) => e.message)).toEqual([]);
  });

  it(`are valid against the real service's schema (${REFERENCE_SCHEMA_PATH})`, (context) => {
    skipWithoutReference(context, REFERENCE_SCHEMA_PATH);
    // Less the operations of what the reference lacks on purpose (BEYOND_REFERENCE).
    const withinReference: DocumentNode = {
      ...document,
      definitions: document.definitions.filter(
        (d) =>
          d.kind !== Kind.OPERATION_DEFINITION ||
          !(BEYOND_REFERENCE.operations as readonly string[]).includes(d.name?.value ?? ''),
      ),
    };
    expect(validate(reference!, withinReference).map((e) => e.message)).toEqual([]);
  });

  it('never put a password inline: the login mutation takes $email and $pass variables', () => {
    const problems: string[] = [];
    visit(document, {
      Field(node) {
        if (node.name.value !== 'login') return;
        for (const arg of node.arguments ?? []) {
          if (
            (arg.name.value === 'password' || arg.name.value === 'email') &&
            arg.value.kind !== Kind.VARIABLE
          ) {
            problems.push(`login(${arg.name.value}:) is inline`);
          }
        }
        const password = node.arguments?.find((a) => a.name.value === 'password');
        if (password?.value.kind === Kind.VARIABLE && password.value.name.value !== 'pass')
          problems.push('login password variable is not $pass');
      },
    });
    expect(problems).toEqual([]);
  });
});

describe('generated GraphQL code', () => {
  it('is up to date with the schema and operations (run npm run codegen)', async () => {
    for (const file of await generateFiles()) {
      const onDisk = readFileSync(join(process.cwd(), file.path), 'utf8');
      expect(onDisk, `${file.path} is stale: run npm run codegen`).toBe(file.content);
    }
  });
});
