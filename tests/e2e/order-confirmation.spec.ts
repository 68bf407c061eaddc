import { e2eEnv } from '../support/e2e-store';
import { addToCart, expect, payOnHostedCheckout, test } from './fixtures';

test('a guest back from the hosted checkout sees the order placed, once; a later visit asks them to sign in', async ({
  page,
}) => {
  await addToCart(page, '/products/half-sheet-pan');
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL(new RegExp(`^${e2eEnv().storeOrigin}/checkout/`));
  await payOnHostedCheckout(page, 'robin.guest@example.com');

  await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
  const orderId = /\/account\/orders\/(\d+)$/.exec(page.url())![1];
  await expect(
    page.getByRole('heading', { level: 1, name: `Thank you! Order #${orderId} is placed.` }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'A confirmation is on its way to robin.guest@example.com',
  );
  await expect(page.getByRole('main')).toContainText('Status');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Continue shopping' }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Create an account to follow your orders' }),
  ).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/account\/sign-in\?next=/);
});
