import { createHash, randomUUID } from 'node:crypto';
import { signatureHeaders } from '../../emulator/webhooks/callback-signature';
import { WEBHOOK_SECRET_HEADER } from '../../lib/webhooks/header';

/**
 * A webhook callback body as the store sends it (seed 2.9): `hash` is the SHA-1 of the
 * JSON-encoded data, `created_at` now in whole seconds.
 */
export function callbackBody(
  input: { storeHash: string; storeId: number },
  scope: string,
  data: Record<string, unknown>,
): string {
  return JSON.stringify({
    scope,
    store_id: String(input.storeId),
    producer: `stores/${input.storeHash}`,
    data,
    hash: createHash('sha1').update(JSON.stringify(data)).digest('hex'),
    created_at: Math.floor(Date.now() / 1000),
  });
}

/**
 * The headers a store sends with a callback: the hooks' secret header and, given the API
 * account's client secret, a Standard Webhooks signature over `body`, made as the local
 * store service makes its own (emulator/webhooks/callback-signature.ts), with an id of its
 * own unless one is given (a redelivery passes the first delivery's headers instead).
 */
export function callbackHeaders(
  body: string,
  secrets: { webhookSecret: string; clientSecret?: string },
): Record<string, string> {
  return {
    'content-type': 'application/json',
    [WEBHOOK_SECRET_HEADER]: secrets.webhookSecret,
    ...(secrets.clientSecret
      ? signatureHeaders(secrets.clientSecret, {
          id: `msg_${randomUUID()}`,
          at: Date.now(),
          body,
        })
      : {}),
  };
}
