import { lastEmailId, waitForEmail } from '../support/e2e-store';
import { DEMO, addToCart, expect, signIn, test } from './fixtures';

test('recover an abandoned cart from the store e-mail: sign in when asked, the cart shows the item', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.sam);
  const before = await lastEmailId();
  await addToCart(page, '/products/espresso-cup-set', {}, 3);

  // The store marks the idle cart abandoned (after 3 s in this run) and e-mails its link.
  const message = await waitForEmail({ kind: 'abandoned_cart', to: DEMO.sam.email }, before);
  const link = message.links.recover_cart;
  expect(link).toMatch(/\/cart\/recover\?t=/);

  // Another browser session: the link alone does not show a customer's cart.
  await context.clearCookies();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/account\/sign-in\?next=/);
  await signIn(page, DEMO.sam, { visit: false });

  await expect(page).toHaveURL(/\/cart\?notice=recovered$/);
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Welcome back!' }),
  ).toBeVisible();
  const line = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Espresso Cup Set' }) });
  await expect(line.getByLabel('Quantity of Espresso Cup Set')).toHaveValue('3');
});

test('an unknown recovery link shows a clear message on the cart page', async ({ page }) => {
  await page.goto('/cart/recover?t=no-such-token');
  await expect(page).toHaveURL(/\/cart\?notice=recovery-failed$/);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'We could not restore that cart',
  );
});
