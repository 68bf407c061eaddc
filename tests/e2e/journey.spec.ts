import { e2eEnv } from '../support/e2e-store';
import { DEMO, expect, headerCart, payOnHostedCheckout, signIn, test } from './fixtures';

// Next keeps pages the shopper left hidden in the DOM (to restore them on "back"), so text
// lookups are filtered to what is visible; role lookups skip hidden content already.

test('shopper journey: home → category → product → cart → sign in (cart kept) → hosted checkout → order status', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: 'Kitchen' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();

  await page.getByRole('link', { name: 'Stoneware Coffee Mug' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stoneware Coffee Mug' })).toBeVisible();
  // A sale price, shown as such, with the regular price struck through.
  await expect(page.getByText('Sale price $19.20').filter({ visible: true })).toBeVisible();
  await expect(page.locator('s', { hasText: '$24.00' }).filter({ visible: true })).toBeVisible();

  await page
    .getByRole('group', { name: /^Color/ })
    .getByRole('radio', { name: 'Sage', exact: true })
    .check();
  await expect(page.getByRole('group', { name: /^Color/ })).toContainText('Color: Sage');
  await expect(page.getByText('In stock').filter({ visible: true })).toBeVisible();
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page.getByText('Added 2 × Stoneware Coffee Mug (Sage) to your cart.').filter({ visible: true }),
  ).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 2 items');

  // Signing in keeps the guest cart: the store hands it to the customer.
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, DEMO.alex, { visit: false });
  await expect(
    page.getByRole('heading', { level: 1, name: `Hello, ${DEMO.alex.firstName}` }),
  ).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 2 items');

  await headerCart(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const line = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Stoneware Coffee Mug' }) });
  await expect(line).toContainText('Sage');
  await expect(line.getByLabel('Quantity of Stoneware Coffee Mug')).toHaveValue('2');
  await expect(page.getByRole('complementary')).toContainText('$38.40');

  // The store's hosted checkout, on the store's own origin.
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL(new RegExp(`^${e2eEnv().storeOrigin}/checkout/`));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.locator('[name=email]')).toHaveValue(DEMO.alex.email);
  await payOnHostedCheckout(page);

  // Back on the storefront's order status page, showing the order just placed.
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
  const orderId = /\/account\/orders\/(\d+)$/.exec(page.url())![1];
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  // Said once: the order is placed, what happens next, and the way back to the shop.
  const placed = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: `Thank you! Order #${orderId} is placed.` });
  await expect(placed).toContainText('A confirmation is on its way to your inbox');
  await expect(placed.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(headerCart(page)).toHaveAccessibleName(/^Cart(, 0 items)?$/); // the cart is now the order
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('Stoneware Coffee Mug');
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('Color: Sage');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Total');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByText('is placed.')).toHaveCount(0);
});
