/**
 * Sentences shoppers read, used by server code and by client components alike (so this
 * module imports nothing).
 */
export const STORE_UNAVAILABLE_MESSAGE =
  'We could not reach the store just now. Please try again in a moment.';

/** The plain sentence for a refusal whose own words are not for shoppers (lib/store/shopper-errors.ts). */
export const STORE_REFUSED_MESSAGE =
  'The store could not complete this request. Please try again, or contact us if it keeps happening.';
