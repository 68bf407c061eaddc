import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { findCustomerByEmail } from '@/emulator/customers/repository';
import { startTestStore, type TestStore } from '../support/store-service';
import { graphql, mintToken } from '../support/graphql';

const CUSTOMER = '{ customer { entityId email firstName } }';
const SETTINGS = '{ site { settings { storeName channelId } } }';
const LOGIN =
  'mutation Login($email: String!, $pass: String!) { login(email: $email, password: $pass) { result customer { entityId email } } }';

let store: TestStore;
let clock: VirtualClock;
let alexId: number;

beforeAll(async () => {
  clock = new VirtualClock(Date.UTC(2026, 10, 1));
  store = await startTestStore({ clock });
  alexId = findCustomerByEmail(store.ctx, 'alex.shopper@example.com')!.id;
});
afterAll(() => store.close());

describe('storefront GraphQL authentication', () => {
  it('answers 401 with a GraphQL error when no token is sent', async () => {
    const res = await graphql(store, SETTINGS);
    expect(res.status).toBe(401);
    expect(res.body.errors?.[0]?.message).toMatch(/Authorization: Bearer/);
    expect(res.body.data).toBeUndefined();
  });

  it('answers 401 for a malformed header, a malformed token and a forged token', async () => {
    expect(
      (await graphql(store, SETTINGS, {}, { headers: { authorization: 'Token abc' } })).status,
    ).toBe(401);
    expect((await graphql(store, SETTINGS, {}, { token: 'not-a-jwt' })).status).toBe(401);
    const real = await mintToken(store, 'storefront');
    const [header, payload] = real.split('.');
    const forged = `${header}.${payload}.${Buffer.from('x'.repeat(64)).toString('base64url')}`;
    const res = await graphql(store, SETTINGS, {}, { token: forged });
    expect(res.status).toBe(401);
  });

  it('accepts a storefront token and an impersonation token', async () => {
    for (const kind of ['storefront', 'impersonation'] as const) {
      const res = await graphql(store, SETTINGS, {}, { token: await mintToken(store, kind) });
      expect(res.status).toBe(200);
      expect(res.body.data.site.settings).toEqual({ storeName: 'Local Demo Store', channelId: 1 });
    }
  });

  it('answers 401 for a revoked token', async () => {
    const token = await mintToken(store, 'impersonation');
    expect((await graphql(store, SETTINGS, {}, { token })).status).toBe(200);
    const revoke = await store.api('DELETE', '/v3/storefront/api-token-customer-impersonation', {
      headers: { 'sf-api-token': token },
    });
    expect(revoke.status).toBeLessThan(300);
    const res = await graphql(store, SETTINGS, {}, { token });
    expect(res.status).toBe(401);
    expect(res.body.errors?.[0]?.message).toMatch(/revoked/i);
  });

  it('answers 401 once the token has expired', async () => {
    const token = await mintToken(store, 'impersonation');
    await clock.advance(3601_000);
    const res = await graphql(store, SETTINGS, {}, { token });
    expect(res.status).toBe(401);
    expect(res.body.errors?.[0]?.message).toMatch(/expired/i);
  });

  it('acts as the customer named in X-Bc-Customer-Id, with an impersonation token only', async () => {
    const impersonation = await mintToken(store, 'impersonation');
    const guest = await graphql(store, CUSTOMER, {}, { token: impersonation });
    expect(guest.body.data.customer).toBeNull();

    const asAlex = await graphql(store, CUSTOMER, {}, { token: impersonation, customerId: alexId });
    expect(asAlex.status).toBe(200);
    expect(asAlex.body.data.customer).toEqual({
      entityId: alexId,
      email: 'alex.shopper@example.com',
      firstName: 'Alex',
    });

    const withStorefrontToken = await graphql(
      store,
      CUSTOMER,
      {},
      { token: await mintToken(store, 'storefront'), customerId: alexId },
    );
    expect(withStorefrontToken.status).toBe(403);
    expect(withStorefrontToken.body.errors?.[0]?.message).toMatch(/impersonation token/);

    expect(
      (await graphql(store, CUSTOMER, {}, { token: impersonation, customerId: 999_999 })).status,
    ).toBe(403);
    expect(
      (await graphql(store, CUSTOMER, {}, { token: impersonation, customerId: 'abc' })).status,
    ).toBe(400);
  });

  it("accepts the seed's X-Svc-Customer-Id as an alias, and refuses the two spellings naming different customers", async () => {
    const impersonation = await mintToken(store, 'impersonation');
    const viaAlias = await graphql(
      store,
      CUSTOMER,
      {},
      { token: impersonation, headers: { 'X-Svc-Customer-Id': String(alexId) } },
    );
    expect(viaAlias.body.data.customer.entityId).toBe(alexId);
    const same = await graphql(
      store,
      CUSTOMER,
      {},
      {
        token: impersonation,
        customerId: alexId,
        headers: { 'X-Svc-Customer-Id': String(alexId) },
      },
    );
    expect(same.body.data.customer.entityId).toBe(alexId);
    const samId = findCustomerByEmail(store.ctx, 'sam.buyer@example.com')!.id;
    const both = await graphql(
      store,
      CUSTOMER,
      {},
      { token: impersonation, customerId: alexId, headers: { 'X-Svc-Customer-Id': String(samId) } },
    );
    expect(both.status).toBe(400);
    expect(both.body.errors?.[0]?.message).toContain('name different customers');
  });

  it('lets a token minted for one customer act as that customer only', async () => {
    const samId = findCustomerByEmail(store.ctx, 'sam.buyer@example.com')!.id;
    const expiresAt = Math.floor(clock.now() / 1000) + 3600;
    const minted = await store.api('POST', '/v3/storefront/api-token-customer-impersonation', {
      body: { channel_id: 1, expires_at: expiresAt },
      headers: { 'X-Bc-Customer-Id': String(alexId) },
    });
    const bound = minted.body.data.token as string;
    expect((await graphql(store, CUSTOMER, {}, { token: bound })).body.data.customer.entityId).toBe(
      alexId,
    );
    expect(
      (await graphql(store, CUSTOMER, {}, { token: bound, customerId: alexId })).body.data.customer
        .entityId,
    ).toBe(alexId);
    const other = await graphql(store, CUSTOMER, {}, { token: bound, customerId: samId });
    expect(other.status).toBe(403);
    expect(other.body.errors?.[0]?.message).toContain(`minted for customer ${alexId}`);
  });

  it('answers 400 with messages for a document that does not parse or does not validate', async () => {
    const token = await mintToken(store, 'storefront');
    const syntax = await graphql(store, '{ site { ', {}, { token });
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors?.[0]?.message).toMatch(/Syntax Error/);
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const invalid = await graphql(store, '{ site { noSuchField } }', {}, { token, accept });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors?.[0]?.message).toMatch(/noSuchField/);
    }
    const badVariables = await graphql(store, LOGIN, { email: 1 }, { token });
    expect(badVariables.status).toBeLessThan(500);
    expect(badVariables.body.errors?.length).toBeGreaterThan(0);
  });

  it('answers a malformed request body with a 4xx that says what is wrong, never a 500', async () => {
    const token = await mintToken(store, 'storefront');
    const cases: Array<[string, RegExp]> = [
      ['not json', /JSON/i],
      ['{"query": 42}', /query/i],
      ['[]', /batch|object|query/i],
      ['{}', /query/i],
      ['{"query": "{ site { settings { storeName } } }", "variables": "x"}', /variables/i],
    ];
    for (const [body, message] of cases) {
      const res = await fetch(store.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
      const text = await res.text();
      expect(text, body).not.toMatch(/Internal error/);
      expect(text, body).toMatch(message);
    }
  });
});

describe('browsers (CORS)', () => {
  const SHOP = 'https://shop.example.com';

  async function corsToken(origins: string[]): Promise<string> {
    const expiresAt = Math.floor(clock.now() / 1000) + 3600;
    const res = await store.api('POST', '/v3/storefront/api-token', {
      body: { channel_id: 1, expires_at: expiresAt, allowed_cors_origins: origins },
    });
    expect(res.status).toBe(200);
    return res.body.data.token;
  }

  it('answers a preflight with 204 and the methods and headers a browser may send', async () => {
    const res = await fetch(store.graphqlUrl, {
      method: 'OPTIONS',
      headers: {
        origin: SHOP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
  });

  it('lets a page read the answer only from an origin the storefront token allows', async () => {
    const token = await corsToken([SHOP]);
    const allowed = await graphql(store, SETTINGS, {}, { token, headers: { origin: SHOP } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('vary')).toMatch(/origin/i);

    const other = await graphql(
      store,
      SETTINGS,
      {},
      { token, headers: { origin: 'https://evil.example.com' } },
    );
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const noOrigins = await graphql(
      store,
      SETTINGS,
      {},
      { token: await mintToken(store, 'storefront'), headers: { origin: SHOP } },
    );
    expect(noOrigins.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never lets a page read an answer given to an impersonation token', async () => {
    const res = await graphql(
      store,
      SETTINGS,
      {},
      { token: await mintToken(store, 'impersonation'), headers: { origin: SHOP } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('login mutation', () => {
  it('signs in with the password in variables, sets a session cookie that authenticates later requests, and logout clears it', async () => {
    const token = await mintToken(store, 'storefront');
    const login = await graphql(
      store,
      LOGIN,
      { email: 'alex.shopper@example.com', pass: 'shop4demo' },
      { token },
    );
    expect(login.status).toBe(200);
    expect(login.body.data.login).toEqual({
      result: 'success',
      customer: { entityId: alexId, email: 'alex.shopper@example.com' },
    });
    const setCookie = login.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/SHOP_SESSION_TOKEN=[^;]+;.*HttpOnly/i);
    const cookie = setCookie.split(';')[0]!;

    const withCookie = await graphql(store, CUSTOMER, {}, { cookie });
    expect(withCookie.status).toBe(200);
    expect(withCookie.body.data.customer.email).toBe('alex.shopper@example.com');

    const logout = await graphql(store, 'mutation { logout { result } }', {}, { cookie });
    expect(logout.body.data.logout.result).toBe('success');
    expect(logout.headers.get('set-cookie')).toMatch(/SHOP_SESSION_TOKEN=;/);
    expect((await graphql(store, CUSTOMER, {}, { cookie })).status).toBe(401);
  });

  it('with a storefront token (a browser), the login cookie tells who the shopper is', async () => {
    const token = await mintToken(store, 'storefront');
    const login = await graphql(
      store,
      LOGIN,
      { email: 'alex.shopper@example.com', pass: 'shop4demo' },
      { token },
    );
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const both = await graphql(store, CUSTOMER, {}, { token, cookie });
    expect(both.status).toBe(200);
    expect(both.body.data.customer?.email).toBe('alex.shopper@example.com');
    const tokenOnly = await graphql(store, CUSTOMER, {}, { token });
    expect(tokenOnly.body.data.customer).toBeNull();
  });

  it('fails with a clear error for a wrong password, and throttles repeated failures for one e-mail', async () => {
    const token = await mintToken(store, 'storefront');
    const wrong = await graphql(
      store,
      LOGIN,
      { email: 'sam.buyer@example.com', pass: 'nope1234' },
      { token },
    );
    expect(wrong.status).toBe(200);
    expect(wrong.body.errors?.[0]).toMatchObject({
      message: 'Your e-mail address or password is incorrect.',
      extensions: { code: 'INVALID_CREDENTIALS' },
    });
    for (let i = 0; i < 4; i++)
      await graphql(store, LOGIN, { email: 'sam.buyer@example.com', pass: 'nope1234' }, { token });
    const throttled = await graphql(
      store,
      LOGIN,
      { email: 'sam.buyer@example.com', pass: 'buy4demo' },
      { token },
    );
    expect(throttled.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(throttled.body.errors?.[0]?.message).toMatch(/Too many failed sign-in attempts/);
    // Other e-mails are not affected, and the lock lifts after the window.
    const other = await graphql(
      store,
      LOGIN,
      { email: 'alex.shopper@example.com', pass: 'shop4demo' },
      { token },
    );
    expect(other.body.data.login.result).toBe('success');
    await clock.advance(16 * 60_000);
    const later = await graphql(
      store,
      LOGIN,
      { email: 'sam.buyer@example.com', pass: 'buy4demo' },
      { token: await mintToken(store, 'storefront') },
    );
    expect(later.body.data.login.result).toBe('success');
  });

  describe('sign-in failures count per client', () => {
    const A = '203.0.113.7';
    const B = '198.51.100.9';
    const login = (email: string, pass: string, options: Parameters<typeof graphql>[3]) =>
      graphql(store, LOGIN, { email, pass }, options);
    const code = (res: Awaited<ReturnType<typeof graphql>>) =>
      res.body.errors?.[0]?.extensions?.code;
    const newCustomer = async (email: string) => {
      const res = await store.api('POST', '/v3/customers', {
        body: [
          {
            email,
            first_name: 'Lock',
            last_name: 'Out',
            authentication: { new_password: 'right1pass' },
          },
        ],
      });
      expect(res.status).toBe(200);
    };

    it('locks out the client that guessed (X-Forwarded-For from the storefront server), not the shopper elsewhere', async () => {
      await newCustomer('per.client@example.com');
      // The storefront's server signs shoppers in with its impersonation token and names
      // each shopper's address in X-Forwarded-For.
      const token = await mintToken(store, 'impersonation');
      const from = (address: string) => ({ token, headers: { 'x-forwarded-for': address } });
      for (let i = 0; i < 5; i++) {
        const wrong = await login('per.client@example.com', `wrong${i}pass`, from(A));
        expect(code(wrong), `attempt ${i + 1}`).toBe('INVALID_CREDENTIALS');
      }
      const lockedA = await login('per.client@example.com', 'right1pass', from(A));
      expect(code(lockedA)).toBe('TOO_MANY_REQUESTS');

      const signedInB = await login('per.client@example.com', 'right1pass', from(B));
      expect(signedInB.body.errors).toBeUndefined();
      expect(signedInB.body.data.login.result).toBe('success');

      // B's success clears B's failures only: A stays locked, also behind a further proxy
      // (the leftmost entry is the client).
      expect(code(await login('per.client@example.com', 'right1pass', from(A)))).toBe(
        'TOO_MANY_REQUESTS',
      );
      expect(
        code(await login('per.client@example.com', 'right1pass', from(`${A}, 10.0.0.8`))),
      ).toBe('TOO_MANY_REQUESTS');
    });

    it('ignores X-Forwarded-For from a browser (storefront token): guesses cannot pose as new clients', async () => {
      await newCustomer('browser.guess@example.com');
      const token = await mintToken(store, 'storefront');
      for (let i = 0; i < 5; i++) {
        const headers = { 'x-forwarded-for': `192.0.2.${i + 1}` };
        const wrong = await login('browser.guess@example.com', `wrong${i}pass`, { token, headers });
        expect(code(wrong), `attempt ${i + 1}`).toBe('INVALID_CREDENTIALS');
      }
      // Every guess came from this test's socket, which is now locked out whatever it claims.
      const claimed = await login('browser.guess@example.com', 'right1pass', {
        token,
        headers: { 'x-forwarded-for': B },
      });
      expect(code(claimed)).toBe('TOO_MANY_REQUESTS');
      // The storefront server, signing the shopper in from their own address, still can.
      const server = await login('browser.guess@example.com', 'right1pass', {
        token: await mintToken(store, 'impersonation'),
        headers: { 'x-forwarded-for': B },
      });
      expect(server.body.data.login.result).toBe('success');
    });
  });
});

describe('GraphQL request counting', () => {
  it('counts requests by operation name at /local/graphql-stats', async () => {
    const before = (await (await fetch(`${store.origin}/local/graphql-stats`)).json()) as {
      requests: number;
      byOperation: Record<string, number>;
    };
    const token = await mintToken(store, 'storefront');
    await graphql(store, 'query Counted { site { settings { storeName } } }', {}, { token });
    await graphql(store, 'query Counted { site { settings { storeName } } }', {}, { token });
    const after = (await (
      await fetch(`${store.origin}/local/graphql-stats`)
    ).json()) as typeof before;
    expect(after.requests - before.requests).toBe(2);
    expect(after.byOperation.Counted).toBe(2);
  });
});
