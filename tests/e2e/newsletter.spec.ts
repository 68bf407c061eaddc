import { storeApi } from '../support/e2e-store';
import { DEMO, expect, test } from './fixtures';

test('unsubscribe from the e-mail link: prefilled address, one click, confirmation', async ({
  page,
}) => {
  await page.goto(`/newsletter/unsubscribe?email=${encodeURIComponent(DEMO.alex.email)}`);
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(DEMO.alex.email);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `${DEMO.alex.email} will no longer receive our newsletter`,
  );

  const { data } = await storeApi<{ data: Array<{ email: string; consents?: string[] }> }>(
    'GET',
    `/v3/customers/subscribers?email=${encodeURIComponent(DEMO.alex.email)}`,
  );
  expect(data.find((s) => s.email === DEMO.alex.email)?.consents ?? []).not.toContain(
    'marketing_newsletter',
  );
});

test('unsubscribing an address that is not on the list answers the same', async ({ page }) => {
  await page.goto('/newsletter/unsubscribe?email=nobody.here%40example.com');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'nobody.here@example.com will no longer receive our newsletter',
  );
});
