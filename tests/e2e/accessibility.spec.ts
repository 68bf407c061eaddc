import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { createOrderFor } from '../support/e2e-store';
import { DEMO, addToCart, expect, signIn, test } from './fixtures';

/**
 * @axe-core/playwright is typed against the root playwright-core, @playwright/test against
 * its own copy of the same version: the same Page, two declarations.
 */
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page: page as unknown as AxePage }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

test('the main pages pass axe with no serious or critical violations', async ({ page }) => {
  test.setTimeout(120_000);
  const order = await createOrderFor(DEMO.sam.email, [{ productName: 'Linen Cushion Cover', quantity: 2 }]);
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
    ['cart with items', () => addToCart(page, '/products/kitchen/mugs/enamel-camp-mug', { Color: 'Navy' }).then(() => page.goto('/cart'))],
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
  const email = page.getByLabel('E-mail address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
  expect(await seriousViolations(page)).toEqual([]);
});
