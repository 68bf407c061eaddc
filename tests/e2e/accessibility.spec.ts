import { createOrderFor, e2eEnv, newShopper, storeApi } from '../support/e2e-store';
import { DEMO, addToCart, expect, signIn, test } from './fixtures';
import { seriousViolations } from './axe';

test('the main pages pass axe with no serious or critical violations', async ({ page }) => {
  test.setTimeout(240_000); // about twenty pages, each checked by axe: minutes on a loaded machine
  const order = await createOrderFor(DEMO.sam.email, [
    { productName: 'Linen Cushion Cover', quantity: 2 },
  ]);
  const pages: Array<[string, () => Promise<unknown>]> = [
    ['home', () => page.goto('/')],
    ['category', () => page.goto('/categories/kitchen')],
    ['product', () => page.goto('/products/stoneware-coffee-mug')],
    ['search', () => page.goto('/search?q=linen')],
    ['empty search', () => page.goto('/search?q=zzzzzz')],
    ['empty cart', () => page.goto('/cart')],
    ['sign-in', () => page.goto('/account/sign-in')],
    ['register', () => page.goto('/account/register')],
    ['forgot password', () => page.goto('/account/forgot-password')],
    ['unsubscribe', () => page.goto('/newsletter/unsubscribe?email=someone%40example.com')],
    ['not found', () => page.goto('/no-such-page')],
    [
      'cart with items',
      () =>
        addToCart(page, '/products/kitchen/mugs/enamel-camp-mug', { Color: 'Navy' }).then(() =>
          page.goto('/cart'),
        ),
    ],
    ['account', () => signIn(page, DEMO.sam).then(() => page.goto('/account'))],
    ['order', () => page.goto(`/account/orders/${order}`)],
    ['new return', () => page.goto(`/account/orders/${order}/return`)],
    ['address book', () => page.goto('/account/addresses')],
    ['new address', () => page.goto('/account/addresses/new')],
    ['account settings', () => page.goto('/account/settings')],
    ['wishlists', () => page.goto('/account/wishlists')],
    ['gift certificates', () => page.goto('/gift-certificates')],
    ['gift certificate balance', () => page.goto('/gift-certificates/balance')],
  ];
  const found: Record<string, unknown> = {};
  for (const [name, open] of pages) {
    await open();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const violations = await seriousViolations(page);
    if (violations.length) found[name] = violations;
  }
  expect(found).toEqual({});
});

test('inline errors are announced with their fields', async ({ page }) => {
  await page.goto('/account/sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const email = page.getByRole('textbox', { name: 'E-mail address' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a wishlist, a shared wishlist, the edit-address page and a cart with a coupon and a shipping estimate pass axe', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const shopper = await newShopper('axe');
  const [{ id: addressId }] = (
    await storeApi<{ data: Array<{ id: number }> }>('POST', '/v3/customers/addresses', [
      {
        customer_id: shopper.id,
        first_name: 'Robin',
        last_name: 'Park',
        address1: '12 Orchard Lane',
        city: 'Portland',
        state_or_province: 'Oregon',
        postal_code: '97201',
        country_code: 'US',
      },
    ])
  ).data as [{ id: number }];
  await signIn(page, shopper);
  const found: Record<string, unknown> = {};
  const check = async (name: string) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const violations = await seriousViolations(page);
    if (violations.length) found[name] = violations;
  };

  await page.goto('/products/stoneware-coffee-mug');
  await page.getByRole('main').getByRole('button', { name: 'Save for later', exact: true }).click();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Saved', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/account/wishlists');
  await page.getByRole('heading', { level: 2 }).getByRole('link').first().click();
  await expect(page.getByRole('link', { name: 'Stoneware Coffee Mug' })).toBeVisible();
  await page.getByRole('button', { name: 'Share this list' }).click();
  const shared = new URL(await page.getByLabel('Share link').inputValue());
  await check('wishlist');

  const guest = await browser.newContext({ baseURL: e2eEnv().storefrontUrl });
  const guestPage = await guest.newPage();
  await guestPage.goto(shared.pathname);
  await expect(guestPage.getByRole('link', { name: 'Stoneware Coffee Mug' })).toBeVisible();
  const sharedViolations = await seriousViolations(guestPage);
  if (sharedViolations.length) found['shared wishlist'] = sharedViolations;
  await guest.close();

  await page.goto(`/account/addresses/${addressId}`);
  await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue(
    '12 Orchard Lane',
  );
  await check('edit address');

  await addToCart(page, '/products/stoneware-coffee-mug', {}, 2);
  await page.goto('/cart');
  // By role: the field the shopper sees. Once in CI a hidden server copy of the streamed cart
  // summary was still in the document beside React's own, and a label match found both.
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: /Remove coupon WELCOME10/ })).toBeVisible();
  const estimate = page.getByRole('region', { name: 'Estimate shipping' });
  await estimate.getByLabel(/State/).selectOption('Colorado');
  await estimate.getByLabel(/Postal code/).fill('80202');
  await estimate.getByRole('button', { name: 'Estimate shipping' }).click();
  await expect(
    page.getByRole('group', { name: 'Shipping options' }).getByRole('radio'),
  ).toHaveCount(2);
  await check('cart with a coupon and an estimate');

  expect(found).toEqual({});
});
