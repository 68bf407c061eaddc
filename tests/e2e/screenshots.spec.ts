import { createOrderFor } from '../support/e2e-store';
import { DEMO, addToCart, expect, shoot, signIn, test } from './fixtures';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`screenshots at ${viewport.name} width (${viewport.width}px): home, product, cart, account, order`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const order = await createOrderFor(DEMO.alex.email, [
      { productName: 'Cast Iron Skillet', quantity: 1 },
      { productName: 'Linen Tea Towel Set', quantity: 4 },
    ]);

    await page.goto('/');
    await shoot(page, `${viewport.name}-home`);
    await page.goto('/products/stoneware-coffee-mug');
    await shoot(page, `${viewport.name}-product`);
    await page.goto('/categories/kitchen');
    await shoot(page, `${viewport.name}-category`);

    await addToCart(page, '/products/espresso-cup-set', {}, 4);
    await addToCart(page, '/products/stoneware-coffee-mug', { Color: 'Slate' });
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await shoot(page, `${viewport.name}-cart`);

    await signIn(page, DEMO.alex);
    await shoot(page, `${viewport.name}-account`);
    await page.goto(`/account/orders/${order}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order}` })).toBeVisible();
    await shoot(page, `${viewport.name}-order`);
  });
}
