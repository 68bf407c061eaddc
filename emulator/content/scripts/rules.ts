/** Values and limits of scripts, from the reference of `/v3/content/scripts`. */

export const SCRIPT_KINDS = ['src', 'script_tag'] as const;
export type ScriptKind = (typeof SCRIPT_KINDS)[number];

export const LOAD_METHODS = ['default', 'async', 'defer'] as const;
export type LoadMethod = (typeof LOAD_METHODS)[number];

export const LOCATIONS = ['head', 'footer'] as const;

/** `storefront` is every page that is neither checkout nor order confirmation. */
export const VISIBILITIES = ['storefront', 'all_pages', 'checkout', 'order_confirmation'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const CONSENT_CATEGORIES = ['essential', 'functional', 'analytics', 'targeting'] as const;
/** What a script gets when it names no consent category; it is not accepted as input. */
export const UNKNOWN_CONSENT = 'unknown';

export const MAX_HTML_LENGTH = 65_536;
export const MAX_INTEGRITY_HASHES = 5;
export const MAX_SCRIPTS_PER_CHANNEL = 50;
export const MAX_SCRIPTS_PER_API_CLIENT = 10;

export const SORT_FIELDS = ['name', 'description', 'date_created', 'date_modified'] as const;
