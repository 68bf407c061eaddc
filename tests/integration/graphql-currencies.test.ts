import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutSession } from '@/emulator/carts/checkout-sessions';
import { newChannel, postForm, validForm } from '../support/orders';
import { graphqlAs, mintToken } from '../support/graphql';
import { startTestStore, type TestStore } from '../support/store-service';

/**
 * The store's currencies on the storefront GraphQL endpoint: the channel's currencies with
 * their rates, catalog prices in another of them, carts in it (created so, or switched),
 * and the hosted checkout and the order in the cart's currency.
 */

const CURRENCIES = `{ site { currencies { edges { node { entityId code name exchangeRate isTransactional isActive
  display { symbol symbolPlacement decimalPlaces decimalToken thousandsToken } } } } } }`;
const PRODUCT_PRICES = `query($id: Int!, $currency: currencyCode) { site { product(entityId: $id) {
  prices(currencyCode: $currency) { price { value currencyCode } basePrice { value } priceRange { min { value currencyCode } }
    bulkPricing { minimumQuantity ... on BulkPricingFixedPriceDiscount { price } ... on BulkPricingRelativePriceDiscount { priceAdjustment } ... on BulkPricingPercentageDiscount { percentOff } } }
  variants(first: 10) { edges { node { entityId prices(currencyCode: $currency) { price { value currencyCode } } } } } } } }`;
const CART_FIELDS = `entityId currencyCode amount { value currencyCode } lineItems { physicalItems { quantity listPrice { value currencyCode } extendedSalePrice { value currencyCode } } }`;
const CREATE = `mutation($input: CreateCartInput!) { cart { createCart(input: $input) { cart { ${CART_FIELDS} } } } }`;
const SWITCH = `mutation($input: UpdateCartCurrencyInput!) { cart { updateCartCurrency(input: $input) { cart { ${CART_FIELDS} } } } }`;

const EUR_RATE = 0.92;
const inEuros = (dollars: number) => Math.round(dollars * EUR_RATE * 100) / 100;

let store: TestStore;
let gql: ReturnType<typeof graphqlAs>;
let mug: { id: number; price: number; variantId: number };

beforeAll(async () => {
  store = await startTestStore();
  gql = graphqlAs(store, await mintToken(store));
  const products = (
    await store.api('GET', '/v3/catalog/products?limit=250&include=bulk_pricing_rules')
  ).body.data as Array<Record<string, any>>;
  const found = products.find(
    (p) =>
      p.is_visible &&
      p.base_variant_id &&
      p.inventory_tracking === 'product' &&
      p.inventory_level > 5 &&
      !p.sale_price &&
      !p.bulk_pricing_rules.length,
  )!;
  mug = { id: found.id, price: found.price, variantId: found.base_variant_id };
});
afterAll(() => store.close());

describe('storefront GraphQL: currencies', () => {
  it("lists the channel's currencies, its default first, with their exchange rates and display", async () => {
    const edges = (await gql(CURRENCIES)).body.data.site.currencies.edges.map(
      (e: { node: unknown }) => e.node,
    );
    expect(edges).toEqual([
      expect.objectContaining({
        code: 'USD',
        exchangeRate: 1,
        isTransactional: true,
        isActive: true,
        display: expect.objectContaining({ symbol: '$', decimalPlaces: 2 }),
      }),
      expect.objectContaining({
        code: 'EUR',
        name: 'Euro',
        exchangeRate: EUR_RATE,
        isTransactional: true,
        display: expect.objectContaining({ symbol: '€', symbolPlacement: 'LEFT' }),
      }),
    ]);
  });

  it('prices products and variants in the currency asked for, at its rate, and in the default otherwise', async () => {
    const usd = (await gql(PRODUCT_PRICES, { id: mug.id })).body.data.site.product;
    expect(usd.prices.price).toEqual({ value: mug.price, currencyCode: 'USD' });
    const eur = (await gql(PRODUCT_PRICES, { id: mug.id, currency: 'EUR' })).body.data.site.product;
    expect(eur.prices.price).toEqual({ value: inEuros(mug.price), currencyCode: 'EUR' });
    expect(eur.prices.priceRange.min.currencyCode).toBe('EUR');
    expect(eur.variants.edges[0].node.prices.price).toEqual({
      value: inEuros(mug.price),
      currencyCode: 'EUR',
    });
  });

  it('converts bulk pricing amounts but not percentages', async () => {
    const created = await store.api('POST', `/v3/catalog/products/${mug.id}/bulk-pricing-rules`, {
      body: { quantity_min: 10, quantity_max: 0, type: 'fixed', amount: 10 },
    });
    expect(created.status).toBe(200);
    const tiers = (await gql(PRODUCT_PRICES, { id: mug.id, currency: 'EUR' })).body.data.site
      .product.prices.bulkPricing;
    expect(tiers).toContainEqual({ minimumQuantity: 10, price: inEuros(10) });
    await store.api(
      'DELETE',
      `/v3/catalog/products/${mug.id}/bulk-pricing-rules/${created.body.data.id}`,
    );
  });

  it('refuses a currency the channel does not offer, naming the ones it does', async () => {
    const answer = await gql(PRODUCT_PRICES, { id: mug.id, currency: 'JPY' });
    expect(answer.body.errors?.[0]?.message).toBe(
      'JPY is not a currency of this channel; use one of USD, EUR.',
    );
  });

  it('makes a cart in the currency asked for, switches it to another and refuses one the channel does not have', async () => {
    const created = (
      await gql(CREATE, {
        input: { currencyCode: 'EUR', lineItems: [{ productEntityId: mug.id, quantity: 2 }] },
      })
    ).body.data.cart.createCart.cart;
    expect(created.currencyCode).toBe('EUR');
    expect(created.lineItems.physicalItems[0].listPrice).toEqual({
      value: inEuros(mug.price),
      currencyCode: 'EUR',
    });
    expect(created.amount).toEqual({ value: inEuros(mug.price) * 2, currencyCode: 'EUR' });

    const switched = await gql(SWITCH, {
      input: { cartEntityId: created.entityId, data: { currencyCode: 'USD' } },
    });
    expect(switched.body.data.cart.updateCartCurrency.cart).toMatchObject({
      currencyCode: 'USD',
      amount: { value: mug.price * 2, currencyCode: 'USD' },
    });
    expect(store.ctx.events.recent(5).map((e) => e.scope)).toContain('store/cart/updated');

    const refused = await gql(SWITCH, {
      input: { cartEntityId: created.entityId, data: { currencyCode: 'GBP' } },
    });
    expect(refused.body.errors?.[0]?.message).toBe(
      'GBP is not a currency carts on this channel can be in; use one of USD, EUR.',
    );
  });

  it("follows the channel's currency assignments: a channel with one currency offers only it", async () => {
    const channelId = await newChannel(store, 'Dollars only');
    expect(
      (
        await store.api('PUT', `/v3/channels/${channelId}/currency-assignments`, {
          body: { enabled_currencies: ['USD'], default_currency: 'USD' },
        })
      ).status,
    ).toBe(200);
    const onChannel = graphqlAs(store, await mintToken(store, 'impersonation', channelId));
    expect(
      (await onChannel(CURRENCIES)).body.data.site.currencies.edges.map(
        (e: { node: { code: string } }) => e.node.code,
      ),
    ).toEqual(['USD']);
    expect(
      (await onChannel(PRODUCT_PRICES, { id: mug.id, currency: 'EUR' })).body.errors?.[0]?.message,
    ).toBe('EUR is not a currency of this channel; use one of USD.');
  });

  it("takes the cart's currency to the hosted checkout and the order", async () => {
    const cart = (
      await gql(CREATE, {
        input: { currencyCode: 'EUR', lineItems: [{ productEntityId: mug.id, quantity: 1 }] },
      })
    ).body.data.cart.createCart.cart;
    const urls = createCheckoutSession(store.ctx, {
      cartId: cart.entityId,
      channelId: 1,
      customerId: null,
    });
    const page = await (await fetch(urls.redirectedCheckoutUrl)).text();
    const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
    expect(page).toContain(euros.format(inEuros(mug.price)));
    // Standard shipping ($5.99) at the euro's rate, below the free-shipping threshold.
    expect(page).toContain(euros.format(inEuros(5.99)));

    const placed = await postForm(urls.redirectedCheckoutUrl, validForm());
    expect(placed.status).toBe(303);
    const orderId = (
      store.ctx.db.prepare('SELECT order_id FROM carts WHERE id = ?').get(cart.entityId) as {
        order_id: number;
      }
    ).order_id;
    const order = (await store.api('GET', `/v2/orders/${orderId}`)).body;
    expect(order).toMatchObject({
      currency_code: 'EUR',
      default_currency_code: 'USD',
      currency_exchange_rate: '0.9200000000',
    });
    expect(Number(order.subtotal_inc_tax)).toBeCloseTo(inEuros(mug.price), 2);
    expect(Number(order.shipping_cost_inc_tax)).toBeCloseTo(inEuros(5.99), 2);
  });

  it('makes carts in a currency through the carts interface too', async () => {
    const made = await store.api('POST', '/v3/carts', {
      body: {
        currency: { code: 'EUR' },
        line_items: [{ product_id: mug.id, variant_id: mug.variantId, quantity: 1 }],
      },
    });
    expect(made.status).toBe(201);
    expect(made.body.data.currency).toEqual({ code: 'EUR' });
    expect(made.body.data.cart_amount).toBeCloseTo(inEuros(mug.price), 2);
  });
});
