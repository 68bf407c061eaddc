/** The name of the storefront's encrypted session cookie (shared with scripts that act as a shopper). */
export const SESSION_COOKIE = 'storefront_session';
