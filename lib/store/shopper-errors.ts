import 'server-only';
import { StoreApiError } from './management/errors';
import { StoreInputError, StoreRequestError, StoreUnavailableError } from './errors';
import { STORE_REFUSED_MESSAGE, STORE_UNAVAILABLE_MESSAGE } from '../shared/shopper-messages';
import { loggerFor } from '../observability/logger.mjs';

/**
 * The message a form shows when a call to the store failed. The storefront API's messages
 * are written for shoppers (e.g. "Only 3 are in stock"), except GraphQL's refusals of a
 * variable; those and the management API's (meant for the merchant) go to the server log
 * and the shopper gets a plain sentence.
 * Anything else is a bug, rethrown so the error page shows and the server logs it.
 */
export function shopperMessage(error: unknown): string {
  if (error instanceof StoreUnavailableError) return STORE_UNAVAILABLE_MESSAGE;
  if (error instanceof StoreInputError && error.variable) return refused(error);
  if (error instanceof StoreRequestError) return error.message;
  if (error instanceof StoreApiError) {
    loggerFor('store').error(`store management API: ${error.message}`);
    return error.kind === 'unreachable' || error.kind === 'server' || error.kind === 'rate_limited'
      ? STORE_UNAVAILABLE_MESSAGE
      : STORE_REFUSED_MESSAGE;
  }
  throw error;
}

/**
 * shopperMessage for a call whose store messages are not written for shoppers (reading an
 * order: its refusals are GraphQL's words about variables): every refusal is the plain
 * sentence, whatever the store said.
 */
export function plainShopperMessage(error: unknown): string {
  return error instanceof StoreRequestError ? refused(error) : shopperMessage(error);
}

/**
 * The plain sentence for a refusal whose message is not for shoppers. The log gets the
 * code and the variable refused, not the message: it can quote the values sent.
 */
function refused(error: StoreRequestError): string {
  const variable =
    error instanceof StoreInputError && error.variable ? `, variable ${error.variable}` : '';
  loggerFor('store').error(
    `store GraphQL: request refused (${error.code ?? 'no code'}${variable})`,
  );
  return STORE_REFUSED_MESSAGE;
}
