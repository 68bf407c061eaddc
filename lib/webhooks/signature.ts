import 'server-only';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { ConfigError, type StorefrontConfig } from '../store/config';

/**
 * The store's Standard Webhooks signature (https://www.standardwebhooks.com): each
 * callback carries `webhook-id` (the same on every redelivery of one event),
 * `webhook-timestamp` (this attempt, in Unix seconds) and `webhook-signature`, an
 * HMAC-SHA256 over `id.timestamp.body` keyed by the API account's client secret. The
 * `standardwebhooks` package checks it: in constant time, over the raw body, refusing a
 * timestamp more than 5 minutes away, and taking any one of several `v1,` signatures (a
 * store rotating its secret sends two).
 *
 * Unlike the WEBHOOK_SECRET header, which anyone who saw one callback could replay
 * forever, a signature binds the body and its time, and the receiver remembers the id.
 */

export interface SignaturePolicy {
  /** STORE_CLIENT_SECRET, or null when not configured (signatures cannot be checked). */
  secret: string | null;
  /** Whether a callback without a signature is refused (WEBHOOK_SIGNATURES=required). */
  required: boolean;
}

/** The policy the configuration sets; requiring signatures with no key to check them is a configuration error. */
export function signaturePolicyOf(
  config: Pick<StorefrontConfig, 'STORE_CLIENT_SECRET' | 'WEBHOOK_SIGNATURES'>,
): SignaturePolicy {
  const required = config.WEBHOOK_SIGNATURES === 'required';
  if (required && !config.STORE_CLIENT_SECRET)
    throw new ConfigError([
      "WEBHOOK_SIGNATURES=required needs STORE_CLIENT_SECRET, the API account's client secret, to check the signatures",
    ]);
  return { secret: config.STORE_CLIENT_SECRET ?? null, required };
}

const SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/** The verifier of one key, made once (a key's bytes, kept while it is the one configured). */
let verifier: { secret: string; webhook: Webhook } | undefined;
function verifierFor(secret: string): Webhook {
  if (verifier?.secret !== secret)
    verifier = { secret, webhook: new Webhook(secret, { format: 'raw' }) };
  return verifier.webhook;
}

type SignatureCheck =
  /** Signed and verified: `id` is the event's own id, exact for recognising redeliveries. */
  | { outcome: 'verified'; id: string }
  /** Not signed, and that is allowed (or no secret to check with): the header check stands alone. */
  | { outcome: 'unsigned' }
  /** Refused, with a reason that quotes nothing of the request. */
  | { outcome: 'refused'; reason: string };

function signatureHeadersOf(request: Request): Record<string, string> | null {
  const found = SIGNATURE_HEADERS.filter((name) => request.headers.has(name));
  if (found.length === 0) return null;
  return Object.fromEntries(found.map((name) => [name, request.headers.get(name)!]));
}

/** Why the package refused a signature, in words for the sender (its own are terse). */
function reasonFor(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/too old|too new/i.test(message))
    return 'The webhook-timestamp is more than 5 minutes from now: a signed callback is accepted only while it is fresh. Check the sender’s clock.';
  if (/missing required headers/i.test(message))
    return 'A signed callback needs all three of webhook-id, webhook-timestamp and webhook-signature.';
  return 'The webhook-signature does not match this body, id and time for the API account’s client secret (STORE_CLIENT_SECRET).';
}

/** Checks a callback's signature over its raw body (`text`, as sent) against the policy. */
export function checkSignature(
  request: Request,
  text: string,
  policy: SignaturePolicy,
): SignatureCheck {
  const headers = signatureHeadersOf(request);
  if (!headers) {
    return policy.required
      ? {
          outcome: 'refused',
          reason:
            'This storefront accepts signed webhook callbacks only (webhook-id, webhook-timestamp, webhook-signature: Standard Webhooks).',
        }
      : { outcome: 'unsigned' };
  }
  // Signed, but no secret to check with: the header check stands alone (setup says so).
  if (!policy.secret) return { outcome: 'unsigned' };
  try {
    verifierFor(policy.secret).verify(text, headers, { jsonParse: false });
    return { outcome: 'verified', id: headers['webhook-id']! };
  } catch (error) {
    // Anything else the package throws (a secret it cannot use) is a mismatch too.
    return {
      outcome: 'refused',
      reason: reasonFor(error instanceof WebhookVerificationError ? error : null),
    };
  }
}
