import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, mintToken } from '../support/graphql';
import { eventsSince, inStockVariant, lastEventId, postForm, validForm } from '../support/orders';
import { expectScopeRules } from '../support/scope-rules';
import { startTestStore, type TestStore } from '../support/store-service';

/** The v3 carts interface on the same carts the storefront GraphQL endpoint and the hosted checkout use. */

const GQL_CART = `entityId amount { value } baseAmount { value } lineItems { totalQuantity
  physicalItems { entityId name quantity extendedSalePrice { value } }
  customItems { entityId name sku quantity listPrice { value } extendedListPrice { value } }
  giftCertificates { entityId name theme amount { value } recipient { name email } } }`;
const READ = `query($id: String) { site { cart(entityId: $id) { ${GQL_CART} } } }`;
const CREATE = `mutation($input: CreateCartInput!) { cart { createCart(input: $input) { cart { ${GQL_CART} } } } }`;

let store: TestStore;
let gql: ReturnType<typeof graphqlAs>;
let mug: { id: number; calculated_price: number };
beforeAll(async () => {
  store = await startTestStore();
  gql = graphqlAs(store, await mintToken(store, 'storefront'));
  mug = await inStockVariant(store, 1, 20);
});
afterAll(() => store.close());

const giftCertificate = {
  name: 'Birthday card',
  theme: 'Birthday',
  amount: 25,
  quantity: 1,
  sender: { name: 'Sam', email: 'sam@example.com' },
  recipient: { name: 'Robin', email: 'robin@example.com' },
  message: 'Happy birthday!',
};

describe('a cart made through the management API', () => {
  it('holds catalog lines, custom items and gift certificates, and the storefront GraphQL endpoint reads the same cart', async () => {
    const since = lastEventId(store);
    const res = await store.api('POST', '/v3/carts', {
      body: {
        line_items: [{ product_id: 1, variant_id: mug.id, quantity: 2 }],
        custom_items: [{ sku: 'ENGRAVE', name: 'Engraving', quantity: 1, list_price: 7.5 }],
        gift_certificates: [giftCertificate],
      },
    });
    expect(res.status).toBe(201);
    const cart = res.body.data;
    const expected = mug.calculated_price * 2 + 7.5 + 25;
    expect(cart).toMatchObject({
      channel_id: 1,
      customer_id: 0,
      currency: { code: 'USD' },
      cart_amount: expected,
      version: 1,
    });
    expect(cart.line_items.physical_items).toEqual([
      expect.objectContaining({
        product_id: 1,
        variant_id: mug.id,
        quantity: 2,
        list_price: mug.calculated_price,
      }),
    ]);
    expect(cart.line_items.custom_items).toEqual([
      expect.objectContaining({
        sku: 'ENGRAVE',
        name: 'Engraving',
        quantity: '1',
        list_price: '7.5',
        extended_list_price: 7.5,
      }),
    ]);
    expect(cart.line_items.gift_certificates).toEqual([
      expect.objectContaining({
        name: 'Birthday card',
        theme: 'Birthday',
        amount: 25,
        recipient: giftCertificate.recipient,
      }),
    ]);
    expect(eventsSince(store, since).map((e) => e.scope)).toEqual([
      'store/cart/created',
      'store/cart/lineItem/created',
      'store/cart/lineItem/created',
      'store/cart/lineItem/created',
    ]);

    const read = (await gql(READ, { id: cart.id })).body.data.site.cart;
    expect(read.amount.value).toBe(expected);
    expect(read.lineItems.totalQuantity).toBe(4);
    expect(read.lineItems.customItems).toEqual([
      {
        entityId: cart.line_items.custom_items[0].id,
        name: 'Engraving',
        sku: 'ENGRAVE',
        quantity: 1,
        listPrice: { value: 7.5 },
        extendedListPrice: { value: 7.5 },
      },
    ]);
    expect(read.lineItems.giftCertificates).toEqual([
      expect.objectContaining({
        name: 'Birthday card',
        theme: 'BIRTHDAY',
        amount: { value: 25 },
        recipient: giftCertificate.recipient,
      }),
    ]);
  });

  it('is paid at the hosted checkout through its redirect URLs: the order has every line', async () => {
    const cart = (
      await store.api('POST', '/v3/carts?include=redirect_urls', {
        body: {
          line_items: [{ product_id: 1, variant_id: mug.id, quantity: 1 }],
          custom_items: [{ name: 'Engraving', quantity: 2, list_price: 5 }],
          gift_certificates: [giftCertificate],
        },
      })
    ).body.data;
    expect(cart.redirect_urls.checkout_url).toMatch(/\/checkout\/[\w-]+$/);
    expect(cart.redirect_urls.embedded_checkout_url).toBe(
      `${cart.redirect_urls.checkout_url}?embedded=1`,
    );
    const page = await fetch(cart.redirect_urls.checkout_url);
    const html = await page.text();
    expect(html).toContain('Engraving');
    expect(html).toContain('Birthday card');

    expect((await postForm(cart.redirect_urls.checkout_url, validForm())).status).toBe(303);
    const orderId = (await store.api('GET', `/v2/orders?cart_id=${cart.id}`)).body[0].id;
    const lines = (await store.api('GET', `/v2/orders/${orderId}/products`)).body;
    expect(
      lines.map((l: { name: string; type: string; quantity: number }) => [
        l.name,
        l.type,
        l.quantity,
      ]),
    ).toEqual([
      [expect.any(String), 'physical', 1],
      ['Engraving', 'physical', 2],
      ['Birthday card', 'giftcertificate', 1],
    ]);
    const order = (await store.api('GET', `/v2/orders/${orderId}`)).body;
    expect(order.subtotal_ex_tax).toBe((mug.calculated_price + 10 + 25).toFixed(4));
    expect((await store.api('GET', `/v3/carts/${cart.id}`)).status).toBe(404);
  });

  it('takes the merchant own price and name for a line; changes and removes lines; the last one gone, the cart is gone', async () => {
    const cart = (
      await store.api('POST', '/v3/carts', {
        body: {
          line_items: [
            { product_id: 1, variant_id: mug.id, quantity: 1, list_price: 3.25, name: 'Staff mug' },
          ],
        },
      })
    ).body.data;
    const [line] = cart.line_items.physical_items;
    expect(line).toMatchObject({ name: 'Staff mug', list_price: 3.25, sale_price: 3.25 });

    const changed = await store.api('PUT', `/v3/carts/${cart.id}/items/${line.id}`, {
      body: { line_item: { product_id: 1, quantity: 4 } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.line_items.physical_items[0]).toMatchObject({
      quantity: 4,
      list_price: 3.25,
      name: 'Staff mug',
    });
    expect(changed.body.data.cart_amount).toBe(13);
    expect(
      (await gql(READ, { id: cart.id })).body.data.site.cart.lineItems.physicalItems[0],
    ).toMatchObject({ name: 'Staff mug', quantity: 4 });

    const gone = await store.api('DELETE', `/v3/carts/${cart.id}/items/${line.id}`);
    expect(gone.status).toBe(204);
    expect((await store.api('GET', `/v3/carts/${cart.id}`)).status).toBe(404);
    expect((await gql(READ, { id: cart.id })).body.data.site.cart).toBeNull();
  });

  it('refuses a stale version (409), a currency the channel does not offer, a modifier value and an unknown customer, saying what to do', async () => {
    const cart = (
      await store.api('POST', '/v3/carts', {
        body: { line_items: [{ product_id: 1, variant_id: mug.id, quantity: 1 }] },
      })
    ).body.data;
    const stale = await store.api('POST', `/v3/carts/${cart.id}/items`, {
      body: { custom_items: [{ name: 'Note', quantity: 1, list_price: 1 }], version: 7 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.title).toBe(
      `Cart ${cart.id} is at version 1, not 7: read it again and retry with its version.`,
    );

    const currency = await store.api('POST', '/v3/carts', {
      body: {
        currency: { code: 'JPY' },
        line_items: [{ product_id: 1, variant_id: mug.id, quantity: 1 }],
      },
    });
    expect(currency.status).toBe(422);
    expect(currency.body.title).toBe(
      'JPY is not a currency carts on this channel can be in; use one of USD, EUR.',
    );
    expect(currency.body.errors).toEqual({ 'currency.code': 'must be one of USD, EUR' });

    const modifier = await store.api('POST', '/v3/carts', {
      body: {
        line_items: [
          {
            product_id: 1,
            quantity: 1,
            option_selections: [{ option_id: 1, option_value: 'Engrave me' }],
          },
        ],
      },
    });
    expect(modifier.status).toBe(422);
    expect(modifier.body.errors['line_items.0.option_selections.0.option_value']).toContain(
      'this store has no modifiers',
    );

    const customer = await store.api('PUT', `/v3/carts/${cart.id}`, {
      body: { customer_id: 424242 },
    });
    expect(customer.status).toBe(422);
    expect(customer.body.errors).toEqual({
      customer_id: 'no such customer (0 makes it a guest cart)',
    });
  });

  it('gives a cart to a customer: only they see it on the storefront then', async () => {
    const customerId = (await store.api('GET', '/v3/customers?email:in=alex.shopper@example.com'))
      .body.data[0].id;
    const cart = (
      await store.api('POST', '/v3/carts', {
        body: { line_items: [{ product_id: 1, variant_id: mug.id, quantity: 1 }] },
      })
    ).body.data;
    const given = await store.api('PUT', `/v3/carts/${cart.id}`, {
      body: { customer_id: customerId, version: 1 },
    });
    expect(given.status).toBe(201);
    expect(given.body.data).toMatchObject({
      customer_id: customerId,
      email: 'alex.shopper@example.com',
      version: 2,
    });
    expect((await gql(READ, { id: cart.id })).body.data.site.cart).toBeNull();
    const asAlex = graphqlAs(store, await mintToken(store, 'impersonation'), customerId);
    expect((await asAlex(READ, { id: cart.id })).body.data.site.cart.entityId).toBe(cart.id);
  });
});

describe('a cart made on the storefront', () => {
  it('is read and changed through the management API', async () => {
    const made = (
      await gql(CREATE, {
        input: { lineItems: [{ productEntityId: 1, variantEntityId: mug.id, quantity: 1 }] },
      })
    ).body.data.cart.createCart.cart;
    const read = await store.api(
      'GET',
      `/v3/carts/${made.entityId}?include=line_items.physical_items.options`,
    );
    expect(read.status).toBe(200);
    expect(read.body.data.line_items.physical_items[0]).toMatchObject({
      id: made.lineItems.physicalItems[0].entityId,
      quantity: 1,
      options: expect.any(Array),
    });

    const added = await store.api('POST', `/v3/carts/${made.entityId}/items`, {
      body: { custom_items: [{ name: 'Gift wrap', quantity: 1, list_price: 4 }] },
    });
    expect(added.status).toBe(201);
    const after = (await gql(READ, { id: made.entityId })).body.data.site.cart;
    expect(after.amount.value).toBe(mug.calculated_price + 4);
    expect(after.lineItems.customItems.map((i: { name: string }) => i.name)).toEqual(['Gift wrap']);
  });
});

describe('cart settings', () => {
  it('with purchasing off on a channel, nothing is added to carts there, through either interface', async () => {
    const put = await store.api('PUT', '/v3/carts/settings/channels/1', {
      body: { allow_purchasing: false },
    });
    expect(put.body.data).toEqual({ allow_purchasing: false });
    const api = await store.api('POST', '/v3/carts', {
      body: { line_items: [{ product_id: 1, variant_id: mug.id, quantity: 1 }] },
    });
    expect(api.status).toBe(422);
    expect(api.body.title).toContain('Purchasing is turned off on channel 1');
    const storefront = await gql(CREATE, {
      input: { lineItems: [{ productEntityId: 1, variantEntityId: mug.id, quantity: 1 }] },
    });
    expect(storefront.body.errors?.[0]?.message).toContain('Purchasing is turned off on channel 1');

    await store.api('PUT', '/v3/carts/settings/channels/1', { body: { allow_purchasing: null } });
    expect((await store.api('GET', '/v3/carts/settings')).body.data).toEqual({
      allow_purchasing: true,
    });
    expect(
      (
        await store.api('POST', '/v3/carts', {
          body: { line_items: [{ product_id: 1, variant_id: mug.id, quantity: 1 }] },
        })
      ).status,
    ).toBe(201);
    const unknownField = await store.api('PUT', '/v3/carts/settings', {
      body: { allow_purchasing: true, wishlist: true },
    });
    expect(unknownField.status).toBe(422);
    expect(unknownField.body.errors).toEqual({
      _: 'is not supported by the local store service (or is read-only); remove it',
    });
  });
});

describe('cart metafields and scopes', () => {
  it('keeps metafields of a cart (text resource id) and fires store/cart/metafield events', async () => {
    const cart = (
      await store.api('POST', '/v3/carts', {
        body: { line_items: [{ product_id: 1, variant_id: mug.id, quantity: 1 }] },
      })
    ).body.data;
    const since = lastEventId(store);
    const made = await store.api('POST', `/v3/carts/${cart.id}/metafields`, {
      body: { namespace: 'pos', key: 'lane', value: '4', permission_set: 'app_only' },
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      resource_type: 'cart',
      resource_id: cart.id,
      key: 'lane',
    });
    expect(eventsSince(store, since).map((e) => [e.scope, e.data.id])).toEqual([
      ['store/cart/metafield/created', cart.id],
    ]);
  });

  it('reads with store_cart_read_only, changes only with store_cart', async () => {
    const cart = (
      await store.api('POST', '/v3/carts', {
        body: { line_items: [{ product_id: 1, variant_id: mug.id, quantity: 1 }] },
      })
    ).body.data;
    await expectScopeRules(store, {
      readOnly: 'store_cart_read_only',
      modify: 'store_cart',
      reads: [
        ['GET', `/v3/carts/${cart.id}`],
        ['GET', '/v3/carts/settings'],
      ],
      writes: [
        ['POST', '/v3/carts', { line_items: [] }],
        ['DELETE', `/v3/carts/${cart.id}`],
        ['PUT', '/v3/carts/settings', { allow_purchasing: true }],
      ],
    });
  });
});
