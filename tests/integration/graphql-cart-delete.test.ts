import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { findCustomerByEmail } from '@/emulator/customers/repository';
import { startTestStore, type TestStore } from '../support/store-service';
import { graphqlAs, mintToken } from '../support/graphql';
import { postForm, validForm } from '../support/orders';

/** Storefront GraphQL `deleteCart` / `deleteCartLineItem`, and the data of every cart event. */

const CART_FIELDS =
  'entityId lineItems { totalQuantity physicalItems { entityId productEntityId quantity } }';
const CREATE = `mutation($input: CreateCartInput!) { cart { createCart(input: $input) { cart { ${CART_FIELDS} } } } }`;
const ADD = `mutation($input: AddCartLineItemsInput!) { cart { addCartLineItems(input: $input) { cart { ${CART_FIELDS} } } } }`;
const UPDATE = `mutation($input: UpdateCartLineItemInput!) { cart { updateCartLineItem(input: $input) { cart { ${CART_FIELDS} } } } }`;
const DELETE_LINE = `mutation($input: DeleteCartLineItemInput!) { cart { deleteCartLineItem(input: $input) { deletedLineItemEntityId deletedCartEntityId cart { ${CART_FIELDS} } } } }`;
const DELETE_CART =
  'mutation($input: DeleteCartInput!) { cart { deleteCart(input: $input) { deletedCartEntityId } } }';
const READ = `query($id: String) { site { cart(entityId: $id) { ${CART_FIELDS} } } }`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let store: TestStore;
let clock: VirtualClock;
let token: string;
let gql: ReturnType<typeof graphqlAs>;
let mug: any;
let plate: any;

beforeAll(async () => {
  clock = new VirtualClock(Date.UTC(2026, 9, 1, 12));
  store = await startTestStore({
    clock,
    config: { abandonedCartAfterMs: 60_000, abandonedCartSweepMs: 10_000 },
  });
  token = await mintToken(store, 'impersonation');
  gql = graphqlAs(store, token);
  const products = (await store.api('GET', '/v3/catalog/products?limit=250')).body.data;
  const simple = products.filter(
    (p: any) =>
      p.is_visible &&
      p.base_variant_id &&
      p.inventory_tracking === 'product' &&
      p.inventory_level > 20,
  );
  [mug, plate] = simple;
  expect(plate).toBeDefined();
});
afterAll(() => store.close());

const lastEventId = () => store.ctx.events.recent(1)[0]?.id ?? 0;
const eventsAfter = (id: number) =>
  store.ctx.events
    .recent(200)
    .filter((e) => e.id > id)
    .reverse();

async function newCart(
  call = gql,
  lines = [
    { productEntityId: mug.id, quantity: 1 },
    { productEntityId: plate.id, quantity: 2 },
  ],
) {
  const res = await call(CREATE, { input: { lineItems: lines } });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.cart.createCart.cart;
}

describe('deleteCart', () => {
  it('deletes the cart: it reads as null afterwards and store/cart/deleted is published with { type: "cart", id }', async () => {
    const cart = await newCart();
    const first = lastEventId();
    const res = await gql(DELETE_CART, { input: { cartEntityId: cart.entityId } });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.cart.deleteCart).toEqual({ deletedCartEntityId: cart.entityId });

    const read = await gql(READ, { id: cart.entityId });
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data.site.cart).toBeNull();
    expect(eventsAfter(first).map((e) => [e.scope, e.data])).toEqual([
      ['store/cart/deleted', { type: 'cart', id: cart.entityId }],
    ]);
  });

  it('leaves a signed-in customer without a cart once it is deleted', async () => {
    const sam = findCustomerByEmail(store.ctx, 'sam.buyer@example.com')!;
    const asSam = graphqlAs(store, token, sam.id);
    const cart = await newCart(asSam);
    expect((await asSam(READ, {})).body.data.site.cart.entityId).toBe(cart.entityId);
    expect(
      (await asSam(DELETE_CART, { input: { cartEntityId: cart.entityId } })).body.data.cart
        .deleteCart.deletedCartEntityId,
    ).toBe(cart.entityId);
    expect((await asSam(READ, {})).body.data.site.cart).toBeNull();
    expect((await asSam(READ, { id: cart.entityId })).body.data.site.cart).toBeNull();
  });

  it("answers a cart that is unknown, already deleted or another customer's with a not-found error, deleting nothing", async () => {
    const alex = findCustomerByEmail(store.ctx, 'alex.shopper@example.com')!;
    const asAlex = graphqlAs(store, token, alex.id);
    const alexCart = await newCart(asAlex);
    const first = lastEventId();

    const unknown = await gql(DELETE_CART, {
      input: { cartEntityId: '00000000-0000-0000-0000-000000000000' },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'Cart 00000000-0000-0000-0000-000000000000 was not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(unknown.body.data.cart.deleteCart).toBeNull();

    const notTheirs = await gql(DELETE_CART, { input: { cartEntityId: alexCart.entityId } });
    expect(notTheirs.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await asAlex(READ, { id: alexCart.entityId })).body.data.site.cart.entityId).toBe(
      alexCart.entityId,
    );

    await asAlex(DELETE_CART, { input: { cartEntityId: alexCart.entityId } });
    const again = await asAlex(DELETE_CART, { input: { cartEntityId: alexCart.entityId } });
    expect(again.body.errors?.[0]?.message).toBe(`Cart ${alexCart.entityId} was not found.`);
    expect(eventsAfter(first).map((e) => e.scope)).toEqual(['store/cart/deleted']);
  });
});

describe('deleteCartLineItem', () => {
  it('removes one line: store/cart/lineItem/deleted with { type: "cart_line_item", id, cartId }, then store/cart/updated', async () => {
    const cart = await newCart();
    const [mugLine, plateLine] = cart.lineItems.physicalItems;
    expect(mugLine.productEntityId).toBe(mug.id);
    const first = lastEventId();
    const res = await gql(DELETE_LINE, {
      input: { cartEntityId: cart.entityId, lineItemEntityId: mugLine.entityId },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.cart.deleteCartLineItem).toEqual({
      deletedLineItemEntityId: mugLine.entityId,
      deletedCartEntityId: null,
      cart: {
        entityId: cart.entityId,
        lineItems: { totalQuantity: 2, physicalItems: [plateLine] },
      },
    });
    expect(eventsAfter(first).map((e) => [e.scope, e.data])).toEqual([
      [
        'store/cart/lineItem/deleted',
        { type: 'cart_line_item', id: mugLine.entityId, cartId: cart.entityId },
      ],
      ['store/cart/updated', { type: 'cart', id: cart.entityId }],
    ]);
    expect(
      (await gql(READ, { id: cart.entityId })).body.data.site.cart.lineItems.physicalItems,
    ).toEqual([plateLine]);
  });

  it('deletes the cart with its last line: lineItem/deleted then cart/deleted', async () => {
    const cart = await newCart(gql, [{ productEntityId: mug.id, quantity: 1 }]);
    const [line] = cart.lineItems.physicalItems;
    const first = lastEventId();
    const res = await gql(DELETE_LINE, {
      input: { cartEntityId: cart.entityId, lineItemEntityId: line.entityId },
    });
    expect(res.body.data.cart.deleteCartLineItem).toEqual({
      deletedLineItemEntityId: line.entityId,
      deletedCartEntityId: cart.entityId,
      cart: null,
    });
    expect(eventsAfter(first).map((e) => [e.scope, e.data])).toEqual([
      [
        'store/cart/lineItem/deleted',
        { type: 'cart_line_item', id: line.entityId, cartId: cart.entityId },
      ],
      ['store/cart/deleted', { type: 'cart', id: cart.entityId }],
    ]);
  });

  it('answers an unknown line with a not-found error and publishes nothing', async () => {
    const cart = await newCart();
    const first = lastEventId();
    const res = await gql(DELETE_LINE, {
      input: {
        cartEntityId: cart.entityId,
        lineItemEntityId: '00000000-0000-0000-0000-000000000000',
      },
    });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Line item 00000000-0000-0000-0000-000000000000 was not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(eventsAfter(first)).toEqual([]);
    expect(
      (await gql(READ, { id: cart.entityId })).body.data.site.cart.lineItems.totalQuantity,
    ).toBe(3);
  });
});

describe('cart event data', () => {
  it('gives every cart event the data of the reference: { type: "cart", id: <uuid> } or { type: "cart_line_item", id: <uuid>, cartId: <uuid> }', async () => {
    const first = lastEventId();
    const cart = await newCart(gql, [{ productEntityId: mug.id, quantity: 1 }]);
    const [mugLine] = cart.lineItems.physicalItems;
    const added = (
      await gql(ADD, {
        input: {
          cartEntityId: cart.entityId,
          data: { lineItems: [{ productEntityId: plate.id, quantity: 1 }] },
        },
      })
    ).body.data.cart.addCartLineItems.cart;
    const plateLine = added.lineItems.physicalItems.find(
      (i: any) => i.productEntityId === plate.id,
    );
    await gql(ADD, {
      input: {
        cartEntityId: cart.entityId,
        data: { lineItems: [{ productEntityId: plate.id, quantity: 1 }] },
      },
    });
    await gql(UPDATE, {
      input: {
        cartEntityId: cart.entityId,
        lineItemEntityId: mugLine.entityId,
        data: { lineItem: { productEntityId: mug.id, quantity: 3 } },
      },
    });
    await gql(DELETE_LINE, {
      input: { cartEntityId: cart.entityId, lineItemEntityId: plateLine.entityId },
    });
    await gql(DELETE_CART, { input: { cartEntityId: cart.entityId } });

    const events = eventsAfter(first).filter((e) => e.scope.startsWith('store/cart/'));
    const cartData = { type: 'cart', id: cart.entityId };
    const lineData = (id: string) => ({ type: 'cart_line_item', id, cartId: cart.entityId });
    expect(events.map((e) => [e.scope, e.data])).toEqual([
      ['store/cart/created', cartData],
      ['store/cart/lineItem/created', lineData(mugLine.entityId)],
      ['store/cart/lineItem/created', lineData(plateLine.entityId)],
      ['store/cart/updated', cartData],
      ['store/cart/lineItem/updated', lineData(plateLine.entityId)],
      ['store/cart/updated', cartData],
      ['store/cart/lineItem/updated', lineData(mugLine.entityId)],
      ['store/cart/updated', cartData],
      ['store/cart/lineItem/deleted', lineData(plateLine.entityId)],
      ['store/cart/updated', cartData],
      ['store/cart/deleted', cartData],
    ]);
    for (const event of events) {
      if (event.scope.startsWith('store/cart/lineItem/')) {
        expect(Object.keys(event.data).sort(), event.scope).toEqual(['cartId', 'id', 'type']);
        expect(event.data.id, event.scope).toMatch(UUID);
        expect(event.data.cartId, event.scope).toMatch(UUID);
      } else {
        expect(Object.keys(event.data).sort(), event.scope).toEqual(['id', 'type']);
        expect(event.data.id, event.scope).toMatch(UUID);
      }
      // The hash is the SHA-1 of the JSON-encoded data, as receivers expect.
      expect(event.hash).toBe(createHash('sha1').update(JSON.stringify(event.data)).digest('hex'));
    }
  });

  it('gives store/cart/abandoned { type, id, token } and store/cart/converted { type, id, orderId }', async () => {
    const abandonedCart = await newCart(gql, [{ productEntityId: mug.id, quantity: 1 }]);
    const first = lastEventId();
    await clock.advance(70_000);
    // Carts left by the tests above are abandoned too; every one has the same shape.
    const abandoned = eventsAfter(first).filter((e) => e.scope === 'store/cart/abandoned');
    for (const event of abandoned) {
      expect(Object.keys(event.data).sort()).toEqual(['id', 'token', 'type']);
      expect(event.data.id).toMatch(UUID);
    }
    expect(
      abandoned.filter((e) => e.data.id === abandonedCart.entityId).map((e) => e.data),
    ).toEqual([
      {
        type: 'cart',
        id: abandonedCart.entityId,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{16,}$/),
      },
    ]);

    const bought = await newCart(gql, [{ productEntityId: plate.id, quantity: 1 }]);
    const REDIRECT =
      'mutation($id: String) { cart { createCartRedirectUrls(input: { cartEntityId: $id }) { redirectUrls { redirectedCheckoutUrl } } } }';
    const urls = (await gql(REDIRECT, { id: bought.entityId })).body.data.cart
      .createCartRedirectUrls.redirectUrls;
    const beforeCheckout = lastEventId();
    const placed = await postForm(urls.redirectedCheckoutUrl, validForm());
    expect(placed.status).toBe(303);
    const events = eventsAfter(beforeCheckout);
    const converted = events.filter((e) => e.scope === 'store/cart/converted');
    const orderCreated = events.find((e) => e.scope === 'store/order/created');
    expect(orderCreated?.data).toEqual({ type: 'order', id: expect.any(Number) });
    expect(converted.map((e) => e.data)).toEqual([
      { type: 'cart', id: bought.entityId, orderId: orderCreated!.data.id },
    ]);
  });
});
