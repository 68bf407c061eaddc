import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { findCustomerByEmail } from '@/emulator/customers/repository';
import { listEmails } from '@/emulator/outbox';
import { missingRouteNote } from '@/emulator/outbox/links';
import { startTestStore, type TestStore } from '../support/store-service';
import { graphql, mintToken } from '../support/graphql';

/** Storefront GraphQL `customer { requestResetPassword, resetPassword }` and the reset e-mail. */

const ERRORS = 'errors { __typename ... on Error { message } ... on ValidationError { path } }';
const REQUEST = `mutation($input: RequestResetPasswordInput!) { customer { requestResetPassword(input: $input) { ${ERRORS} } } }`;
const RESET = `mutation($input: ResetPasswordInput!) { customer { resetPassword(input: $input) { ${ERRORS} } } }`;
const LOGIN =
  'mutation Login($email: String!, $pass: String!) { login(email: $email, password: $pass) { result customer { entityId } } }';

const SITE_URL = 'https://shop.example.com';
const INVALID_TOKEN = 'This password reset link is invalid or has expired. Ask for a new one.';

let store: TestStore;
let clock: VirtualClock;
/** A channel whose site has routes, but no forgot_password route. */
let bareChannelId: number;

beforeAll(async () => {
  clock = new VirtualClock(Date.UTC(2026, 3, 1, 9));
  store = await startTestStore({ clock });
  const site = await store.api('POST', '/v3/sites', { body: { channel_id: 1, url: SITE_URL } });
  expect(site.status).toBe(201);
  const route = await store.api('POST', `/v3/sites/${site.body.data.id}/routes`, {
    body: { type: 'forgot_password', matching: '*', route: '/{lang}/account/new-password' },
  });
  expect(route.status).toBe(201);

  const channel = await store.api('POST', '/v3/channels', {
    body: { name: 'No reset route', type: 'storefront', platform: 'next' },
  });
  bareChannelId = channel.body.data.id;
  const bareSite = await store.api('POST', '/v3/sites', {
    body: { channel_id: bareChannelId, url: 'https://bare.example.com' },
  });
  await store.api('POST', `/v3/sites/${bareSite.body.data.id}/routes`, {
    body: { type: 'home', matching: '*', route: '/' },
  });
});
afterAll(() => store.close());

/** Calls GraphQL with a fresh storefront token (the virtual clock moves past token expiry in some tests). */
const gql = async (query: string, variables: Record<string, unknown>, channelId = 1) => {
  const res = await graphql(store, query, variables, {
    token: await mintToken(store, 'storefront', channelId),
  });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data;
};
const requestReset = async (email: string, channelId = 1) =>
  (await gql(REQUEST, { input: { email } }, channelId)).customer.requestResetPassword
    .errors as any[];
const resetPassword = async (customerEntityId: number, token: string, newPassword: string) =>
  (await gql(RESET, { input: { customerEntityId, token, newPassword } })).customer.resetPassword
    .errors as any[];
const login = async (email: string, pass: string) => {
  const res = await graphql(
    store,
    LOGIN,
    { email, pass },
    { token: await mintToken(store, 'storefront') },
  );
  return res.body.data?.login?.result === 'success'
    ? 'success'
    : (res.body.errors?.[0]?.extensions?.code as string);
};

const resetEmails = (to?: string) =>
  listEmails(store.ctx, { kind: 'password_reset', ...(to ? { to } : {}) });

/** Asks for a reset for `email` and returns the customer id and token of the link the e-mail carries. */
async function resetLinkFor(
  email: string,
): Promise<{ customerId: number; token: string; link: string }> {
  expect(await requestReset(email)).toEqual([]);
  const link = resetEmails(email)[0]!.links.reset_password!;
  const url = new URL(link);
  return { customerId: Number(url.searchParams.get('c')), token: url.searchParams.get('t')!, link };
}

/** A customer of its own per test, so that password changes do not leak between tests. */
async function newCustomer(email: string, password = 'first4pass'): Promise<number> {
  const res = await store.api('POST', '/v3/customers', {
    body: [
      {
        email,
        first_name: 'Reset',
        last_name: 'Tester',
        authentication: { new_password: password },
      },
    ],
  });
  expect(res.status).toBe(200);
  return res.body.data[0].id;
}

describe('requestResetPassword', () => {
  it('answers no errors for a known and an unknown e-mail, and e-mails only the known one', async () => {
    const before = resetEmails().length;
    expect(await requestReset('nobody.here@example.com')).toEqual([]);
    expect(resetEmails()).toHaveLength(before);
    expect(resetEmails('nobody.here@example.com')).toEqual([]);

    expect(await requestReset('alex.shopper@example.com')).toEqual([]);
    expect(resetEmails()).toHaveLength(before + 1);
    const [email] = resetEmails('alex.shopper@example.com');
    expect(email).toMatchObject({
      kind: 'password_reset',
      to: 'alex.shopper@example.com',
      subject: 'Reset your password at Local Demo Store',
    });
    expect(email!.body).toMatch(/^Hello Alex,/);
  });

  it("links to the channel's forgot_password route expanded, with ?c=<customer id>&t=<token>", async () => {
    const alex = findCustomerByEmail(store.ctx, 'alex.shopper@example.com')!;
    const { link, customerId, token } = await resetLinkFor('alex.shopper@example.com');
    expect(customerId).toBe(alex.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(link).toBe(`${SITE_URL}/en/account/new-password?c=${alex.id}&t=${token}`);
    const [email] = resetEmails('alex.shopper@example.com');
    expect(Object.keys(email!.links)).toEqual(['reset_password']);
    expect(email!.body).toContain(link);
    // The token is stored hashed: the database does not hold it.
    const row = store.ctx.db
      .prepare('SELECT * FROM customer_password_resets WHERE customer_id = ?')
      .get(alex.id);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('sends an e-mail without a link, saying why, when the channel has no forgot_password route', async () => {
    expect(await requestReset('sam.buyer@example.com', bareChannelId)).toEqual([]);
    const [email] = resetEmails('sam.buyer@example.com');
    expect(email!.links).toEqual({});
    expect(email!.body).toContain(missingRouteNote('forgot_password'));
    expect(email!.body).toContain('no "forgot_password" site route');
    expect(email!.body).not.toMatch(/https?:\/\//);
  });

  it('finds the customer whatever the case of the e-mail typed, and writes to the stored address', async () => {
    const id = await newCustomer('reset.case@example.com');
    expect(await requestReset('RESET.Case@Example.COM')).toEqual([]);
    const [email] = resetEmails('reset.case@example.com');
    expect(email!.to).toBe('reset.case@example.com');
    expect(new URL(email!.links.reset_password!).searchParams.get('c')).toBe(String(id));
  });

  it("links to the path the caller names instead, on the channel's site, even without a forgot_password route", async () => {
    const id = await newCustomer('reset.path@example.com');
    expect(
      (
        await gql(REQUEST, {
          input: { email: 'reset.path@example.com', path: '/account/choose-password' },
        })
      ).customer.requestResetPassword.errors,
    ).toEqual([]);
    const link = new URL(resetEmails('reset.path@example.com')[0]!.links.reset_password!);
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE_URL}/account/choose-password`);
    expect(link.searchParams.get('c')).toBe(String(id));
    expect(link.searchParams.get('t')).toMatch(/^[\w-]{20,}$/);

    await newCustomer('reset.path.bare@example.com');
    const bare = await gql(
      REQUEST,
      { input: { email: 'reset.path.bare@example.com', path: '/reset' } },
      bareChannelId,
    );
    expect(bare.customer.requestResetPassword.errors).toEqual([]);
    expect(resetEmails('reset.path.bare@example.com')[0]!.links.reset_password).toMatch(
      /^https:\/\/bare\.example\.com\/reset\?c=\d+&t=/,
    );
  });

  it('refuses a path that is not a storefront path (another host, a URL, no leading slash) and sends nothing', async () => {
    await newCustomer('reset.badpath@example.com');
    for (const path of [
      '//evil.example.com/reset',
      'https://evil.example.com/reset',
      'reset',
      '/\\evil.example.com',
      '/with space',
    ]) {
      const errors = (await gql(REQUEST, { input: { email: 'reset.badpath@example.com', path } }))
        .customer.requestResetPassword.errors;
      expect(errors, path).toEqual([
        {
          __typename: 'ValidationError',
          path: ['path'],
          message: expect.stringContaining('path on the storefront'),
        },
      ]);
    }
    expect(resetEmails('reset.badpath@example.com')).toHaveLength(0);
  });

  it('answers a malformed e-mail address with a ValidationError on path ["email"] and sends nothing', async () => {
    const before = resetEmails().length;
    expect(await requestReset('not an e-mail')).toEqual([
      { __typename: 'ValidationError', path: ['email'], message: 'Enter a valid e-mail address.' },
    ]);
    expect(resetEmails()).toHaveLength(before);
  });
});

describe('resetPassword', () => {
  it('sets the new password with the token of the e-mail: sign-in works with it and no longer with the old one', async () => {
    const id = await newCustomer('reset.once@example.com');
    const { customerId, token } = await resetLinkFor('reset.once@example.com');
    expect(customerId).toBe(id);
    expect(await resetPassword(id, token, 'second5pass')).toEqual([]);
    expect(await login('reset.once@example.com', 'second5pass')).toBe('success');
    expect(await login('reset.once@example.com', 'first4pass')).toBe('INVALID_CREDENTIALS');
  });

  it('accepts a token once only', async () => {
    const id = await newCustomer('reset.twice@example.com');
    const { token } = await resetLinkFor('reset.twice@example.com');
    expect(await resetPassword(id, token, 'second5pass')).toEqual([]);
    expect(await resetPassword(id, token, 'third6pass')).toEqual([
      { __typename: 'ValidationError', path: ['token'], message: INVALID_TOKEN },
    ]);
    expect(await login('reset.twice@example.com', 'second5pass')).toBe('success');
    expect(await login('reset.twice@example.com', 'third6pass')).toBe('INVALID_CREDENTIALS');
  });

  it('refuses an invalid token, a token of another customer and an unknown customer with a ValidationError on path ["token"]', async () => {
    const id = await newCustomer('reset.invalid@example.com');
    const otherId = await newCustomer('reset.other@example.com');
    const { token } = await resetLinkFor('reset.invalid@example.com');
    const refused = [{ __typename: 'ValidationError', path: ['token'], message: INVALID_TOKEN }];
    expect(await resetPassword(id, 'not-the-token', 'second5pass')).toEqual(refused);
    expect(await resetPassword(id, `${token}x`, 'second5pass')).toEqual(refused);
    expect(await resetPassword(otherId, token, 'second5pass')).toEqual(refused);
    expect(await resetPassword(999_999, token, 'second5pass')).toEqual(refused);
    expect(await login('reset.invalid@example.com', 'first4pass')).toBe('success');
    expect(await login('reset.other@example.com', 'first4pass')).toBe('success');
    // The real token still works after those attempts.
    expect(await resetPassword(id, token, 'second5pass')).toEqual([]);
  });

  it('refuses a weak new password with CustomerPasswordError and keeps the token usable', async () => {
    const id = await newCustomer('reset.weak@example.com');
    const { token } = await resetLinkFor('reset.weak@example.com');
    expect(await resetPassword(id, token, 'ab1')).toEqual([
      {
        __typename: 'CustomerPasswordError',
        message: 'Passwords must be at least 7 characters long.',
      },
    ]);
    expect(await resetPassword(id, token, 'onlyletters')).toEqual([
      {
        __typename: 'CustomerPasswordError',
        message: 'Passwords must contain both letters and numbers.',
      },
    ]);
    expect(await login('reset.weak@example.com', 'first4pass')).toBe('success');
    expect(await resetPassword(id, token, 'strong7pass')).toEqual([]);
    expect(await login('reset.weak@example.com', 'strong7pass')).toBe('success');
  });

  it('lifts the lock of too many failed sign-ins, as the lock message promises', async () => {
    const id = await newCustomer('reset.locked@example.com');
    for (let i = 0; i < 5; i++)
      expect(await login('reset.locked@example.com', `wrong${i}pass`)).toBe('INVALID_CREDENTIALS');
    expect(await login('reset.locked@example.com', 'first4pass')).toBe('TOO_MANY_REQUESTS');
    const { token } = await resetLinkFor('reset.locked@example.com');
    expect(await resetPassword(id, token, 'unlocked8pass')).toEqual([]);
    expect(await login('reset.locked@example.com', 'unlocked8pass')).toBe('success');
  });

  it('replaces an earlier link when a new reset is asked for', async () => {
    const id = await newCustomer('reset.newer@example.com');
    const first = await resetLinkFor('reset.newer@example.com');
    const second = await resetLinkFor('reset.newer@example.com');
    expect(second.token).not.toBe(first.token);
    expect(await resetPassword(id, first.token, 'second5pass')).toEqual([
      { __typename: 'ValidationError', path: ['token'], message: INVALID_TOKEN },
    ]);
    expect(await resetPassword(id, second.token, 'second5pass')).toEqual([]);
  });

  it('accepts a token for one hour, and refuses it as invalid after that', async () => {
    const id = await newCustomer('reset.expiry@example.com');
    const fresh = await resetLinkFor('reset.expiry@example.com');
    await clock.advance(59 * 60_000);
    expect(await resetPassword(id, fresh.token, 'second5pass')).toEqual([]);

    const stale = await resetLinkFor('reset.expiry@example.com');
    await clock.advance(60 * 60_000 + 1_000);
    expect(await resetPassword(id, stale.token, 'third6pass')).toEqual([
      { __typename: 'ValidationError', path: ['token'], message: INVALID_TOKEN },
    ]);
    expect(await login('reset.expiry@example.com', 'second5pass')).toBe('success');
    expect(await login('reset.expiry@example.com', 'third6pass')).toBe('INVALID_CREDENTIALS');
  });
});
