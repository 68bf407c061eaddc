import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { edgeKeys } from '@/lib/shared/cache-tags.mjs';
import { e2eEnv } from '../support/e2e-store';
import { DEMO, addToCart, expect, signIn, test } from './fixtures';

/**
 * Issue 16's shopper features in Chromium against the production build: filters (with
 * and without JavaScript, counts that agree with the results, the state in the path),
 * reviews, related products and the currency switch.
 */

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const products = (page: Page) =>
  page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 });
/** The filter panel: a region in the page, a dialog when it is open as a drawer. */
const filters = (page: Page) =>
  page.getByRole('region', { name: 'Filters' }).or(page.getByRole('dialog', { name: 'Filters' }));
/** A facet value's box; its label reads "Stoneware (6)". */
const choice = (page: Page, group: string, value: string) =>
  filters(page)
    .getByRole('group', { name: group })
    .getByRole('checkbox', { name: new RegExp(`^${value}\\s*\\(\\d+\\)$`) });
/** The count a facet value's label promises. */
async function promised(page: Page, group: string, value: string): Promise<number> {
  const label = await choice(page, group, value).evaluate(
    (input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '',
  );
  return Number(/\((\d+)\)/.exec(label)![1]);
}
const countText = (count: number) => `${count} product${count === 1 ? '' : 's'}`;

test('filters with JavaScript: values apply at once, combine, counts agree, canonical stays the listing', async ({
  page,
  baseURL,
}) => {
  await page.goto('/categories/kitchen');
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
  const stoneware = await promised(page, 'Material', 'Stoneware');
  const wood = await promised(page, 'Material', 'Wood');
  expect(stoneware).toBeGreaterThan(0);

  // No full reload: a marker on window survives the client navigation.
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
  await choice(page, 'Material', 'Stoneware').check();
  await expect(page).toHaveURL(/\/categories\/kitchen\/~\/attr=Material:Stoneware$/);
  await expect(page.getByText(countText(stoneware), { exact: true })).toBeVisible();
  await expect(products(page)).toHaveCount(Math.min(stoneware, 24));
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'still here',
  );

  // A second value of the same facet widens (OR): the counts add up.
  await choice(page, 'Material', 'Wood').check();
  await expect(page).toHaveURL(/\/categories\/kitchen\/~\/attr=Material:Stoneware,Wood$/);
  await expect(page.getByText(countText(stoneware + wood), { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Chosen filters' })).toContainText('Wood');
  // Every filtered variant names the plain listing as its canonical page, absolute on the
  // PUBLIC_URL the build was given.
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    `${new URL(baseURL!).origin}/categories/kitchen`,
  );

  // The back button takes the last value away again.
  await page.goBack();
  await expect(page).toHaveURL(/\/~\/attr=Material:Stoneware$/);
  await expect(page.getByText(countText(stoneware), { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Clear all filters' }).first().click();
  await expect(page).toHaveURL(/\/categories\/kitchen$/);

  const axe = await new AxeBuilder({ page: page as unknown as AxePage }).include('main').analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('filters on a phone: a drawer that opens, applies and closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/categories/kitchen');
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  const glass = await promised(page, 'Material', 'Glass');
  await choice(page, 'Material', 'Glass').check();
  await expect(page).toHaveURL(/\/~\/attr=Material:Glass$/);
  // The drawer stays open on the new address, on the box just ticked, for more choices.
  await expect(drawer).toBeVisible();
  await expect(choice(page, 'Material', 'Glass')).toBeFocused();
  await drawer.getByRole('button', { name: `Show ${countText(glass)}` }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
  await expect(products(page)).toHaveCount(glass);
});

test('filters without JavaScript: the form GET lands on the normalised address, from the cache', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/categories/kitchen');
  const glass = await promised(page, 'Material', 'Glass');
  await choice(page, 'Material', 'Glass').check();
  await filters(page).getByLabel('Maximum price').fill('100');
  await filters(page).getByRole('button', { name: 'Apply filters' }).click();
  // The query string the form sent was redirected to the state in the path, parts in one order.
  await expect(page).toHaveURL(/\/categories\/kitchen\/~\/attr=Material:Glass\/price=-100$/);
  await expect(products(page).first()).toBeVisible();
  const shown = await products(page).count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(glass);
  await expect(choice(page, 'Material', 'Glass')).toBeChecked();

  // The same filters asked for in another order and with repeats are the same page.
  const response = await page.goto(
    '/categories/kitchen?max=100&attr=Material:Glass&attr=Material:Glass',
  );
  expect(response!.url()).toMatch(/\/categories\/kitchen\/~\/attr=Material:Glass\/price=-100$/);
  await context.close();
});

test('product page: reviews with their average, a bad review shows field errors, a good one awaits approval; related products', async ({
  page,
}) => {
  await page.goto('/products/kitchen/mugs/enamel-camp-mug');
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await expect(reviews).toContainText('6 reviews');
  await expect(
    reviews.getByRole('list', { name: 'Reviews' }).getByRole('heading', { level: 3 }).first(),
  ).toBeVisible();
  // The pending review in the demo shop is not shown.
  await expect(reviews).not.toContainText('Waiting for approval.');

  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Please check your review', { exact: false })).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(form.getByRole('textbox', { name: /^Your review/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // A guest's review waits for the shop's approval, and the page says so.
  await writeReview(page, 'Keeps coffee hot', 'E2E Guest');
  await expect(
    page.getByText('Thank you! Your review will appear once the shop has approved it.'),
  ).toBeVisible();
  await expect(reviews).toContainText('6 reviews');

  const axe = await new AxeBuilder({ page: page as unknown as AxePage })
    .include('#reviews')
    .analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  // Related products use the listing card: a link to the product and its price.
  const related = page.getByRole('region', { name: 'You may also like' });
  await expect(related.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(related).toContainText('$');

  // Structured data is on the page and names the product with its rating.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = jsonLd
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Product');
  expect(product).toMatchObject({ name: 'Enamel Camp Mug', aggregateRating: { reviewCount: 6 } });
});

test("a signed-in shopper's review is published at once and reaches the cached page through the product's tag", async ({
  page,
}) => {
  await signIn(page, DEMO.sam);
  await page.goto('/products/kitchen/cookware/cast-iron-skillet');
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await expect(reviews).toContainText('3 reviews');
  await writeReview(page, 'Seasoned and ready', 'Sam R.');
  await expect(page.getByText('Thank you! Your review is published.')).toBeVisible();
  // A fresh load of the page (cached for everyone) shows it.
  await page.reload();
  await expect(reviews).toContainText('4 reviews');
  await expect(reviews.getByRole('heading', { name: 'Seasoned and ready' })).toBeVisible();
});

async function writeReview(page: Page, title: string, name: string) {
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await form
    .getByRole('textbox', { name: /^Your review/ })
    .fill('Sturdy and well made; it does exactly what I hoped it would.');
  await form.getByRole('textbox', { name: /^Your name/ }).fill(name);
  await form.getByRole('button', { name: 'Submit review' }).click();
}

test('currency switch: every price on the page and in the cart in the chosen currency, kept in a cookie', async ({
  page,
}) => {
  await addToCart(page, '/products/kitchen/mugs/enamel-camp-mug', { Color: 'Navy' });
  const currency = page.getByRole('banner').getByLabel('Currency');
  await currency.selectOption('EUR');
  await expect(page).toHaveURL(/\/products\/kitchen\/mugs\/enamel-camp-mug\/~\/currency=EUR$/);
  await expect(page.getByRole('main')).toContainText('€');
  await expect(page.getByRole('main')).not.toContainText('$');
  expect(
    (await page.context().cookies()).find((c) => c.name === 'storefront_currency')?.value,
  ).toBe('EUR');

  // A plain catalog address now leads to its page in euros (the cookie), served from the cache.
  await page.goto('/categories/kitchen');
  await expect(page).toHaveURL(/\/categories\/kitchen\/~\/currency=EUR$/);
  await expect(page.getByRole('region', { name: 'Products' })).toContainText('€');
  await expect(page.getByRole('region', { name: 'Products' })).not.toContainText('$');

  await page.goto('/cart');
  await expect(page.getByRole('main')).toContainText('€');
  await expect(page.getByRole('main')).not.toContainText('$');

  await page.getByRole('banner').getByLabel('Currency').selectOption('USD');
  await expect(page.getByRole('main')).toContainText('$');
  expect(
    (await page.context().cookies()).find((c) => c.name === 'storefront_currency'),
  ).toBeUndefined();
});

/**
 * Every answer from the shop while a page runs that is an error or a redirect. A client
 * navigation in another currency must fetch its pages' data where it is, not through the
 * proxy's redirect (which sends the router's prefetch of one route to another route's
 * address: a 404, or a chain of 307s).
 */
function failuresOf(page: Page): string[] {
  const failures: string[] = [];
  const origin = new URL(e2eEnv().storefrontUrl).origin;
  page.on('response', (response) => {
    const status = response.status();
    if (new URL(response.url()).origin === origin && status >= 300)
      failures.push(`${status} ${response.url()}`);
  });
  return failures;
}

for (const signedIn of [false, true])
  test(`in euros ${signedIn ? 'signed in' : 'signed out'}, client navigation from the home page to a category, a search and a product makes no redirect and no 4xx`, async ({
    page,
  }) => {
    if (signedIn) await signIn(page, DEMO.sam);
    await page
      .context()
      .addCookies([{ name: 'storefront_currency', value: 'EUR', url: e2eEnv().storefrontUrl }]);
    await page.goto('/~/currency=EUR');
    const failures = failuresOf(page);
    const banner = page.getByRole('banner');

    const kitchen = banner
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Kitchen' });
    // The shared HTML links to the plain address; once hydrated the link names the euro
    // address. A click before that is a document load, which the proxy rightly redirects.
    await expect(kitchen).toHaveAttribute('href', /\/categories\/kitchen\/~\/currency=EUR$/);
    await kitchen.click();
    await expect(page).toHaveURL(/\/categories\/kitchen\/~\/currency=EUR$/);
    await expect(page.getByRole('region', { name: 'Products' })).toContainText('€');

    await banner.getByRole('searchbox', { name: 'Search products' }).fill('mug');
    await banner.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/search\/~\/q=mug\/currency=EUR$/);

    await page.getByRole('region', { name: 'Products' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products\/.+\/~\/currency=EUR$/);
    await expect(page.getByRole('main')).toContainText('€');

    // The store's name, the header's first link, leads home.
    await banner.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/~\/currency=EUR$/);
    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
  });

/** A page's JSON-LD blocks, grouped by type as the validator takes them (Web Auto Extractor's shape). */
function jsonLdOf(html: string): Record<string, Array<Record<string, unknown>>> {
  const byType: Record<string, Array<Record<string, unknown>>> = {};
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const parsed = JSON.parse(json!) as Record<string, unknown> | Array<Record<string, unknown>>;
    for (const item of Array.isArray(parsed) ? parsed : [parsed])
      (byType[String(item['@type'])] ??= []).push(item);
  }
  return byType;
}

test('search engines: JSON-LD passes the rich result rules, robots.txt and the sitemaps are valid and on the public origin', async ({
  page,
  request,
  baseURL,
}) => {
  const { default: Validator } = await import('@adobe/structured-data-validator');
  const validator = new Validator();
  for (const [path, types] of [
    ['/products/kitchen/mugs/enamel-camp-mug', ['Product', 'BreadcrumbList']],
    ['/products/kitchen/cookware/cast-iron-skillet/~/currency=EUR', ['Product', 'BreadcrumbList']],
    ['/categories/kitchen', ['BreadcrumbList']],
    ['/', ['WebSite', 'Organization']],
  ] as const) {
    const html = await (await request.get(path)).text();
    const jsonld = jsonLdOf(html);
    expect(Object.keys(jsonld).sort(), path).toEqual([...types].sort());
    const issues = await validator.validate({ jsonld, microdata: {}, rdfa: {} });
    expect(
      issues.filter((issue) => issue.severity === 'ERROR').map((issue) => issue.issueMessage),
      path,
    ).toEqual([]);
    expect(html).toContain('<link rel="canonical" href="');
  }
  const inEuros = jsonLdOf(
    await (await request.get('/products/kitchen/cookware/cast-iron-skillet/~/currency=EUR')).text(),
  );
  expect(inEuros.Product![0]).toMatchObject({
    url: '/products/kitchen/cookware/cast-iron-skillet',
    offers: { priceCurrency: 'EUR' },
  });

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  const robotsText = await robots.text();
  expect(robotsText).toContain('Disallow: /cart');
  expect(robotsText).toContain('Disallow: /*/~/');
  expect(robotsText).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  // Chromium's own XML parser reads both; the index names the sitemap files, which list the catalog.
  const xml = async (path: string) => {
    await page.goto(path);
    return page.evaluate(async (url) => {
      const text = await (await fetch(url)).text();
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
      };
    }, path);
  };
  const index = await xml('/sitemap.xml');
  expect(index.error).toBe(false);
  expect(index.locs).toEqual([`${baseURL}/sitemap/0.xml`]);
  const sitemap = await xml('/sitemap/0.xml');
  expect(sitemap.error).toBe(false);
  expect(sitemap.locs).toContain(`${baseURL}/products/kitchen/mugs/enamel-camp-mug`);
  expect(sitemap.locs).toContain(`${baseURL}/categories/kitchen`);
  expect(sitemap.locs.some((loc) => loc.includes('/~/'))).toBe(false);
  expect((await request.get('/sitemap/7.xml')).status()).toBe(404);
  // Shared caches keep them, and a catalog change purges them with the listings.
  for (const path of ['/sitemap.xml', '/sitemap/0.xml']) {
    const headers = (await request.get(path)).headers();
    expect(headers['cache-control'], path).toMatch(/^public, s-maxage=\d+/);
    expect(headers.xkey?.split(' '), path).toContain(edgeKeys.listings());
  }
});
