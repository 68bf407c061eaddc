import { type Page } from '@playwright/test';
import { productHref } from '@/lib/shared/links';
import { catalogItem, newShopper, storeApi } from '../support/e2e-store';
import { addToCart, expect, signIn, test } from './fixtures';

/**
 * Issue 17's shopper features in one browser against the local store: coupon and shipping
 * estimate in the cart (carried to the hosted checkout), the address book, account settings
 * with a password change that keeps this browser signed in, a wishlist shared and opened
 * signed out, and a gift certificate's balance. Each test uses a shopper of its own.
 */

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });
const summaryRow = (page: Page, term: RegExp) =>
  summary(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: term }) });

test('cart: a refused coupon says why, an accepted one and the chosen shipping change the totals and reach the hosted checkout', async ({
  page,
}) => {
  const mug = await catalogItem('products', 'Stoneware Coffee Mug');
  await addToCart(page, productHref(mug.custom_url.url), {}, 2);
  await page.goto('/cart');

  const code = page.getByRole('textbox', { name: 'Coupon code' });
  await code.fill('SPRING20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(/SPRING20” cannot be used with this cart/);
  await code.fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(code).toHaveAccessibleDescription(/cannot be used with this cart/);

  await code.fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(summaryRow(page, /Coupon WELCOME10/)).toContainText('−$3.84'); // 10% of 2 × $19.20 (the mug's sale price)
  await expect(summaryRow(page, /^Total/)).toContainText('$34.56');

  const estimate = page.getByRole('region', { name: 'Estimate shipping' });
  await estimate.getByLabel('Country').selectOption('US');
  await estimate.getByLabel(/State/).selectOption('Colorado');
  await estimate.getByLabel(/Postal code/).fill('80202');
  await estimate.getByRole('button', { name: 'Estimate shipping' }).click();
  const options = page.getByRole('group', { name: 'Shipping options' });
  await expect(options.getByRole('radio')).toHaveCount(2); // standard and express; free starts at $75
  await expect(summaryRow(page, /^Shipping/)).toContainText('$5.99');
  await options.getByRole('radio', { name: /Express shipping/ }).check();
  await page.getByRole('button', { name: 'Use this option' }).click();
  await expect(summaryRow(page, /^Shipping \(Express shipping\)/)).toContainText('$15.00');
  await expect(summaryRow(page, /^Total/)).toContainText('$49.56'); // $34.56 + 2 × $7.50

  // The hosted checkout starts from the same coupon and shipping.
  await summary(page).getByRole('link', { name: 'Check out' }).click();
  await expect(page.locator('dt', { hasText: 'Coupon WELCOME10' })).toBeVisible();
  await expect(page.getByText('Express shipping').filter({ visible: true }).first()).toBeVisible();

  // Back in the cart the coupon comes off again.
  await page.goto('/cart');
  await summary(page)
    .getByRole('button', { name: /Remove coupon WELCOME10/ })
    .click();
  await expect(summaryRow(page, /Coupon/)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Coupon code' })).toBeVisible();
});

test('address book: a bad address gets field errors, a good one is listed, edited and deleted', async ({
  page,
}) => {
  const shopper = await newShopper('addresses');
  await signIn(page, shopper);
  await page.goto('/account/addresses');
  await expect(
    page.getByText('Your address book is empty.').filter({ visible: true }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Add an address' }).click();
  // By role: pages visited before stay in the document, hidden (Next.js restores them on back).
  const field = (name: string | RegExp) => page.getByRole('textbox', { name });
  const select = (name: string | RegExp) => page.getByRole('combobox', { name });

  await field('First name').fill('Robin');
  await field('Last name').fill('Park');
  await field('Street address').fill('12 Orchard Lane');
  await field('Town or city').fill('Portland');
  await select('Country').selectOption('US');
  await field('Postal code').fill('!!');
  await page.getByRole('button', { name: 'Add address' }).click();
  const state = select(/State/);
  await expect(state).toHaveAttribute('aria-invalid', 'true');
  await expect(field('Postal code')).toHaveAttribute('aria-invalid', 'true');
  await expect(field('Street address')).toHaveValue('12 Orchard Lane');

  await state.selectOption('Oregon');
  await field('Postal code').fill('97201');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('Address saved').filter({ visible: true })).toBeVisible();
  const card = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('12 Orchard Lane');
  await expect(card).toContainText('Default');

  await card.getByRole('link', { name: /Edit/ }).click();
  await field('Street address').fill('14 Orchard Lane');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(card).toContainText('14 Orchard Lane');

  await card.getByRole('button', { name: /Delete/ }).click();
  await expect(page.getByText('Address deleted').filter({ visible: true })).toBeVisible();
  await expect(
    page.getByText('Your address book is empty.').filter({ visible: true }),
  ).toBeVisible();
});

test('settings: name and newsletter saved; a password change signs out the other sessions, keeps this browser signed in, and the new password signs in', async ({
  page,
  browser,
}) => {
  const shopper = await newShopper('settings');
  // The same customer signed in on another device first.
  const device = await browser.newContext();
  const elsewhereFirst = await device.newPage();
  await signIn(elsewhereFirst, shopper);
  await elsewhereFirst.goto('/account');
  await expect(
    elsewhereFirst.getByRole('heading', { level: 1, name: 'Hello, Test' }),
  ).toBeVisible();

  await signIn(page, shopper);
  await page.goto('/account/settings');

  const details = page.getByRole('region', { name: 'Your details' });
  await details.getByLabel('First name').fill('');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByLabel('First name')).toHaveAccessibleDescription(
    'Enter your first name.',
  );
  await details.getByLabel('First name').fill('Jordan');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(
    details.getByText('Your details are saved.').filter({ visible: true }),
  ).toBeVisible();

  const newsletter = page.getByRole('region', { name: 'Newsletter' });
  await newsletter.getByLabel(/Send me the newsletter/).check();
  await newsletter.getByRole('button', { name: 'Save newsletter choice' }).click();
  await expect(
    newsletter.getByText('You are subscribed to the newsletter.').filter({ visible: true }),
  ).toBeVisible();

  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill('not-my-password1');
  await password.getByLabel('New password', { exact: true }).fill('Greenhouse-77');
  await password.getByLabel('New password again').fill('Greenhouse-77');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await password.getByLabel('Current password').fill(shopper.password);
  await password.getByLabel('New password', { exact: true }).fill('Greenhouse-77');
  await password.getByLabel('New password again').fill('Greenhouse-77');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(
    password.getByText('Your password is changed.').filter({ visible: true }),
  ).toBeVisible();

  // This browser is still signed in, with the new name; the other device is signed out.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Jordan' })).toBeVisible();
  await elsewhereFirst.goto('/account');
  await expect(elsewhereFirst).toHaveURL(/\/account\/sign-in\?next=%2Faccount$/);
  await device.close();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Jordan' })).toBeVisible();

  // The new password signs in elsewhere; the old one no longer does.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto('/account/sign-in');
  await elsewhere.getByRole('textbox', { name: 'E-mail address' }).fill(shopper.email);
  await elsewhere.getByLabel('Password').fill(shopper.password);
  await elsewhere.getByRole('button', { name: 'Sign in' }).click();
  await expect(elsewhere.getByRole('main').getByRole('alert')).toHaveText(
    'Your e-mail address or password is incorrect.',
  );
  await signIn(elsewhere, { email: shopper.email, password: 'Greenhouse-77' });
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Hello, Jordan' })).toBeVisible();
  await other.close();
});

test('wishlist: saved from the product page, shared, and opened by someone signed out', async ({
  page,
  browser,
}) => {
  const shopper = await newShopper('wishlist');
  const mug = await catalogItem('products', 'Stoneware Coffee Mug');
  // A guest is asked to sign in, and comes back with the product saved.
  const mugPage = productHref(mug.custom_url.url);
  await page.goto(mugPage);
  await page.getByRole('main').getByRole('button', { name: 'Save for later', exact: true }).click();
  await expect(
    page.getByText('Sign in to save this for later').filter({ visible: true }),
  ).toBeVisible();
  await signIn(page, shopper, { visit: false });
  await expect(page).toHaveURL(new RegExp(`${mugPage}#saved-${mug.id}$`));
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Saved', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/account/wishlists');
  await page.getByRole('heading', { level: 2 }).getByRole('link').first().click();
  await expect(page.getByRole('link', { name: 'Stoneware Coffee Mug' })).toBeVisible();
  await page.getByRole('button', { name: 'Share this list' }).click();
  const link = page.getByLabel('Share link');
  await expect(link).toBeVisible();
  const shared = new URL(await link.inputValue());
  expect(shared.pathname).toMatch(/^\/wishlists\/[^/]+$/);

  const other = await browser.newContext();
  const guest = await other.newPage();
  await guest.goto(shared.pathname);
  await expect(
    guest.getByText('A wishlist shared with you').filter({ visible: true }),
  ).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Stoneware Coffee Mug' })).toBeVisible();
  await expect(guest.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  // Stopping sharing takes the page away.
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(
    page.getByText('Only you can see this list.').filter({ visible: true }),
  ).toBeVisible();
  await guest.reload();
  await expect(
    guest.getByText('This wishlist is not shared.').filter({ visible: true }),
  ).toBeVisible();
  await other.close();
});

test('gift certificates: an unknown code is refused, a real one shows its balance', async ({
  page,
}) => {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await storeApi('POST', '/v2/gift_certificates', {
    code,
    to_name: 'Robin',
    to_email: 'robin@example.com',
    from_name: 'Sam',
    from_email: 'sam@example.com',
    amount: '40.00',
    balance: '32.50',
  });
  await page.goto('/gift-certificates/balance');
  const field = page.getByLabel('Gift certificate code');
  await field.fill('NOPE-NOPE');
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/could not find a gift certificate/);
  await field.fill(code);
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByRole('status')).toContainText('$32.50');
});
