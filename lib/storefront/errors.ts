import { failureReason } from '../failure-reason';
import { StoreApiError } from '../store-api/errors';

/**
 * Failures of the storefront's calls to the store, in the two kinds pages care about:
 * the store could not be reached (show the friendly error page), or it answered with a
 * message meant for the shopper (show it next to the form).
 */
export class StoreUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`The store could not be reached: ${reason}`);
    this.name = 'StoreUnavailableError';
  }
}

export class StoreRequestError extends Error {
  constructor(
    message: string,
    /** The store's error code, e.g. INVALID_CREDENTIALS, TOO_MANY_REQUESTS, NOT_FOUND. */
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'StoreRequestError';
  }
}

/**
 * Why the store could not be reached, from safe parts only: a failed mint's StoreApiError
 * (whose messages are built never to hold the API token), else the failure's kind. Never
 * the message of a fetch error, which can quote the Authorization header's value.
 */
export function unavailableReason(error: unknown, timeoutMs?: number): string {
  if (error instanceof StoreApiError) return error.message;
  if (error instanceof StoreUnavailableError) return error.reason;
  return failureReason(error, timeoutMs);
}
