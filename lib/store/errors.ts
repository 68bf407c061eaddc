import 'server-only';
import { failureReason } from '../shared/failure-reason';
import { StoreApiError } from './management/errors';

/**
 * Failures of the storefront's calls to the store, in the kinds pages care about: the
 * store could not be reached (show the friendly error page), it answered with a message
 * meant for the shopper (show it next to the form), or it refused a value the request
 * sent (StoreInputError: the page treats the value as wrong).
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
 * The store refused a value the request sent: not an outage, and not worth the error page.
 * The page treats the value as wrong instead (a listing cursor from an old link gives the
 * first page; an order id the store cannot take is an order it does not have).
 * Either the store looked at the value and said no (code BAD_USER_INPUT; its message says
 * why in words written for the caller, "Choose the options of …"), or GraphQL refused a
 * `variable` before the store looked (an id past the 32-bit Int range; its message names
 * the variable and quotes the value, for developers only).
 */
export class StoreInputError extends StoreRequestError {
  constructor(
    message: string,
    /** The variable GraphQL refused (`$orderId`), or null when the store refused a value. */
    readonly variable: string | null,
  ) {
    super(message, 'BAD_USER_INPUT');
    this.name = 'StoreInputError';
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

/** What a 503 for a store outage says in Retry-After: a short outage is over in seconds, and a client asks again. */
export const STORE_RETRY_AFTER_SECONDS = 5;
