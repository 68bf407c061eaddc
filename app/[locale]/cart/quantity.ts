/** Upper bound of a cart line's quantity the form offers; the store enforces its own stock and limits. */
export const MAX_QUANTITY = 999;
