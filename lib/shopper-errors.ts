import { StoreApiError } from './store-api/errors';
import { StoreRequestError, StoreUnavailableError } from './storefront/errors';

export const STORE_UNAVAILABLE_MESSAGE = 'We could not reach the store just now. Please try again in a moment.';
const STORE_REFUSED_MESSAGE = 'The store could not complete this request. Please try again, or contact us if it keeps happening.';

/**
 * The message a form shows when a call to the store failed. The storefront API's messages
 * are written for shoppers (e.g. "Only 3 are in stock"); the management API's are meant
 * for the merchant, so they go to the server log and the shopper gets a plain sentence.
 * Anything else is a bug, rethrown so the error page shows and the server logs it.
 */
export function shopperMessage(error: unknown): string {
  if (error instanceof StoreUnavailableError) return STORE_UNAVAILABLE_MESSAGE;
  if (error instanceof StoreRequestError) return error.message;
  if (error instanceof StoreApiError) {
    console.error(`store management API: ${error.message}`);
    return error.kind === 'unreachable' || error.kind === 'server' || error.kind === 'rate_limited' ? STORE_UNAVAILABLE_MESSAGE : STORE_REFUSED_MESSAGE;
  }
  throw error;
}
