import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import OpenAPIResponseValidator from 'openapi-response-validator';

/**
 * The real service's OpenAPI files live beside the project (../shared/reference/openapi),
 * never in it: the conformance test reads them where they are and skips, saying why, where
 * they are absent (a clean clone in CI).
 */
export const REFERENCE_OPENAPI_DIR = resolve(process.cwd(), '../shared/reference/openapi');

export const referenceAvailable = (): boolean => existsSync(REFERENCE_OPENAPI_DIR);

type Json = Record<string, any>;

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** One operation of a spec file, with local `$ref`s of its parameters and body resolved. */
export interface SpecOperation {
  file: string;
  method: string;
  /** The path as the spec writes it, e.g. `/catalog/products/{product_id}`. */
  path: string;
  /** `GET /catalog/products/{product_id}`: how plans and exceptions name the operation. */
  key: string;
  pathParams: string[];
  /** The JSON body's examples as written (every named example, the media type's own one, else the body schema's). */
  bodyExamples: Array<{ name: string; value: unknown }>;
  /** Media types the request body may have; empty for none. */
  bodyTypes: string[];
  /**
   * The operation requires a `Content-Type` header (most of the v3 files' writes, and some
   * operations that define no body: a payment capture, a checkout token): a client following
   * the file sends `Content-Type: application/json` even where it sends no body.
   */
  requiresContentType: boolean;
  /** The spec's response statuses (`200`, `4XX`, `default`). */
  statuses: string[];
  /** The spec's response for the status (exact, `4XX` or `default`) gives a body schema. */
  describesBody(status: number): boolean;
  validate(
    status: number,
    body: unknown,
  ): { message: string; errors: Array<{ path: string; message: string }> } | undefined;
}

export interface SpecFile {
  file: string;
  /** `v2` or `v3`: the path prefix after `/stores/{store_hash}`. */
  version: 'v2' | 'v3';
  swagger2: boolean;
  /**
   * How the file's errors look where it does not describe them: the v3 object
   * `{ status, title, type }`, or for v2 files the v2 array `[{ status, message }]`.
   */
  errorShape: 'array' | 'object';
  operations: SpecOperation[];
}

/** Follows a local `$ref` (`#/components/...`, `#/definitions/...`) until it reaches an object. */
function resolveRef(doc: Json, value: any): any {
  let current = value;
  for (
    let hops = 0;
    current && typeof current === 'object' && typeof current.$ref === 'string';
    hops++
  ) {
    if (hops > 20 || !current.$ref.startsWith('#/'))
      throw new Error(`cannot follow $ref ${current.$ref}`);
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce(
        (node: any, part: string) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
        doc,
      );
  }
  return current;
}

/** Some files write an example as JSON text in a string; the body it means is that JSON. */
function jsonTextOrValue(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function bodyExamplesOf(
  doc: Json,
  operation: Json,
  swagger2: boolean,
): { types: string[]; examples: Array<{ name: string; value: unknown }> } {
  if (swagger2) {
    const body = (operation.parameters ?? [])
      .map((p: unknown) => resolveRef(doc, p))
      .find((p: Json) => p.in === 'body');
    if (!body) return { types: [], examples: [] };
    const examples = Object.entries<unknown>(body['x-examples'] ?? {}).map(([name, value]) => ({
      name,
      value,
    }));
    return { types: ['application/json'], examples };
  }
  const requestBody = resolveRef(doc, operation.requestBody);
  if (!requestBody) return { types: [], examples: [] };
  const content: Json = requestBody.content ?? {};
  const json = content['application/json'];
  const examples: Array<{ name: string; value: unknown }> = [];
  if (json?.example !== undefined) examples.push({ name: 'example', value: json.example });
  for (const [name, example] of Object.entries<Json>(json?.examples ?? {})) {
    const resolved = resolveRef(doc, example);
    if (resolved?.value !== undefined) examples.push({ name, value: resolved.value });
  }
  // Many files keep request examples as `x-examples` beside the content (the Swagger 2.0 habit): examples too.
  for (const [name, written] of Object.entries<unknown>(requestBody['x-examples'] ?? {})) {
    const value = jsonTextOrValue(written);
    if (!examples.some((e) => JSON.stringify(e.value) === JSON.stringify(value)))
      examples.push({ name, value });
  }
  // Without an example of the request itself, the body schema's own example is the request example.
  const schemaExample = resolveRef(doc, json?.schema)?.example;
  if (!examples.length && schemaExample !== undefined)
    examples.push({ name: 'schema example', value: schemaExample });
  return { types: Object.keys(content), examples };
}

/**
 * A response validator per operation, built when first used: the whole components tree is
 * copied into each compiled schema, which is worth doing only for operations that run.
 * openapi-response-validator reads both Swagger 2.0 (`schema`, `definitions`) and OpenAPI
 * 3.0 (`content`, `components`); response-level `$ref`s are resolved here, schema `$ref`s
 * by its Ajv instance.
 */
function lazyValidator(doc: Json, operation: Json, swagger2: boolean): SpecOperation['validate'] {
  let validator: OpenAPIResponseValidator | null = null;
  return (status, body) => {
    if (!validator) {
      const responses = Object.fromEntries(
        Object.entries<unknown>(operation.responses ?? {}).map(([code, r]) => [
          code,
          resolveRef(doc, r),
        ]),
      );
      validator = new OpenAPIResponseValidator({
        responses,
        ...(swagger2
          ? { definitions: doc.definitions ?? {} }
          : { components: doc.components ?? {} }),
      });
    }
    return validator.validateResponse(status, body);
  };
}

/**
 * OpenAPI 3.0 (and Swagger 2.0) write an exclusive bound as a flag beside `maximum` /
 * `minimum`; the validator's Ajv speaks JSON Schema draft-07 and later, where the
 * exclusive bound is the number itself. Rewrites the flags in place so the files' own
 * bounds are checked, not refused as a malformed schema.
 */
function draft7Bounds(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(draft7Bounds);
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  for (const [flag, bound] of [
    ['exclusiveMaximum', 'maximum'],
    ['exclusiveMinimum', 'minimum'],
  ] as const) {
    if (typeof schema[flag] !== 'boolean') continue;
    if (schema[flag] && typeof schema[bound] === 'number') {
      schema[flag] = schema[bound];
      delete schema[bound];
    } else {
      delete schema[flag];
    }
  }
  Object.values(schema).forEach(draft7Bounds);
}

/**
 * A `pattern` that is no regular expression in Ajv's unicode mode is the file's mistake:
 * the checkouts file's phone pattern writes a quantifier as `{1-5}`. Such a quantifier
 * is read as what it means (`{1,5}`), so the rest of the schema still checks answers.
 */
function readablePatterns(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(readablePatterns);
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (typeof schema.pattern === 'string') {
    try {
      new RegExp(schema.pattern, 'u');
    } catch {
      schema.pattern = schema.pattern.replace(/\{(\d+)-(\d+)\}/g, '{$1,$2}');
    }
  }
  Object.values(schema).forEach(readablePatterns);
}

/** v2 files whose errors are the v3 object: the webhooks interface's (see `answersV2Errors` in emulator/http/errors.ts). */
const V2_FILES_WITH_OBJECT_ERRORS = new Set(['webhooks.v2.yml']);

export function loadSpecFile(file: string): SpecFile {
  // CORE_SCHEMA: dates in examples stay the strings the file wrote.
  const doc = load(readFileSync(join(REFERENCE_OPENAPI_DIR, file), 'utf8'), {
    schema: CORE_SCHEMA,
  }) as Json;
  draft7Bounds(doc);
  readablePatterns(doc);
  const swagger2 = doc.swagger === '2.0';
  const base: string = swagger2 ? doc.basePath : (doc.servers?.[0]?.url ?? '');
  const version = /\/v2\/?$/.test(base) ? 'v2' : 'v3';
  const operations: SpecOperation[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const { types, examples } = bodyExamplesOf(doc, operation, swagger2);
      const requiresContentType = [...(item.parameters ?? []), ...(operation.parameters ?? [])]
        .map((p: unknown) => resolveRef(doc, p))
        .some(
          (p: Json) => p?.in === 'header' && /^content-type$/i.test(p.name) && p.required === true,
        );
      operations.push({
        file,
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        bodyExamples: examples,
        bodyTypes: types,
        requiresContentType,
        statuses: Object.keys(operation.responses ?? {}),
        describesBody: (status) => {
          const responses = operation.responses ?? {};
          const response = resolveRef(
            doc,
            responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default,
          );
          if (!response) return false;
          return swagger2
            ? Boolean(response.schema)
            : Object.values<Json>(response.content ?? {}).some((media) => media.schema);
        },
        validate: lazyValidator(doc, operation, swagger2),
      });
    }
  }
  return {
    file,
    version,
    swagger2,
    errorShape: version === 'v2' && !V2_FILES_WITH_OBJECT_ERRORS.has(file) ? 'array' : 'object',
    operations,
  };
}

export const specFileNames = (): string[] =>
  readdirSync(REFERENCE_OPENAPI_DIR)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort();
