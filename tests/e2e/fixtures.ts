import { type Page, expect, test as base } from '@playwright/test';
import { e2eEnv } from '../support/e2e-store';
import { ACCEPT_ALL, CONSENT_COOKIE, consentCookieValue } from '../../lib/shared/consent';

/**
 * The demo shop asks for cookie consent. The specs about other features browse as a
 * shopper who answered the banner before (accepted all, so every script runs as it did
 * before the banner); tests/e2e/consent.spec.ts starts without this to test the banner.
 * The cookie is host-wide (127.0.0.1), as cookies do not tell ports apart.
 */
export const ANSWERED_CONSENT = {
  cookies: [
    {
      name: CONSENT_COOKIE,
      value: consentCookieValue(ACCEPT_ALL),
      domain: '127.0.0.1',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

/**
 * A network address of each test's own (in the private 10.0.0.0/8 range), for the abuse
 * limits, which count per client address (lib/runtime/client-address.ts): the suite's
 * sign-ins all come from this machine, and must not use up one allowance between them.
 */
export function clientAddressOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 0xff}.${(hash >>> 8) & 0xff}.${hash & 0xff || 1}`;
}

/**
 * Playwright's `test` with the storefront's URL (known only once the global setup
 * started it) as baseURL, each test's requests from an address of its own (the header a
 * proxy in front would set), and the shopper flows several tests share.
 */
export const test = base.extend({
  baseURL: async ({}, provide) => provide(e2eEnv().storefrontUrl),
  // Also what browser.newContext() in a test starts with, unless it names its own.
  storageState: ANSWERED_CONSENT,
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) =>
    provide({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressOf(testInfo.testId) }),
});
export { expect };

export const DEMO = {
  alex: { email: 'alex.shopper@example.com', password: 'shop4demo', firstName: 'Alex' },
  sam: { email: 'sam.buyer@example.com', password: 'buy4demo', firstName: 'Sam' },
} as const;

/** Signs in through the sign-in page (optionally coming from a page that sent us there). */
export async function signIn(
  page: Page,
  shopper: { email: string; password: string },
  { visit = true } = {},
): Promise<void> {
  if (visit) await page.goto('/account/sign-in');
  // The sign-in form's own fields: a page may also hold a review form's optional e-mail, and
  // Next.js keeps pages visited before hidden in the document.
  await page
    .getByLabel('E-mail address', { exact: true })
    .filter({ visible: true })
    .fill(shopper.email);
  await page
    .getByLabel('Password', { exact: true })
    .filter({ visible: true })
    .fill(shopper.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in');
}

/** Opens a product page, picks option values by label, sets the quantity and adds it to the cart. */
export async function addToCart(
  page: Page,
  productPath: string,
  choices: Record<string, string> = {},
  quantity = 1,
): Promise<void> {
  await page.goto(productPath);
  for (const [option, value] of Object.entries(choices)) {
    await page
      .getByRole('group', { name: new RegExp(`^${option}`) })
      .getByRole('radio', { name: value, exact: true })
      .check();
  }
  await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/to your cart\./).filter({ visible: true })).toBeVisible();
}

/** Fills the store's hosted checkout with a test card and places the order (its button's name in the checkout's language). */
export async function payOnHostedCheckout(
  page: Page,
  email?: string,
  placeOrder: RegExp = /^Place order/,
): Promise<void> {
  if (email) await page.locator('[name=email]').fill(email);
  for (const name of ['first_name', 'last_name']) {
    const field = page.locator(`[name=${name}]`);
    if ((await field.count()) > 0 && !(await field.inputValue()))
      await field.fill(name === 'first_name' ? 'Robin' : 'Guest');
  }
  await page.locator('[name=street_1]').fill('12 Orchard Lane');
  await page.locator('[name=city]').fill('Portland');
  await page.locator('[name=state]').fill('Oregon');
  await page.locator('[name=zip]').fill('97201');
  await page.locator('[name=card_number]').fill('4111 1111 1111 1111');
  await page.locator('[name=card_expiry]').fill('12/30');
  await page.locator('[name=card_cvc]').fill('123');
  await page.getByRole('button', { name: placeOrder }).click();
}

/** The cart count the header shows (from its accessible name, "Cart, 2 items"). */
export const headerCart = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Cart/ });

/** Scrolls through the page so lazy images load, then takes the whole page. */
export async function shoot(page: Page, file: string) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `test-results/screenshots/${file}.png`, fullPage: true });
}
