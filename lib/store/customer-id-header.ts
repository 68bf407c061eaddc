/**
 * The header that makes an impersonation-token GraphQL request act as a signed-in
 * customer. The seed writes it `X-Svc-Customer-Id`; a real store reads only its own
 * spelling (its storefront tokens reference), so that is what goes on the wire.
 */
export const CUSTOMER_ID_HEADER = 'x-bc-customer-id';
