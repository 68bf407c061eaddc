import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { findCustomerByEmail } from '@/emulator/customers/repository';
import { listEmails } from '@/emulator/outbox';
import { addCartLineItems, createCart } from '@/emulator/carts/service';
import { startTestStore, type TestStore } from '../support/store-service';

let store: TestStore;
let clock: VirtualClock;

beforeAll(async () => {
  clock = new VirtualClock(Date.UTC(2026, 10, 1));
  store = await startTestStore({
    clock,
    config: { abandonedCartAfterMs: 60 * 60_000, abandonedCartSweepMs: 30_000 },
  });
  // The recovery link is built from the channel's site routes.
  const site = await store.api('POST', '/v3/sites', {
    body: { channel_id: 1, url: 'https://shop.example.com' },
  });
  await store.api('POST', `/v3/sites/${site.body.data.id}/routes`, {
    body: { type: 'recover_abandoned_cart', matching: '*', route: '/cart/recover' },
  });
});
afterAll(() => store.close());

describe('abandoned carts', () => {
  it('marks a cart idle past the configured time: token, event, recovery e-mail, and the token resolves to the cart', async () => {
    const alex = findCustomerByEmail(store.ctx, 'alex.shopper@example.com')!;
    const products = (await store.api('GET', '/v3/catalog/products?limit=50')).body.data;
    const mug = products.find(
      (p: any) => p.is_visible && p.base_variant_id && p.inventory_level > 5,
    );
    const cart = createCart(store.ctx, { channelId: 1, customerId: alex.id }, [
      { productId: mug.id, quantity: 1 },
    ]);

    await clock.advance(59 * 60_000);
    expect(store.ctx.events.recent(5).map((e) => e.scope)).not.toContain('store/cart/abandoned');

    await clock.advance(2 * 60_000);
    const event = store.ctx.events.recent(10).find((e) => e.scope === 'store/cart/abandoned');
    expect(event?.data).toMatchObject({ type: 'cart', id: cart.id, token: expect.any(String) });
    const token = event!.data.token as string;

    const [email] = listEmails(store.ctx, { kind: 'abandoned_cart', to: alex.email });
    expect(email?.links.recover_cart).toBe(`https://shop.example.com/cart/recover?t=${token}`);

    const lookup = await store.api('GET', `/v3/abandoned-carts/${token}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual({ data: { cart_id: cart.id }, meta: {} });

    // A cart is abandoned once, not at every sweep...
    await clock.advance(10 * 60_000);
    expect(
      store.ctx.events.recent(50).filter((e) => e.scope === 'store/cart/abandoned'),
    ).toHaveLength(1);

    // ...until it changes: then it is in use again and is abandoned again when idle, with the same token.
    addCartLineItems(store.ctx, { channelId: 1, customerId: alex.id }, cart.id, [
      { productId: mug.id, quantity: 1 },
    ]);
    await clock.advance(61 * 60_000);
    const again = store.ctx.events
      .recent(50)
      .filter((e) => e.scope === 'store/cart/abandoned' && e.data.id === cart.id);
    expect(again).toHaveLength(2);
    expect(again[0]!.data.token).toBe(token);
  });

  it('answers 404 for an unknown token and 403 without the Information & Settings scope', async () => {
    expect((await store.api('GET', '/v3/abandoned-carts/nope')).status).toBe(404);
    const noScope = store.createApiAccount('carts only', ['store_cart']);
    const denied = await store.api('GET', '/v3/abandoned-carts/nope', {
      token: noScope.accessToken,
    });
    expect(denied.status).toBe(403);
    expect(denied.body.title).toContain('store_v2_information_read_only');
  });
});

describe('abandoned cart settings', () => {
  const mugOf = async () => {
    const products = (await store.api('GET', '/v3/catalog/products?limit=50')).body.data;
    return products.find((p: any) => p.is_visible && p.base_variant_id && p.inventory_level > 5);
  };

  it('reads and updates the store settings and per-channel overrides (null: no override)', async () => {
    const global = await store.api('GET', '/v3/abandoned-carts/settings');
    expect(global.status).toBe(200);
    expect(global.body.data).toMatchObject({
      enable_notification: true,
      merchant_abandoned_cart_email_frequency_type: 'individual',
    });

    const put = await store.api('PUT', '/v3/abandoned-carts/settings', {
      body: { merchant_email_address: 'owner@shop.example' },
    });
    expect(put.body.data.merchant_email_address).toBe('owner@shop.example');
    expect(put.body.data.enable_notification).toBe(true);

    const channel = await store.api('GET', '/v3/abandoned-carts/settings/channels/1');
    expect(channel.status).toBe(200);
    expect(Object.values(channel.body.data).every((v) => v === null)).toBe(true);
    const override = await store.api('PUT', '/v3/abandoned-carts/settings/channels/1', {
      body: { enable_notification: false },
    });
    expect(override.body.data.enable_notification).toBe(false);
    expect(override.body.data.merchant_email_address).toBeNull();
    const cleared = await store.api('PUT', '/v3/abandoned-carts/settings/channels/1', {
      body: { enable_notification: null },
    });
    expect(cleared.body.data.enable_notification).toBeNull();
  });

  it('refuses bad values (422), unknown channels (404) and accounts without the scope (403)', async () => {
    expect(
      (
        await store.api('PUT', '/v3/abandoned-carts/settings', {
          body: { merchant_abandoned_cart_digest_email_frequency: 1 },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await store.api('PUT', '/v3/abandoned-carts/settings', {
          body: { merchant_email_address: 'nope' },
        })
      ).status,
    ).toBe(422);
    expect((await store.api('GET', '/v3/abandoned-carts/settings/channels/9999')).status).toBe(404);
    const readOnly = store.createApiAccount('info read', ['store_v2_information_read_only']);
    expect(
      (await store.api('GET', '/v3/abandoned-carts/settings', { token: readOnly.accessToken }))
        .status,
    ).toBe(200);
    const denied = await store.api('PUT', '/v3/abandoned-carts/settings', {
      token: readOnly.accessToken,
      body: {},
    });
    expect(denied.status).toBe(403);
    expect(denied.body.title).toContain('store_v2_information');
  });

  it('follows the settings: no shopper e-mail when off or without consent, merchant e-mails per cart or as a digest', async () => {
    const sam = findCustomerByEmail(store.ctx, 'sam.buyer@example.com')!;
    const mug = await mugOf();
    const abandonOne = async () => {
      createCart(store.ctx, { channelId: 1, customerId: sam.id }, [
        { productId: mug.id, quantity: 1 },
      ]);
      await clock.advance(61 * 60_000);
    };
    const shopperMails = () =>
      listEmails(store.ctx, { kind: 'abandoned_cart', to: sam.email }).length;
    const merchantMails = () =>
      listEmails(store.ctx, { kind: 'merchant_abandoned_cart', to: 'owner@shop.example' }).length;

    await store.api('PUT', '/v3/abandoned-carts/settings/channels/1', {
      body: { enable_notification: false },
    });
    const before = shopperMails();
    await abandonOne();
    expect(shopperMails()).toBe(before);

    await store.api('PUT', '/v3/abandoned-carts/settings/channels/1', {
      body: { enable_notification: null },
    });
    await store.api('PUT', '/v3/abandoned-carts/settings', {
      body: { marketing_emails_require_customer_consent: true },
    });
    await abandonOne();
    expect(shopperMails()).toBe(before); // Sam's subscription has no abandoned_cart consent

    await store.api('PUT', '/v3/abandoned-carts/settings', {
      body: {
        marketing_emails_require_customer_consent: false,
        email_merchant_when_cart_is_abandoned: true,
      },
    });
    await abandonOne();
    expect(shopperMails()).toBe(before + 1);
    expect(merchantMails()).toBe(1);

    await store.api('PUT', '/v3/abandoned-carts/settings', {
      body: {
        merchant_abandoned_cart_email_frequency_type: 'digest',
        merchant_abandoned_cart_digest_email_frequency: 2,
      },
    });
    await abandonOne();
    expect(merchantMails()).toBe(1);
    await abandonOne();
    expect(merchantMails()).toBe(2);
    expect(listEmails(store.ctx, { kind: 'merchant_abandoned_cart' })[0]?.subject).toMatch(
      /^2 carts were abandoned/,
    );
  });
});

describe('merchant notification of converted carts', () => {
  it('e-mails the merchant when a cart becomes an order and the settings ask for it', async () => {
    const { placeOrder } = await import('@/emulator/orders/place-order');
    await store.api('PUT', '/v3/abandoned-carts/settings', {
      body: {
        email_merchant_when_cart_is_converted: true,
        merchant_email_address: 'owner@shop.example',
      },
    });
    const products = (await store.api('GET', '/v3/catalog/products?limit=50')).body.data;
    const mug = products.find(
      (p: any) => p.is_visible && p.base_variant_id && p.inventory_level > 5,
    );
    const cart = createCart(store.ctx, { channelId: 1, customerId: null }, [
      { productId: mug.id, quantity: 1 },
    ]);
    const address = {
      first_name: 'Ada',
      last_name: 'Buyer',
      company: '',
      street_1: '1 Main St',
      street_2: '',
      city: 'Austin',
      state: 'Texas',
      zip: '78701',
      country: 'United States',
      country_iso2: 'US',
      phone: '',
      email: 'ada@example.com',
    };
    const order = placeOrder(store.ctx, {
      channelId: 1,
      customerId: null,
      items: { cartId: cart.id },
      billingAddress: address,
      shippingAddress: address,
      shipping: { methodId: 'standard' },
      payment: { kind: 'test_gateway' },
      origin: 'checkout',
    });
    const [email] = listEmails(store.ctx, {
      kind: 'merchant_cart_converted',
      to: 'owner@shop.example',
    });
    expect(email?.subject).toBe(`Cart ${cart.id} became order #${order.id}`);
  });
});
