import { addToCart, expect, headerCart, test } from './fixtures';

test('category listing: sort and cursor pagination', async ({ page }) => {
  await page.goto('/categories/kitchen');
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
  await expect(page.getByText('23 products')).toBeVisible();

  // With JavaScript the choice applies at once: there is no button to press.
  await expect(page.getByRole('button', { name: 'Sort', exact: true })).toHaveCount(0);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/\/categories\/kitchen\/~\/sort=price-asc$/);
  const names = page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 });
  await expect(names.first()).toHaveText('Pickling & Preserving Guide');

  const firstPage = await names.allInnerTexts();
  await page.getByRole('link', { name: 'Next page →' }).click();
  await expect(page).toHaveURL(/\/~\/sort=price-asc\/after=[\w-]+$/);
  await expect(names.first()).not.toHaveText(firstPage[0]!);
  const secondPage = await names.allInnerTexts();
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
  await page.getByRole('link', { name: '← First page' }).click();
  await expect(names.first()).toHaveText('Pickling & Preserving Guide');
});

test('search: results, and an empty state that helps', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('searchbox', { name: 'Search products' }).fill('linen');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “linen”' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Linen Apron' })).toBeVisible();

  await page.goto('/search?q=qwertyuiop');
  await expect(page.getByText('No products match “qwertyuiop”.')).toBeVisible();
});

test('product page: nested slug, stock per option, bulk tiers, unknown product', async ({
  page,
}) => {
  await page.goto('/products/kitchen/mugs/enamel-camp-mug');
  await expect(page.getByRole('heading', { level: 1, name: 'Enamel Camp Mug' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Mugs & Cups');
  const colors = page.getByRole('group', { name: /^Color/ });
  await colors.getByRole('radio', { name: /Forest/ }).check();
  await expect(page.getByRole('main').locator('p', { hasText: /^Out of stock$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  await colors.getByRole('radio', { name: 'Cream', exact: true }).check();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();

  await page.goto('/products/enamelled-dutch-oven');
  await page
    .getByRole('group', { name: /^Color/ })
    .getByRole('radio', { name: 'Cream', exact: true })
    .check();
  await expect(page.getByText('Only 3 left').filter({ visible: true })).toBeVisible();

  await page.goto('/products/espresso-cup-set');
  const tiers = page.getByRole('table', { name: 'Buy more, save more' });
  await expect(tiers).toContainText('2–3');
  await expect(tiers).toContainText('5% off');
  await expect(tiers).toContainText('4 or more');

  await page.goto('/products/no-such-product');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not find that page' }),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Upstream, vercel/next.js#62228: under a root layout with a dynamic segment (app/[locale]),
  // a page's notFound() answers 404 with an empty error shell; the not-found page is only in
  // the RSC payload, for the browser's script to draw. Expected to fail until Next.js draws it
  // on the server: an upgrade that does makes this test pass, and so the run fail.
  test('an unknown product answers 404 with the not-found page in its HTML', async ({ page }) => {
    test.fail();
    const response = await page.goto('/products/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeVisible({ timeout: 2_000 });
  });

  // A product no other test orders: an order changes its stock, and until the page is
  // prerendered again its details stream in, which needs JavaScript.
  test('the product form posts the chosen option values and the variant goes into the cart', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await page.goto('/products/ceramic-baking-dish');
    await page
      .getByRole('group', { name: /^Size/ })
      .getByRole('radio', { name: 'Large', exact: true })
      .check();
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // Back on the product page (a 303 from the action), at the message saying so.
    await expect(page).toHaveURL(/\/products\/ceramic-baking-dish#cart-added$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ceramic Baking Dish' }),
    ).toBeVisible();
    await expect(page.getByText('Added to your cart.')).toBeVisible();
    await expect(page.getByText('Sorry, this choice is out of stock.')).toBeHidden();

    // The cart (whose contents stream in with JavaScript) has the chosen variant.
    const withScripts = await browser.newContext({
      baseURL,
      javaScriptEnabled: true,
      storageState: await context.storageState(),
    });
    const cartPage = await withScripts.newPage();
    await cartPage.goto('/cart');
    const line = cartPage
      .getByRole('listitem')
      .filter({ has: cartPage.getByRole('heading', { name: 'Ceramic Baking Dish' }) });
    await expect(line).toContainText('Large');
    await expect(line.getByLabel('Quantity of Ceramic Baking Dish')).toHaveValue('2');
    await withScripts.close();
  });
});

test.describe('without JavaScript, listings', () => {
  test.use({ javaScriptEnabled: false });

  test('search and sort with plain forms, at the listing’s own address', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search products' }).fill('mug');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\/~\/q=mug$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “mug”' })).toBeVisible();
    // One search box there, the page's own with the term; the header's gives way to it.
    await expect(page.getByRole('searchbox')).toHaveCount(1);
    await expect(page.getByRole('searchbox')).toHaveValue('mug');

    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/\/search\/~\/q=mug$/);
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/~\/q=mug\/sort=price-desc$/);
    // The page is that listing: in that order, with the same search.
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “mug”' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 }).first(),
    ).toBeVisible();
  });
});

test.describe('without JavaScript, a failed add', () => {
  test.use({ javaScriptEnabled: false });

  test('comes back to the product page with the reason shown', async ({ page }) => {
    await page.goto('/products/enamelled-dutch-oven');
    await page
      .getByRole('group', { name: /^Color/ })
      .getByRole('radio', { name: /Teal/ })
      .check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/products\/enamelled-dutch-oven#cart-out-of-stock$/);
    await expect(page.getByText('Sorry, this choice is out of stock.')).toBeVisible();
    await expect(page.getByText('Added to your cart.')).toBeHidden();
  });
});

test('cart: change a quantity, remove a line, empty state; checkout with an empty cart says so', async ({
  page,
}) => {
  await addToCart(page, '/products/half-sheet-pan', {}, 1);
  await addToCart(page, '/products/salt-cellar-with-lid', {}, 1);
  await page.goto('/cart');
  const pan = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Half Sheet Pan' }) });
  await pan.getByLabel('Quantity of Half Sheet Pan').fill('3');
  await pan.getByRole('button', { name: 'Update' }).click();
  // Three pans reach the store's bulk tier.
  await expect(pan).toContainText('with the bulk discount');
  await expect(page.getByRole('complementary')).toContainText('Discounts');
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 4 items');

  await page.getByRole('button', { name: 'Remove Salt Cellar with Lid' }).click();
  await expect(page.getByRole('heading', { name: 'Salt Cellar with Lid' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove Half Sheet Pan' }).click();
  await expect(page.getByText('Your cart is empty.').filter({ visible: true })).toBeVisible();

  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart\?notice=checkout-empty$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Add something to your cart before you check out.',
  );
});
