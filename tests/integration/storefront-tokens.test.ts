import { compactVerify, decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { verifyStorefrontToken } from '@/emulator/storefront-tokens';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';
import { newCustomer } from '../support/orders';

const START = Date.UTC(2026, 0, 1);
const NOW_S = START / 1000;
const HOUR = 3600;
const TEN_YEARS = 10 * 365 * 24 * HOUR;

let clock: VirtualClock;
let store: TestStore;
beforeAll(async () => {
  clock = new VirtualClock(START);
  store = await startTestStore({ clock });
});
afterAll(() => store.close());

const STOREFRONT = '/v3/storefront/api-token';
const IMPERSONATION = '/v3/storefront/api-token-customer-impersonation';
const nowSeconds = () => Math.floor(clock.now() / 1000);

async function mint(
  path: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await store.api('POST', path, {
    body: { channel_id: 1, expires_at: nowSeconds() + HOUR, ...body },
    headers,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.token;
}

async function newChannel(name: string): Promise<number> {
  const res = await store.api('POST', '/v3/channels', {
    body: { name, type: 'storefront', platform: 'next' },
  });
  return res.body.data.id;
}

describe('POST /v3/storefront/api-token', () => {
  it('answers 200 with { data: { token }, meta: {} }: an ES256 JWT with the real claims', async () => {
    const res = await store.api('POST', STOREFRONT, {
      body: {
        channel_id: 1,
        expires_at: NOW_S + HOUR,
        allowed_cors_origins: ['https://shop.example.com/', 'http://localhost:3000'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { token: expect.any(String) }, meta: {} });
    const token = res.body.data.token;
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', typ: 'JWT' });
    await expect(compactVerify(token, store.ctx.store.publicJwk)).resolves.toBeDefined();
    expect(decodeJwt(token)).toEqual({
      cid: 1,
      cors: ['https://shop.example.com', 'http://localhost:3000'],
      eat: NOW_S + HOUR,
      iat: nowSeconds(),
      iss: `stores/${store.storeHash}`,
      sid: store.ctx.store.id,
      sub: store.primaryAccount.clientId,
      sub_type: 2,
      token_type: 1,
    });
  });

  it('names the API account that asked in sub', async () => {
    const account = store.createApiAccount('tokens only', ['store_storefront_api']);
    const res = await store.api('POST', STOREFRONT, {
      token: account.accessToken,
      body: { channel_id: 1, expires_at: NOW_S + HOUR },
    });
    expect(res.status).toBe(200);
    expect(decodeJwt(res.body.data.token)).toMatchObject({ sub: account.clientId, cors: [] });
  });

  it('accepts channel_ids naming one channel, and 422 for several or both forms', async () => {
    const channelId = await newChannel('Token channel');
    const one = await store.api('POST', STOREFRONT, {
      body: { channel_ids: [channelId], expires_at: NOW_S + HOUR },
    });
    expect(one.status).toBe(200);
    expect(decodeJwt(one.body.data.token).cid).toBe(channelId);
    const several = await store.api('POST', STOREFRONT, {
      body: { channel_ids: [1, channelId], expires_at: NOW_S + HOUR },
    });
    expect(several.status).toBe(422);
    expect(several.body.errors.channel_ids).toBeDefined();
    const both = await store.api('POST', STOREFRONT, {
      body: { channel_id: 1, channel_ids: [1], expires_at: NOW_S + HOUR },
    });
    expect(both.status).toBe(422);
  });

  it('answers 422 naming expires_at when it is in the past, now, or more than ten years ahead', async () => {
    for (const [expires_at, text] of [
      [NOW_S - 1, 'not in the future'],
      [NOW_S, 'not in the future'],
      [NOW_S + TEN_YEARS + 1, 'ten years'],
      [(NOW_S + HOUR) * 1000, 'milliseconds'],
    ] as const) {
      const res = await store.api('POST', STOREFRONT, { body: { channel_id: 1, expires_at } });
      expect(res.status, String(expires_at)).toBe(422);
      expect(res.body.title).toContain(text);
      expect(res.body.errors.expires_at).toBeDefined();
    }
    expect(
      (
        await store.api('POST', STOREFRONT, {
          body: { channel_id: 1, expires_at: NOW_S + TEN_YEARS },
        })
      ).status,
    ).toBe(200);
    // The reference's own example value, some years ahead.
    expect(
      (await store.api('POST', STOREFRONT, { body: { channel_id: 1, expires_at: 1885635176 } }))
        .status,
    ).toBe(200);
  });

  it('answers 422 with field errors for missing and mistyped fields', async () => {
    for (const body of [
      { channel_id: 1 },
      { channel_id: 1, expires_at: `${NOW_S + HOUR}` },
      { channel_id: 1, expires_at: NOW_S + HOUR + 0.5 },
      { channel_id: 1, expires_at: -5 },
      { channel_id: '1', expires_at: NOW_S + HOUR },
      { channel_id: 0, expires_at: NOW_S + HOUR },
    ]) {
      const res = await store.api('POST', STOREFRONT, { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors).length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const noChannel = await store.api('POST', STOREFRONT, { body: { expires_at: NOW_S + HOUR } });
    expect(noChannel.status).toBe(422);
    expect(noChannel.body.errors.channel_id).toBe('required');
    const noBody = await store.api('POST', STOREFRONT);
    expect(noBody.status).toBe(422);
  });

  it('answers 422 naming a channel that does not exist', async () => {
    const res = await store.api('POST', STOREFRONT, {
      body: { channel_id: 99999, expires_at: NOW_S + HOUR },
    });
    expect(res.status).toBe(422);
    expect(res.body.title).toContain('Channel 99999');
    expect(res.body.errors.channel_id).toBeDefined();
  });

  it('answers 422 for allowed_cors_origins that are not one or two absolute origins', async () => {
    for (const origins of [
      ['https://shop.example.com/path'],
      ['ftp://shop.example.com'],
      ['shop.example.com'],
      ['https://a.example.com?x'],
      [],
      ['https://a.example', 'https://b.example', 'https://c.example'],
      'https://a.example',
      [5],
    ]) {
      const res = await store.api('POST', STOREFRONT, {
        body: { channel_id: 1, expires_at: NOW_S + HOUR, allowed_cors_origins: origins },
      });
      expect(res.status, JSON.stringify(origins)).toBe(422);
      expect(
        Object.keys(res.body.errors).some((key) => key.startsWith('allowed_cors_origins')),
        JSON.stringify(origins),
      ).toBe(true);
    }
  });

  it('answers 400 for malformed JSON and ignores unknown fields', async () => {
    expect((await store.api('POST', STOREFRONT, { rawBody: '{"channel_id": 1,' })).status).toBe(
      400,
    );
    const extra = await store.api('POST', STOREFRONT, {
      body: { channel_id: 1, expires_at: NOW_S + HOUR, scopes: ['Customer'], x: 1 },
    });
    expect(extra.status).toBe(200);
  });
});

describe('POST /v3/storefront/api-token-customer-impersonation', () => {
  it('answers 200 with an impersonation token (token_type 2, no CORS origins)', async () => {
    const token = await mint(IMPERSONATION);
    expect(decodeJwt(token)).toEqual({
      cid: 1,
      cors: [],
      eat: nowSeconds() + HOUR,
      iat: nowSeconds(),
      iss: `stores/${store.storeHash}`,
      sid: store.ctx.store.id,
      sub: store.primaryAccount.clientId,
      sub_type: 2,
      token_type: 2,
    });
  });

  it('records the X-Bc-Customer-Id header (or its alias X-Svc-Customer-Id) as the customer_id claim', async () => {
    const customerId = await newCustomer(store, 'claim@example.com');
    const token = await mint(IMPERSONATION, {}, { 'X-Bc-Customer-Id': String(customerId) });
    expect(decodeJwt(token).customer_id).toBe(customerId);
    const viaAlias = await mint(IMPERSONATION, {}, { 'X-Svc-Customer-Id': String(customerId) });
    expect(decodeJwt(viaAlias).customer_id).toBe(customerId);
  });

  it('answers 422 naming the header for a customer that does not exist', async () => {
    const res = await store.api('POST', IMPERSONATION, {
      body: { channel_id: 1, expires_at: NOW_S + HOUR },
      headers: { 'X-Bc-Customer-Id': '987654' },
    });
    expect(res.status).toBe(422);
    expect(res.body.title).toContain('Customer 987654 was not found');
    expect(res.body.errors['x-bc-customer-id']).toBeDefined();
  });

  it('answers 422 for an X-Bc-Customer-Id that is not a positive integer', async () => {
    for (const value of ['abc', '0', '-3', '1.5', '12abc', '', '99999999999999999']) {
      const res = await store.api('POST', IMPERSONATION, {
        body: { channel_id: 1, expires_at: NOW_S + HOUR },
        headers: { 'X-Bc-Customer-Id': value },
      });
      expect(res.status, value).toBe(422);
      expect(res.body.errors['x-bc-customer-id']).toContain('positive integer');
    }
  });

  it('validates channel and expiry as the storefront token does', async () => {
    expect(
      (
        await store.api('POST', IMPERSONATION, {
          body: { channel_id: 99999, expires_at: NOW_S + HOUR },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await store.api('POST', IMPERSONATION, {
          body: { channel_id: 1, expires_at: NOW_S - HOUR },
        })
      ).status,
    ).toBe(422);
    expect((await store.api('POST', IMPERSONATION, { body: { channel_id: 1 } })).status).toBe(422);
    expect((await store.api('POST', IMPERSONATION, { rawBody: '{' })).status).toBe(400);
  });
});

describe('POST /v3/storefront/api-token-private', () => {
  const PRIVATE = '/v3/storefront/api-token-private';
  const CUSTOMER_QUERY = '{ customer { entityId } site { settings { storeName } } }';
  const ask = (token: string, headers: Record<string, string> = {}) =>
    fetch(store.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      body: JSON.stringify({ query: CUSTOMER_QUERY }),
    });

  it('mints a token with the access scopes asked for (token_type 3), for servers only: a request with an Origin is refused', async () => {
    const token = await mint(PRIVATE, { scopes: ['Unauthenticated', 'Customer', 'Customer'] });
    expect(decodeJwt(token)).toMatchObject({
      cid: 1,
      token_type: 3,
      scopes: ['Unauthenticated', 'Customer'],
      sub: store.primaryAccount.clientId,
    });
    const fromServer = await ask(token);
    expect(fromServer.status).toBe(200);
    expect((await fromServer.json()).data.customer).toBeNull();
    const fromBrowser = await ask(token, { origin: 'https://shop.example.com' });
    expect(fromBrowser.status).toBe(403);
    expect(JSON.stringify(await fromBrowser.json())).toContain('server-to-server');
  });

  it('acts as the customer in X-Bc-Customer-Id only with the Customer scope', async () => {
    const customerId = await newCustomer(store, 'private-token@example.com');
    const withCustomer = await mint(PRIVATE, { scopes: ['Customer'] });
    const asCustomer = await ask(withCustomer, { 'x-bc-customer-id': String(customerId) });
    expect((await asCustomer.json()).data.customer.entityId).toBe(customerId);
    const guestOnly = await mint(PRIVATE, { scopes: ['Unauthenticated'] });
    expect((await ask(guestOnly, { 'x-bc-customer-id': String(customerId) })).status).toBe(403);
  });

  it('needs scopes (422 naming the field), the Storefront API Tokens scope (403), and is revoked with DELETE /v3/storefront/api-token', async () => {
    for (const scopes of [undefined, [], ['Everything']]) {
      const res = await store.api('POST', PRIVATE, {
        body: { channel_id: 1, expires_at: NOW_S + HOUR, scopes },
      });
      expect(res.status, JSON.stringify(scopes)).toBe(422);
      expect(Object.keys(res.body.errors).join()).toContain('scopes');
    }
    const impersonationOnly = store.createApiAccount('impersonation only (private)', [
      'store_storefront_api_customer_impersonation',
    ]);
    const denied = await store.api('POST', PRIVATE, {
      token: impersonationOnly.accessToken,
      body: { channel_id: 1, expires_at: NOW_S + HOUR, scopes: ['Customer'] },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.title).toContain('store_storefront_api');

    const token = await mint(PRIVATE, { scopes: ['Unauthenticated'] });
    const wrongPath = await store.api('DELETE', IMPERSONATION, {
      headers: { 'Sf-Api-Token': token },
    });
    expect(wrongPath.status).toBe(422);
    expect(
      (await store.api('DELETE', STOREFRONT, { headers: { 'Sf-Api-Token': token } })).status,
    ).toBe(200);
    expect((await ask(token)).status).toBe(401);
  });
});

describe('access to the token endpoints', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    for (const token of [null, 'nope']) {
      for (const path of [STOREFRONT, IMPERSONATION]) {
        expect((await store.api('POST', path, { token, body: {} })).status).toBe(401);
        expect((await store.api('DELETE', path, { token })).status).toBe(401);
      }
    }
  });

  it('answers 403 naming the manage scope each endpoint needs', async () => {
    const impersonationOnly = store.createApiAccount('impersonation only', [
      'store_storefront_api_customer_impersonation',
    ]);
    const storefrontOnly = store.createApiAccount('storefront only', ['store_storefront_api']);
    const body = { channel_id: 1, expires_at: NOW_S + HOUR };

    const noStorefront = await store.api('POST', STOREFRONT, {
      token: impersonationOnly.accessToken,
      body,
    });
    expect(noStorefront.status).toBe(403);
    expect(noStorefront.body.title).toContain(
      'store_storefront_api (Storefront API Tokens: manage)',
    );
    expect(
      (await store.api('DELETE', STOREFRONT, { token: impersonationOnly.accessToken })).status,
    ).toBe(403);

    const noImpersonation = await store.api('POST', IMPERSONATION, {
      token: storefrontOnly.accessToken,
      body,
    });
    expect(noImpersonation.status).toBe(403);
    expect(noImpersonation.body.title).toContain('store_storefront_api_customer_impersonation');
    expect(
      (await store.api('DELETE', IMPERSONATION, { token: storefrontOnly.accessToken })).status,
    ).toBe(403);

    expect(
      (await store.api('POST', IMPERSONATION, { token: impersonationOnly.accessToken, body }))
        .status,
    ).toBe(200);
  });
});

describe('revocation with Sf-Api-Token', () => {
  const revoke = (path: string, token?: string) =>
    store.api('DELETE', path, token === undefined ? {} : { headers: { 'Sf-Api-Token': token } });

  it('revokes an impersonation token (200), idempotently', async () => {
    const token = await mint(IMPERSONATION);
    expect((await verifyStorefrontToken(store.ctx, token)).ok).toBe(true);
    const res = await revoke(IMPERSONATION, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: {}, meta: {} });
    expect(await verifyStorefrontToken(store.ctx, token)).toMatchObject({
      ok: false,
      reason: 'revoked',
    });
    expect((await revoke(IMPERSONATION, token)).status).toBe(200);
  });

  it('revokes a storefront token with DELETE /v3/storefront/api-token', async () => {
    const token = await mint(STOREFRONT);
    expect((await revoke(STOREFRONT, token)).status).toBe(200);
    expect(await verifyStorefrontToken(store.ctx, token)).toMatchObject({
      ok: false,
      reason: 'revoked',
    });
  });

  it('revokes only the token sent, even when another has the same claims', async () => {
    const revoked = await mint(IMPERSONATION);
    const twin = await mint(IMPERSONATION);
    expect(decodeJwt(twin)).toEqual(decodeJwt(revoked));
    await revoke(IMPERSONATION, revoked);
    expect((await verifyStorefrontToken(store.ctx, twin)).ok).toBe(true);
  });

  it('keeps a revoked token revoked when its signature is rewritten as (r, n - s)', async () => {
    const token = await mint(IMPERSONATION, { expires_at: nowSeconds() + 3 * HOUR });
    const [header, payload, signature] = token.split('.');
    const bytes = Buffer.from(signature!, 'base64url');
    const order = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
    const s = BigInt(`0x${bytes.subarray(32).toString('hex')}`);
    const flipped = Buffer.concat([
      bytes.subarray(0, 32),
      Buffer.from((order - s).toString(16).padStart(64, '0'), 'hex'),
    ]);
    const rewritten = `${header}.${payload}.${flipped.toString('base64url')}`;
    expect((await verifyStorefrontToken(store.ctx, rewritten)).ok).toBe(true);
    await revoke(IMPERSONATION, token);
    expect(await verifyStorefrontToken(store.ctx, rewritten)).toMatchObject({
      ok: false,
      reason: 'revoked',
    });
  });

  it('answers 422 for a missing header, a malformed or a foreign token, or the wrong endpoint', async () => {
    const missing = await revoke(IMPERSONATION);
    expect(missing.status).toBe(422);
    expect(missing.body.title).toContain('Sf-Api-Token');

    const malformed = await revoke(IMPERSONATION, 'not-a-jwt');
    expect(malformed.status).toBe(422);
    expect(malformed.body.title).toContain('not a well-formed JWT');

    const { privateKey } = await generateKeyPair('ES256');
    const claims = decodeJwt(await mint(IMPERSONATION));
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
      .sign(privateKey);
    const notOurs = await revoke(IMPERSONATION, foreign);
    expect(notOurs.status).toBe(422);
    expect(notOurs.body.title).toContain('not signed by this store');

    const storefrontToken = await mint(STOREFRONT);
    const wrongEndpoint = await revoke(IMPERSONATION, storefrontToken);
    expect(wrongEndpoint.status).toBe(422);
    expect(wrongEndpoint.body.title).toContain('DELETE /v3/storefront/api-token');
    expect((await verifyStorefrontToken(store.ctx, storefrontToken)).ok).toBe(true);
  });
});

describe('verifyStorefrontToken', () => {
  it('accepts a valid storefront token and reports its channel, origins and expiry', async () => {
    const channelId = await newChannel('Verify channel');
    const expiresAt = nowSeconds() + HOUR;
    const token = await mint(STOREFRONT, {
      channel_id: channelId,
      expires_at: expiresAt,
      allowed_cors_origins: ['https://a.example.com'],
    });
    expect(await verifyStorefrontToken(store.ctx, token)).toEqual({
      ok: true,
      kind: 'storefront',
      channelId,
      customerId: null,
      corsOrigins: ['https://a.example.com'],
      scopes: [],
      expiresAt,
    });
  });

  it('reports the customer of an impersonation token', async () => {
    const customerId = await newCustomer(store, 'reported@example.com');
    const token = await mint(IMPERSONATION, {}, { 'X-Bc-Customer-Id': String(customerId) });
    expect(await verifyStorefrontToken(store.ctx, token)).toMatchObject({
      ok: true,
      kind: 'impersonation',
      customerId,
      corsOrigins: [],
    });
  });

  it('is malformed for text that is not a JWT, or a JWT without storefront claims', async () => {
    for (const token of ['', 'abc', 'a.b.c', 'eyJhbGciOiJFUzI1NiJ9.e30']) {
      expect(await verifyStorefrontToken(store.ctx, token), token).toMatchObject({
        ok: false,
        reason: 'malformed',
        message: expect.any(String),
      });
    }
    const signedNonsense = await new SignJWT({ hello: 'world' })
      .setProtectedHeader({ alg: 'ES256' })
      .sign(store.ctx.store.signingKey);
    expect(await verifyStorefrontToken(store.ctx, signedNonsense)).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
  });

  it('is invalid_signature for a foreign key, a changed payload or another algorithm', async () => {
    const token = await mint(IMPERSONATION);
    const { privateKey } = await generateKeyPair('ES256');
    const foreign = await new SignJWT(decodeJwt(token))
      .setProtectedHeader({ alg: 'ES256' })
      .sign(privateKey);
    expect(await verifyStorefrontToken(store.ctx, foreign)).toMatchObject({
      ok: false,
      reason: 'invalid_signature',
    });

    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(token), customer_id: 1 })).toString(
      'base64url',
    );
    expect(
      await verifyStorefrontToken(store.ctx, `${header}.${payload}.${signature}`),
    ).toMatchObject({
      ok: false,
      reason: 'invalid_signature',
    });

    const hmac = await new SignJWT(decodeJwt(token))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new Uint8Array(32));
    expect(await verifyStorefrontToken(store.ctx, hmac)).toMatchObject({
      ok: false,
      reason: 'invalid_signature',
    });
  });

  it('is expired once the clock passes eat', async () => {
    const token = await mint(IMPERSONATION, { expires_at: nowSeconds() + 60 });
    await clock.advance(59_000);
    expect((await verifyStorefrontToken(store.ctx, token)).ok).toBe(true);
    await clock.advance(1_000);
    expect(await verifyStorefrontToken(store.ctx, token)).toMatchObject({
      ok: false,
      reason: 'expired',
      message: expect.stringContaining('expired'),
    });
  });

  it('is unknown_channel when the channel is gone', async () => {
    const channelId = await newChannel('Short-lived channel');
    const token = await mint(IMPERSONATION, { channel_id: channelId });
    // Channels have no delete endpoint yet; remove the record as a later one would.
    store.ctx.db.prepare('DELETE FROM channels WHERE id = ?').run(channelId);
    expect(await verifyStorefrontToken(store.ctx, token)).toMatchObject({
      ok: false,
      reason: 'unknown_channel',
    });
  });
});

describe('persistence', () => {
  it('keeps revocations and the signing key across a restart', async () => {
    const path = tempDbPath();
    const first = await startTestStore({ db: path });
    const body = { channel_id: 1, expires_at: Math.floor(Date.now() / 1000) + HOUR };
    const revoked = (await first.api('POST', IMPERSONATION, { body })).body.data.token;
    const kept = (await first.api('POST', IMPERSONATION, { body })).body.data.token;
    expect(
      (await first.api('DELETE', IMPERSONATION, { headers: { 'Sf-Api-Token': revoked } })).status,
    ).toBe(200);
    await first.close();

    const second = await startTestStore({ db: path });
    try {
      expect(await verifyStorefrontToken(second.ctx, revoked)).toMatchObject({
        ok: false,
        reason: 'revoked',
      });
      expect((await verifyStorefrontToken(second.ctx, kept)).ok).toBe(true);
    } finally {
      await second.close();
    }
  });
});
