/**
 * Sentences shoppers read, used by server code and by client components alike (so this
 * module imports nothing).
 */
export const STORE_UNAVAILABLE_MESSAGE =
  'We could not reach the store just now. Please try again in a moment.';
