import { type BrowserContext } from '@playwright/test';
import { createOrderFor, e2eEnv, storeApi } from '../support/e2e-store';
import { DEMO, addToCart, expect, signIn, test } from './fixtures';

test("another shopper's order is a 404 page, for a signed-in shopper", async ({ page }) => {
  const samsOrder = await createOrderFor(DEMO.sam.email, [
    { productName: 'Walnut Serving Board', quantity: 1 },
  ]);
  await signIn(page, DEMO.alex);
  for (const path of [`/account/orders/${samsOrder}`, `/account/orders/${samsOrder}/return`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveURL(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeVisible();
    await expect(page.getByText('Walnut Serving Board')).toHaveCount(0);
    // Behind a TLS load balancer too: answered by this server, not fetched from itself.
    const behindTls = await page.request.get(path, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com' },
      maxRedirects: 0,
    });
    expect(behindTls.status(), path).toBe(404);
  }
  for (const path of ['/account/orders/abc', '/account/orders/0/return']) {
    const invalid = await page.request.get(path, { headers: { 'x-forwarded-proto': 'https' } });
    expect(invalid.status(), path).toBe(404);
  }
  // The shopper's own order is still theirs to see.
  const alexsOrder = await createOrderFor(DEMO.alex.email, [
    { productName: 'Walnut Serving Board', quantity: 1 },
  ]);
  const own = await page.goto(`/account/orders/${alexsOrder}`);
  expect(own?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${alexsOrder}` })).toBeVisible();
});

test('a signed-out shopper asking for an order is sent to sign in and back', async ({ page }) => {
  const order = await createOrderFor(DEMO.alex.email, [
    { productName: 'Salt Cellar with Lid', quantity: 1 },
  ]);
  // A real redirect, not one made by the page's script after it started to stream; to a
  // path on the same host (the shopper's cookies stay with it).
  const answer = await page.request.get(`/account/orders/${order}`, { maxRedirects: 0 });
  expect(answer.status()).toBe(307);
  expect(answer.headers().location).toBe(`/account/sign-in?next=%2Faccount%2Forders%2F${order}`);
  const account = await page.request.get('/account', { maxRedirects: 0 });
  expect([account.status(), account.headers().location]).toEqual([
    307,
    '/account/sign-in?next=%2Faccount',
  ]);
  await page.goto(`/account/orders/${order}`);
  await expect(page).toHaveURL(
    new RegExp(`/account/sign-in\\?next=%2Faccount%2Forders%2F${order}$`),
  );
  await signIn(page, DEMO.alex, { visit: false });
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order}` })).toBeVisible();
});

/** A JSON Web Token (three base64url parts, a JSON header): what an impersonation token looks like. */
const JWT = /eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/;

/**
 * Records every storefront response the browser receives: HTML, RSC payloads (navigations,
 * prefetches, server actions), JavaScript and CSS, with their Set-Cookie headers. The
 * requests go through Playwright (route.fetch) and are handed to the page unchanged:
 * reading bodies back from the browser afterwards stalls its network queue.
 */
async function recordResponses(context: BrowserContext, origin: string) {
  const seen: Array<{ url: string; kind: string; text: string }> = [];
  await context.route(
    (url) => url.origin === origin,
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 }).catch(() => null);
      if (!response) return route.abort();
      const body = await response.body();
      const type = response.headers()['content-type'] ?? '';
      const cookies = response
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'set-cookie')
        .map((h) => h.value)
        .join('\n');
      const url = route.request().url();
      const kind =
        type.includes('text/x-component') || url.includes('_rsc=')
          ? 'rsc'
          : type.split(';')[0] || 'other';
      seen.push({ url, kind, text: `${cookies}\n${body.toString('utf8')}` });
      await route.fulfill({ response, body });
    },
  );
  return seen;
}

test('no impersonation token or API token reaches the browser: HTML, RSC, JavaScript or cookies of every page', async ({
  page,
  context,
}) => {
  const { storefrontUrl, apiToken, channelId } = e2eEnv();
  // The pattern does catch the store's impersonation tokens (one minted here to check it).
  const minted = await storeApi<{ data: { token: string } }>(
    'POST',
    '/v3/storefront/api-token-customer-impersonation',
    {
      channel_id: channelId,
      expires_at: Math.floor(Date.now() / 1000) + 600,
    },
  );
  expect(minted.data.token).toMatch(JWT);
  const recorded = await recordResponses(context, storefrontUrl);
  const order = await createOrderFor(DEMO.alex.email, [
    { productName: 'Beechwood Utensil Set', quantity: 1 },
  ]);

  await page.goto('/');
  // Client-side navigations fetch RSC payloads; the add-to-cart action answers with one.
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: 'Kitchen' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
  await page.getByRole('link', { name: 'Enamel Camp Mug' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enamel Camp Mug' })).toBeVisible();
  await addToCart(page, '/products/kitchen/mugs/enamel-camp-mug', { Color: 'Navy' });
  const guestPages = [
    ...[
      '/search?q=mug',
      '/brands/alder-and-ash',
      '/cart',
      '/help',
      '/pages/about-us',
      '/account/register',
    ],
    ...[
      '/account/forgot-password',
      '/account/forgot-password?c=1&t=not-a-token',
      '/cart/recover?t=not-a-token',
    ],
    ...['/newsletter/unsubscribe', '/no-such-page'],
  ];
  for (const path of guestPages) await page.goto(path);
  // The checkout hands the cart over: the storefront's redirect (recorded), then the store's page.
  await page.goto('/checkout');
  await signIn(page, DEMO.alex);
  for (const path of [
    '/account',
    `/account/orders/${order}`,
    `/account/orders/${order}/return`,
    '/cart',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Your account' }).first().click();

  await page.waitForLoadState('networkidle');

  const kinds = new Set(recorded.map((r) => r.kind));
  expect(kinds).toContain('text/html');
  expect(kinds).toContain('rsc');
  expect([...kinds].some((k) => k.includes('javascript'))).toBe(true);

  for (const { url, text } of recorded) {
    expect(text, `${url} carries something that looks like a JWT`).not.toMatch(JWT);
    expect(text.includes(apiToken), `${url} carries the management API token`).toBe(false);
  }
  const cookies = await context.cookies(storefrontUrl);
  expect(cookies.map((c) => c.name).sort()).toEqual([
    'storefront_consent',
    'storefront_member',
    'storefront_session',
    'storefront_shopper',
  ]);
  // The cookie choice (the e2e fixture's shopper accepted all) is the page script's to read,
  // and holds the categories allowed, nothing of the shopper.
  expect(cookies.find((c) => c.name === 'storefront_consent')).toMatchObject({
    httpOnly: false,
    sameSite: 'Lax',
  });
  expect(cookies.find((c) => c.name === 'storefront_consent')?.value).not.toMatch(JWT);
  // The hints are the page script's to read, and say only that someone is signed in and
  // that this browser has a session to ask about.
  for (const hint of ['storefront_member', 'storefront_shopper'])
    expect(cookies.find((c) => c.name === hint)).toMatchObject({
      value: '1',
      httpOnly: false,
      sameSite: 'Lax',
    });
  for (const cookie of cookies.filter((c) => c.name === 'storefront_session')) {
    expect(cookie.value).not.toMatch(JWT);
    expect(cookie.value).toMatch(/^Fe26\.2\*/); // an iron-session seal, nothing readable
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
  }
});
