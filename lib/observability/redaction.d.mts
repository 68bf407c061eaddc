/** Field names whose values are dropped whole, whatever they hold. */
export const SECRET_FIELDS: readonly string[];
export const REDACTED: string;
/** `text` with every secret value, token, cookie and e-mail address replaced. */
export function redact(text: string): string;
/** A copy of a log line's fields with secret fields dropped and every string redacted. */
export function redactFields(value: unknown, depth?: number): unknown;
