import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setStorePlan } from '@/emulator/core/store';
import { graphqlAs, mintToken } from '../support/graphql';
import { startTestStore, type TestStore } from '../support/store-service';

const PRODUCT = `query($id: Int!) { site { product(entityId: $id) { entityId prices { price { value } basePrice { value } salePrice { value } retailPrice { value }
  bulkPricing { minimumQuantity maximumQuantity ... on BulkPricingPercentageDiscount { percentOff } ... on BulkPricingFixedPriceDiscount { price } ... on BulkPricingRelativePriceDiscount { priceAdjustment } } } } } }`;
const CART_FIELDS = `entityId amount { value } baseAmount { value } lineItems { physicalItems { productEntityId quantity listPrice { value } salePrice { value } extendedSalePrice { value } } }`;
const CREATE_CART = `mutation($input: CreateCartInput!) { cart { createCart(input: $input) { cart { ${CART_FIELDS} } } } }`;
const READ_CART = `query($id: String) { site { cart(entityId: $id) { ${CART_FIELDS} } } }`;

let store: TestStore;
let token: string;
let guest: ReturnType<typeof graphqlAs>;
let products: any[];
/** Two plain products (one variant, no sale price, no tiers, plenty of stock) and one with product-level tiers. */
let mug: any;
let plate: any;
let tiered: any;

beforeAll(async () => {
  store = await startTestStore();
  token = await mintToken(store, 'impersonation');
  guest = graphqlAs(store, token);
  products = (
    await store.api('GET', '/v3/catalog/products?limit=250&include=variants,bulk_pricing_rules')
  ).body.data;
  const plain = products.filter(
    (p) =>
      p.is_visible &&
      p.base_variant_id &&
      p.inventory_tracking === 'product' &&
      p.inventory_level > 20 &&
      !p.sale_price &&
      !p.bulk_pricing_rules.length,
  );
  [mug, plate] = plain;
  tiered = products.find(
    (p) =>
      p.is_visible &&
      p.base_variant_id &&
      p.bulk_pricing_rules.length &&
      p.inventory_level >= 30 &&
      !p.sale_price,
  );
  expect([mug, plate, tiered].every(Boolean)).toBe(true);
});
afterAll(() => store.close());

afterEach(async () => {
  // Each test starts from the catalog's prices: no lists, no groups.
  await store.api('DELETE', '/v3/pricelists');
  for (const g of (await store.api('GET', '/v2/customer_groups')).body ?? [])
    await store.api('DELETE', `/v2/customer_groups/${g.id}`);
});

const priceOf = async (gql: ReturnType<typeof graphqlAs>, product: any) =>
  (await gql(PRODUCT, { id: product.id })).body.data.site.product.prices;

async function listOn(
  target: { channel_id?: number; customer_group_id?: number },
  records: Array<[any, Record<string, unknown>]>,
  name = `List ${Math.random()}`,
) {
  const list = (await store.api('POST', '/v3/pricelists', { body: { name } })).body.data;
  const body = records.map(([product, fields]) => ({
    variant_id: product.base_variant_id,
    currency: 'usd',
    ...fields,
  }));
  expect((await store.api('PUT', `/v3/pricelists/${list.id}/records`, { body })).status).toBe(200);
  expect(
    (
      await store.api('POST', '/v3/pricelists/assignments', {
        body: [{ price_list_id: list.id, ...target }],
      })
    ).status,
  ).toBe(200);
  return list;
}

async function customerIn(groupId: number, email: string): Promise<number> {
  const res = await store.api('POST', '/v3/customers', {
    body: [{ email, first_name: 'Group', last_name: 'Member', customer_group_id: groupId }],
  });
  return res.body.data[0].id;
}

const eventsSince = (mark: number) =>
  store.ctx.events
    .recent(500)
    .filter((e) => e.id > mark)
    .reverse();
const lastEventId = () => store.ctx.events.recent(1)[0]?.id ?? 0;

describe('storefront prices from price lists', () => {
  it('keeps the catalog price for a variant without a record', async () => {
    expect((await priceOf(guest, mug)).price.value).toBe(mug.price);
    await listOn({ channel_id: 1 }, [[mug, { price: 3.5 }]]);
    expect((await priceOf(guest, plate)).price.value).toBe(plate.price);
  });

  it("prices guests on the channel with the channel's list: product prices and cart amounts", async () => {
    await listOn({ channel_id: 1 }, [[mug, { price: 7.25, sale_price: 6.1, retail_price: 9.99 }]]);
    const prices = await priceOf(guest, mug);
    expect(prices).toMatchObject({
      price: { value: 6.1 },
      basePrice: { value: 7.25 },
      salePrice: { value: 6.1 },
      retailPrice: { value: 9.99 },
    });

    const created = await guest(CREATE_CART, {
      input: {
        lineItems: [
          { productEntityId: mug.id, quantity: 3 },
          { productEntityId: plate.id, quantity: 1 },
        ],
      },
    });
    const cart = created.body.data.cart.createCart.cart;
    const [mugLine, plateLine] = cart.lineItems.physicalItems;
    expect(mugLine).toMatchObject({
      productEntityId: mug.id,
      listPrice: { value: 6.1 },
      salePrice: { value: 6.1 },
      extendedSalePrice: { value: 18.3 },
    });
    expect(plateLine.salePrice.value).toBe(plate.price);
    expect(cart.amount.value).toBeCloseTo(18.3 + plate.price, 2);
    expect(
      (await guest(READ_CART, { id: cart.entityId })).body.data.site.cart.amount.value,
    ).toBeCloseTo(18.3 + plate.price, 2);

    // A storefront on another channel does not see channel 1's list.
    const other = (
      await store.api('POST', '/v3/channels', {
        body: { name: 'Second shop', type: 'storefront', platform: 'next' },
      })
    ).body.data;
    const onOther = graphqlAs(store, await mintToken(store, 'impersonation', other.id));
    expect((await priceOf(onOther, mug)).price.value).toBe(mug.price);
  });

  it("gives a signed-in customer their group's list over the channel's, and the group-on-channel list over both", async () => {
    const group = (await store.api('POST', '/v2/customer_groups', { body: { name: 'VIP' } })).body;
    const vip = await customerIn(group.id, 'vip@example.com');
    const outsider = await customerIn(0, 'outsider@example.com');
    await listOn({ channel_id: 1 }, [[mug, { price: 7 }]]);
    await listOn({ customer_group_id: group.id }, [[mug, { price: 5 }]]);
    const asVip = graphqlAs(store, token, vip);

    expect((await priceOf(asVip, mug)).price.value).toBe(5);
    expect((await priceOf(guest, mug)).price.value).toBe(7);
    expect((await priceOf(graphqlAs(store, token, outsider), mug)).price.value).toBe(7);
    const vipCart = (
      await asVip(CREATE_CART, { input: { lineItems: [{ productEntityId: mug.id, quantity: 2 }] } })
    ).body.data.cart.createCart.cart;
    expect(vipCart.amount.value).toBe(10);

    await listOn({ customer_group_id: group.id, channel_id: 1 }, [[mug, { price: 4.5 }]]);
    expect((await priceOf(asVip, mug)).price.value).toBe(4.5);

    // The group's list decides alone: a variant it has no record for gets the catalog price.
    expect((await priceOf(asVip, plate)).price.value).toBe(plate.price);
  });

  it("uses a record's own tiers in the cart and ignores the product-level tiers", async () => {
    const productTier = tiered.bulk_pricing_rules[0];
    const quantity = Math.max(productTier.quantity_min, 2);
    const before = (
      await guest(CREATE_CART, { input: { lineItems: [{ productEntityId: tiered.id, quantity }] } })
    ).body.data.cart.createCart.cart;
    expect(before.lineItems.physicalItems[0].salePrice.value).toBeLessThan(tiered.price);

    await listOn({ channel_id: 1 }, [
      [
        tiered,
        {
          price: 20,
          bulk_pricing_tiers: [
            { quantity_min: quantity + 5, quantity_max: null, type: 'fixed', amount: 15 },
          ],
        },
      ],
    ]);
    const prices = await priceOf(guest, tiered);
    expect(prices.bulkPricing).toEqual([
      { minimumQuantity: quantity + 5, maximumQuantity: null, price: 15 },
    ]);

    const below = (
      await guest(CREATE_CART, { input: { lineItems: [{ productEntityId: tiered.id, quantity }] } })
    ).body.data.cart.createCart.cart;
    expect(below.lineItems.physicalItems[0]).toMatchObject({
      listPrice: { value: 20 },
      salePrice: { value: 20 },
    });
    expect(below.amount.value).toBe(20 * quantity);

    const within = (
      await guest(CREATE_CART, {
        input: { lineItems: [{ productEntityId: tiered.id, quantity: quantity + 5 }] },
      })
    ).body.data.cart.createCart.cart;
    expect(within.lineItems.physicalItems[0].salePrice.value).toBe(15);
    expect(within.amount.value).toBe(15 * (quantity + 5));
  });

  it('passes over an inactive list, and prices again once it is switched back on', async () => {
    const list = await listOn({ channel_id: 1 }, [[mug, { price: 2 }]]);
    await store.api('PUT', `/v3/pricelists/${list.id}`, { body: { active: false } });
    expect((await priceOf(guest, mug)).price.value).toBe(mug.price);
    await store.api('PUT', `/v3/pricelists/${list.id}`, { body: { active: true } });
    expect((await priceOf(guest, mug)).price.value).toBe(2);
  });

  it("gives guests the guests' group list when the store has one", async () => {
    const guests = (
      await store.api('POST', '/v2/customer_groups', {
        body: { name: 'Guests', is_group_for_guests: true },
      })
    ).body;
    await listOn({ channel_id: 1 }, [[mug, { price: 8 }]]);
    await listOn({ customer_group_id: guests.id }, [[mug, { price: 6 }]]);
    expect((await priceOf(guest, mug)).price.value).toBe(6);
    const noGroup = await customerIn(0, 'no.group.shopper@example.com');
    expect((await priceOf(graphqlAs(store, token, noGroup), mug)).price.value).toBe(8);
  });

  it("puts a group's own discounts before the channel's list (catalog price here), and ignores groups on a plan without them", async () => {
    const discounted = (
      await store.api('POST', '/v2/customer_groups', {
        body: {
          name: 'Discounts',
          discount_rules: [{ type: 'all', method: 'percent', amount: 10 }],
        },
      })
    ).body;
    const member = await customerIn(discounted.id, 'discounted@example.com');
    await listOn({ channel_id: 1 }, [[mug, { price: 8 }]]);
    expect((await priceOf(graphqlAs(store, token, member), mug)).price.value).toBe(mug.price);

    const vipGroup = (
      await store.api('POST', '/v2/customer_groups', { body: { name: 'Plan VIP' } })
    ).body;
    const vip = await customerIn(vipGroup.id, 'plan.vip@example.com');
    await listOn({ customer_group_id: vipGroup.id }, [[mug, { price: 5 }]]);
    setStorePlan(store.ctx.db, 'standard');
    try {
      expect((await priceOf(graphqlAs(store, token, vip), mug)).price.value).toBe(8);
    } finally {
      setStorePlan(store.ctx.db, 'enterprise');
    }
    expect((await priceOf(graphqlAs(store, token, vip), mug)).price.value).toBe(5);
  });
});

describe('product events for price changes', () => {
  const productEvents = (mark: number) =>
    eventsSince(mark).map((e) => ({ scope: e.scope, data: e.data }));
  const updated = (...ids: number[]) =>
    ids.map((id) => ({ scope: 'store/product/updated', data: { type: 'product', id } }));

  it('publishes nothing for a list itself, nor for prices no shopper sees yet', async () => {
    const mark = lastEventId();
    const list = (await store.api('POST', '/v3/pricelists', { body: { name: 'Quiet' } })).body.data;
    await store.api('PUT', `/v3/pricelists/${list.id}/records`, {
      body: [{ variant_id: mug.base_variant_id, currency: 'usd', price: 1 }],
    });
    await store.api('PUT', `/v3/pricelists/${list.id}`, { body: { name: 'Quiet renamed' } });
    await store.api('DELETE', `/v3/pricelists/${list.id}`);
    expect(productEvents(mark)).toEqual([]);
    expect(store.ctx.events.recent(500).some((e) => /price/i.test(e.scope))).toBe(false);
  });

  it('publishes store/product/updated once per product a change reaches: assignment, records, activation, deletion', async () => {
    const list = (await store.api('POST', '/v3/pricelists', { body: { name: 'Loud' } })).body.data;
    const recordsFor = (price: number) => [
      { variant_id: mug.base_variant_id, currency: 'usd', price },
      { variant_id: plate.base_variant_id, currency: 'usd', price },
    ];
    await store.api('PUT', `/v3/pricelists/${list.id}/records`, { body: recordsFor(3) });

    let mark = lastEventId();
    await store.api('POST', '/v3/pricelists/assignments', {
      body: [{ price_list_id: list.id, channel_id: 1 }],
    });
    expect(productEvents(mark)).toEqual(updated(mug.id, plate.id));

    mark = lastEventId();
    await store.api('PUT', `/v3/pricelists/${list.id}/records`, { body: recordsFor(4) });
    expect(productEvents(mark)).toEqual(updated(mug.id, plate.id));

    mark = lastEventId();
    await store.api('PUT', `/v3/pricelists/${list.id}/records/${mug.base_variant_id}/usd`, {
      body: { price: 5 },
    });
    expect(productEvents(mark)).toEqual(updated(mug.id));

    mark = lastEventId();
    await store.api(
      'DELETE',
      `/v3/pricelists/${list.id}/records?variant_id:in=${plate.base_variant_id}`,
    );
    expect(productEvents(mark)).toEqual(updated(plate.id));

    mark = lastEventId();
    await store.api('PUT', `/v3/pricelists/${list.id}`, { body: { active: false } });
    expect(productEvents(mark)).toEqual(updated(mug.id));
    mark = lastEventId();
    await store.api('PUT', `/v3/pricelists/${list.id}`, { body: { active: true } });
    expect(productEvents(mark)).toEqual(updated(mug.id));

    mark = lastEventId();
    await store.api('DELETE', '/v3/pricelists/assignments?channel_id=1');
    expect(productEvents(mark)).toEqual(updated(mug.id));

    await store.api('POST', '/v3/pricelists/assignments', {
      body: [{ price_list_id: list.id, channel_id: 1 }],
    });
    mark = lastEventId();
    await store.api('DELETE', `/v3/pricelists/${list.id}`);
    expect(productEvents(mark)).toEqual(updated(mug.id));
  });

  it("publishes for the products of a group's lists when the group is deleted", async () => {
    const group = (await store.api('POST', '/v2/customer_groups', { body: { name: 'Going away' } }))
      .body;
    await listOn({ customer_group_id: group.id }, [[plate, { price: 2 }]]);
    const mark = lastEventId();
    await store.api('DELETE', `/v2/customer_groups/${group.id}`);
    expect(productEvents(mark)).toEqual(updated(plate.id));
  });
});
