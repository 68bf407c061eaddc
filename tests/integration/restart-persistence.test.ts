import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { findCustomerByEmail } from '@/emulator/customers/repository';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';
import { graphql, graphqlAs, mintToken } from '../support/graphql';
import { billingAddress, inStockVariant } from '../support/orders';

/**
 * What the service keeps in its database file survives a restart: orders, customers,
 * carts with their lines, sign-in sessions, abandoned-cart tokens, price lists and
 * channel listings. The first run makes them; the second run, on the same file, reads them.
 */

const CONFIG = { abandonedCartAfterMs: 60_000, abandonedCartSweepMs: 10_000 };
const CART_FIELDS = `entityId amount { value } lineItems { totalQuantity physicalItems { entityId productEntityId variantEntityId quantity listPrice { value } } }`;
const CREATE_CART = `mutation($input: CreateCartInput!) { cart { createCart(input: $input) { cart { ${CART_FIELDS} } } } }`;
const READ_CART = `query($id: String) { site { cart(entityId: $id) { ${CART_FIELDS} } } }`;
const LOGIN =
  'mutation Login($email: String!, $pass: String!) { login(email: $email, password: $pass) { result } }';
const WHO = '{ customer { email } }';

const clock = new VirtualClock(Date.UTC(2026, 8, 1, 9));
const dbPath = tempDbPath();
let store: TestStore;

/** What the first run made and how the API showed it then. */
const before = {} as {
  storeHash: string;
  apiUrl: string;
  primaryToken: string;
  productTotal: number;
  customerTotal: number;
  order: any;
  orderProducts: any[];
  customer: any;
  guestCart: any;
  sessionCookie: string;
  storefrontToken: string;
  abandonedToken: string;
  abandonedCartId: string;
  priceList: any;
  priceRecord: any;
  assignments: any[];
  listingChannelId: number;
  listing: any;
};

/** Rewrites the first run's URLs (its port) to the second run's, for comparing answers. */
const onNewPort = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value).replaceAll(before.apiUrl, store.apiUrl)) as T;

beforeAll(async () => {
  store = await startTestStore({ db: dbPath, clock, config: CONFIG });
  expect(store.createdStore).toBe(true);
  before.storeHash = store.storeHash;
  before.apiUrl = store.apiUrl;
  before.primaryToken = store.primaryAccount.accessToken;
  before.productTotal = (
    await store.api('GET', '/v3/catalog/products?limit=1')
  ).body.meta.pagination.total;
  before.customerTotal = (
    await store.api('GET', '/v3/customers?limit=1')
  ).body.meta.pagination.total;

  const products = (await store.api('GET', '/v3/catalog/products?limit=250')).body.data;
  const [mug, plate] = products.filter(
    (p: any) =>
      p.is_visible &&
      p.base_variant_id &&
      p.inventory_tracking === 'product' &&
      p.inventory_level > 20,
  );
  const impersonation = await mintToken(store, 'impersonation');

  // An abandoned cart of a signed-in customer, and its recovery token.
  const sam = findCustomerByEmail(store.ctx, 'sam.buyer@example.com')!;
  const samCart = await graphqlAs(
    store,
    impersonation,
    sam.id,
  )(CREATE_CART, { input: { lineItems: [{ productEntityId: mug.id, quantity: 1 }] } });
  before.abandonedCartId = samCart.body.data.cart.createCart.cart.entityId;
  await clock.advance(70_000);
  const abandoned = store.ctx.events
    .recent(50)
    .find((e) => e.scope === 'store/cart/abandoned' && e.data.id === before.abandonedCartId);
  before.abandonedToken = abandoned!.data.token as string;
  expect(
    (await store.api('GET', `/v3/abandoned-carts/${before.abandonedToken}`)).body.data,
  ).toEqual({ cart_id: before.abandonedCartId });

  // An order for a demo customer.
  const alex = findCustomerByEmail(store.ctx, 'alex.shopper@example.com')!;
  const variant = await inStockVariant(store, mug.id, 2);
  const order = await store.api('POST', '/v2/orders', {
    body: {
      customer_id: alex.id,
      products: [{ product_id: mug.id, variant_id: variant.id, quantity: 2 }],
      billing_address: billingAddress(alex.email),
      staff_notes: 'Before restart',
    },
  });
  expect(order.status).toBe(200);
  before.order = (await store.api('GET', `/v2/orders/${order.body.id}`)).body;
  before.orderProducts = (await store.api('GET', `/v2/orders/${order.body.id}/products`)).body;

  // A customer with a password.
  const customer = await store.api('POST', '/v3/customers', {
    body: [
      {
        email: 'kept.customer@example.com',
        first_name: 'Kept',
        last_name: 'Across',
        company: 'Durable',
        authentication: { new_password: 'durable9pass' },
      },
    ],
  });
  expect(customer.status).toBe(200);
  before.customer = customer.body.data[0];

  // A guest cart with two lines.
  before.storefrontToken = await mintToken(store, 'storefront');
  const guest = await graphql(
    store,
    CREATE_CART,
    {
      input: {
        lineItems: [
          { productEntityId: mug.id, quantity: 1 },
          { productEntityId: plate.id, quantity: 3 },
        ],
      },
    },
    { token: before.storefrontToken },
  );
  expect(guest.body.errors).toBeUndefined();
  before.guestCart = guest.body.data.cart.createCart.cart;
  expect(before.guestCart.lineItems.totalQuantity).toBe(4);

  // A sign-in session.
  const login = await graphql(
    store,
    LOGIN,
    { email: 'alex.shopper@example.com', pass: 'shop4demo' },
    { token: before.storefrontToken },
  );
  expect(login.body.data.login.result).toBe('success');
  before.sessionCookie = login.headers.get('set-cookie')!.split(';')[0]!;
  expect(
    (await graphql(store, WHO, {}, { cookie: before.sessionCookie })).body.data.customer.email,
  ).toBe('alex.shopper@example.com');

  // A channel with a listing, and a price list with a record, assigned to that channel.
  const channel = await store.api('POST', '/v3/channels', {
    body: { name: 'Kept market', type: 'marketplace', platform: 'amazon' },
  });
  before.listingChannelId = channel.body.data.id;
  const listing = await store.api('POST', `/v3/channels/${before.listingChannelId}/listings`, {
    body: [
      {
        product_id: mug.id,
        state: 'active',
        name: 'Mug (kept)',
        variants: [{ product_id: mug.id, variant_id: mug.base_variant_id, state: 'active' }],
      },
    ],
  });
  expect(listing.status).toBe(200);
  before.listing = listing.body.data[0];

  const list = await store.api('POST', '/v3/pricelists', { body: { name: 'Kept prices' } });
  before.priceList = list.body.data;
  const record = await store.api(
    'PUT',
    `/v3/pricelists/${before.priceList.id}/records/${mug.base_variant_id}/USD`,
    {
      body: {
        price: 12.34,
        sale_price: 11.11,
        bulk_pricing_tiers: [{ quantity_min: 5, quantity_max: 9, type: 'fixed', amount: 10 }],
      },
    },
  );
  expect(record.status).toBe(200);
  before.priceRecord = record.body.data;
  const assigned = await store.api('POST', '/v3/pricelists/assignments', {
    body: [{ price_list_id: before.priceList.id, channel_id: before.listingChannelId }],
  });
  expect(assigned.status).toBe(200);
  before.assignments = assigned.body.data;

  await store.close();
  await clock.advance(5 * 60_000);
  store = await startTestStore({ db: dbPath, clock, config: CONFIG });
}, 60_000);
afterAll(() => store.close());

describe('after a restart on the same database file', () => {
  it('is the same store: same hash and primary token, no second demo seed', async () => {
    expect(store.createdStore).toBe(false);
    expect(store.storeHash).toBe(before.storeHash);
    expect(store.primaryAccount.accessToken).toBe(before.primaryToken);
    expect(
      (await store.api('GET', '/v3/catalog/products?limit=1')).body.meta.pagination.total,
    ).toBe(before.productTotal);
    expect((await store.api('GET', '/v3/customers?limit=1')).body.meta.pagination.total).toBe(
      before.customerTotal + 1,
    );
  });

  it('keeps the order and its lines unchanged', async () => {
    const order = await store.api('GET', `/v2/orders/${before.order.id}`);
    expect(order.status).toBe(200);
    expect(order.body).toEqual(onNewPort(before.order));
    expect(order.body).toMatchObject({
      customer_id: findCustomerByEmail(store.ctx, 'alex.shopper@example.com')!.id,
      staff_notes: 'Before restart',
    });
    expect((await store.api('GET', `/v2/orders/${before.order.id}/products`)).body).toEqual(
      onNewPort(before.orderProducts),
    );
  });

  it('keeps the customer, whose password still validates', async () => {
    const res = await store.api('GET', `/v3/customers?id:in=${before.customer.id}`);
    expect(res.body.data).toEqual([before.customer]);
    const check = await store.api('POST', '/v3/customers/validate-credentials', {
      body: { email: 'kept.customer@example.com', password: 'durable9pass' },
    });
    expect(check.body).toEqual({ customer_id: before.customer.id, is_valid: true });
  });

  it('keeps the guest cart with its lines, and the storefront token minted before', async () => {
    const read = await graphql(
      store,
      READ_CART,
      { id: before.guestCart.entityId },
      { token: await mintToken(store, 'storefront') },
    );
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data.site.cart).toEqual(before.guestCart);
    const withOldToken = await graphql(
      store,
      READ_CART,
      { id: before.guestCart.entityId },
      { token: before.storefrontToken },
    );
    expect(withOldToken.status).toBe(200);
    expect(withOldToken.body.data.site.cart.entityId).toBe(before.guestCart.entityId);
  });

  it('keeps the sign-in session: the cookie still authenticates', async () => {
    const res = await graphql(store, WHO, {}, { cookie: before.sessionCookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ customer: { email: 'alex.shopper@example.com' } });
  });

  it('keeps the abandoned-cart token: it still resolves to the cart', async () => {
    const res = await store.api('GET', `/v3/abandoned-carts/${before.abandonedToken}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { cart_id: before.abandonedCartId }, meta: {} });
    // ...and the cart is not abandoned a second time by the new run's sweep.
    await clock.advance(30_000);
    expect(
      store.ctx.events
        .recent(100)
        .filter((e) => e.scope === 'store/cart/abandoned' && e.data.id === before.abandonedCartId),
    ).toHaveLength(1);
  });

  it('keeps the price list, its record and its assignment unchanged', async () => {
    expect((await store.api('GET', `/v3/pricelists/${before.priceList.id}`)).body.data).toEqual(
      before.priceList,
    );
    const record = await store.api(
      'GET',
      `/v3/pricelists/${before.priceList.id}/records/${before.priceRecord.variant_id}/usd`,
    );
    expect(record.status).toBe(200);
    expect(record.body.data).toEqual(before.priceRecord);
    const assignments = await store.api(
      'GET',
      `/v3/pricelists/assignments?price_list_id=${before.priceList.id}`,
    );
    expect(assignments.body.data).toEqual(before.assignments);
  });

  it('keeps the channel listing unchanged', async () => {
    const res = await store.api(
      'GET',
      `/v3/channels/${before.listingChannelId}/listings/${before.listing.listing_id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(before.listing);
  });
});
