import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { findCustomerByEmail } from '@/emulator/customers/repository';
import { listEmails } from '@/emulator/outbox';
import { missingRouteNote } from '@/emulator/outbox/links';
import { startTestStore, type TestStore } from '../support/store-service';
import { graphql, mintToken } from '../support/graphql';

/**
 * E-mails of a channel without the site routes their links need: the store sends them
 * without the link, and the body says why (instead of a broken or made-up URL).
 */

const LOGIN =
  'mutation Login($email: String!, $pass: String!) { login(email: $email, password: $pass) { result } }';
const CREATE =
  'mutation($input: CreateCartInput!) { cart { createCart(input: $input) { cart { entityId } } } }';
const REQUEST_RESET =
  'mutation($input: RequestResetPasswordInput!) { customer { requestResetPassword(input: $input) { errors { __typename } } } }';

let store: TestStore;
let clock: VirtualClock;
let productId: number;
/** A second storefront channel whose site has routes, none of them the ones these e-mails need. */
let otherChannelId: number;

beforeAll(async () => {
  clock = new VirtualClock(Date.UTC(2026, 7, 1, 12));
  store = await startTestStore({
    clock,
    config: { abandonedCartAfterMs: 60_000, abandonedCartSweepMs: 10_000 },
  });
  const products = (await store.api('GET', '/v3/catalog/products?limit=250')).body.data;
  productId = products.find(
    (p: any) => p.is_visible && p.base_variant_id && p.inventory_level > 20,
  ).id;

  otherChannelId = (
    await store.api('POST', '/v3/channels', {
      body: { name: 'Routes elsewhere', type: 'storefront', platform: 'next' },
    })
  ).body.data.id;
  const site = await store.api('POST', '/v3/sites', {
    body: { channel_id: otherChannelId, url: 'https://other.example.com' },
  });
  for (const [type, route] of [
    ['home', '/'],
    ['cart', '/cart'],
    ['product', '/p/{id}'],
  ]) {
    const res = await store.api('POST', `/v3/sites/${site.body.data.id}/routes`, {
      body: { type, matching: '*', route },
    });
    expect(res.status).toBe(201);
  }
});
afterAll(() => store.close());

/** Signs a shopper in through GraphQL and returns the session cookie. */
async function signIn(email: string, pass: string, channelId: number): Promise<string> {
  const res = await graphql(
    store,
    LOGIN,
    { email, pass },
    { token: await mintToken(store, 'storefront', channelId) },
  );
  expect(res.body.data?.login?.result).toBe('success');
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

async function abandonCartOf(email: string, pass: string, channelId: number) {
  const cookie = await signIn(email, pass, channelId);
  const created = await graphql(
    store,
    CREATE,
    { input: { lineItems: [{ productEntityId: productId, quantity: 1 }] } },
    { cookie },
  );
  expect(created.body.errors).toBeUndefined();
  const cartId = created.body.data.cart.createCart.cart.entityId as string;
  const row = store.ctx.db
    .prepare('SELECT customer_id, channel_id FROM carts WHERE id = ?')
    .get(cartId);
  expect(row).toEqual({
    customer_id: findCustomerByEmail(store.ctx, email)!.id,
    channel_id: channelId,
  });
  await clock.advance(70_000);
  const event = store.ctx.events
    .recent(50)
    .find((e) => e.scope === 'store/cart/abandoned' && e.data.id === cartId);
  expect(event?.data.token).toEqual(expect.any(String));
  return { cartId, token: event!.data.token as string };
}

async function requestReset(email: string, channelId: number) {
  const res = await graphql(
    store,
    REQUEST_RESET,
    { input: { email } },
    { token: await mintToken(store, 'storefront', channelId) },
  );
  expect(res.body.data.customer.requestResetPassword.errors).toEqual([]);
  return listEmails(store.ctx, { kind: 'password_reset', to: email });
}

function expectAbandonedCartEmailWithoutLinks(
  email: { links: Record<string, string>; body: string; subject: string } | undefined,
  token: string,
) {
  expect(email).toBeDefined();
  expect(email!.subject).toBe('You left something in your cart at Local Demo Store');
  expect(email!.links).toEqual({});
  expect(email!.body).toContain(missingRouteNote('recover_abandoned_cart'));
  expect(email!.body).toContain('its channel has no "recover_abandoned_cart" site route');
  expect(email!.body).not.toMatch(/https?:\/\//);
  expect(email!.body).not.toContain(token);
  expect(email!.body).not.toContain('Stop these e-mails');
}

function expectResetEmailWithoutLinks(
  email: { links: Record<string, string>; body: string } | undefined,
) {
  expect(email).toBeDefined();
  expect(email!.links).toEqual({});
  expect(email!.body).toContain(missingRouteNote('forgot_password'));
  expect(email!.body).toContain('its channel has no "forgot_password" site route');
  expect(email!.body).not.toMatch(/https?:\/\//);
  expect(email!.body).not.toContain('Choose a new password here');
}

describe('a channel without a site', () => {
  it('has no site to build links from', async () => {
    const sites = await store.api('GET', '/v3/sites');
    expect(sites.status).toBe(200);
    expect(sites.body.data.filter((s: any) => s.channel_id === 1)).toEqual([]);
  });

  it('sends the abandoned-cart e-mail of a signed-in customer without links, saying there is no route', async () => {
    const { token } = await abandonCartOf('alex.shopper@example.com', 'shop4demo', 1);
    const emails = listEmails(store.ctx, {
      kind: 'abandoned_cart',
      to: 'alex.shopper@example.com',
    });
    expect(emails).toHaveLength(1);
    expectAbandonedCartEmailWithoutLinks(emails[0], token);
    // The token still resolves through the management API: only the e-mail lacks the link.
    const lookup = await store.api('GET', `/v3/abandoned-carts/${token}`);
    expect(lookup.status).toBe(200);
  });

  it('sends the password reset e-mail without a link, saying there is no route', async () => {
    const emails = await requestReset('alex.shopper@example.com', 1);
    expect(emails).toHaveLength(1);
    expectResetEmailWithoutLinks(emails[0]);
  });
});

describe('a channel whose site lacks the routes', () => {
  it('sends the abandoned-cart e-mail without links, saying there is no recover_abandoned_cart route', async () => {
    const { token } = await abandonCartOf('sam.buyer@example.com', 'buy4demo', otherChannelId);
    const emails = listEmails(store.ctx, { kind: 'abandoned_cart', to: 'sam.buyer@example.com' });
    expect(emails).toHaveLength(1);
    expectAbandonedCartEmailWithoutLinks(emails[0], token);
  });

  it('sends the password reset e-mail without a link, saying there is no forgot_password route', async () => {
    const emails = await requestReset('sam.buyer@example.com', otherChannelId);
    expect(emails).toHaveLength(1);
    expectResetEmailWithoutLinks(emails[0]);
  });
});
