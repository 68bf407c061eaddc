import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStore, startTestStore } from '../../support/store-service';
import { Fixtures } from './fixtures';
import { PLANS, STORE_OPTIONS } from './plans';
import {
  REFERENCE_OPENAPI_DIR,
  type SpecFile,
  loadSpecFile,
  referenceAvailable,
  specFileNames,
} from './reference-spec';
import { type OperationResult, runOperation, runOrder } from './runner';
import { SPEC_EXCEPTIONS, type SpecException } from './spec-exceptions';

/**
 * The local store service against the real service's OpenAPI files: every operation is
 * called on the demo store (its request examples too, with the demo store's ids), and
 * every answer, success or error, is validated against the operation's responses with
 * openapi-response-validator. That validator was chosen because it reads both Swagger 2.0
 * (webhooks.v2.yml) and OpenAPI 3.0 with one Ajv-based engine and handles OpenAPI's
 * `nullable`; it is small (Ajv and the OpenAPI types) and used by express-openapi.
 * CONFORMANCE_REPORT=<file> writes every operation's findings there as JSON.
 */

const available = referenceAvailable();
if (!available) {
  console.log(
    `OpenAPI conformance: skipped, the reference files are not at ${REFERENCE_OPENAPI_DIR} (they are not part of the repository).`,
  );
}

const results = new Map<string, OperationResult[]>();
const excusedSeen = new Set<SpecException>();

describe.skipIf(!available)(
  `OpenAPI conformance (skipped when ${REFERENCE_OPENAPI_DIR} is absent)`,
  () => {
    const files = available ? specFileNames() : [];

    afterAll(() => {
      const rows = [...results].map(([file, ops]) => ({
        file,
        inSpec: ops.length,
        implemented: ops.filter((o) => o.implemented).length,
        valid: ops.filter((o) => o.implemented && o.problems.length === 0).length,
      }));
      const total = rows.reduce(
        (t, r) => ({
          inSpec: t.inSpec + r.inSpec,
          implemented: t.implemented + r.implemented,
          valid: t.valid + r.valid,
        }),
        {
          inSpec: 0,
          implemented: 0,
          valid: 0,
        },
      );
      const width = Math.max(...rows.map((r) => r.file.length), 5);
      const line = (name: string, a: number | string, b: number | string, c: number | string) =>
        `${name.padEnd(width)}  ${String(a).padStart(7)}  ${String(b).padStart(11)}  ${String(c).padStart(5)}`;
      if (process.env.CONFORMANCE_REPORT)
        writeFileSync(
          process.env.CONFORMANCE_REPORT,
          JSON.stringify(Object.fromEntries(results), null, 1),
        );
      console.log(
        [
          'OpenAPI conformance',
          line('file', 'in spec', 'implemented', 'valid'),
          ...rows.map((r) => line(r.file, r.inSpec, r.implemented, r.valid)),
          line('total', total.inSpec, total.implemented, total.valid),
        ].join('\n'),
      );
    });

    for (const file of files) {
      describe(file, () => {
        let spec: SpecFile;
        let store: TestStore;
        let fx: Fixtures;
        let scopelessToken: string;
        const fileResults: OperationResult[] = [];

        beforeAll(async () => {
          spec = loadSpecFile(file);
          store = await startTestStore(STORE_OPTIONS[file]);
          fx = new Fixtures(store);
          scopelessToken = store.createApiAccount('no scopes', []).accessToken;
          results.set(file, fileResults);
        });
        afterAll(() => store?.close());

        it('implements every operation, and every answer matches the spec', async () => {
          for (const op of runOrder(spec.operations)) {
            const result = await runOperation(
              { store, spec, fx, scopelessToken },
              op,
              PLANS[file] ?? {},
            ).catch((error: unknown): OperationResult => ({
              key: op.key,
              implemented: true,
              problems: [`the plan failed: ${String(error)}`],
              excused: [],
            }));
            fileResults.push(result);
            for (const e of result.excused) excusedSeen.add(e);
          }
          const failures = fileResults.flatMap((r) =>
            r.implemented ? r.problems.map((p) => `${r.key}: ${p}`) : [`${r.key}: not implemented`],
          );
          expect(failures).toEqual([]);
        });
      });
    }

    it('needs every written exception (an exception nothing needs any more is removed)', () => {
      const checkedFiles = new Set(results.keys());
      const unused = SPEC_EXCEPTIONS.filter((e) => checkedFiles.has(e.file) && !excusedSeen.has(e));
      expect(unused.map((e) => `${e.file} ${e.operation} ${e.status}: ${e.reason}`)).toEqual([]);
    });
  },
);
