import { type Browser, type Page } from '@playwright/test';
import { productHref } from '@/lib/shared/links';
import { catalogItem, e2eEnv, newShopper, storeApi } from '../support/e2e-store';
import { addToCart, expect, signIn, test } from './fixtures';

/**
 * Issue 17's forms without JavaScript: each is a plain form post (Next.js's server actions
 * degrade to one), and the page that comes back shows the outcome.
 *
 * A form whose action answers with state (useActionState) cannot show that state to a
 * browser without script: Next.js 16 with cacheComponents answers such a post with only the
 * resumed dynamic part of the page. So such a post (no `enhanced=1` field, which the form
 * renders only once its script runs) is redirected (303) to the form's page with a notice
 * from the page's fixed table (`?notice=<id>`), shown server-side as a status or alert.
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

test('without JavaScript: a coupon is applied and removed, and shipping is estimated and chosen, in the cart', async ({
  browser,
}) => {
  const { context, page } = await withoutScript(browser, 'nojs-cart', { cart: true });
  await page.goto('/cart');
  // The page has no script at all running: the form posts itself.
  expect(await page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe('undefined');

  await page.getByRole('textbox', { name: 'Coupon code' }).fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/cart\?notice=coupon-refused$/);
  await expect(page.getByRole('alert')).toContainText('Your coupon was not applied');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/cart\?notice=coupon-applied$/);
  await expect(page.getByRole('status').filter({ hasText: 'Coupon applied' })).toBeVisible();
  await expect(summaryRow(page, /Coupon WELCOME10/)).toContainText('−$3.84');
  await expect(summaryRow(page, /^Total/)).toContainText('$34.56');

  // Page-level locators: without script, the cart's client parts are not placed inside
  // their regions in the accessibility tree (see the report of issue 17).
  const estimate = page;
  await expect(estimate.getByLabel('Country')).toHaveValue('US');
  await estimate.getByLabel(/State/).selectOption('Colorado');
  await estimate.getByLabel(/Postal code/).fill('80202');
  await estimate.getByRole('button', { name: 'Estimate shipping' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Shipping estimated' })).toBeVisible();
  // The form shows the destination estimated, not the list's first country or an empty state.
  await expect(estimate.getByLabel('Country')).toHaveValue('US');
  await expect(estimate.getByLabel(/State/)).toHaveValue('Colorado');
  await expect(estimate.getByLabel(/Postal code/)).toHaveValue('80202');
  const options = page.getByRole('group', { name: 'Shipping options' });
  await expect(options.getByRole('radio')).toHaveCount(2);
  await expect(summaryRow(page, /^Shipping/)).toContainText('$5.99');
  await options.getByRole('radio', { name: /Express shipping/ }).check();
  await page.getByRole('button', { name: 'Use this option' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Shipping option chosen' }),
  ).toBeVisible();
  await expect(summaryRow(page, /^Shipping \(Express shipping\)/)).toContainText('$15.00');
  await expect(summaryRow(page, /^Total/)).toContainText('$49.56');

  await page.getByRole('button', { name: /Remove coupon WELCOME10/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Coupon removed' })).toBeVisible();
  await expect(summaryRow(page, /Coupon/)).toHaveCount(0);
  await expect(summaryRow(page, /^Total/)).toContainText('$53.40'); // $38.40 + $15.00 express
  await context.close();
});

test('without JavaScript: an address is refused with a notice, then added', async ({ browser }) => {
  const { shopper, context, page } = await withoutScript(browser, 'nojs-address');
  await page.goto('/account/addresses/new');
  await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Park');
  await page.getByRole('textbox', { name: 'Street address' }).fill('12 Orchard Lane');
  await page.getByRole('textbox', { name: 'Town or city' }).fill('Portland');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('!!');
  await page.getByRole('button', { name: 'Add address' }).click();
  // Back on the form, empty, with a notice saying what to check.
  await expect(page).toHaveURL(/\/account\/addresses\/new\?notice=address-invalid$/);
  await expect(page.getByRole('alert')).toContainText('Your address was not saved');
  await expect(page.getByRole('alert')).toContainText('postal code');

  await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Park');
  await page.getByRole('textbox', { name: 'Street address' }).fill('12 Orchard Lane');
  await page.getByRole('textbox', { name: 'Town or city' }).fill('Portland');
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

test('without JavaScript: account settings say what to fix, then what was saved', async ({
  browser,
}) => {
  const { context, page } = await withoutScript(browser, 'nojs-settings');
  await page.goto('/account/settings');
  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page).toHaveURL(/\/account\/settings\?notice=details-invalid$/);
  await expect(page.getByRole('alert')).toContainText('Your details were not saved');
  await expect(page.getByRole('alert')).toContainText('a first and last name');

  await page.getByLabel('First name').fill('Jordan');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page).toHaveURL(/\/account\/settings\?notice=details-saved$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your details are saved' }),
  ).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Jordan');

  await page.getByLabel(/Send me the newsletter/).check();
  await page.getByRole('button', { name: 'Save newsletter choice' }).click();
  await expect(page).toHaveURL(/\?notice=newsletter-subscribed$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'You are subscribed to the newsletter' }),
  ).toBeVisible();

  // The password form's own field (the details form has one too).
  await page.locator('#password-current').fill('not-my-password1');
  await page.getByLabel('New password', { exact: true }).fill('Greenhouse-77');
  await page.getByLabel('New password again').fill('Greenhouse-77');
  await page.getByRole('button', { name: 'Change password' }).click();
  // No password in the address, only the notice's id.
  await expect(page).toHaveURL(/\/account\/settings\?notice=password-invalid$/);
  await expect(page.getByRole('alert')).toContainText('Your password was not changed');
  await context.close();
});

test('without JavaScript: a wishlist is refused without a name, created, renamed and shared', async ({
  browser,
}) => {
  const { context, page } = await withoutScript(browser, 'nojs-wishlist');
  await page.goto('/account/wishlists');
  await page.getByLabel('List name').fill('');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page).toHaveURL(/\/account\/wishlists\?notice=wishlist-name-invalid$/);
  await expect(page.getByRole('alert')).toContainText('Give the list a name');

  await page.getByLabel('List name').fill('Birthday ideas');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page).toHaveURL(/\/account\/wishlists\/\d+\?notice=wishlist-created$/);
  await expect(page.getByRole('status').filter({ hasText: 'Wishlist created' })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Gift ideas');
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page).toHaveURL(/\?notice=wishlist-renamed$/);
  await expect(page.getByRole('status').filter({ hasText: 'Wishlist renamed' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gift ideas');

  await page.getByRole('button', { name: 'Share this list' }).click();
  await expect(page).toHaveURL(/\?notice=wishlist-shared$/);
  await expect(page.getByRole('status').filter({ hasText: 'Wishlist shared' })).toBeVisible();
  await expect(page.getByLabel('Share link')).toHaveValue(/\/wishlists\/[^/]+$/);
  // The share link's token is on the page, never in its address.
  expect(new URL(page.url()).search).toBe('?notice=wishlist-shared');
  await context.close();
});

test('without JavaScript: a refused gift certificate says what to check on its static page', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: e2eEnv().storefrontUrl,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto('/gift-certificates');
  // No message shows before the form is sent.
  await expect(page.getByText('Your gift certificate was not added')).toHaveCount(2);
  await expect(
    page.getByText('Your gift certificate was not added').filter({ visible: true }),
  ).toHaveCount(0);
  await page.getByRole('radio', { name: '$50' }).check();
  await page.getByLabel('Recipient’s name').fill('Robin');
  await page.getByLabel('Recipient’s e-mail').fill('robin@localhost'); // valid for the browser, not for the store
  await page.getByLabel('Your name').fill('Sam');
  await page.getByLabel('Your e-mail').fill('sam@example.com');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/gift-certificates#gift-certificate-invalid$/);
  await expect(page.locator('#gift-certificate-invalid')).toBeVisible();
  await expect(page.locator('#gift-certificate-invalid')).toContainText('Check the form');
  await expect(page.locator('#gift-certificate-failed')).toBeHidden();
  await context.close();
});
