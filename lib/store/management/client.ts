import { type z } from 'zod';
import { failureReason } from '../../shared/failure-reason';
import { fetchWithin } from '../../shared/fetch-within';
import { ADVICE, StoreApiError, kindOfStatus } from './errors';
import { inSpan, withTraceContext } from '../../observability/tracing';

export interface StoreApiOptions {
  /** `{base_url}` of the seed: `https://host/stores/{store_hash}`. */
  baseUrl: string;
  token: string;
  clientId: string;
  /** Per-request time-out. */
  timeoutMs?: number;
  /** How many times a 429 is waited out before it is an error (default 3). */
  rateLimitRetries?: number;
  /** Called once per HTTP request made (for progress output and counting). */
  onRequest?: (method: string, path: string) => void;
  /** Called once per call answered or failed, with its duration (the storefront's metrics). */
  onCall?: (call: ManagementCall) => void;
}

/** One management API call as the metrics see it: ids in the path are `{id}`. */
export interface ManagementCall {
  operation: string;
  outcome: 'ok' | 'refused' | 'unavailable';
  seconds: number;
}

/** `GET /v3/catalog/products/12/images` as `GET /v3/catalog/products/{id}/images`. */
export function operationOf(method: string, path: string): string {
  return `${method} ${path.split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/{id}')}`;
}

export interface RequestOptions<S extends z.ZodType> {
  /** Checks and types the response body; a mismatch is an `unexpected_response` error. */
  schema: S;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
}

const MAX_RATE_LIMIT_RETRIES = 3;

/**
 * A small typed client of the management REST API: JSON in and out, `X-Auth-Token` and
 * `X-Auth-Client` on every call, responses checked with zod, errors as StoreApiError,
 * and waits out a 429 using the store's `X-Rate-Limit-Time-Reset-Ms`.
 */
export class StoreApiClient {
  private readonly baseUrl: string;

  constructor(private readonly options: StoreApiOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  /**
   * Sends one call in a `store.management <operation>` span whose `traceparent` goes to the
   * store, and tells onCall how it went.
   */
  async request<S extends z.ZodType>(
    method: string,
    path: string,
    options: RequestOptions<S>,
  ): Promise<z.output<S>> {
    const operation = operationOf(method, path);
    return inSpan(
      `store.management ${operation}`,
      { 'storefront.store.operation': operation },
      async (span) => {
        const started = performance.now();
        let outcome: ManagementCall['outcome'] = 'ok';
        try {
          return await this.send(method, path, options);
        } catch (error) {
          outcome =
            error instanceof StoreApiError &&
            error.kind !== 'unreachable' &&
            error.status !== null &&
            error.status < 500
              ? 'refused'
              : 'unavailable';
          throw error;
        } finally {
          span.setAttribute('storefront.store.outcome', outcome);
          this.options.onCall?.({
            operation,
            outcome,
            seconds: (performance.now() - started) / 1000,
          });
        }
      },
    );
  }

  private async send<S extends z.ZodType>(
    method: string,
    path: string,
    options: RequestOptions<S>,
  ): Promise<z.output<S>> {
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const timeoutMs = this.options.timeoutMs ?? 15_000;
    for (let attempt = 0; ; attempt++) {
      this.options.onRequest?.(method, path);
      let response: Response;
      try {
        response = await fetchWithin(
          url,
          {
            method,
            headers: withTraceContext(
              new Headers({
                accept: 'application/json',
                'x-auth-token': this.options.token,
                'x-auth-client': this.options.clientId,
                ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
                ...options.headers,
              }),
            ),
            body: options.body === undefined ? undefined : JSON.stringify(options.body),
          },
          timeoutMs,
        );
      } catch (error) {
        // failureReason, not the error's message: node's fetch quotes a bad header value
        // (the token) in it.
        const reason = failureReason(error, timeoutMs);
        throw new StoreApiError(
          'unreachable',
          `Cannot reach the store's management API at ${url.origin} (${reason}). Check STORE_API_URL and that the store is running.`,
          null,
        );
      }

      if (
        response.status === 429 &&
        attempt < (this.options.rateLimitRetries ?? MAX_RATE_LIMIT_RETRIES)
      ) {
        const waitMs = Number(response.headers.get('x-rate-limit-time-reset-ms')) || 1000;
        await new Promise((resolve) => setTimeout(resolve, Math.min(waitMs, 30_000)));
        continue;
      }

      const text = await response.text();
      const body: unknown = text ? safeJson(text) : null;
      if (!response.ok) throw errorFrom(method, path, response.status, body);
      const parsed = options.schema.safeParse(body);
      if (!parsed.success) {
        throw new StoreApiError(
          'unexpected_response',
          `The store answered ${method} ${path} with a body this storefront does not understand: ${parsed.error.issues[0]?.message ?? 'invalid'} at ${parsed.error.issues[0]?.path.join('.') ?? '?'}.`,
          response.status,
        );
      }
      return parsed.data;
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Reads the real service's error shapes: v3 `{ title, errors }`, v2 `[{ message }]`. */
function errorFrom(method: string, path: string, status: number, body: unknown): StoreApiError {
  let message = '';
  let fieldErrors: Record<string, string> = {};
  if (Array.isArray(body)) {
    message = body
      .map((e: { message?: unknown }) => (typeof e?.message === 'string' ? e.message : ''))
      .filter(Boolean)
      .join('; ');
    // v2 puts the reason of a 422 in `details.invalid_reason`: a text, or field -> problem.
    for (const e of body as { details?: { invalid_reason?: unknown } }[]) {
      const reason = e?.details?.invalid_reason;
      if (typeof reason === 'string') message = `${message} (${reason})`;
      else if (reason && typeof reason === 'object') {
        Object.assign(
          fieldErrors,
          Object.fromEntries(Object.entries(reason).filter(([, v]) => typeof v === 'string')),
        );
      }
    }
  } else if (body && typeof body === 'object') {
    const v3 = body as { title?: unknown; errors?: unknown };
    if (typeof v3.title === 'string') message = v3.title;
    if (v3.errors && typeof v3.errors === 'object' && !Array.isArray(v3.errors)) {
      fieldErrors = Object.fromEntries(
        Object.entries(v3.errors).filter(([, v]) => typeof v === 'string'),
      );
    }
  } else if (typeof body === 'string') {
    message = body.slice(0, 300);
  }
  const kind = kindOfStatus(status);
  const details = Object.entries(fieldErrors)
    .map(([field, problem]) => `${field}: ${problem}`)
    .join('; ');
  const text = [
    `${method} ${path} failed with ${status}: ${message || 'no message'}`,
    details && `(${details})`,
    ADVICE[kind],
  ]
    .filter(Boolean)
    .join(' ');
  return new StoreApiError(kind, text, status, fieldErrors);
}
