import { request as httpRequest } from 'node:http';
import { type Browser } from '@playwright/test';
import { WEBHOOK_SECRET_HEADER } from '../../lib/webhooks/header';
import { SUBSCRIBED_SCOPES } from '../../lib/webhooks/scope-tags';
import { productHref } from '../../lib/shared/links';
import { catalogItem, e2eEnv, newShopper, nextSecond, storeApi } from '../support/e2e-store';
import { cutLink, restoreLink } from '../support/switchable-link';
import { e2eStorefrontEnv, startStorefrontInstance } from '../support/storefront-instance';
import { callbackBody, callbackHeaders } from '../../scripts/bench/callback';
import { expect, signIn, test } from './fixtures';

/**
 * Issue 25: the edge. The same build runs behind Debian's Varnish with the repository's
 * VCL (the global setup), purged by that server's webhook receiver: the store delivers
 * its callbacks there through hooks this file adds. Every request sends what a browser
 * sends (Accept-Encoding).
 */
const env = () => ({
  edge: process.env.E2E_EDGE_URL!,
  originLink: process.env.E2E_EDGE_ORIGIN_LINK!,
  purgeLink: process.env.E2E_EDGE_PURGE_LINK!,
  secret: JSON.parse(process.env.E2E_STOREFRONT_ENV!).WEBHOOK_SECRET as string,
});
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

interface Delivery {
  id: number;
  hook_id: number;
  scope: string;
  state: string;
}

let hookIds: number[] = [];

test.beforeAll(async () => {
  // The store's callbacks to the server behind the edge, as setup registers them for a shop.
  for (const scope of SUBSCRIBED_SCOPES) {
    const { data } = await storeApi<{ data: { id: number } }>('POST', '/v3/hooks', {
      scope,
      destination: `${env().edge}/api/webhooks`,
      is_active: true,
      headers: { [WEBHOOK_SECRET_HEADER]: env().secret },
    });
    hookIds.push(data.id);
  }
});

test.afterAll(async () => {
  await restoreLink(env().originLink);
  await restoreLink(env().purgeLink);
  for (const id of hookIds) await storeApi('DELETE', `/v3/hooks/${id}`);
  hookIds = [];
});

async function edgeDeliveries(): Promise<Delivery[]> {
  const response = await fetch(`${e2eEnv().storeOrigin}/local/webhook-deliveries?limit=500`);
  const all = ((await response.json()) as { data: Delivery[] }).data;
  return all.filter((delivery) => hookIds.includes(delivery.hook_id));
}

/** Waits until the server behind the edge acknowledged a callback of `scope` newer than `afterId`. */
async function acknowledgedAtEdge(afterId: number, scope: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await edgeDeliveries()).find(
      (d) => d.id > afterId && d.scope === scope && d.state === 'acknowledged',
    );
    if (found) return;
    if (Date.now() > deadline) throw new Error(`no acknowledged ${scope} at the edge's server`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const newestEdgeDelivery = async () => (await edgeDeliveries())[0]?.id ?? 0;

/** GET through the edge as a browser would ask; the answer with its edge headers. */
async function viaEdge(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${env().edge}${path}`, {
    headers: { ...BROWSER, ...headers },
    redirect: 'manual',
  });
  return { response, text: await response.text(), edge: response.headers.get('x-edge') };
}

async function productOf(name: string) {
  const item = await catalogItem('products', name);
  const { data } = await storeApi<{ data: { price: number } }>(
    'GET',
    `/v3/catalog/products/${item.id}`,
  );
  return { id: item.id, href: productHref(item.custom_url.url), price: data.price };
}

const dollars = (value: number) => `$${value.toFixed(2)}`;

async function setPrice(productId: number, price: number): Promise<void> {
  await nextSecond();
  const afterId = await newestEdgeDelivery();
  await storeApi('PUT', `/v3/catalog/products/${productId}`, { price });
  await acknowledgedAtEdge(afterId, 'store/product/updated');
}

test('the second view of a catalog page is an edge hit, compressed, with its keys and no cookie', async () => {
  const { href } = await productOf('Enamel Camp Mug');
  await viaEdge(href);
  const second = await viaEdge(href, { cookie: 'storefront_session=whatever' });
  expect(second.edge).toBe('hit');
  expect(second.response.headers.get('content-encoding')).toBe('gzip');
  // The keys are the edge's: stripped before a browser sees them.
  for (const header of ['xkey', 'surrogate-key', 'cache-tag'])
    expect(second.response.headers.get(header)).toBeNull();
  expect(second.response.headers.get('set-cookie')).toBeNull();
  // An allowed address may look: the page names its own product's key.
  const keys = (await viaEdge(href, { 'x-edge-debug': '1' })).response.headers.get('xkey') ?? '';
  expect(keys.split(' ')).toEqual(
    expect.arrayContaining(['products', 'product-pages', `product-page:${href}`]),
  );
});

test('a price change in the store reaches the edge: the first response after the webhook’s 2xx is fresh, as HTML and on a client-side navigation', async ({
  page,
}) => {
  const product = await productOf('Enamel Camp Mug');
  const newPrice = Math.round((product.price + 3.21) * 100) / 100;
  await viaEdge(product.href);
  expect((await viaEdge(product.href)).edge).toBe('hit');
  try {
    await setPrice(product.id, newPrice);
    const html = await viaEdge(product.href);
    expect(html.edge).toBe('miss');
    expect(html.text).toContain(dollars(newPrice));
    // The listing that shows it too (a product update reaches every listing).
    expect((await viaEdge('/')).edge).toBe('miss');

    // Client-side: from a listing to the product (an RSC request), through the edge.
    await page.goto(`${env().edge}/search/~/q=enamel`);
    await page
      .getByRole('link', { name: /Enamel Camp Mug/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${product.href}$`));
    await expect(page.getByTestId('product-price').filter({ visible: true })).toContainText(
      dollars(newPrice),
    );
  } finally {
    await setPrice(product.id, product.price);
  }
});

test('a signed-in shopper sees their own name at the edge, and the page the edge keeps holds nothing of them', async ({
  page,
}) => {
  const shopper = await newShopper('edge-member');
  const { href } = await productOf('Stoneware Coffee Mug');
  await page.goto(`${env().edge}/account/sign-in`);
  await signIn(page, shopper, { visit: false });
  await page.goto(`${env().edge}${href}`);
  await expect(page.getByText(`Hi, ${shopper.firstName}`).filter({ visible: true })).toBeVisible();
  // The edge's copy of that page, as another browser gets it: no name, no cookie.
  const kept = await viaEdge(href, { 'x-edge-debug': '1' });
  expect(kept.edge).toBe('hit');
  expect(kept.text).not.toContain(shopper.firstName);
  expect(kept.text).not.toContain(shopper.email);
  expect(kept.response.headers.get('set-cookie')).toBeNull();
  // Their own parts are never kept.
  const cookies = await page.context().cookies(env().edge);
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const own = await viaEdge('/api/shopper', { cookie });
  expect(own.text).toContain(shopper.firstName);
  expect(own.edge).toBe('miss');
  const again = await viaEdge('/api/shopper');
  expect(again.text).not.toContain(shopper.firstName);
});

test('an answer that sets a cookie is never given to another browser', async ({ page }) => {
  const shopper = await newShopper('edge-cookie');
  await page.goto(`${env().edge}/account/sign-in`);
  await signIn(page, shopper, { visit: false });
  // The session without its hint cookies: the answer sets them again.
  const session = (await page.context().cookies(env().edge)).find(
    (c) => c.name === 'storefront_session',
  )!;
  const own = await viaEdge('/api/shopper', { cookie: `${session.name}=${session.value}` });
  expect(own.response.headers.get('set-cookie') ?? '').toContain('storefront_member=1');
  for (let i = 0; i < 2; i++) {
    const other = await viaEdge('/api/shopper');
    expect(other.edge).toBe('miss');
    expect(other.response.headers.get('set-cookie')).toBeNull();
    expect(other.text).not.toContain(shopper.firstName);
  }
});

async function newBrowser(browser: Browser) {
  return browser.newContext({ baseURL: env().edge, extraHTTPHeaders: BROWSER });
}

test('behind the edge the proxy still guards the account and order pages and redirects listing queries', async () => {
  for (const path of ['/account', '/account/orders/1']) {
    const signedOut = await viaEdge(path);
    expect(signedOut.response.status, path).toBe(307);
    expect(signedOut.response.headers.get('location'), path).toContain('/account/sign-in');
  }
  const listing = await viaEdge('/search?q=mug');
  expect(listing.response.status).toBe(308);
  expect(listing.response.headers.get('location')).toContain('/search/~/q=mug');
});

test('PURGE from an address the VCL does not allow is refused', async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const url = new URL(env().edge);
    const purge = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: 'PURGE',
        path: '/',
        // Another loopback address: not in the purgers ACL.
        localAddress: '127.0.0.2',
        headers: { 'xkey-purge': 'products' },
      },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    purge.on('error', reject);
    purge.end();
  });
  expect(status).toBe(403);
});

test('a shopper with the currency cookie never sends another shopper to their currency', async ({
  browser,
}) => {
  const euro = await newBrowser(browser);
  await euro.addCookies([{ name: 'storefront_currency', value: 'EUR', url: env().edge }]);
  const plain = await newBrowser(browser);
  const paths = [
    '/search?q=mug',
    '/categories/kitchen?sort=price-asc',
    '/categories/kitchen?brand=1&min=1',
    '/',
    '/categories/kitchen',
  ];
  for (const path of paths) {
    const asEuro = await euro.request.get(path, { maxRedirects: 0 });
    // Sent (privately) to the address in their currency.
    expect(asEuro.status(), path).toBe(307);
    expect(asEuro.headers()['location'], path).toContain('currency=EUR');
    expect(asEuro.headers()['cache-control'], path).toBe('private, no-store');
  }
  for (const path of paths) {
    const asPlain = await plain.request.get(path, { maxRedirects: 0 });
    expect(asPlain.headers()['location'] ?? '', path).not.toContain('EUR');
    // Not the page in euros either (its canonical link and its own links name the currency).
    if (asPlain.status() === 200) expect(await asPlain.text(), path).not.toContain('currency=EUR');
  }
  await euro.close();
  await plain.close();
});

test('a guest who browses 20 catalog pages sends nothing to /api or any dynamic route', async ({
  page,
}) => {
  const dynamic: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== env().edge) return;
    if (url.pathname.startsWith('/api/') || request.method() !== 'GET') dynamic.push(url.pathname);
  });
  // Twenty catalog pages, each reached by a link of the one before (or of an earlier one).
  const toVisit = ['/'];
  const visited = new Set<string>();
  while (visited.size < 20 && toVisit.length) {
    const next = toVisit.shift()!;
    if (visited.has(next)) continue;
    visited.add(next);
    await page.goto(`${env().edge}${next}`);
    await page.waitForLoadState('networkidle');
    const links = await page
      .locator(
        'a[href^="/products/"], a[href^="/categories/"], a[href^="/brands/"], a[href^="/search"], a[href^="/pages/"], a[href="/help"]',
      )
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    toVisit.push(...links.filter((href) => !visited.has(href)));
  }
  expect(visited.size).toBeGreaterThanOrEqual(20);
  expect(dynamic).toEqual([]);
});

test('with the origin down, a page the edge keeps is still served', async () => {
  const { href } = await productOf('Enamel Camp Mug');
  const before = await viaEdge(href);
  expect(before.response.status).toBe(200);
  await cutLink(env().originLink);
  try {
    const during = await viaEdge(href);
    expect(during.response.status).toBe(200);
    expect(during.text).toContain('Enamel Camp Mug');
    // Once the edge's probe has seen the origin gone, still served.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await viaEdge(href)).response.status).toBe(200);
  } finally {
    await restoreLink(env().originLink);
    // Until the edge's probe sees the origin again, what it passes on (webhooks) fails.
    await expect
      .poll(async () => (await viaEdge('/api/health')).response.status, { timeout: 15_000 })
      .toBe(200);
  }
});

test('while the purge endpoint is down the webhook is still handled, and the purge happens when it comes back', async () => {
  const product = await productOf('Enamel Camp Mug');
  const newPrice = Math.round((product.price + 1.11) * 100) / 100;
  await viaEdge(product.href);
  expect((await viaEdge(product.href)).edge).toBe('hit');
  await cutLink(env().purgeLink);
  try {
    await setPrice(product.id, newPrice);
    // Handled (acknowledged), but the edge still has the old page.
    const stale = await viaEdge(product.href);
    expect(stale.edge).toBe('hit');
    expect(stale.text).toContain(dollars(product.price));
    await restoreLink(env().purgeLink);
    await expect
      .poll(async () => (await viaEdge(product.href)).text.includes(dollars(newPrice)), {
        timeout: 15_000,
      })
      .toBe(true);
  } finally {
    await restoreLink(env().purgeLink);
    await setPrice(product.id, product.price);
  }
});

test('a purge still waiting for the edge when the server stops is named in its log, after the drain waited for it', async () => {
  // An edge that does not answer: every purge waits for a retry.
  const instance = await startStorefrontInstance({
    EDGE_PURGE: 'varnish:http://127.0.0.1:9',
    SHUTDOWN_GRACE_SECONDS: '2',
  });
  try {
    const { id } = await catalogItem('products', 'Enamel Camp Mug');
    const body = callbackBody(
      { storeHash: process.env.E2E_STORE_HASH!, storeId: Number(process.env.E2E_STORE_ID) },
      'store/product/inventory/updated',
      { type: 'product', id },
    );
    const answer = await fetch(`${instance.url}/api/webhooks`, {
      method: 'POST',
      headers: callbackHeaders(body, {
        webhookSecret: env().secret,
        clientSecret: e2eStorefrontEnv().STORE_CLIENT_SECRET,
      }),
      body,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ edge: 'retrying' });
  } finally {
    await instance.stop();
  }
  // The drain (instrumentation) and the webhook route share one queue.
  expect(instance.output()).toMatch(/edge purge: stopping with \d+ key\(s\) not purged at Varnish/);
});
