import { z } from 'zod';
import { type Store, type StoreEvent } from '../core';

/**
 * The body of every callback: minimal detail about what happened; the receiver fetches
 * the rest through the API. Strict, so a test parsing a received body notices any extra
 * or missing field.
 */
export const callbackPayload = z
  .object({
    scope: z.string(),
    /**
     * The store's numeric id. Seed 2.9 types it as an integer; the real service's examples
     * show a string. The seed wins where it states a rule (see the reference README).
     */
    store_id: z.number().int(),
    data: z.record(z.string(), z.unknown()),
    /** SHA-1 hex of the JSON-encoded `data`: the same for every redelivery of an event. */
    hash: z.string().regex(/^[0-9a-f]{40}$/),
    /** When the event happened, Unix seconds. */
    created_at: z.number().int(),
    producer: z.string(),
  })
  .strict();

export type CallbackPayload = z.infer<typeof callbackPayload>;

export function callbackPayloadOf(
  store: Pick<Store, 'id' | 'hash'>,
  event: StoreEvent,
): CallbackPayload {
  return {
    scope: event.scope,
    store_id: store.id,
    data: event.data,
    hash: event.hash,
    created_at: event.createdAt,
    producer: `stores/${store.hash}`,
  };
}
