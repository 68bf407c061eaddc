import { type SignatureHeaders } from './callback-signature';
import { type HookHeaders } from './hooks-repository';

/**
 * Sends one callback over HTTP(S) with Node's fetch. https destinations get Node's default
 * certificate verification, so a self-signed certificate, a wrong host name or a missing
 * intermediate fails the attempt, as it does with the real service.
 */

export interface CallbackRequest {
  url: string;
  /** The JSON-encoded payload. */
  body: string;
  headers: HookHeaders | null;
  /** Standard Webhooks headers of this attempt; null when there is no key to sign with. */
  signature: SignatureHeaders | null;
  /** Real time, not the service clock: it bounds real network I/O. */
  timeoutMs: number;
  /** Aborted when the service shuts down; the attempt then does not count. */
  shutdown: AbortSignal;
}

export type SendResult =
  | { outcome: 'acknowledged'; status: number }
  | { outcome: 'failed'; status: number | null; error: string }
  | { outcome: 'interrupted' };

export async function postCallback(request: CallbackRequest): Promise<SendResult> {
  const timeout = AbortSignal.timeout(request.timeoutMs);
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      // The service's own headers last: a hook's headers cannot replace them.
      headers: { ...request.headers, ...request.signature, 'content-type': 'application/json' },
      body: request.body,
      // A redirect is an answer outside 2xx: the destination has to be fixed, not followed.
      redirect: 'manual',
      signal: AbortSignal.any([timeout, request.shutdown]),
    });
    // Only the status matters; dropping the body frees the connection at once.
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 200 && response.status < 300)
      return { outcome: 'acknowledged', status: response.status };
    return {
      outcome: 'failed',
      status: response.status,
      error: `answered HTTP ${response.status}`,
    };
  } catch (error) {
    if (request.shutdown.aborted) return { outcome: 'interrupted' };
    if (timeout.aborted)
      return { outcome: 'failed', status: null, error: `no answer within ${request.timeoutMs} ms` };
    return { outcome: 'failed', status: null, error: describeNetworkError(error) };
  }
}

const TLS_CODE = /CERT|SELF_SIGNED|TLS|SSL|UNABLE_TO_VERIFY/;

/**
 * Says why the request failed without repeating anything of the request itself (its
 * headers may hold secrets): only the network layer's own message and code.
 */
function describeNetworkError(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (!(cause instanceof Error)) return 'the callback request could not be made';
  const code = 'code' in cause && typeof cause.code === 'string' ? cause.code : '';
  const what = TLS_CODE.test(code) ? 'TLS handshake failed' : 'connection failed';
  const detail =
    cause.message || (cause instanceof AggregateError ? cause.errors.map(String).join('; ') : '');
  return `${what}: ${detail}${code ? ` (${code})` : ''}`;
}
