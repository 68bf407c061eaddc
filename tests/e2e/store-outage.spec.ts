import { expect, test as base } from '@playwright/test';
import { cutLink, restoreLink } from '../support/switchable-link';
import { DEMO, addToCart, signIn } from './fixtures';

/**
 * The storefront of this run's build, started a second time behind a link to the store
 * that this test cuts (see global-setup): once the store is gone, the pages the shop has
 * in its caches keep being served; what needs the store says so plainly, and no page ever
 * shows a stack trace.
 */
const test = base.extend({
  baseURL: async ({}, provide) => provide(process.env.E2E_STORE_DOWN_URL),
});
const link = () => process.env.E2E_STORE_LINK!;

const STACK_TRACE = /\bat [\w.<>]+ \(|node_modules|StoreUnavailableError|ECONNREFUSED|ECONNRESET/;
const SEEN = ['/', '/products/stoneware-coffee-mug', '/categories/kitchen'];

test('during a store outage cached pages are served and the others show a friendly error page', async ({
  page,
}) => {
  await restoreLink(link());
  // The shop has been running: these pages and the data behind them are in its caches, and
  // this shopper has a cart.
  for (const path of SEEN) await page.goto(path);
  await page.goto('/products/stoneware-coffee-mug');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/to your cart\./).filter({ visible: true })).toBeVisible();
  await cutLink(link());
  try {
    for (const path of SEEN) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      // A page that renders fine is not kept out of search engines for the outage.
      expect(await response?.text(), path).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/short break/);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();

    // Adding more to the cart needs the store: the form says so. (Once the page runs its
    // script: a click before that posts without JavaScript, whose answer is a page render.)
    await page.goto('/products/stoneware-coffee-mug');
    const purchaseForm = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Add to cart' }) })
      .filter({ visible: true });
    await expect(purchaseForm.locator('input[name="enhanced"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(
      page.getByText('We could not reach the store just now.').filter({ visible: true }),
    ).toBeVisible();
    expect(await page.content()).not.toMatch(STACK_TRACE);

    // Pages the shop never had cannot be made: an honest server error, kept out of search
    // engines and out of caches, with a page that says what happened.
    for (const path of [
      `/search?q=outage-${Date.now()}`,
      `/products/not-a-product-${Date.now()}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(500);
      expect(response?.headers()['cache-control'], path).toMatch(/no-store/);
      // In the HTML as sent: the error page the browser then draws replaces the document.
      expect(await response?.text(), path).toMatch(/<meta name="robots" content="noindex"\/>/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'The shop is taking a short break' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      expect(await page.content()).not.toMatch(STACK_TRACE);
    }

    // Checkout cannot start: back to the cart with a clear message.
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/cart\?notice=checkout-/);
  } finally {
    await restoreLink(link());
  }
});

test('during a store outage the account and order pages and a cart answer 503 with Retry-After before anything streams, readable without JavaScript', async ({
  page,
  browser,
  baseURL,
}) => {
  await restoreLink(link());
  await signIn(page, DEMO.alex);
  await addToCart(page, '/products/stoneware-coffee-mug');
  const noJs = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  await cutLink(link());
  try {
    // The proxy's verdict on the store is reused for 2 s: past that, it knows.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    for (const path of [
      '/cart',
      '/account',
      '/account/addresses',
      '/account/settings',
      '/account/wishlists',
      '/account/orders/1',
      '/account/orders/1/return',
    ]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(503);
      expect(Number(response.headers()['retry-after']), path).toBeGreaterThan(0);
      const html = await response.text();
      const firstStreamedPart = html.search(/<div hidden id="S:|<template|\$RC/);
      expect(html.slice(0, firstStreamedPart === -1 ? undefined : firstStreamedPart), path).toMatch(
        /<meta name="robots" content="noindex"\/>/,
      );
      const view = await noJs.newPage();
      await view.goto(path);
      await expect(
        view.getByText('The shop is unavailable for a moment. Please try again shortly.'),
        path,
      ).toBeVisible();
      await view.close();
    }

    // Add to cart without JavaScript: back on the cached product page, which says why.
    const product = await noJs.newPage();
    await product.goto('/products/stoneware-coffee-mug');
    await product.getByRole('button', { name: 'Add to cart' }).click();
    await expect(product).toHaveURL(/\/products\/stoneware-coffee-mug#cart-unavailable$/);
    await expect(
      product.getByText('We could not reach the store just now.').filter({ visible: true }),
    ).toBeVisible();
    expect(await product.content()).not.toMatch(STACK_TRACE);
    await product.close();
  } finally {
    await noJs.close();
    await restoreLink(link());
  }
});
