import { type Page } from '@playwright/test';
import { productHref } from '@/lib/shared/links';
import {
  catalogItem,
  e2eEnv,
  lastEmailId,
  newShopper,
  storeApi,
  waitForEmail,
} from '../support/e2e-store';
import { addToCart, expect, signIn, test } from './fixtures';

/**
 * Issue 17's features end to end, through the store's hosted checkout: a signed-in shopper
 * with a saved address orders with a coupon and a chosen shipping option; a gift
 * certificate bought on the storefront is e-mailed, then spent on another order.
 */

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });
const summaryRow = (page: Page, term: RegExp) =>
  summary(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: term }) });
const orderSummaryRow = (page: Page, term: RegExp) =>
  page
    .getByRole('region', { name: 'Summary' })
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: term }) });

/** The money of a v2 order ("49.5600") as the storefront shows it ("$49.56"). */
const dollars = (v2: string) => `$${Number(v2).toFixed(2)}`;

/** Card details on the hosted checkout, when something is left to pay after gift certificates. */
async function payWhatIsLeft(page: Page): Promise<void> {
  if ((await page.locator('[name=card_number]').count()) > 0) {
    await page.locator('#payment-card').check();
    await page.locator('[name=card_number]').fill('4111 1111 1111 1111');
    await page.locator('[name=card_expiry]').fill('12/30');
    await page.locator('[name=card_cvc]').fill('123');
  }
  await page.getByRole('button', { name: /^Place order/ }).click();
}

test('signed in with a saved address: coupon and shipping estimate in the cart, the saved address at the checkout, the order as the cart said', async ({
  page,
}) => {
  const shopper = await newShopper('journey');
  await storeApi('POST', '/v3/customers/addresses', [
    {
      customer_id: shopper.id,
      first_name: 'Robin',
      last_name: 'Park',
      address1: '7 Juniper Court',
      city: 'Salem',
      state_or_province: 'Oregon',
      postal_code: '97301',
      country_code: 'US',
    },
  ]);
  await signIn(page, shopper);
  const mug = await catalogItem('products', 'Stoneware Coffee Mug');
  await addToCart(page, productHref(mug.custom_url.url), {}, 2);
  await page.goto('/cart');

  await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(summaryRow(page, /Coupon WELCOME10/)).toContainText('−$3.84');

  const estimate = page.getByRole('region', { name: 'Estimate shipping' });
  await estimate.getByLabel('Country').selectOption('US');
  await estimate.getByLabel(/State/).selectOption('Oregon');
  await estimate.getByLabel(/Postal code/).fill('97301');
  await estimate.getByRole('button', { name: 'Estimate shipping' }).click();
  const options = page.getByRole('group', { name: 'Shipping options' });
  await options.getByRole('radio', { name: /Express shipping/ }).check();
  await page.getByRole('button', { name: 'Use this option' }).click();
  await expect(summaryRow(page, /^Shipping \(Express shipping\)/)).toContainText('$15.00');
  const cartTotal = (
    await summaryRow(page, /^Total/)
      .locator('dd')
      .innerText()
  ).trim();
  expect(cartTotal).toBe('$49.56'); // 2 × $19.20 − 10% + 2 × $7.50 express, no tax in Oregon

  await summary(page).getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL(new RegExp(`^${e2eEnv().storeOrigin}/checkout/`));
  // The saved address is offered; picking it fills the shipping address.
  const saved = page.getByRole('combobox', { name: 'Ship to a saved address' });
  await expect(saved.locator('option')).toHaveText([
    'Robin Park, 7 Juniper Court, Salem, Oregon 97301, United States',
  ]);
  await page.getByRole('button', { name: 'Use this address' }).click();
  await expect(page.locator('[name=street_1]')).toHaveValue('7 Juniper Court');
  await expect(page.locator('[name=city]')).toHaveValue('Salem');
  await expect(page.locator('[name=zip]')).toHaveValue('97301');
  // The coupon and the shipping option chosen in the cart are what the checkout starts from.
  await expect(page.getByRole('radio', { name: /Express shipping/ })).toBeChecked();
  await expect(page.getByRole('button', { name: /^Place order/ })).toHaveText(
    `Place order · ${cartTotal}`,
  );
  await payWhatIsLeft(page);

  await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
  const orderId = Number(/\/account\/orders\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(orderSummaryRow(page, /^Subtotal/)).toContainText('$38.40');
  await expect(orderSummaryRow(page, /^Coupon WELCOME10/)).toContainText('−$3.84');
  await expect(orderSummaryRow(page, /^Shipping/)).toContainText('$15.00');
  await expect(orderSummaryRow(page, /^Total/)).toContainText(cartTotal);
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText(
    '7 Juniper Court',
  );

  // The store's own record of the order agrees.
  const order = await storeApi<Record<string, string>>('GET', `/v2/orders/${orderId}`);
  expect(dollars(order.coupon_discount!)).toBe('$3.84');
  expect(dollars(order.shipping_cost_inc_tax!)).toBe('$15.00');
  expect(dollars(order.total_inc_tax!)).toBe(cartTotal);
  const coupons = await storeApi<Array<{ code: string }>>('GET', `/v2/orders/${orderId}/coupons`);
  expect(coupons.map((c) => c.code)).toEqual(['WELCOME10']);
  const [shipTo] = await storeApi<
    Array<{ shipping_method: string; street_1: string; zip: string }>
  >('GET', `/v2/orders/${orderId}/shipping_addresses`);
  expect(shipTo).toMatchObject({
    shipping_method: 'Express shipping',
    street_1: '7 Juniper Court',
    zip: '97301',
  });
});

test('a gift certificate bought on the storefront is e-mailed with its code, then pays for another order and its balance goes down by that order’s total', async ({
  page,
}) => {
  const recipient = `gift.${Date.now()}@example.com`;
  const shopper = await newShopper('gift-buyer');
  await signIn(page, shopper);

  await page.goto('/gift-certificates');
  await page.getByRole('radio', { name: '$50' }).check();
  await page.getByLabel('Recipient’s name').fill('Robin');
  await page.getByLabel('Recipient’s e-mail').fill(recipient);
  await page.getByLabel('Your name').fill('Sam');
  await page.getByLabel('Your e-mail').fill(shopper.email);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart/);
  await expect(page.getByText('Gift certificate added').filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /gift certificate for Robin/ })).toBeVisible();
  await expect(summaryRow(page, /^Total/)).toContainText('$50.00');

  const before = await lastEmailId();
  await summary(page).getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL(new RegExp(`^${e2eEnv().storeOrigin}/checkout/`));
  await page.locator('[name=street_1]').fill('12 Orchard Lane');
  await page.locator('[name=city]').fill('Portland');
  await page.locator('[name=state]').fill('Oregon');
  await page.locator('[name=zip]').fill('97201');
  await payWhatIsLeft(page);
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
  const firstOrder = Number(/\/account\/orders\/(\d+)$/.exec(page.url())![1]);
  const firstTotal = await storeApi<Record<string, string>>('GET', `/v2/orders/${firstOrder}`);
  expect(dollars(firstTotal.total_inc_tax!)).toBe('$50.00'); // no shipping or tax on a certificate

  const email = await waitForEmail({ kind: 'gift_certificate', to: recipient }, before);
  const code = /Your code: (\S+)/.exec(email.body)?.[1];
  expect(code).toBeTruthy();
  await page.goto('/gift-certificates/balance');
  await page.getByLabel('Gift certificate code').fill(code!);
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByRole('status')).toContainText('$50.00');

  // Another order: the certificate's code at the checkout pays for all of it.
  const mug = await catalogItem('products', 'Stoneware Coffee Mug');
  await addToCart(page, productHref(mug.custom_url.url), {}, 1);
  await page.goto('/cart');
  await summary(page).getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL(new RegExp(`^${e2eEnv().storeOrigin}/checkout/`));
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code!);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Gift certificate applied.' }),
  ).toBeVisible();
  await expect(
    page.getByText(new RegExp(`Gift certificate ${code}: \\$50\\.00 balance, pays`)),
  ).toBeVisible();
  await page.locator('[name=street_1]').fill('12 Orchard Lane');
  await page.locator('[name=city]').fill('Portland');
  await page.locator('[name=state]').fill('Oregon');
  await page.locator('[name=zip]').fill('97201');
  await payWhatIsLeft(page);
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
  const secondOrder = Number(/\/account\/orders\/(\d+)$/.exec(page.url())![1]);
  const order = await storeApi<Record<string, string>>('GET', `/v2/orders/${secondOrder}`);
  const total = Math.round(Number(order.total_inc_tax) * 100);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(5000);
  expect(Math.round(Number(order.gift_certificate_amount) * 100)).toBe(total);

  await page.goto('/gift-certificates/balance');
  await page.getByLabel('Gift certificate code').fill(code!);
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByRole('status')).toContainText(`$${((5000 - total) / 100).toFixed(2)}`);
});
