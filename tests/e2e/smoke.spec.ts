import { expect, test } from '@playwright/test';

test('the storefront answers with its home page', async ({ page }) => {
  const response = await page.goto(process.env.E2E_STOREFRONT_URL!);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
