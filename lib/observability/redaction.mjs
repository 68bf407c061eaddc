/**
 * What a log line must never carry, whatever a message or a field holds: the values of the
 * secrets in the environment, tokens (a JWT like the impersonation token, a bearer value),
 * cookies and e-mail addresses. Applied to every line (logger.ts), at every level.
 */

/** The environment variables whose values are secrets (lib/store/config.ts reads them). */
const SECRET_VARIABLES = [
  'STORE_API_TOKEN',
  'STORE_CLIENT_SECRET',
  'SESSION_SECRET',
  'WEBHOOK_SECRET',
  'METRICS_TOKEN',
];

/** Field names whose values are dropped whole, whatever they hold. */
export const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'secret',
  'authorization',
  'cookie',
  'set-cookie',
  'email',
  'x-auth-token',
  'x-webhook-secret',
];

export const REDACTED = '[redacted]';

/** @type {readonly RegExp[]} */
const PATTERNS = [
  // A JWT (the customer impersonation token and the store's others): three base64url parts.
  /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]{4,}/g,
  // An Authorization value or a cookie pair named as such.
  /\b(Bearer|Basic)\s+[^\s"',;]+/gi,
  /\b(storefront_session|__Host-[\w-]+)=[^\s;"']+/g,
  // An e-mail address.
  /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(\.[\w-]+)+/g,
];

/** The secrets' current values (read each time: tests and restarts change the environment). */
/** @returns {string[]} */
function secretValues() {
  return SECRET_VARIABLES.map((name) => process.env[name]?.trim() ?? '').filter(
    (value) => value.length >= 8,
  );
}

/**
 * `text` with every secret value, token, cookie and e-mail address replaced.
 * @param {string} text
 * @returns {string}
 */
export function redact(text) {
  let out = text;
  for (const value of secretValues()) out = out.split(value).join(REDACTED);
  for (const pattern of PATTERNS) out = out.replace(pattern, REDACTED);
  return out;
}

const SECRET_FIELD_NAMES = new Set(SECRET_FIELDS.map((name) => name.toLowerCase()));

/**
 * A copy of a log line's fields with secret fields dropped and every string redacted.
 * @param {unknown} value
 * @returns {unknown}
 */
export function redactFields(value, depth = 0) {
  if (typeof value === 'string') return redact(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  // pino serializes an error after this runs; its text is redacted with the whole line.
  if (value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => redactFields(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET_FIELD_NAMES.has(key.toLowerCase()) ? REDACTED : redactFields(field, depth + 1),
    ]),
  );
}
