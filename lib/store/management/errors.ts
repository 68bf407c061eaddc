/** What went wrong talking to the management API, in terms a caller can act on. */
export type StoreApiErrorKind =
  | 'unreachable'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'invalid'
  | 'rate_limited'
  | 'server'
  | 'unexpected_response';

/**
 * A failed management API call. The message is the store's own (e.g. the 403 that names
 * the missing scope, the 422 title) plus what to do; it never contains the API token.
 */
export class StoreApiError extends Error {
  constructor(
    readonly kind: StoreApiErrorKind,
    message: string,
    readonly status: number | null,
    /** Field -> problem, from a 422. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'StoreApiError';
  }
}

export function kindOfStatus(status: number): StoreApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server';
  return 'invalid';
}

/** Advice appended to the store's message, by kind. */
export const ADVICE: Partial<Record<StoreApiErrorKind, string>> = {
  unauthorized: 'Check STORE_API_TOKEN and the store hash in STORE_API_URL.',
  forbidden: 'Give the API account the scope named above, then use its token.',
  rate_limited: 'The store is rate limiting this API account; try again shortly.',
  server: 'The store failed; try again later.',
};
