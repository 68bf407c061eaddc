import { type Page } from '@playwright/test';
import {
  brandHref,
  categoryHref,
  contentPageHref,
  orderHref,
  productHref,
} from '@/lib/shared/links';
import { catalogItem, createOrderFor, e2eEnv, storeApi } from '../support/e2e-store';
import { DEMO, addToCart, expect, shoot, signIn, test } from './fixtures';

/**
 * Issue 7: what the store's theme puts on pages reaches the shopper. The merchant places
 * widgets, adds scripts and associates custom templates through the management API; the
 * store publishes no events for these, so a scheduled check of them (POST
 * /api/theme-content every THEME_CONTENT_CHECK_SECONDS, 30 by default, 5 in the e2e stack,
 * which runs the scheduler) refreshes the pages that show them: each check here reloads until the
 * page shows the change.
 */

const CONTENT_REFRESH_MS = 90_000;

/** Reloads `path` until `check` passes: the theme's content refreshes on the storefront's check, not on an event. */
async function eventually(page: Page, path: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: CONTENT_REFRESH_MS, intervals: [1_000, 2_000, 3_000] });
}

/** A widget showing `headline` and `text`, placed in `region` of `templateFile` on the storefront's channel. */
async function placeWidget(
  templateFile: string,
  region: string,
  configuration: Record<string, string>,
  entityId?: number,
): Promise<void> {
  const channelId = e2eEnv().channelId;
  // The template also tries what widget HTML must never do on a shop page: run script.
  const { data: template } = await storeApi<{ data: { uuid: string } }>(
    'POST',
    '/v3/content/widget-templates',
    {
      name: `E2E ${region}`,
      template:
        '<div class="e2e-promo"><p><strong>{{headline}}</strong> {{text}}</p>' +
        '<img src="/no-such-image.png" alt="" onerror="document.documentElement.dataset.widgetXss = \'1\'">' +
        '<script>document.documentElement.dataset.widgetXss = "2";</script></div>',
      channel_id: channelId,
    },
  );
  const { data: widget } = await storeApi<{ data: { uuid: string } }>(
    'POST',
    '/v3/content/widgets',
    {
      name: `E2E ${region}`,
      widget_template_uuid: template.uuid,
      widget_configuration: configuration,
      channel_id: channelId,
    },
  );
  await storeApi('POST', '/v3/content/placements', {
    widget_uuid: widget.uuid,
    template_file: templateFile,
    region,
    status: 'active',
    channel_id: channelId,
    ...(entityId === undefined ? {} : { entity_id: String(entityId) }),
  });
}

const widgetRan = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.widgetXss ?? null);

test('widgets the merchant places show in their regions, as plain markup that runs no script', async ({
  page,
}) => {
  test.setTimeout(4 * CONTENT_REFRESH_MS);
  const product = await catalogItem('products', 'Copper Butter Warmer');
  await placeWidget('pages/home', 'home_below_menu', {
    headline: 'Free shipping',
    text: 'on every order over $50.',
  });
  await placeWidget(
    'pages/product',
    'product_below_price',
    { headline: 'Made to last', text: 'Ten-year guarantee on copper.' },
    product.id,
  );
  await placeWidget('pages/cart', 'cart_below_totals', {
    headline: 'Gift wrap',
    text: 'Ask for it at checkout.',
  });

  await eventually(page, '/', async () => {
    await expect(page.locator('[data-content-region="home_below_menu"]')).toContainText(
      'Free shipping on every order over $50.',
    );
  });
  await shoot(page, 'content-home-widget');
  expect(await widgetRan(page)).toBeNull();
  await expect(
    page.locator('[data-content-region] script, [data-content-region] [onerror]'),
  ).toHaveCount(0);

  await eventually(page, productHref(product.custom_url.url), async () => {
    await expect(page.locator('[data-content-region="product_below_price"]')).toContainText(
      'Ten-year guarantee on copper.',
    );
  });
  expect(await widgetRan(page)).toBeNull();
  // Placed for one product: another product's page does not show it.
  const other = await catalogItem('products', 'Half Sheet Pan');
  await page.goto(productHref(other.custom_url.url));
  await expect(page.getByRole('heading', { level: 1, name: 'Half Sheet Pan' })).toBeVisible();
  await expect(page.getByText('Ten-year guarantee on copper.')).toHaveCount(0);

  // The cart's region shows below its totals, so only with something in the cart.
  await addToCart(page, productHref(other.custom_url.url));
  await eventually(page, '/cart', async () => {
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(
      'Gift wrap Ask for it at checkout.',
    );
  });
});

test('custom template associations change how a product, category, brand and content page are laid out', async ({
  page,
}) => {
  test.setTimeout(4 * CONTENT_REFRESH_MS);
  const channelId = e2eEnv().channelId;
  const product = await catalogItem('products', 'Stainless Saucepan');
  const category = await catalogItem('categories', 'Garden');
  const brand = await catalogItem('brands', 'Hollow Oak Linens');
  const pages = await storeApi<Array<{ id: number; name: string; url: string }>>(
    'GET',
    '/v2/pages',
  );
  const contentPage = pages.find((p) => p.name === 'Our Makers')!;

  await storeApi('PUT', '/v3/storefront/custom-template-associations', [
    {
      channel_id: channelId,
      entity_type: 'product',
      entity_id: product.id,
      file_name: 'preorder.html',
    },
    {
      channel_id: channelId,
      entity_type: 'category',
      entity_id: category.id,
      file_name: 'lookbook.html',
    },
    { channel_id: channelId, entity_type: 'brand', entity_id: brand.id, file_name: 'minimal.html' },
    {
      channel_id: channelId,
      entity_type: 'page',
      entity_id: contentPage.id,
      file_name: 'holiday.html',
    },
  ]);

  await eventually(page, productHref(product.custom_url.url), async () => {
    await expect(page.getByRole('note')).toContainText('Pre-order: ships later.');
  });
  await expect(page.getByText('Pre-order', { exact: true })).toBeVisible();
  await shoot(page, 'content-product-preorder');

  await eventually(page, categoryHref(category.custom_url.url), async () => {
    await expect(page.getByText('Lookbook', { exact: true })).toBeVisible();
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Garden' })).toBeVisible();
  await shoot(page, 'content-category-lookbook');

  await eventually(page, brandHref(brand.custom_url.url), async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Hollow Oak Linens' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  });
  await expect(page.getByText(/^\d+ products?$/)).toHaveCount(0);
  await shoot(page, 'content-brand-minimal');

  await eventually(page, contentPageHref(contentPage.url), async () => {
    await expect(page.getByText('Holiday season')).toBeVisible();
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Our Makers' })).toBeVisible();
  await shoot(page, 'content-page-holiday');

  // A file the theme does not have is stored as not valid: the page keeps its default layout.
  await storeApi('PUT', '/v3/storefront/custom-template-associations', [
    {
      channel_id: channelId,
      entity_type: 'product',
      entity_id: product.id,
      file_name: 'no-such-layout.html',
    },
  ]);
  await eventually(page, productHref(product.custom_url.url), async () => {
    await expect(page.getByText('Pre-order: ships later.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  });
});

test("the channel's scripts run on shop pages, and order confirmation scripts only on the shopper's order page", async ({
  page,
}) => {
  test.setTimeout(4 * CONTENT_REFRESH_MS);
  const channelId = e2eEnv().channelId;
  // A third-party script host the test plays: the browser asks for the src script, the test answers.
  await page.route('https://cdn.e2e-analytics.example/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'document.documentElement.dataset.analytics = "loaded";',
    }),
  );
  const script = (fields: Record<string, unknown>) =>
    storeApi('POST', '/v3/content/scripts', { channel_id: channelId, enabled: true, ...fields });
  await script({
    name: 'E2E analytics',
    consent_category: 'analytics',
    kind: 'src',
    src: 'https://cdn.e2e-analytics.example/a.js',
    load_method: 'defer',
    location: 'head',
    visibility: 'all_pages',
  });
  await script({
    name: 'E2E chat',
    consent_category: 'functional',
    kind: 'script_tag',
    html: '<script data-e2e="chat">document.documentElement.dataset.chat = "on";</script>',
    location: 'footer',
    visibility: 'storefront',
  });
  await script({
    name: 'E2E conversion',
    consent_category: 'analytics',
    kind: 'script_tag',
    html: '<script>document.documentElement.dataset.conversion = "counted";</script>',
    location: 'footer',
    visibility: 'order_confirmation',
  });
  await script({
    name: 'E2E switched off',
    kind: 'script_tag',
    html: '<script>document.documentElement.dataset.disabled = "ran";</script>',
    location: 'footer',
    visibility: 'all_pages',
    enabled: false,
  });
  const dataset = () => page.evaluate(() => ({ ...document.documentElement.dataset }));

  await eventually(page, '/help', async () => {
    expect(await dataset()).toMatchObject({ analytics: 'loaded', chat: 'on' });
  });
  const onShopPage = await dataset();
  expect(onShopPage.conversion).toBeUndefined();
  expect(onShopPage.disabled).toBeUndefined();

  const orderId = await createOrderFor(DEMO.alex.email, [
    { productName: 'Linen Apron', quantity: 1 },
  ]);
  await signIn(page, DEMO.alex);
  await eventually(page, orderHref(orderId), async () => {
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    expect(await dataset()).toMatchObject({
      conversion: 'counted',
      analytics: 'loaded',
      chat: 'on',
    });
  });
});
