import { type TestStore } from '../../support/store-service';

/** One request of the conformance run, relative to `/stores/{hash}/{version}`. */
export interface Call {
  /** Values of the path's `{parameters}`. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  /** A JSON body. */
  body?: unknown;
  /** A multipart body instead (file uploads). */
  form?: () => FormData;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  body: unknown;
  /** The raw text, for messages. */
  text: string;
}

/** Fills `{name}` in a spec path; a missing value is the plan's mistake, so it throws. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Sends a call with `token` (null: none) and reads the answer (JSON when it is JSON).
 * `contentType`: the operation requires a `Content-Type` header, so a call without a body
 * says `application/json` too (and sends no body), as a client following the file does.
 */
export async function send(
  store: TestStore,
  version: 'v2' | 'v3',
  method: string,
  path: string,
  call: Call,
  token: string | null,
  contentType = false,
): Promise<Answer> {
  const url = new URL(`${store.apiUrl}/${version}${fillPath(path, call.params)}`);
  for (const [name, value] of Object.entries(call.query ?? {}))
    url.searchParams.set(name, String(value));
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-auth-client': store.primaryAccount.clientId,
    ...(token ? { 'x-auth-token': token } : {}),
  };
  let body: BodyInit | undefined;
  if (call.form) body = call.form();
  else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  } else if (contentType) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method, headers: { ...headers, ...call.headers }, body });
  const text = await response.text();
  let parsed: unknown = null;
  if (text && (response.headers.get('content-type') ?? '').includes('json'))
    parsed = JSON.parse(text);
  else if (text) parsed = text;
  return { status: response.status, body: parsed, text };
}
