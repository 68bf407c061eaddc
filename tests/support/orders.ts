import { expect } from 'vitest';
import { createCart } from '@/emulator/carts/service';
import { createCheckoutSession } from '@/emulator/carts';
import { type TestStore } from './store-service';

/** Helpers for the orders and hosted checkout tests: real HTTP, catalog data read through the API. */

export interface CatalogVariant {
  id: number;
  sku: string;
  price: number | null;
  calculated_price: number;
  inventory_level: number;
  option_values: Array<{
    id: number;
    label: string;
    option_id: number;
    option_display_name: string;
  }>;
}

/** A product's variants as the catalog API lists them. */
export async function variantsOf(store: TestStore, productId: number): Promise<CatalogVariant[]> {
  const res = await store.api('GET', `/v3/catalog/products/${productId}/variants`);
  expect(res.status).toBe(200);
  return res.body.data;
}

/** A variant of a product with at least `minStock` units, and its product's name. */
export async function inStockVariant(
  store: TestStore,
  productId: number,
  minStock = 1,
): Promise<CatalogVariant & { productName: string }> {
  const product = await store.api('GET', `/v3/catalog/products/${productId}`);
  const variant = (await variantsOf(store, productId)).find((v) => v.inventory_level >= minStock);
  if (!variant) throw new Error(`product ${productId} has no variant with ${minStock} in stock`);
  return { ...variant, productName: product.body.data.name };
}

export async function stockOfVariant(
  store: TestStore,
  productId: number,
  variantId: number,
): Promise<number> {
  return (await variantsOf(store, productId)).find((v) => v.id === variantId)!.inventory_level;
}

/** A storefront channel of its own (each channel has at most one site). */
export async function newChannel(store: TestStore, name: string): Promise<number> {
  const res = await store.api('POST', '/v3/channels', {
    body: { name, type: 'storefront', platform: 'next' },
  });
  expect(res.status).toBe(200);
  return res.body.data.id;
}

/** A new customer (POST /v3/customers, no password) with `fields` added; its id. */
export async function newCustomer(
  store: TestStore,
  email: string,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const res = await store.api('POST', '/v3/customers', {
    body: [{ email, first_name: 'Test', last_name: 'Shopper', ...fields }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data[0].id;
}

/** Gives a channel a site at `url` with the given routes (type -> pattern). */
export async function giveSite(
  store: TestStore,
  channelId: number,
  url: string,
  routes: Record<string, string>,
): Promise<void> {
  const site = await store.api('POST', '/v3/sites', { body: { url, channel_id: channelId } });
  expect(site.status).toBe(201);
  for (const [type, route] of Object.entries(routes)) {
    const res = await store.api('POST', `/v3/sites/${site.body.data.id}/routes`, {
      body: { type, matching: '*', route },
    });
    expect(res.status).toBe(201);
  }
}

/** A guest cart (or a customer's) made in-process, as the storefront GraphQL endpoint would, and a checkout session for it. */
export function cartWithCheckout(
  store: TestStore,
  lines: Array<{ productId: number; variantId: number; quantity: number }>,
  shopper: { channelId?: number; customerId?: number | null } = {},
) {
  const actor = { channelId: shopper.channelId ?? 1, customerId: shopper.customerId ?? null };
  const cart = createCart(store.ctx, actor, lines);
  const urls = createCheckoutSession(store.ctx, { cartId: cart.id, ...actor });
  return { cart, urls };
}

/** A complete, valid checkout form paying by an approved test card. */
export function validForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    email: 'jane.doe@example.com',
    first_name: 'Jane',
    last_name: 'Doe',
    street_1: '455 Main Street',
    street_2: '',
    city: 'Austin',
    state: 'Texas',
    zip: '78751',
    country: 'US',
    phone: '+1 512 555 0100',
    shipping_method: 'standard',
    payment_method: 'card',
    card_number: '4111 1111 1111 1111',
    card_expiry: '12/30',
    card_cvc: '123',
    customer_message: '',
    ...overrides,
  };
}

export async function postForm(
  url: string,
  form: Record<string, string> | string,
  contentType = 'application/x-www-form-urlencoded',
) {
  const res = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': contentType },
    body: typeof form === 'string' ? form : new URLSearchParams(form),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

export async function getPage(url: string) {
  const res = await fetch(url, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** Scopes, newest first: the events the service published since `sinceId`. */
export function eventsSince(store: TestStore, sinceId: number) {
  return store.ctx.events
    .recent(500)
    .filter((e) => e.id > sinceId)
    .reverse();
}

export const lastEventId = (store: TestStore): number => store.ctx.events.recent(1)[0]?.id ?? 0;

/** The e-mails in the outbox for an address and kind, newest first. */
export async function outbox(
  store: TestStore,
  to: string,
  kind: string,
): Promise<Array<{ subject: string; body: string; links: Record<string, string> }>> {
  const res = await fetch(`${store.origin}/local/outbox?to=${encodeURIComponent(to)}&kind=${kind}`);
  return (
    (await res.json()) as {
      data: Array<{ subject: string; body: string; links: Record<string, string> }>;
    }
  ).data;
}

/** Places an order through `POST /v2/orders` and returns its v2 object. */
export async function createApiOrder(store: TestStore, body: Record<string, unknown>) {
  const res = await store.api('POST', '/v2/orders', { body });
  if (res.status !== 200)
    throw new Error(`POST /v2/orders answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

export const billingAddress = (email = 'jane.doe@example.com') => ({
  first_name: 'Jane',
  last_name: 'Doe',
  street_1: '123 Main Street',
  city: 'Austin',
  state: 'Texas',
  zip: '78751',
  country: 'United States',
  country_iso2: 'US',
  email,
});

/** Goes through the hosted checkout for a new cart and returns the id of the order placed. */
export async function checkoutOrder(
  store: TestStore,
  lines: Array<{ productId: number; variantId: number; quantity: number }>,
  form: Record<string, string> = {},
  shopper: { channelId?: number; customerId?: number | null } = {},
): Promise<number> {
  const { cart, urls } = cartWithCheckout(store, lines, shopper);
  const res = await postForm(urls.redirectedCheckoutUrl, validForm(form));
  if (res.status !== 303)
    throw new Error(`checkout answered ${res.status}: ${res.text.slice(0, 500)}`);
  const row = store.ctx.db.prepare('SELECT order_id FROM carts WHERE id = ?').get(cart.id) as {
    order_id: number;
  };
  return row.order_id;
}

/** The order a checkout (a cart) became, as the checkouts interface says. */
export async function orderOfCheckout(store: TestStore, cartId: string): Promise<number> {
  const res = await store.api('GET', `/v3/checkouts/${cartId}`);
  expect(res.body.data.order_id, `checkout ${cartId} has no order`).not.toBeNull();
  return Number(res.body.data.order_id);
}
