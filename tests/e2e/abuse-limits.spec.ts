import { type Browser, type Page } from '@playwright/test';
import { productHref } from '@/lib/shared/links';
import { catalogItem } from '../support/e2e-store';
import { DEMO, addToCart, expect, test } from './fixtures';

/**
 * The abuse limits through the real server and store (lib/runtime/abuse-limits.ts): two
 * shoppers on two networks (the X-Forwarded-For a proxy in front sets), one guessing
 * passwords or coupon codes, the other unaffected.
 */
async function shopperFrom(browser: Browser, baseURL: string, address: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  return { context, page: await context.newPage() };
}

async function trySignIn(page: Page, email: string, password: string) {
  await page.goto('/account/sign-in');
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('wrong passwords from one network lock that network out of the account, not the owner on another', async ({
  browser,
  baseURL,
}) => {
  const attacker = await shopperFrom(browser, baseURL!, '203.0.113.77');
  const owner = await shopperFrom(browser, baseURL!, '198.51.100.77');
  try {
    for (let i = 0; i < 5; i++) {
      await trySignIn(attacker.page, DEMO.sam.email, `guess-${i}`);
      await expect(attacker.page.getByRole('main').getByRole('alert')).toHaveText(
        'Your e-mail address or password is incorrect.',
      );
    }
    // Now even the right password is refused from that network, with when to try again.
    await trySignIn(attacker.page, DEMO.sam.email, DEMO.sam.password);
    await expect(attacker.page.getByRole('main').getByRole('alert')).toHaveText(
      /^Too many wrong passwords for this e-mail address from your network\. Try again in 1[45] minutes, or reset your password\.$/,
    );
    // The owner, elsewhere, signs in.
    await trySignIn(owner.page, DEMO.sam.email, DEMO.sam.password);
    await expect(owner.page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in');
    await expect(owner.page.getByText(`Hi, ${DEMO.sam.firstName}`).first()).toBeVisible();
  } finally {
    await attacker.context.close();
    await owner.context.close();
  }
});

test('coupon codes cannot be guessed: a network tries 15 in ten minutes, and another is not affected', async ({
  browser,
  baseURL,
}) => {
  const guesser = await shopperFrom(browser, baseURL!, '203.0.113.78');
  const shopper = await shopperFrom(browser, baseURL!, '198.51.100.78');
  try {
    const mug = await catalogItem('products', 'Stoneware Coffee Mug');
    for (const { page } of [guesser, shopper]) {
      await addToCart(page, productHref(mug.custom_url.url));
      await page.goto('/cart');
    }
    const code = guesser.page.getByLabel('Coupon code');
    for (let i = 0; i < 15; i++) {
      await code.fill(`GUESS${i}`);
      await guesser.page.getByRole('button', { name: 'Apply' }).click();
      await expect(code).toHaveAccessibleDescription(/cannot be used with this cart/);
    }
    await code.fill('WELCOME10');
    await guesser.page.getByRole('button', { name: 'Apply' }).click();
    await expect(code).toHaveAccessibleDescription(
      /^Too many coupon codes tried from your network\. Try again in 10 minutes\.$/,
    );
    await shopper.page.getByLabel('Coupon code').fill('WELCOME10');
    await shopper.page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      shopper.page
        .getByRole('complementary', { name: 'Order summary' })
        .getByText('Coupon WELCOME10', { exact: true }),
    ).toBeVisible();
  } finally {
    await guesser.context.close();
    await shopper.context.close();
  }
});
