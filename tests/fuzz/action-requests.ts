import fc from 'fast-check';
import { anyJson, hostileString, randomBytes, wtf8 } from './hostile';

/**
 * Server action calls as raw HTTP requests, valid and mutated: what React's fetch call
 * (Next-Action header, multipart reply encoding) and a form posted without JavaScript
 * (`$ACTION_REF_…` fields) send, and what a hostile client sends instead.
 *
 * Each case knows whether it mangles the framework's envelope (the action id, the
 * multipart structure, React's encoded references, the call's arguments) or is a
 * well-formed call whose fields hold hostile values. Next.js decodes the envelope; what it
 * cannot read it answers itself, with a 500 until vercel/next.js#86945 is fixed. The
 * values are the shop's to handle: a well-formed call must never get a 5xx.
 */

export type Field = { name: string; value: string | Uint8Array; file?: boolean };

export interface FuzzRequest {
  /** What kind of case this is, for the report. */
  mode: 'fetch' | 'no-js' | 'text' | 'bytes' | 'bad-id' | 'cross-origin';
  headers: Record<string, string>;
  body: Uint8Array;
  /** Strings the request carries that a hostile client chose (checked against echoes). */
  injected: string[];
  /** What of the framework's envelope this case mangles, or null for a well-formed call. */
  mangles: string | null;
}

const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW';

/** A multipart/form-data body written byte by byte, so invalid UTF-8 reaches the server as sent. */
export function multipart(fields: Field[], boundary = BOUNDARY): Uint8Array {
  const parts: Buffer[] = [];
  for (const field of fields) {
    const name = wtf8(field.name.replace(/["\r\n]/g, '_'));
    const disposition = field.file
      ? Buffer.concat([Buffer.from('; filename="x.bin"\r\nContent-Type: application/octet-stream')])
      : Buffer.alloc(0);
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="`),
      name,
      Buffer.from('"'),
      disposition,
      Buffer.from('\r\n\r\n'),
    );
    parts.push(
      typeof field.value === 'string' ? wtf8(field.value) : Buffer.from(field.value),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/** The form's fields as valid input: name -> an arbitrary of good values. */
export type ValidFields = Record<string, fc.Arbitrary<string>>;

type Mutation =
  | { kind: 'drop'; at: number }
  | { kind: 'replace'; at: number; value: string }
  | { kind: 'file'; at: number; bytes: Uint8Array }
  | { kind: 'duplicate'; at: number; value: string }
  | { kind: 'extra'; name: string; value: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileString }),
  fc.record({
    kind: fc.constant('replace' as const),
    at: fc.nat(),
    value: anyJson.map((json) => JSON.stringify(json) ?? ''),
  }),
  fc.record({ kind: fc.constant('file' as const), at: fc.nat(), bytes: randomBytes }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(), value: hostileString }),
  fc.record({ kind: fc.constant('extra' as const), name: hostileString, value: hostileString }),
);

/**
 * A field name that breaks the multipart structure rather than being a hostile name: a
 * control character in a part's header, or a header past busboy's 16 KB (Next.js's parser
 * refuses both; the Fetch API's does not).
 */
function breaksMultipart(name: string): boolean {
  return /[\x00-\x08\x0a-\x1f\x7f]/.test(name) || wtf8(name).byteLength > 16 * 1024 - 200;
}

/** The strings of a JSON value that React would read as references (unescaped `$`). */
function holdsReferences(value: unknown): boolean {
  if (typeof value === 'string') return value.startsWith('$');
  if (Array.isArray(value)) return value.some(holdsReferences);
  if (value && typeof value === 'object') return Object.values(value).some(holdsReferences);
  return false;
}

/** Valid fields with 0 to 4 mutations: missing, wrong-typed, duplicated, extra, hostile values. */
export function mutatedFields(
  valid: ValidFields,
): fc.Arbitrary<{ fields: Field[]; injected: string[] }> {
  const names = Object.keys(valid);
  const base = fc.record(valid);
  return fc.tuple(base, fc.array(mutation, { maxLength: 4 })).map(([values, mutations]) => {
    let fields: Field[] = names.map((name) => ({ name, value: values[name]! }));
    const injected: string[] = [];
    for (const m of mutations) {
      const at = 'at' in m && fields.length ? m.at % fields.length : -1;
      if (m.kind === 'drop' && at >= 0) fields = fields.filter((_, i) => i !== at);
      if (m.kind === 'replace' && at >= 0) fields[at] = { name: fields[at]!.name, value: m.value };
      if (m.kind === 'file' && at >= 0)
        fields[at] = { name: fields[at]!.name, value: m.bytes, file: true };
      if (m.kind === 'duplicate' && at >= 0)
        fields.push({ name: fields[at]!.name, value: m.value });
      if (m.kind === 'extra') fields.push({ name: m.name, value: m.value });
      if ('value' in m) injected.push(m.value);
    }
    return { fields, injected };
  });
}

/** useActionState's previous state, as a client could send it: nothing, JSON, or references. */
const previousState = fc.oneof(
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom('$T', '$Q1', '$@5', '$F1', '$K1', '$undefined', '$D2020-01-01', '$n12'),
);

/** A call of action `id` with `argCount` arguments (the form last; 0 for an action without). */
export function actionRequests(
  id: string,
  argCount: number,
  valid: ValidFields,
  origin: string,
): fc.Arbitrary<FuzzRequest> {
  const fields = mutatedFields(valid);
  const sameOrigin = { origin };
  const fetchCall = fc
    .tuple(fields, previousState, fc.boolean())
    .map(([{ fields: form, injected }, previous, keepShape]): FuzzRequest => {
      // React's encoding: field 0 holds the arguments, `$K1` the form, whose fields are `_1_<name>`.
      const args =
        argCount === 0
          ? []
          : [...Array.from({ length: argCount - 1 }, () => previous), keepShape ? '$K1' : previous];
      // The root goes last, as React writes it: the server builds the form from the fields before it.
      const body = multipart([
        ...form.map((field) => ({ ...field, name: `_1_${field.name}` })),
        { name: '0', value: JSON.stringify(args) },
      ]);
      const previousUsed = argCount > 1 || (argCount === 1 && !keepShape);
      return {
        mode: 'fetch',
        headers: { ...sameOrigin, 'next-action': id, 'content-type': multipartType },
        body,
        injected,
        mangles: form.some((field) => breaksMultipart(`_1_${field.name}`))
          ? 'multipart structure'
          : argCount > 0 && !keepShape
            ? 'arguments (no form where the action takes one)'
            : previousUsed && holdsReferences(previous)
              ? "React's references"
              : null,
      };
    });
  const noJsForm = fc
    .tuple(fields, previousState)
    .map(([{ fields: form, injected }, previous]): FuzzRequest => {
      const action: Field[] =
        argCount <= 1
          ? [{ name: `$ACTION_ID_${id}`, value: '' }]
          : [
              { name: '$ACTION_REF_1', value: '' },
              { name: '$ACTION_1:0', value: JSON.stringify({ id, bound: '$@1' }) },
              { name: '$ACTION_1:1', value: JSON.stringify([previous]) },
              { name: '$ACTION_KEY', value: 'k0' },
            ];
      return {
        mode: 'no-js',
        headers: { ...sameOrigin, 'content-type': multipartType },
        body: multipart([...action, ...form]),
        injected,
        mangles: form.some((field) => breaksMultipart(field.name))
          ? 'multipart structure'
          : form.some((field) => field.name.startsWith('$ACTION_'))
            ? "the form's action fields"
            : argCount > 1 && holdsReferences(previous)
              ? "React's references"
              : null,
      };
    });
  const textCall = anyJson.map((json): FuzzRequest => {
    const text = JSON.stringify(json) ?? 'undefined';
    return {
      mode: 'text',
      headers: { ...sameOrigin, 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' },
      body: wtf8(text),
      injected: [text],
      // Only an action that takes nothing can be called well with a text body: [] and plain data.
      mangles:
        argCount === 0 && Array.isArray(json) && !holdsReferences(json)
          ? null
          : 'arguments (a text body)',
    };
  });
  const bytes = fc
    .tuple(
      randomBytes,
      fc.constantFrom(
        multipartType,
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'text/plain',
        'application/json',
        'application/octet-stream',
      ),
    )
    .map(([body, type]): FuzzRequest => ({
      mode: 'bytes',
      headers: { ...sameOrigin, 'next-action': id, 'content-type': type },
      body,
      injected: [],
      mangles: 'the body (random bytes)',
    }));
  const badId = fc
    .tuple(
      hostileString.filter(
        (s) =>
          !/^[0-9a-f]{42}$/.test(s) &&
          /^[\t\x20-\x7e]*$/.test(s) &&
          s.trim() === s &&
          s.length < 4_000,
      ),
      fields,
    )
    .map(([badActionId, { fields: form, injected }]): FuzzRequest => ({
      mode: 'bad-id',
      headers: { ...sameOrigin, 'next-action': badActionId, 'content-type': multipartType },
      body: multipart([
        ...form.map((field) => ({ ...field, name: `_1_${field.name}` })),
        { name: '0', value: '[null,"$K1"]' },
      ]),
      injected,
      mangles: 'the action id',
    }));
  const crossOrigin = fc
    .tuple(
      fc.constantFrom(
        'https://evil.example',
        'null',
        'http://127.0.0.1.evil.example',
        'not a url',
        'http://localhost:1',
      ),
      fields,
    )
    .map(([foreign, { fields: form, injected }]): FuzzRequest => ({
      mode: 'cross-origin',
      headers: { origin: foreign, 'next-action': id, 'content-type': multipartType },
      body: multipart([
        ...form.map((field) => ({ ...field, name: `_1_${field.name}` })),
        { name: '0', value: JSON.stringify(argCount === 0 ? [] : [null, '$K1']) },
      ]),
      injected,
      // Refused before Next.js reads it (403), whatever it holds.
      mangles: null,
    }));
  return fc.oneof(
    { weight: 6, arbitrary: fetchCall },
    { weight: 3, arbitrary: noJsForm },
    { weight: 1, arbitrary: textCall },
    { weight: 1, arbitrary: bytes },
    { weight: 1, arbitrary: badId },
    { weight: 1, arbitrary: crossOrigin },
  );
}
