import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { WEBHOOK_SECRET_HEADER } from '../../lib/webhooks/header';
import type { FuzzRequest } from './action-requests';
import { anyJson, hostileString, randomBytes, stringsIn, wtf8 } from './hostile';

/**
 * Webhook callbacks to POST /api/webhooks, from valid ones (the store's own shape, signed
 * with the shared secret) to mutated, wrong-typed, unsigned and random ones.
 */
export interface WebhookStore {
  secret: string;
  storeHash: string;
  storeId: number;
}

const SCOPES = [
  'store/product/updated',
  'store/product/deleted',
  'store/cart/created',
  'store/cart/updated',
  'store/cart/lineItem/created',
  'store/order/created',
  'store/order/statusUpdated',
  'store/category/updated',
  'store/unknown/event',
];

const id = fc.oneof(
  fc.integer({ min: 1, max: 60 }),
  fc.uuid(),
  fc.integer(),
  fc.double(),
  hostileString,
);

export function webhookRequests(store: WebhookStore): fc.Arbitrary<FuzzRequest> {
  const data = fc.record(
    {
      type: fc.oneof(fc.constantFrom('product', 'cart', 'order', 'category'), hostileString),
      id,
      cartId: id,
      orderId: id,
    },
    { requiredKeys: ['type', 'id'] },
  );
  const valid = fc.tuple(fc.constantFrom(...SCOPES), data).map(([scope, body]) => ({
    scope,
    store_id: String(store.storeId),
    producer: `stores/${store.storeHash}`,
    data: body,
    hash: createHash('sha1').update(JSON.stringify(body)).digest('hex'),
    created_at: Math.floor(Date.now() / 1000),
  }));
  const KEYS = ['scope', 'store_id', 'producer', 'data', 'hash', 'created_at'];
  const mutated = fc
    .tuple(
      valid,
      fc.array(
        fc.tuple(fc.constantFrom(...KEYS, 'extra'), fc.oneof(anyJson, fc.constant(undefined))),
        { maxLength: 3 },
      ),
    )
    .map(([callback, changes]) => {
      const out: Record<string, unknown> = { ...callback };
      for (const [key, value] of changes) {
        if (value === undefined) delete out[key];
        else out[key] = value;
      }
      return out;
    });
  const secret = fc.oneof(
    { weight: 8, arbitrary: fc.constant(store.secret) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: hostileString.filter((s) => /^[\t\x20-\x7e]{0,200}$/.test(s)) },
  );
  const signed = (secretValue: string | null) => ({
    'content-type': 'application/json',
    ...(secretValue === null ? {} : { [WEBHOOK_SECRET_HEADER]: secretValue }),
  });

  const json = fc
    .tuple(
      fc.oneof(
        { weight: 2, arbitrary: valid },
        { weight: 6, arbitrary: mutated },
        { weight: 1, arbitrary: anyJson },
      ),
      secret,
    )
    .map(([callback, secretValue]): FuzzRequest => {
      const text = JSON.stringify(callback) ?? '';
      return {
        mode: 'fetch',
        headers: signed(secretValue),
        body: wtf8(text),
        injected: stringsIn(callback),
      };
    });
  const bytes = fc.tuple(randomBytes, secret).map(([body, secretValue]): FuzzRequest => ({
    mode: 'bytes',
    headers: signed(secretValue),
    body,
    injected: [],
  }));
  return fc.oneof({ weight: 8, arbitrary: json }, { weight: 1, arbitrary: bytes });
}
