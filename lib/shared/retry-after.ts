/**
 * A `Retry-After` header's wait in milliseconds (it is either seconds or an HTTP date),
 * or undefined when there is none or it cannot be read.
 */
export function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
