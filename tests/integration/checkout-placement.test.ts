import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCart } from '@/emulator/carts/repository';
import { adjustInventory } from '@/emulator/catalog';
import { missingRouteNote } from '@/emulator/outbox/links';
import {
  type CatalogVariant,
  cartWithCheckout,
  eventsSince,
  getPage,
  giveSite,
  inStockVariant,
  lastEventId,
  newChannel,
  outbox,
  postForm,
  stockOfVariant,
  validForm,
  variantsOf,
} from '../support/orders';
import { startTestStore, type TestStore } from '../support/store-service';

/** Placing an order through the hosted checkout, and everything that follows from it. */

const SHOP = 'https://shop.example.com';
let store: TestStore;
let mug: CatalogVariant & { productName: string };
beforeAll(async () => {
  store = await startTestStore();
  mug = await inStockVariant(store, 1, 10);
  await giveSite(store, 1, `${SHOP}/`, {
    account_order_status: '/account/orders/{id}',
    unsubscribe: '/newsletter/unsubscribe',
    cart: '/cart',
  });
});
afterAll(() => store.close());

const orderIdFrom = (location: string | null) =>
  Number(/\/account\/orders\/(\d+)$/.exec(location ?? '')?.[1]);

describe('a card payment', () => {
  let placed: {
    cartId: string;
    url: string;
    orderId: number;
    stockBefore: number;
    firstEvent: number;
    location: string;
  };
  beforeAll(async () => {
    const stockBefore = await stockOfVariant(store, 1, mug.id);
    const firstEvent = lastEventId(store);
    const { cart, urls } = cartWithCheckout(store, [
      { productId: 1, variantId: mug.id, quantity: 2 },
    ]);
    const res = await postForm(
      urls.redirectedCheckoutUrl,
      validForm({ email: 'card.buyer@example.com', customer_message: 'Leave at the door' }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const location = res.headers.get('location')!;
    placed = {
      cartId: cart.id,
      url: urls.redirectedCheckoutUrl,
      orderId: orderIdFrom(location),
      stockBefore,
      firstEvent,
      location,
    };
  });

  it("sends the shopper to the storefront's order status route with the new order's id", () => {
    expect(placed.location).toBe(`${SHOP}/account/orders/${placed.orderId}`);
    expect(placed.orderId).toBeGreaterThan(0);
  });

  it('creates the order with its products, totals in v2 money, the address and the guest customer', async () => {
    const res = await store.api('GET', `/v2/orders/${placed.orderId}`);
    expect(res.status).toBe(200);
    const unit = mug.calculated_price;
    const subtotal = (unit * 2).toFixed(4);
    expect(res.body).toMatchObject({
      id: placed.orderId,
      customer_id: 0,
      status_id: 11,
      status: 'Awaiting Fulfillment',
      subtotal_ex_tax: subtotal,
      subtotal_inc_tax: subtotal,
      base_shipping_cost: '5.9900',
      total_inc_tax: (unit * 2 + 5.99).toFixed(4),
      total_tax: '0.0000',
      items_total: 2,
      payment_method: 'Credit Card',
      payment_status: 'captured',
      cart_id: placed.cartId,
      channel_id: 1,
      order_source: 'www',
      customer_message: 'Leave at the door',
      is_email_opt_in: false,
      billing_address: {
        first_name: 'Jane',
        last_name: 'Doe',
        street_1: '455 Main Street',
        city: 'Austin',
        zip: '78751',
        country: 'United States',
        country_iso2: 'US',
        email: 'card.buyer@example.com',
      },
    });
    expect(res.body.payment_provider_id).toMatch(/^tx_/);
    expect(res.body.date_created).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);

    const products = await store.api('GET', `/v2/orders/${placed.orderId}/products`);
    expect(products.status).toBe(200);
    expect(products.body).toHaveLength(1);
    expect(products.body[0]).toMatchObject({
      order_id: placed.orderId,
      product_id: 1,
      variant_id: mug.id,
      name: mug.productName,
      sku: mug.sku,
      brand: 'Alder & Ash',
      quantity: 2,
      price_inc_tax: unit.toFixed(4),
      total_inc_tax: subtotal,
      order_address_id: placed.orderId,
      product_options: [
        expect.objectContaining({
          display_name: mug.option_values[0]!.option_display_name,
          display_value: mug.option_values[0]!.label,
        }),
      ],
    });
    const addresses = await store.api('GET', `/v2/orders/${placed.orderId}/shipping_addresses`);
    expect(addresses.body).toEqual([
      expect.objectContaining({
        id: placed.orderId,
        street_1: '455 Main Street',
        shipping_method: 'Standard shipping',
        cost_inc_tax: '5.9900',
      }),
    ]);
  });

  it('records one card transaction', async () => {
    const res = await store.api('GET', `/v3/orders/${placed.orderId}/transactions`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      order_id: String(placed.orderId),
      event: 'purchase',
      method: 'credit_card',
      amount: Math.round((mug.calculated_price * 2 + 5.99) * 100) / 100,
      currency: 'USD',
      test: true,
      status: 'ok',
      credit_card: {
        card_type: 'visa',
        card_iin: '411111',
        card_last4: '1111',
        card_expiry_month: 12,
        card_expiry_year: 2030,
      },
      gift_certificate: null,
      store_credit: null,
    });
    expect(res.body.meta.pagination).toMatchObject({ total: 1, count: 1 });
  });

  it('converts the cart, so a second submission gets a clear 410 page', async () => {
    expect(findCart(store.ctx, placed.cartId)).toMatchObject({
      status: 'converted',
      order_id: placed.orderId,
    });
    const again = await postForm(placed.url, validForm());
    expect(again.status).toBe(410);
    expect(again.text).toContain('This order has already been placed');
    expect(again.text).toContain(`Order #${placed.orderId}`);
    expect(again.text).toContain(`href="${SHOP}/account/orders/${placed.orderId}"`);
    expect((await getPage(placed.url)).status).toBe(410);
  });

  it('takes the units out of stock', async () => {
    expect(await stockOfVariant(store, 1, mug.id)).toBe(placed.stockBefore - 2);
  });

  it('publishes the inventory change, then store/cart/converted and store/order/created', () => {
    const events = eventsSince(store, placed.firstEvent);
    const scopes = events.map((e) => e.scope);
    expect(scopes.indexOf('store/product/inventory/order/updated')).toBeGreaterThanOrEqual(0);
    expect(scopes.indexOf('store/product/inventory/order/updated')).toBeLessThan(
      scopes.indexOf('store/cart/converted'),
    );
    expect(events.find((e) => e.scope === 'store/cart/converted')?.data).toEqual({
      type: 'cart',
      id: placed.cartId,
      orderId: placed.orderId,
    });
    expect(events.find((e) => e.scope === 'store/order/created')?.data).toEqual({
      type: 'order',
      id: placed.orderId,
    });
    expect(scopes.indexOf('store/cart/converted')).toBeLessThan(
      scopes.indexOf('store/order/created'),
    );
  });

  it('announces the card payment with store/order/transaction/created after the order', async () => {
    const [purchase] = (await store.api('GET', `/v3/orders/${placed.orderId}/transactions`)).body
      .data as { id: number }[];
    const events = eventsSince(store, placed.firstEvent);
    const scopes = events.map((e) => e.scope);
    expect(events.find((e) => e.scope === 'store/order/transaction/created')?.data).toEqual({
      type: 'order',
      id: placed.orderId,
      order_id: String(placed.orderId),
      transaction_id: String(purchase!.id),
      transaction_type: 'purchase',
      transaction_status: 'ok',
    });
    expect(scopes.indexOf('store/order/created')).toBeLessThan(
      scopes.indexOf('store/order/transaction/created'),
    );
  });

  it('e-mails the confirmation with the order summary and the expanded storefront links', async () => {
    const [mail] = await outbox(store, 'card.buyer@example.com', 'order_confirmation');
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe(`Your order #${placed.orderId} at ${store.ctx.store.name}`);
    expect(mail!.body).toContain(`2 x ${mug.productName}`);
    expect(mail!.body).toContain('Shipping (Standard shipping)  $5.99');
    expect(mail!.links.order_status).toBe(`${SHOP}/account/orders/${placed.orderId}`);
    expect(mail!.links.unsubscribe).toBe(
      `${SHOP}/newsletter/unsubscribe?email=card.buyer%40example.com`,
    );
    expect(mail!.body).toContain(mail!.links.order_status);
  });
});

describe('other outcomes', () => {
  it('shows a declined card on the page with 402 and places nothing', async () => {
    const before = await stockOfVariant(store, 1, mug.id);
    const firstEvent = lastEventId(store);
    const { cart, urls } = cartWithCheckout(store, [
      { productId: 1, variantId: mug.id, quantity: 1 },
    ]);
    const res = await postForm(
      urls.redirectedCheckoutUrl,
      validForm({ card_number: '4000 0000 0000 0002', email: 'declined@example.com' }),
    );
    expect(res.status).toBe(402);
    expect(res.text).toContain('Your order was not placed');
    expect(res.text).toContain('Your card was declined');
    expect(res.text).toContain('value="declined@example.com"');
    expect(findCart(store.ctx, cart.id)!.status).toBe('active');
    expect(await stockOfVariant(store, 1, mug.id)).toBe(before);
    expect(eventsSince(store, firstEvent).map((e) => e.scope)).not.toContain('store/order/created');
    expect((await store.api('GET', '/v2/orders?email=declined@example.com')).status).toBe(204);

    const retry = await postForm(
      urls.redirectedCheckoutUrl,
      validForm({ email: 'declined@example.com' }),
    );
    expect(retry.status).toBe(303);
  });

  it('pays with the test gateway: no transaction; express shipping (per item); newsletter subscription', async () => {
    const { urls } = cartWithCheckout(store, [{ productId: 1, variantId: mug.id, quantity: 2 }]);
    const res = await postForm(
      urls.redirectedCheckoutUrl,
      validForm({
        payment_method: 'test_gateway',
        card_number: '',
        card_expiry: '',
        card_cvc: '',
        shipping_method: 'express',
        newsletter: 'yes',
        email: 'gateway@example.com',
      }),
    );
    expect(res.status).toBe(303);
    const orderId = orderIdFrom(res.headers.get('location'));
    const order = (await store.api('GET', `/v2/orders/${orderId}`)).body;
    expect(order).toMatchObject({
      payment_method: 'Test Payment Gateway',
      base_shipping_cost: '15.0000',
      is_email_opt_in: true,
      payment_provider_id: '',
    });
    const transactions = await store.api('GET', `/v3/orders/${orderId}/transactions`);
    expect(transactions.status).toBe(200);
    expect(transactions.body.data).toEqual([]);
    const subscribers = await store.api(
      'GET',
      '/v3/customers/subscribers?email=gateway@example.com',
    );
    expect(subscribers.body.data).toEqual([
      expect.objectContaining({
        email: 'gateway@example.com',
        source: 'order',
        order_id: orderId,
        first_name: 'Jane',
      }),
    ]);
  });

  it('offers free shipping from $75 of items, and starts with it as the cheapest', async () => {
    const sizes = await variantsOf(store, 8);
    const big = sizes.find((v) => (v.price ?? 0) >= 40 && v.inventory_level >= 2)!;
    const { urls } = cartWithCheckout(store, [{ productId: 8, variantId: big.id, quantity: 2 }]);
    const page = (await getPage(urls.redirectedCheckoutUrl)).text;
    expect(page).toContain('<dt>Shipping (Free shipping)</dt><dd>Free</dd>');
    expect(page).toMatch(/id="shipping-free" name="shipping_method" value="free" checked/);
    const res = await postForm(urls.redirectedCheckoutUrl, validForm({ shipping_method: 'free' }));
    const order = (await store.api('GET', `/v2/orders/${orderIdFrom(res.headers.get('location'))}`))
      .body;
    expect(order.base_shipping_cost).toBe('0.0000');
    expect(order.total_inc_tax).toBe((big.price! * 2).toFixed(4));
  });

  it('refuses with 409, placing nothing, when stock ran out after the page was shown', async () => {
    const sizes = await variantsOf(store, 8);
    const last = sizes.find((v) => v.inventory_level >= 3)!;
    const { cart, urls } = cartWithCheckout(store, [
      { productId: 8, variantId: last.id, quantity: 3 },
    ]);
    adjustInventory(store.ctx, last.id, -(last.inventory_level - 1), { cause: 'manual' });
    const res = await postForm(urls.redirectedCheckoutUrl, validForm());
    expect(res.status).toBe(409);
    expect(res.text).toContain('Only 1 of Cast Iron Skillet in stock.');
    expect(findCart(store.ctx, cart.id)!.status).toBe('active');
    expect(await stockOfVariant(store, 8, last.id)).toBe(1);
  });

  it("gives a signed-in customer's order to the customer", async () => {
    const created = await store.api('POST', '/v3/customers', {
      body: [{ email: 'sam.member@example.com', first_name: 'Sam', last_name: 'Member' }],
    });
    const customerId = created.body.data[0].id;
    const { urls } = cartWithCheckout(store, [{ productId: 1, variantId: mug.id, quantity: 1 }], {
      customerId,
    });
    const res = await postForm(
      urls.redirectedCheckoutUrl,
      validForm({ email: 'sam.member@example.com' }),
    );
    const order = (await store.api('GET', `/v2/orders/${orderIdFrom(res.headers.get('location'))}`))
      .body;
    expect(order.customer_id).toBe(customerId);
    const mine = await store.api('GET', `/v2/orders?customer_id=${customerId}`);
    expect(mine.body.map((o: { id: number }) => o.id)).toEqual([order.id]);
  });
});

describe('a channel without storefront routes', () => {
  it('falls back to the service\'s own "order placed" page, and the e-mail says why it has no link', async () => {
    const channelId = await newChannel(store, 'No site channel');
    const { urls } = cartWithCheckout(store, [{ productId: 1, variantId: mug.id, quantity: 1 }], {
      channelId,
    });
    const res = await postForm(
      urls.redirectedCheckoutUrl,
      validForm({ email: 'nosite@example.com' }),
    );
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toBe(`${urls.redirectedCheckoutUrl}/complete`);
    const done = await getPage(location);
    expect(done.status).toBe(200);
    expect(done.text).toMatch(/Order #\d+ is placed/);

    const [mail] = await outbox(store, 'nosite@example.com', 'order_confirmation');
    expect(mail!.links).toEqual({});
    expect(mail!.body).toContain(missingRouteNote('account_order_status'));
  });

  it('sends the shopper to the site URL when the site has no order status route', async () => {
    const channelId = await newChannel(store, 'Site without routes');
    await giveSite(store, channelId, 'https://bare.example.com/', {});
    const { urls } = cartWithCheckout(store, [{ productId: 1, variantId: mug.id, quantity: 1 }], {
      channelId,
    });
    const res = await postForm(urls.redirectedCheckoutUrl, validForm());
    expect(res.headers.get('location')).toBe('https://bare.example.com/');
  });

  it('has no "order placed" page for a session that placed nothing', async () => {
    const { urls } = cartWithCheckout(store, [{ productId: 1, variantId: mug.id, quantity: 1 }]);
    expect((await getPage(`${urls.redirectedCheckoutUrl}/complete`)).status).toBe(404);
  });
});
