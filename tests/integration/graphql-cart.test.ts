import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCustomerByEmail } from '@/emulator/customers/repository';
import { startTestStore, type TestStore } from '../support/store-service';
import { graphql, graphqlAs, mintToken } from '../support/graphql';

const CART_FIELDS = `entityId amount { value } baseAmount { value } discountedAmount { value } lineItems { totalQuantity
  physicalItems { entityId productEntityId variantEntityId name quantity listPrice { value } salePrice { value } extendedSalePrice { value }
    selectedOptions { name ... on CartSelectedMultipleChoiceOption { value } } }
  digitalItems { entityId name } }`;
const CREATE = `mutation($input: CreateCartInput!) { cart { createCart(input: $input) { cart { ${CART_FIELDS} } } } }`;
const ADD = `mutation($input: AddCartLineItemsInput!) { cart { addCartLineItems(input: $input) { cart { ${CART_FIELDS} } } } }`;
const UPDATE = `mutation($input: UpdateCartLineItemInput!) { cart { updateCartLineItem(input: $input) { cart { ${CART_FIELDS} } } } }`;
const DELETE_LINE = `mutation($input: DeleteCartLineItemInput!) { cart { deleteCartLineItem(input: $input) { deletedLineItemEntityId deletedCartEntityId cart { entityId } } } }`;
const READ = `query($id: String) { site { cart(entityId: $id) { ${CART_FIELDS} } } }`;

let store: TestStore;
let token: string;
let gql: ReturnType<typeof graphqlAs>;
let products: any[];
const byName = (name: string) => products.find((p) => p.name === name);

beforeAll(async () => {
  store = await startTestStore();
  token = await mintToken(store, 'impersonation');
  gql = graphqlAs(store, token);
  products = (
    await store.api('GET', '/v3/catalog/products?limit=250&include=variants,bulk_pricing_rules')
  ).body.data;
});
afterAll(() => store.close());

/** A visible single-variant product with plenty of stock, no sale price and no bulk tiers. */
const simpleProduct = () =>
  products.find(
    (p) =>
      p.is_visible &&
      p.base_variant_id &&
      p.inventory_tracking === 'product' &&
      p.inventory_level > 20 &&
      !p.sale_price &&
      !p.bulk_pricing_rules.length,
  )!;

describe('storefront GraphQL: carts', () => {
  it('creates a cart, adds to it (merging the same variant), changes a quantity and prices every line', async () => {
    const mug = simpleProduct();
    const created = await gql(CREATE, {
      input: { lineItems: [{ productEntityId: mug.id, quantity: 2 }] },
    });
    expect(created.status).toBe(200);
    const cart = created.body.data.cart.createCart.cart;
    expect(cart.entityId).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.lineItems.physicalItems[0]).toMatchObject({
      productEntityId: mug.id,
      quantity: 2,
      name: mug.name,
    });
    expect(cart.amount.value).toBeCloseTo(mug.price * 2, 2);

    const added = await gql(ADD, {
      input: {
        cartEntityId: cart.entityId,
        data: { lineItems: [{ productEntityId: mug.id, quantity: 1 }] },
      },
    });
    const merged = added.body.data.cart.addCartLineItems.cart;
    expect(merged.lineItems.physicalItems).toHaveLength(1);
    expect(merged.lineItems.totalQuantity).toBe(3);

    const lineId = merged.lineItems.physicalItems[0].entityId;
    const updated = await gql(UPDATE, {
      input: {
        cartEntityId: cart.entityId,
        lineItemEntityId: lineId,
        data: { lineItem: { productEntityId: mug.id, quantity: 5 } },
      },
    });
    expect(updated.body.data.cart.updateCartLineItem.cart.lineItems.totalQuantity).toBe(5);

    const read = await gql(READ, { id: cart.entityId });
    expect(read.body.data.site.cart.lineItems.totalQuantity).toBe(5);

    const scopes = store.ctx.events.recent(20).map((e) => e.scope);
    expect(scopes).toEqual(
      expect.arrayContaining([
        'store/cart/created',
        'store/cart/lineItem/created',
        'store/cart/lineItem/updated',
        'store/cart/updated',
      ]),
    );
  });

  it('uses the chosen options to find the variant, and refuses a product whose options are not chosen', async () => {
    const skillet = byName('Cast Iron Skillet');
    const missing = await gql(CREATE, {
      input: { lineItems: [{ productEntityId: skillet.id, quantity: 1 }] },
    });
    expect(missing.body.errors?.[0]?.message).toMatch(/Choose the options of Cast Iron Skillet/);

    const variant = skillet.variants.find((v: any) => v.inventory_level > 1);
    const [optionValue] = variant.option_values;
    const res = await gql(CREATE, {
      input: {
        lineItems: [
          {
            productEntityId: skillet.id,
            quantity: 1,
            selectedOptions: {
              multipleChoices: [
                { optionEntityId: optionValue.option_id, optionValueEntityId: optionValue.id },
              ],
            },
          },
        ],
      },
    });
    const cart = res.body.data.cart.createCart.cart;
    const item = cart.lineItems.physicalItems[0];
    expect(item.variantEntityId).toBe(variant.id);
    expect(item.selectedOptions[0]).toMatchObject({
      name: optionValue.option_display_name,
      value: optionValue.label,
    });

    // A quantity change need not restate the variant: the line keeps it.
    const updated = await gql(UPDATE, {
      input: {
        cartEntityId: cart.entityId,
        lineItemEntityId: item.entityId,
        data: { lineItem: { productEntityId: skillet.id, quantity: 2 } },
      },
    });
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data.cart.updateCartLineItem.cart.lineItems.physicalItems[0]).toMatchObject(
      { variantEntityId: variant.id, quantity: 2 },
    );
  });

  it('refuses more than the stock and out-of-stock products with the store message', async () => {
    const soldOut = products.find(
      (p) => p.is_visible && p.inventory_tracking === 'product' && p.inventory_level === 0,
    );
    const res = await gql(CREATE, {
      input: { lineItems: [{ productEntityId: soldOut.id, quantity: 1 }] },
    });
    expect(res.body.errors?.[0]?.message).toMatch(/out of stock/);
    const few = simpleProduct();
    const tooMany = await gql(CREATE, {
      input: { lineItems: [{ productEntityId: few.id, quantity: few.inventory_level + 1 }] },
    });
    expect(tooMany.body.errors?.[0]?.message).toMatch(/Only \d+ of/);
    const zero = await gql(CREATE, {
      input: { lineItems: [{ productEntityId: few.id, quantity: 0 }] },
    });
    expect(zero.body.errors?.[0]?.message).toMatch(/quantity/);
  });

  it('applies bulk pricing tiers by quantity', async () => {
    let tiered: any;
    for (const p of products.filter((p) => p.is_visible && p.base_variant_id)) {
      const rules = (await store.api('GET', `/v3/catalog/products/${p.id}/bulk-pricing-rules`)).body
        .data;
      if (rules.length && p.inventory_level >= rules[0].quantity_min) {
        tiered = { product: p, rule: rules[0] };
        break;
      }
    }
    expect(tiered).toBeDefined();
    const res = await gql(CREATE, {
      input: {
        lineItems: [{ productEntityId: tiered.product.id, quantity: tiered.rule.quantity_min }],
      },
    });
    const cart = res.body.data.cart.createCart.cart;
    const item = cart.lineItems.physicalItems[0];
    expect(item.salePrice.value).toBeLessThan(item.listPrice.value);
    expect(cart.discountedAmount.value).toBeGreaterThan(0);
    expect(cart.amount.value).toBeCloseTo(cart.baseAmount.value - cart.discountedAmount.value, 2);
  });

  it('deletes the cart with its last line, as the real service does', async () => {
    const mug = simpleProduct();
    const cart = (
      await gql(CREATE, { input: { lineItems: [{ productEntityId: mug.id, quantity: 1 }] } })
    ).body.data.cart.createCart.cart;
    const res = await gql(DELETE_LINE, {
      input: {
        cartEntityId: cart.entityId,
        lineItemEntityId: cart.lineItems.physicalItems[0].entityId,
      },
    });
    expect(res.body.data.cart.deleteCartLineItem).toMatchObject({
      deletedCartEntityId: cart.entityId,
      cart: null,
    });
    expect((await gql(READ, { id: cart.entityId })).body.data.site.cart).toBeNull();
    expect(store.ctx.events.recent(3).map((e) => e.scope)).toContain('store/cart/deleted');
  });

  it('keeps a customer cart private to that customer, and hands a guest cart over on sign-in', async () => {
    const alex = findCustomerByEmail(store.ctx, 'alex.shopper@example.com')!;
    const sam = findCustomerByEmail(store.ctx, 'sam.buyer@example.com')!;
    const mug = simpleProduct();
    const asAlex = graphqlAs(store, token, alex.id);
    const alexCart = (
      await asAlex(CREATE, { input: { lineItems: [{ productEntityId: mug.id, quantity: 1 }] } })
    ).body.data.cart.createCart.cart;
    expect(
      (await graphqlAs(store, token, sam.id)(READ, { id: alexCart.entityId })).body.data.site.cart,
    ).toBeNull();
    expect((await gql(READ, { id: alexCart.entityId })).body.data.site.cart).toBeNull();
    expect((await asAlex(READ, { id: alexCart.entityId })).body.data.site.cart.entityId).toBe(
      alexCart.entityId,
    );
    expect((await asAlex(READ, {})).body.data.site.cart.entityId).toBe(alexCart.entityId);

    const guestCart = (
      await gql(CREATE, { input: { lineItems: [{ productEntityId: mug.id, quantity: 3 }] } })
    ).body.data.cart.createCart.cart;
    const login = await graphql(
      store,
      'mutation($email: String!, $pass: String!, $cart: String) { login(email: $email, password: $pass, guestCartEntityId: $cart) { result cart { entityId lineItems { totalQuantity } } } }',
      { email: 'sam.buyer@example.com', pass: 'buy4demo', cart: guestCart.entityId },
      { token },
    );
    expect(login.body.data.login.cart).toEqual({
      entityId: guestCart.entityId,
      lineItems: { totalQuantity: 3 },
    });
    expect(
      (await graphqlAs(store, token, sam.id)(READ, { id: guestCart.entityId })).body.data.site.cart
        .entityId,
    ).toBe(guestCart.entityId);
    expect((await gql(READ, { id: guestCart.entityId })).body.data.site.cart).toBeNull();

    // Signing in again with no guest cart (another device) brings back the customer's cart.
    const again = await graphql(
      store,
      'mutation($email: String!, $pass: String!) { login(email: $email, password: $pass) { cart { entityId } } }',
      { email: 'sam.buyer@example.com', pass: 'buy4demo' },
      { token },
    );
    expect(again.body.data.login.cart).toEqual({ entityId: guestCart.entityId });
  });

  it('gives a redirect URL to the hosted checkout for a cart, and a NotFoundError for an unknown one', async () => {
    const mug = simpleProduct();
    const cart = (
      await gql(CREATE, { input: { lineItems: [{ productEntityId: mug.id, quantity: 1 }] } })
    ).body.data.cart.createCart.cart;
    const REDIRECT = `mutation($id: String) { cart { createCartRedirectUrls(input: { cartEntityId: $id }) { redirectUrls { redirectedCheckoutUrl embeddedCheckoutUrl } errors { ... on NotFoundError { message } } } } }`;
    const res = await gql(REDIRECT, { id: cart.entityId });
    const urls = res.body.data.cart.createCartRedirectUrls;
    expect(urls.errors).toEqual([]);
    expect(urls.redirectUrls.redirectedCheckoutUrl.startsWith(store.origin)).toBe(true);
    const page = await fetch(urls.redirectUrls.redirectedCheckoutUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(mug.name);

    const unknown = await gql(REDIRECT, { id: '00000000-0000-0000-0000-000000000000' });
    expect(unknown.body.data.cart.createCartRedirectUrls).toMatchObject({
      redirectUrls: null,
      errors: [{ message: expect.stringMatching(/not found/) }],
    });
  });
});
