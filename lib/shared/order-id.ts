/** The largest GraphQL Int: the store's order ids are Ints, and GraphQL refuses a larger one. */
const GRAPHQL_INT_MAX = 2 ** 31 - 1;

/**
 * The order id in a route param or form field, or null when it cannot be one. Checked here,
 * before any call, so an id the store could never hold is a plain not-found.
 */
export function orderIdOf(raw: string): number | null {
  const id = Number(raw);
  return /^\d+$/.test(raw) && id > 0 && id <= GRAPHQL_INT_MAX ? id : null;
}
