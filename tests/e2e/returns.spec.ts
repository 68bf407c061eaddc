import { createOrderFor } from '../support/e2e-store';
import { DEMO, expect, signIn, test } from './fixtures';

test('start a return for an order: it is stored by the store and shown on the order page', async ({
  page,
}) => {
  const orderId = await createOrderFor(DEMO.alex.email, [
    { productName: 'Half Sheet Pan', quantity: 3 },
    { productName: 'Linen Apron', quantity: 1 },
  ]);
  await signIn(page, DEMO.alex);
  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();

  await page.getByRole('link', { name: 'Start a return' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Start a return' })).toBeVisible();

  // Nothing chosen: the form says what is missing.
  await page.getByRole('button', { name: 'Request the return' }).click();
  await expect(page.getByText('Choose at least one item to return.')).toBeVisible();

  await page.getByRole('spinbutton', { name: /Half Sheet Pan/ }).fill('2');
  await page.getByLabel('Reason').selectOption('Damaged or defective');
  await page.getByLabel('Comments').fill('Two arrived bent at the corner.');
  await page.getByRole('button', { name: 'Request the return' }).click();

  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}\\?notice=return-started$`));
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: 'Your return request has been sent' }),
  ).toBeVisible();
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns).toContainText('2 × Half Sheet Pan');
  await expect(returns).toContainText('Damaged or defective');
  await expect(returns).toContainText('Two arrived bent at the corner.');

  // Only the third pan is left to return.
  await page.goto(`/account/orders/${orderId}/return`);
  await expect(page.getByRole('spinbutton', { name: /Half Sheet Pan/ })).toHaveAttribute(
    'max',
    '1',
  );
});
