import { sealData } from 'iron-session';
import { SESSION_COOKIE, newSignedIn } from '../../lib/flows/session-cookie';
import { routePath } from '../../lib/shared/routes';

/**
 * The end-to-end time from an order status change in the store to the first load of the
 * (cached) order status page that shows the new status: store change -> webhook delivery
 * -> receiver revalidates -> next request renders fresh. The page has no refresh logic;
 * this polls it like a shopper pressing reload.
 */
export async function orderChangeToFreshPage(input: {
  storefront: string;
  storeApiUrl: string;
  apiToken: string;
  sessionSecret: string;
  customerId: number;
  channelId: number;
  productId: number;
}): Promise<{ orderId: number; milliseconds: number; polls: number }> {
  const api = managementApi(input.storeApiUrl, input.apiToken);

  const created = await api('POST', '/v2/orders', {
    customer_id: input.customerId,
    channel_id: input.channelId,
    status_id: 11,
    products: [{ product_id: input.productId, quantity: 1 }],
    billing_address: {
      first_name: 'Bench',
      last_name: 'Mark',
      street_1: '1 Main St',
      city: 'Austin',
      state: 'Texas',
      zip: '78701',
      country: 'United States',
      country_iso2: 'US',
      email: 'bench@example.com',
    },
  });
  if (!created.ok)
    throw new Error(`creating an order failed: ${created.status} ${await created.text()}`);
  const { id: orderId } = (await created.json()) as { id: number };

  // The shopper's session, sealed as the storefront seals it.
  const seal = await sealData(
    { customerId: input.customerId, signedIn: newSignedIn() },
    { password: input.sessionSecret },
  );
  const page = `${input.storefront}${routePath('account_order_status', { id: orderId })}`;
  const load = async () =>
    (await fetch(page, { headers: { cookie: `${SESSION_COOKIE}=${seal}` } })).text();

  const before = await load();
  if (!before.includes('Awaiting Fulfillment'))
    throw new Error(`the order page does not show the order's status (${page})`);
  await load(); // now served from the cache

  const started = performance.now();
  const updated = await api('PUT', `/v2/orders/${orderId}`, { status_id: 2 });
  if (!updated.ok) throw new Error(`changing the order status failed: ${updated.status}`);
  for (let polls = 1; ; polls++) {
    if ((await load()).includes('Shipped'))
      return { orderId, milliseconds: performance.now() - started, polls };
    if (performance.now() - started > 30_000)
      throw new Error('the order page still shows the old status after 30 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * The time from a product's price change in the store to each language's page of it showing
 * the new price (one product webhook refreshes every language's page): the price is read
 * from the page's JSON-LD offer, written the same in every language. Each page is loaded
 * twice first, so it is cached when the change is made.
 */
export async function productChangeToFreshLanguages(input: {
  storefront: string;
  storeApiUrl: string;
  apiToken: string;
  productId: number;
  paths: Record<string, string>;
}): Promise<Record<string, number>> {
  const api = managementApi(input.storeApiUrl, input.apiToken);
  const load = async (path: string) => (await fetch(`${input.storefront}${path}`)).text();
  for (const path of Object.values(input.paths)) {
    await load(path);
    await load(path);
  }
  const { data } = (await (await api('GET', `/v3/catalog/products/${input.productId}`)).json()) as {
    data: { price: number };
  };
  const price = Math.round((data.price + 1.11) * 100) / 100;
  const marker = `"${price.toFixed(2)}"`;

  const started = performance.now();
  const changed = await api('PUT', `/v3/catalog/products/${input.productId}`, { price });
  if (!changed.ok) throw new Error(`changing the product's price failed: ${changed.status}`);
  const fresh: Record<string, number> = {};
  await Promise.all(
    Object.entries(input.paths).map(async ([language, path]) => {
      while (!(await load(path)).includes(marker)) {
        if (performance.now() - started > 30_000)
          throw new Error(`${path} still shows the old price after 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      fresh[language] = performance.now() - started;
    }),
  );
  return fresh;
}

/** A call to the store's management API as the bench's account, JSON both ways. */
function managementApi(storeApiUrl: string, apiToken: string) {
  return (method: string, path: string, body?: unknown) =>
    fetch(`${storeApiUrl}${path}`, {
      method,
      headers: {
        'x-auth-token': apiToken,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}
