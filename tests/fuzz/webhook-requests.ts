import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { signatureHeaders as storeSignature } from '../../emulator/webhooks/callback-signature';
import { WEBHOOK_SECRET_HEADER } from '../../lib/webhooks/header';
import type { FuzzRequest } from './action-requests';
import { anyJson, hostileString, randomBytes, stringsIn, wtf8 } from './hostile';

/**
 * Webhook callbacks to POST /api/webhooks, from valid ones (the store's own shape, with
 * the shared secret header and, when the store signs, a Standard Webhooks signature) to
 * mutated, wrong-typed, unsigned and random ones, and signatures gone wrong: another key,
 * truncated, several with one good, too old, from the future, an id replayed.
 */
export interface WebhookStore {
  secret: string;
  storeHash: string;
  storeId: number;
  /** The API account's client secret, when the storefront verifies signatures. */
  clientSecret?: string;
}

type Signing =
  | 'good'
  | 'other key'
  | 'truncated'
  | 'several, one good'
  | 'old'
  | 'future'
  | 'replayed id'
  | 'none';

/** The Standard Webhooks headers for `body` as `signing` says (none without a client secret). */
function signatureHeaders(
  body: Uint8Array,
  signing: Signing,
  serial: number,
  clientSecret: string | undefined,
): Record<string, string> {
  if (!clientSecret || signing === 'none') return {};
  const skewMs = signing === 'old' ? -10 * 60_000 : signing === 'future' ? 10 * 60_000 : 0;
  // Signed as the store signs (the receiver decodes the bytes the same lossy way).
  const headers: Record<string, string> = storeSignature(
    signing === 'other key' ? `x${clientSecret}` : clientSecret,
    {
      id: signing === 'replayed id' ? 'msg_fuzz_replayed' : `msg_fuzz_${serial}`,
      at: Date.now() + skewMs,
      body: Buffer.from(body).toString(),
    },
  );
  const signature = headers['webhook-signature']!;
  if (signing === 'truncated') headers['webhook-signature'] = signature.slice(0, 12);
  if (signing === 'several, one good')
    headers['webhook-signature'] = `v1,AAAA v1a,${signature.slice(3)} ${signature}`;
  return headers;
}

const signing = fc.oneof(
  { weight: 12, arbitrary: fc.constant<Signing>('good') },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Signing>(
      'other key',
      'truncated',
      'several, one good',
      'old',
      'future',
      'replayed id',
      'none',
    ),
  },
);
let serial = 0;

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
      signing,
    )
    .map(([callback, secretValue, how]): FuzzRequest => {
      const body = wtf8(JSON.stringify(callback) ?? '');
      return {
        mode: 'fetch',
        headers: {
          ...signed(secretValue),
          ...signatureHeaders(body, how, (serial += 1), store.clientSecret),
        },
        body,
        injected: stringsIn(callback),
        // The receiver is the shop's own route: no framework envelope around it.
        mangles: null,
      };
    });
  const bytes = fc
    .tuple(randomBytes, secret, signing)
    .map(([body, secretValue, how]): FuzzRequest => ({
      mode: 'bytes',
      headers: {
        ...signed(secretValue),
        ...signatureHeaders(body, how, (serial += 1), store.clientSecret),
      },
      body,
      injected: [],
      mangles: null,
    }));
  return fc.oneof({ weight: 8, arbitrary: json }, { weight: 1, arbitrary: bytes });
}
