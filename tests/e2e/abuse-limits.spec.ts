import { type Page } from '@playwright/test';
import { productHref } from '@/lib/shared/links';
import { catalogItem } from '../support/e2e-store';
import { DEMO, addToCart, clientAddressOf, expect, test as base } from './fixtures';

/**
 * The abuse limits through the real server and store (lib/runtime/abuse-limits.ts): two
 * shoppers on two networks (the X-Forwarded-For a proxy in front sets), one guessing
 * passwords or coupon codes, the other unaffected.
 */
const test = base.extend<{ networks: { guessing: Page; elsewhere: Page } }>({
  /** Two shoppers, each on a network of its own (closed after the test). */
  networks: async ({ browser, baseURL }, provide, testInfo) => {
    const from = (network: string) =>
      browser.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': clientAddressOf(`${testInfo.testId}:${network}`) },
      });
    const [guessing, elsewhere] = await Promise.all([from('guessing'), from('elsewhere')]);
    await provide({ guessing: await guessing.newPage(), elsewhere: await elsewhere.newPage() });
    await Promise.all([guessing.close(), elsewhere.close()]);
  },
});

async function trySignIn(page: Page, email: string, password: string) {
  await page.goto('/account/sign-in');
  // The fields the shopper sees: a streamed part of the page redrawn by React may leave its
  // server copy hidden in the document for a moment (as fixtures.ts signIn says).
  await page.getByLabel('E-mail address', { exact: true }).filter({ visible: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).filter({ visible: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('wrong passwords from one network lock that network out of the account, not the owner on another', async ({
  networks: { guessing: attacker, elsewhere: owner },
}) => {
  for (let i = 0; i < 5; i++) {
    await trySignIn(attacker, DEMO.sam.email, `guess-${i}`);
    await expect(attacker.getByRole('main').getByRole('alert')).toHaveText(
      'Your e-mail address or password is incorrect.',
    );
  }
  // Now even the right password is refused from that network, with when to try again.
  await trySignIn(attacker, DEMO.sam.email, DEMO.sam.password);
  await expect(attacker.getByRole('main').getByRole('alert')).toHaveText(
    /^Too many wrong passwords for this e-mail address from your network\. Try again in 1[45] minutes, or reset your password\.$/,
  );
  // The owner, elsewhere, signs in.
  await trySignIn(owner, DEMO.sam.email, DEMO.sam.password);
  await expect(owner.getByRole('heading', { level: 1 })).not.toHaveText('Sign in');
  await expect(owner.getByText(`Hi, ${DEMO.sam.firstName}`).first()).toBeVisible();
});

test('coupon codes cannot be guessed: a network tries 15 in ten minutes, and another is not affected', async ({
  networks: { guessing: guesser, elsewhere: shopper },
}) => {
  const mug = await catalogItem('products', 'Stoneware Coffee Mug');
  for (const page of [guesser, shopper]) {
    await addToCart(page, productHref(mug.custom_url.url));
    await page.goto('/cart');
  }
  const code = guesser.getByRole('textbox', { name: 'Coupon code' });
  for (let i = 0; i < 15; i++) {
    await code.fill(`GUESS${i}`);
    await guesser.getByRole('button', { name: 'Apply' }).click();
    await expect(code).toHaveAccessibleDescription(/cannot be used with this cart/);
  }
  await code.fill('WELCOME10');
  await guesser.getByRole('button', { name: 'Apply' }).click();
  await expect(code).toHaveAccessibleDescription(
    /^Too many coupon codes tried from your network\. Try again in 10 minutes\.$/,
  );
  await shopper.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
  await shopper.getByRole('button', { name: 'Apply' }).click();
  await expect(
    shopper
      .getByRole('complementary', { name: 'Order summary' })
      .getByText('Coupon WELCOME10', { exact: true }),
  ).toBeVisible();
});
