/**
 * Failures of the storefront's calls to the store, in the two kinds pages care about:
 * the store could not be reached (show the friendly error page), or it answered with a
 * message meant for the shopper (show it next to the form).
 */
export class StoreUnavailableError extends Error {
  constructor(reason: string) {
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
