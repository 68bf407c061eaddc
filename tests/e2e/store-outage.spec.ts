import { expect, test as base } from '@playwright/test';
import { cutLink, restoreLink } from '../support/switchable-link';

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

test('during a store outage cached pages are served and the others show a friendly error page', async ({ page }) => {
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
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/short break/);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();

    // Adding more to the cart needs the store: the form says so.
    await page.goto('/products/stoneware-coffee-mug');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('We could not reach the store just now.').filter({ visible: true })).toBeVisible();

    // Pages the shop never had cannot be made: an honest server error, kept out of search
    // engines and out of caches, with a page that says what happened.
    for (const path of [`/search?q=outage-${Date.now()}`, `/products/not-a-product-${Date.now()}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(500);
      expect(response?.headers()['cache-control'], path).toMatch(/no-store/);
      // In the HTML as sent: the error page the browser then draws replaces the document.
      expect(await response?.text(), path).toMatch(/<meta name="robots" content="noindex"\/>/);
      await expect(page.getByRole('heading', { level: 1, name: 'The shop is taking a short break' })).toBeVisible();
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
