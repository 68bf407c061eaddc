import { createHash } from 'node:crypto';

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
