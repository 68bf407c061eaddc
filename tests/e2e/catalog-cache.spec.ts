import { DEMO, expect, signIn, test } from './fixtures';

/**
 * Catalog pages are served from the cache, the same for every shopper, and say so to a CDN
 * in front of the shop; what belongs to one shopper never may be kept by one.
 */
const CATALOG = [
  '/',
  '/help',
  '/products/stoneware-coffee-mug',
  '/categories/kitchen',
  '/categories/kitchen/~/sort=price-asc',
  '/brands/alder-and-ash',
  '/pages/about-us',
  '/search',
  '/search/~/q=mug',
];

test('catalog pages are public to shared caches and come from the storefront’s own cache', async ({
  request,
}) => {
  for (const path of CATALOG) {
    await request.get(path); // renders it if this is its first visit
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toMatch(
      /^public, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(response.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/);
  }
});

test('what belongs to one shopper stays private', async ({ page }) => {
  await signIn(page, DEMO.sam);
  for (const path of ['/cart', '/account', '/api/shopper', '/api/shopper?product=1']) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toMatch(/private/);
    expect(response.headers()['cache-control'], path).toMatch(/no-store/);
  }
  const own = await (await page.request.get('/api/shopper')).json();
  expect(own).toMatchObject({ signedIn: true, firstName: DEMO.sam.firstName });
  const bad = await page.request.get('/api/shopper?product=-1');
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toMatch(/product must be a product id/);
});
