import { type IncomingHttpHeaders } from 'node:http';
import { ApiError } from './errors';

/**
 * The header that names the customer an impersonation-token request acts as. On the wire
 * it has the real service's spelling (its storefront tokens reference); the seed writes it
 * neutrally, and that spelling is accepted as an alias so clients written from the seed work.
 */
export const CUSTOMER_ID_HEADER = 'x-bc-customer-id';
export const SEED_CUSTOMER_ID_HEADER = 'x-svc-customer-id';

/** How messages name the header: its wire spelling. */
export const CUSTOMER_ID_HEADER_LABEL = 'X-Bc-Customer-Id';

/**
 * The customer id header's value as sent (real spelling or alias), undefined when neither
 * is sent. Both spellings with different values are a 400: which customer is meant is unclear.
 */
export function customerIdHeaderValue(headers: IncomingHttpHeaders): string | undefined {
  const real = headers[CUSTOMER_ID_HEADER];
  const alias = headers[SEED_CUSTOMER_ID_HEADER];
  const value = (header: string | string[] | undefined) =>
    Array.isArray(header) ? header.join(', ') : header;
  if (real !== undefined && alias !== undefined && value(real) !== value(alias)) {
    throw new ApiError(
      400,
      `${CUSTOMER_ID_HEADER_LABEL} and its alias X-Svc-Customer-Id name different customers. Send one of them.`,
    );
  }
  return value(real ?? alias);
}
