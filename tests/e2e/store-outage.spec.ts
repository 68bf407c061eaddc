import { expect, test as base } from '@playwright/test';

/**
 * The storefront of this run's build, started a second time with the store out of reach
 * (see global-setup): prerendered pages keep being served, the rest say the shop is
 * briefly unavailable, and no page ever shows a stack trace or a 500.
 */
const test = base.extend({
  baseURL: async ({}, provide) => provide(process.env.E2E_STORE_DOWN_URL),
});

const STACK_TRACE = /\bat [\w.<>]+ \(|node_modules|StoreUnavailableError|ECONNREFUSED/;

test('during a store outage cached pages are served and the others show a friendly error page', async ({ page }) => {
  for (const path of ['/', '/products/stoneware-coffee-mug', '/categories/kitchen']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/short break/);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();

  // Adding to the cart needs the store: the form says so.
  await page.goto('/products/stoneware-coffee-mug');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('We could not reach the store just now.').filter({ visible: true })).toBeVisible();

  for (const path of ['/search?q=mug', '/products/not-a-product-we-know']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(500);
    await expect(page.getByRole('heading', { level: 1, name: 'The shop is taking a short break' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await page.content()).not.toMatch(STACK_TRACE);
  }

  // Checkout cannot start: back to the cart with a clear message.
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart\?notice=checkout-/);
});
