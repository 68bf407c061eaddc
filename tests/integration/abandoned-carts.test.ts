import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { findCustomerByEmail } from '@/emulator/customers/repository';
import { listEmails } from '@/emulator/outbox';
import { createCart } from '@/emulator/carts/service';
import { startTestStore, type TestStore } from '../support/store-service';

let store: TestStore;
let clock: VirtualClock;

beforeAll(async () => {
  clock = new VirtualClock(Date.UTC(2026, 10, 1));
  store = await startTestStore({ clock, config: { abandonedCartAfterMs: 60 * 60_000, abandonedCartSweepMs: 30_000 } });
  // The recovery link is built from the channel's site routes.
  const site = await store.api('POST', '/v3/sites', { body: { channel_id: 1, url: 'https://shop.example.com' } });
  await store.api('POST', `/v3/sites/${site.body.data.id}/routes`, { body: { type: 'recover_abandoned_cart', matching: '*', route: '/cart/recover' } });
});
afterAll(() => store.close());

describe('abandoned carts', () => {
  it('marks a cart idle past the configured time: token, event, recovery e-mail, and the token resolves to the cart', async () => {
    const alex = findCustomerByEmail(store.ctx, 'alex.shopper@example.com')!;
    const products = (await store.api('GET', '/v3/catalog/products?limit=50')).body.data;
    const mug = products.find((p: any) => p.is_visible && p.base_variant_id && p.inventory_level > 5);
    const cart = createCart(store.ctx, { channelId: 1, customerId: alex.id }, [{ productId: mug.id, quantity: 1 }]);

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

    // A cart is abandoned once, not at every sweep.
    await clock.advance(10 * 60_000);
    expect(store.ctx.events.recent(50).filter((e) => e.scope === 'store/cart/abandoned')).toHaveLength(1);
  });

  it('answers 404 for an unknown token and 403 without the Information & Settings scope', async () => {
    expect((await store.api('GET', '/v3/abandoned-carts/nope')).status).toBe(404);
    const noScope = store.createApiAccount('carts only', ['store_cart']);
    const denied = await store.api('GET', '/v3/abandoned-carts/nope', { token: noScope.accessToken });
    expect(denied.status).toBe(403);
    expect(denied.body.title).toContain('store_v2_information_read_only');
  });
});
