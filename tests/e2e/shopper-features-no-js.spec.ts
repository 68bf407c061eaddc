import { type Browser, type Page } from '@playwright/test';
import { productHref } from '@/lib/shared/links';
import { catalogItem, e2eEnv, newShopper, storeApi } from '../support/e2e-store';
import { addToCart, expect, signIn, test } from './fixtures';

/**
 * Issue 17's forms without JavaScript: each is a plain form post (Next.js's server actions
 * degrade to one), and the page that comes back shows the outcome.
 *
 * Known gap (test.fixme below): a form whose action answers with state (useActionState)
 * rather than a redirect gets, from Next.js 16 with cacheComponents, only the resumed
 * dynamic part of the partly prerendered page, with no <html>/<body> shell, so the browser
 * shows a blank page; the action does run and its state is in that answer. Save for later
 * redirects, so it works.
 */

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });
const summaryRow = (page: Page, term: RegExp) =>
  summary(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: term }) });

/** A browser without JavaScript, signed in as a new shopper (and with a cart, when asked). */
async function withoutScript(browser: Browser, label: string, { cart = false } = {}) {
  const shopper = await newShopper(label);
  // The cart is filled with script (the product page's add-to-cart is tested elsewhere); the session cookie carries it over.
  const setup = await browser.newContext({ baseURL: e2eEnv().storefrontUrl });
  const setupPage = await setup.newPage();
  await signIn(setupPage, shopper);
  if (cart) {
    const mug = await catalogItem('products', 'Stoneware Coffee Mug');
    await addToCart(setupPage, productHref(mug.custom_url.url), {}, 2);
  }
  const storageState = await setup.storageState();
  await setup.close();
  const context = await browser.newContext({
    baseURL: e2eEnv().storefrontUrl,
    javaScriptEnabled: false,
    storageState,
  });
  const page = await context.newPage();
  return { shopper, context, page };
}

test.fixme('without JavaScript: a coupon is applied and removed, and shipping is estimated and chosen, in the cart', async ({
  browser,
}) => {
  const { context, page } = await withoutScript(browser, 'nojs-cart', { cart: true });
  await page.goto('/cart');
  // The page has no script at all running: the form posts itself.
  expect(await page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe('undefined');

  await page.getByLabel('Coupon code').fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByLabel('Coupon code')).toHaveAccessibleDescription(
    /not a coupon code of this store/,
  );
  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(summaryRow(page, /Coupon WELCOME10/)).toContainText('−$3.84');
  await expect(summaryRow(page, /^Total/)).toContainText('$34.56');

  const estimate = page.getByRole('region', { name: 'Estimate shipping' });
  await expect(estimate.getByLabel('Country')).toHaveValue('US');
  await estimate.getByLabel(/State/).selectOption('Colorado');
  await estimate.getByLabel(/Postal code/).fill('80202');
  await estimate.getByRole('button', { name: 'Estimate shipping' }).click();
  const options = page.getByRole('group', { name: 'Shipping options' });
  await expect(options.getByRole('radio')).toHaveCount(2);
  await expect(summaryRow(page, /^Shipping/)).toContainText('$5.99');
  await options.getByRole('radio', { name: /Express shipping/ }).check();
  await page.getByRole('button', { name: 'Use this option' }).click();
  await expect(summaryRow(page, /^Shipping \(Express shipping\)/)).toContainText('$15.00');
  await expect(summaryRow(page, /^Total/)).toContainText('$49.56');

  await summary(page)
    .getByRole('button', { name: /Remove coupon WELCOME10/ })
    .click();
  await expect(summaryRow(page, /Coupon/)).toHaveCount(0);
  await expect(summaryRow(page, /^Total/)).toContainText('$53.40'); // $38.40 + $15.00 express
  await context.close();
});

test.fixme('without JavaScript: an address is refused with field errors, then added', async ({
  browser,
}) => {
  const { shopper, context, page } = await withoutScript(browser, 'nojs-address');
  await page.goto('/account/addresses/new');
  await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Park');
  await page.getByRole('textbox', { name: 'Street address' }).fill('12 Orchard Lane');
  await page.getByRole('textbox', { name: 'Town or city' }).fill('Portland');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('!!');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('textbox', { name: 'Postal code' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue(
    '12 Orchard Lane',
  );

  await page.getByRole('combobox', { name: /State/ }).selectOption('Oregon');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('97201');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page).toHaveURL(/\/account\/addresses(\?|$)/);
  await expect(page.getByText('Address saved')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem'),
  ).toContainText('12 Orchard Lane');
  const { data } = await storeApi<{ data: Array<{ address1: string; postal_code: string }> }>(
    'GET',
    `/v3/customers/addresses?customer_id:in=${shopper.id}`,
  );
  expect(data.map((a) => [a.address1, a.postal_code])).toEqual([['12 Orchard Lane', '97201']]);
  await context.close();
});

test('without JavaScript: Save for later saves the product and says so', async ({ browser }) => {
  const { context, page } = await withoutScript(browser, 'nojs-save');
  const mug = await catalogItem('products', 'Stoneware Coffee Mug');
  await page.goto(productHref(mug.custom_url.url));
  await page.getByRole('main').getByRole('button', { name: 'Save for later', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#saved-${mug.id}$`));
  // Each card's Save for later has its message; the one the anchor names shows.
  await expect(page.locator(`#saved-${mug.id}`)).toHaveText(/Saved to your wishlist\./);
  await expect(page.locator(`#saved-${mug.id}`)).toBeVisible();

  await page.goto('/account/wishlists');
  await page.getByRole('heading', { level: 2 }).getByRole('link').first().click();
  await expect(page.getByRole('link', { name: 'Stoneware Coffee Mug' })).toBeVisible();
  await context.close();
});
