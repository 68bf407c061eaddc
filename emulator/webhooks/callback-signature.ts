import { Webhook } from 'standardwebhooks';
import { unixSeconds } from '../core';

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com), as the real service's
 * newer deliveries carry them: `webhook-signature` is `v1,<base64 HMAC-SHA256>` over
 * `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed by the client secret of the API
 * account that created the hook. The hook's custom `headers` (the seed's mechanism) are sent
 * besides, unchanged.
 */

export const SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

export type SignatureHeaders = Record<(typeof SIGNATURE_HEADERS)[number], string>;

/**
 * The `webhook-id` of an event's callbacks: the same on every attempt and redelivery of
 * that event (the id is derived from the event, not from the attempt), and unique across
 * events and stores (event ids are never reused within a store's database; the store hash
 * is random per store).
 */
export const webhookIdOf = (storeHash: string, eventId: number): string =>
  `msg_${storeHash}_${eventId}`;

/**
 * The three signature headers of one attempt. `key` is the client secret as the real
 * service uses it: its characters are the HMAC key (the library's `raw` format); bytes
 * (for instance a decoded `whsec_` secret) are used as they are.
 */
export function signatureHeaders(
  key: string | Uint8Array,
  message: {
    id: string;
    /** Milliseconds of the attempt; sent as whole Unix seconds. */
    at: number;
    body: string;
  },
): SignatureHeaders {
  const seconds = unixSeconds(message.at);
  const signature = new Webhook(key, { format: 'raw' }).sign(
    message.id,
    new Date(seconds * 1000),
    message.body,
  );
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(seconds),
    'webhook-signature': signature,
  };
}
