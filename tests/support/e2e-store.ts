/**
 * The local store service as the e2e tests see it: its management API (as the all-scopes
 * account the global setup exposes), its e-mail outbox and a few shortcuts to make data a
 * test needs (an order of a given shopper). Plain HTTP, no test-runner imports.
 */

export interface OutboxEmail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  body: string;
  links: Record<string, string>;
  sentAt: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the e2e tests through playwright (its global setup sets it).`,
    );
  return value;
}

export const e2eEnv = () => ({
  storefrontUrl: required('E2E_STOREFRONT_URL'),
  storeOrigin: required('E2E_STORE_ORIGIN'),
  apiUrl: required('E2E_STORE_API_URL'),
  apiToken: required('E2E_STORE_API_TOKEN'),
  channelId: Number(required('E2E_CHANNEL_ID')),
  siteId: Number(required('E2E_SITE_ID')),
});

export async function storeApi<T = any>(method: string, path: string, body?: unknown): Promise<T> {
  const { apiUrl, apiToken } = e2eEnv();
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'x-auth-token': apiToken,
      // The API account's client id, which some calls (webhooks) require with the token.
      ...(process.env.E2E_STORE_CLIENT_ID
        ? { 'x-auth-client': process.env.E2E_STORE_CLIENT_ID }
        : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function outbox(filter: { kind?: string; to?: string } = {}): Promise<OutboxEmail[]> {
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const response = await fetch(`${e2eEnv().storeOrigin}/local/outbox?${query}`);
  return ((await response.json()) as { data: OutboxEmail[] }).data;
}

/** The id of the newest e-mail so far, to tell later e-mails apart. */
export async function lastEmailId(): Promise<number> {
  return (await outbox())[0]?.id ?? 0;
}

/** Polls the outbox until an e-mail of `kind` to `to` newer than `afterId` arrives. */
export async function waitForEmail(
  filter: { kind: string; to: string },
  afterId: number,
  timeoutMs = 20_000,
): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await outbox(filter)).find((email) => email.id > afterId);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no ${filter.kind} e-mail to ${filter.to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function customerIdOf(email: string): Promise<number> {
  const { data } = await storeApi<{ data: Array<{ id: number; email: string }> }>(
    'GET',
    `/v3/customers?email:in=${encodeURIComponent(email)}`,
  );
  const customer = data.find((c) => c.email.toLowerCase() === email.toLowerCase());
  if (!customer) throw new Error(`no customer ${email}`);
  return customer.id;
}

export interface CatalogItem {
  id: number;
  name: string;
  custom_url: { url: string };
}

/** A product, category or brand by its exact name, from the catalog API (products filtered by name, the shorter lists whole). */
export async function catalogItem(
  kind: 'products' | 'categories' | 'brands',
  name: string,
): Promise<CatalogItem> {
  const query = kind === 'products' ? `name=${encodeURIComponent(name)}` : 'limit=250';
  const { data } = await storeApi<{ data: CatalogItem[] }>('GET', `/v3/catalog/${kind}?${query}`);
  const found = data.find((item) => item.name === name);
  if (!found) throw new Error(`no ${kind} item named ${name}`);
  return found;
}

/** A product (by name) and one of its variants with at least `quantity` in stock, from the catalog API. */
export async function inStockVariant(
  productName: string,
  quantity = 1,
): Promise<{ productId: number; variantId: number }> {
  const product = await catalogItem('products', productName);
  const { data: variants } = await storeApi<{
    data: Array<{ id: number; inventory_level: number }>;
  }>('GET', `/v3/catalog/products/${product.id}/variants`);
  const variant = variants.find((v) => v.inventory_level >= quantity);
  if (!variant) throw new Error(`${productName} has no variant with ${quantity} in stock`);
  return { productId: product.id, variantId: variant.id };
}

/** Places an order for a shopper on the storefront's channel through the v2 orders API. */
export async function createOrderFor(
  email: string,
  lines: Array<{ productName: string; quantity: number }>,
): Promise<number> {
  const customerId = await customerIdOf(email);
  const products = await Promise.all(
    lines.map(async (line) => {
      const { productId, variantId } = await inStockVariant(line.productName, line.quantity);
      return { product_id: productId, variant_id: variantId, quantity: line.quantity };
    }),
  );
  const order = await storeApi<{ id: number }>('POST', '/v2/orders', {
    customer_id: customerId,
    channel_id: e2eEnv().channelId,
    products,
    billing_address: {
      first_name: 'Test',
      last_name: 'Shopper',
      street_1: '12 Orchard Lane',
      city: 'Portland',
      state: 'Oregon',
      zip: '97201',
      country_iso2: 'US',
      email,
    },
  });
  return order.id;
}

/** A new customer of its own for a test (so carts and groups of other tests do not interfere). */
export async function newShopper(
  label: string,
): Promise<{ id: number; email: string; password: string; firstName: string }> {
  const email = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Shopper-2024';
  const { data } = await storeApi<{ data: Array<{ id: number }> }>('POST', '/v3/customers', [
    {
      email,
      first_name: 'Test',
      last_name: 'Shopper',
      origin_channel_id: e2eEnv().channelId,
      authentication: { new_password: password },
    },
  ]);
  return { id: data[0]!.id, email, password, firstName: 'Test' };
}

/**
 * Waits for the clock's next second. Two changes of one product within a second make
 * identical callbacks (same scope, hash and whole-second created_at), which the receiver
 * must take for one redelivered event (README, known limitations); a test that changes the
 * same thing twice starts the second change in a later second, as a merchant would.
 */
export async function nextSecond(): Promise<void> {
  const second = Math.floor(Date.now() / 1000);
  while (Math.floor(Date.now() / 1000) === second)
    await new Promise((resolve) => setTimeout(resolve, 20));
}
