/**
 * Why a request could not be sent, in words safe for an error message or a log. Only the
 * error's kind goes in (its name, a system error code like ECONNREFUSED, or a fixed text),
 * never its message: node's fetch puts header values in its messages (`Headers.set:
 * "Bearer <token>…" is an invalid header value`), so a message may carry a secret.
 */
export function failureReason(error: unknown, timeoutMs?: number): string {
  const name = nameOf(error);
  if (name === 'TimeoutError')
    return timeoutMs ? `no answer within ${timeoutMs / 1000} s` : 'no answer in time';
  if (name === 'AbortError') return 'the request was cancelled';
  const code = codeOf(error) ?? codeOf(error instanceof Error ? error.cause : undefined);
  if (code) return `network error ${code}`;
  return name ? `the request could not be sent (${name})` : 'the request could not be sent';
}

const SAFE_NAME = /^[A-Za-z]{1,40}$/;
const SAFE_CODE = /^[A-Z][A-Z0-9_]{1,40}$/;

function nameOf(error: unknown): string | null {
  const name = error instanceof Error || error instanceof DOMException ? error.name : null;
  return name && SAFE_NAME.test(name) ? name : null;
}

function codeOf(error: unknown): string | null {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && SAFE_CODE.test(code) ? code : null;
}
