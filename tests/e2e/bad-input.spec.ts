import { type Page } from '@playwright/test';
import { createOrderFor } from '../support/e2e-store';
import { DEMO, expect, signIn, test } from './fixtures';

/**
 * Input the store refuses is the shopper's link or form gone wrong, not an outage: it never
 * shows the "store is down" page, nor the store's own words about variables.
 */

const outagePage = (page: Page) =>
  page.getByRole('heading', { name: 'The shop is taking a short break' });
const productNames = (page: Page) =>
  page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 });

for (const [listing, path, heading] of [
  ['search', '/search', 'All products'],
  ['category', '/categories/kitchen', 'Kitchen'],
] as const) {
  test(`a ${listing} page with a cursor the store refuses shows the first page`, async ({
    page,
  }) => {
    await page.goto(path);
    // The listing streams in after the page's static shell (and React may hold back its
    // reveal for a moment after load), so wait for it before reading the names.
    await expect(productNames(page).first()).toBeVisible();
    const firstPage = await productNames(page).allInnerTexts();
    expect(firstPage.length).toBeGreaterThan(0);

    await page.goto(`${path}?after=garbage`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(productNames(page)).toHaveText(firstPage);
    // It is the first page, so no way back to it, and the way on still works.
    await expect(page.getByRole('link', { name: '← First page' })).toHaveCount(0);
    await expect(outagePage(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Next page →' }).click();
    // The second page: a cursor the store gave out, and its products shown (a missing list
    // would pass the not.toHaveText below on its own).
    await expect(page).toHaveURL(
      new RegExp(`/~/after=(?!${Buffer.from('garbage').toString('base64url')}$)[\\w-]+$`),
    );
    await expect(page.getByRole('link', { name: '← First page' })).toBeVisible();
    await expect(productNames(page).first()).toBeVisible();
    await expect(productNames(page).first()).not.toHaveText(firstPage[0]!);
  });
}

test('an order id past what the store can hold is a not-found page', async ({ page }) => {
  await signIn(page, DEMO.alex);
  for (const path of [
    `/account/orders/${2 ** 31}`,
    `/account/orders/${2 ** 31}/return`,
    '/account/orders/99999999999999999999',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeVisible();
    await expect(outagePage(page)).toHaveCount(0);
  }
});

test('a return form sent for an order id the store cannot take says so plainly', async ({
  page,
}) => {
  const orderId = await createOrderFor(DEMO.alex.email, [
    { productName: 'Linen Apron', quantity: 1 },
  ]);
  await signIn(page, DEMO.alex);
  await page.goto(`/account/orders/${orderId}/return`);
  await page.getByRole('spinbutton', { name: /Linen Apron/ }).fill('1');
  await page.getByLabel('Reason').selectOption('Does not fit');
  // What a hand-edited form sends. (React may keep a streamed copy of the form hidden in
  // the page for a moment: wait until the one form is left.)
  await expect(page.locator('input[name="orderId"]')).toHaveCount(1);
  await page.locator('input[name="orderId"]').evaluate((input: HTMLInputElement) => {
    input.value = String(2 ** 31);
  });
  await page.getByRole('button', { name: 'Request the return' }).click();

  await expect(page.getByText('We could not find this order in your account.')).toBeVisible();
  await expect(page.getByText(/Variable|GraphQL|Int cannot represent/)).toHaveCount(0);
});
