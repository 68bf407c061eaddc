import { type Page } from '@playwright/test';
import { DEMO, addToCart, expect, headerCart, signIn, test } from './fixtures';

const metaDescription = (page: Page) => page.locator('meta[name="description"]').last();

test('category, brand and content pages describe themselves to search engines from the store’s data', async ({
  page,
}) => {
  await page.goto('/categories/kitchen');
  await expect(metaDescription(page)).toHaveAttribute(
    'content',
    'Everyday tools and tableware for cooking, serving and slow mornings.',
  );

  await page.goto('/brands/alder-and-ash');
  await expect(metaDescription(page)).toHaveAttribute(
    'content',
    /^Shop Alder & Ash: .+, .+ and more\.$/,
  );

  await page.goto('/pages/about-us');
  await expect(metaDescription(page)).toHaveAttribute(
    'content',
    /^Goods for a slower kind of home We are a small team that loves well-made things\. .+…$/,
  );
});

test('the header does not move when the cart badge appears', async ({ page }) => {
  // Where everything in the header is: the badge may fill, nothing may move or resize.
  const places = async () =>
    page.getByRole('banner').evaluate((banner) =>
      [...banner.querySelectorAll('a, input, button')].map((element) => {
        const box = element.getBoundingClientRect();
        return [box.x, box.y, box.width, box.height].map(Math.round).join(',');
      }),
    );
  await page.goto('/help');
  await expect(headerCart(page)).toHaveAccessibleName(/^Cart(, 0 items)?$/);
  const before = await places();

  await addToCart(page, '/products/half-sheet-pan');
  await page.goto('/help');
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 item');
  expect(await places()).toEqual(before);
});

test('choosing a colour shows that colour’s picture, and the cart shows the chosen variant’s', async ({
  page,
}) => {
  const mug = '/products/kitchen/mugs/enamel-camp-mug';
  await page.goto(mug);
  const main = page.getByRole('main');
  const colour = (name: string) =>
    page.getByRole('group', { name: /^Color/ }).getByRole('radio', { name, exact: true });
  // The page opens on the first colour in stock, with its picture in place of the product's.
  await expect(colour('Cream')).toBeChecked();
  await expect(main.getByRole('img', { name: 'Enamel Camp Mug, Cream' })).toBeVisible();
  await expect(main.getByRole('img', { name: 'Enamel Camp Mug, Navy' })).toBeHidden();
  // The picture it opens on is the one loaded first; the product's own, under it, waits.
  const opening = main.getByRole('img', { name: 'Enamel Camp Mug, Cream' });
  await expect(opening).toHaveAttribute('loading', 'eager');
  await expect(opening).toHaveAttribute('fetchpriority', 'high');
  await expect(main.locator('img[fetchpriority="high"]')).toHaveCount(1);

  await colour('Navy').check();
  const navy = main.getByRole('img', { name: 'Enamel Camp Mug, Navy' });
  await expect(navy).toBeVisible();
  await expect(main.getByRole('img', { name: 'Enamel Camp Mug, Cream' })).toBeHidden();
  const navyPicture = await navy.getAttribute('src');
  expect(navyPicture).toMatch(/\/images\/variants\/\d+\/standard\.svg$/);

  await addToCart(page, mug, { Color: 'Navy' });
  // After the action the form still shows the colour added (React resets forms after an
  // action, controlled radios too: react/react#31695), and a second add is Navy again.
  await expect(colour('Navy')).toBeChecked();
  await expect(main.getByRole('img', { name: 'Enamel Camp Mug, Navy' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Color/ })).toContainText('Color: Navy');
  await page.goto('/cart');
  const line = page.getByRole('listitem').filter({ hasText: 'Enamel Camp Mug' });
  // The same picture, at the cart's smaller size.
  const navyPictures = navyPicture!.replace(/\/\w+\.svg$/, '/');
  await expect(line.locator('img')).toHaveAttribute(
    'src',
    new RegExp(`^${navyPictures.replace(/[.?]/g, '\\$&')}\\w+\\.svg$`),
  );
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the product page shows the name, the price and Add to cart on the first screen', async ({
    page,
  }) => {
    for (const path of ['/products/stoneware-coffee-mug', '/products/glass-tea-cup-with-infuser']) {
      await page.goto(path);
      const main = page.getByRole('main');
      for (const part of [
        main.getByRole('heading', { level: 1 }),
        main.getByTestId('product-price'),
        main.getByRole('button', { name: 'Add to cart' }),
      ]) {
        const box = (await part.boundingBox())!;
        expect(box.y + box.height, `${path}: ${await part.textContent()}`).toBeLessThanOrEqual(844);
      }
    }
  });

  test('Sign out is in the header on every page; signing out says so and why the cart badge went', async ({
    page,
  }) => {
    await signIn(page, DEMO.alex);
    for (const path of ['/', '/products/stoneware-coffee-mug', '/cart', '/account']) {
      await page.goto(path);
      const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' });
      await expect(signOut, path).toBeInViewport();
    }
    // The store's name is shown whole, on at most two lines (not cut short, not three lines).
    const logo = await page
      .getByRole('banner')
      .getByRole('link')
      .first()
      .evaluate((name) => ({
        lines: Math.round(name.clientHeight / parseFloat(getComputedStyle(name).lineHeight)),
        cut: name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1,
      }));
    expect(logo.cut).toBe(false);
    expect(logo.lines).toBeLessThanOrEqual(2);
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are signed out' })).toContainText(
      'Your cart stays with your account',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test("after Add to cart a signed-in shopper's chosen colour stays chosen, with its picture", async ({
    page,
  }) => {
    const colour = (name: string) =>
      page.getByRole('group', { name: /^Color/ }).getByRole('radio', { name, exact: true });
    await signIn(page, DEMO.sam);
    await addToCart(page, '/products/kitchen/mugs/enamel-camp-mug', { Color: 'Navy' });
    // React resets a form after its action, controlled radios too (react/react#31695).
    await expect(colour('Navy')).toBeChecked();
    await expect(colour('Cream')).not.toBeChecked();
    await expect(
      page.getByRole('main').getByRole('img', { name: 'Enamel Camp Mug, Navy' }),
    ).toBeVisible();
  });

  test('after Add to cart the message is on screen, not below the fold', async ({ page }) => {
    await addToCart(page, '/products/stoneware-coffee-mug');
    await expect(page.getByText(/^Added 1 × .* to your cart\./)).toBeInViewport();
  });

  test('the shipping estimate keeps the destination the shopper sent, estimate after estimate', async ({
    page,
  }) => {
    await addToCart(page, '/products/stoneware-coffee-mug');
    await page.goto('/cart');
    const estimate = page.getByRole('region', { name: 'Estimate shipping' });
    for (const [state, postalCode] of [
      ['California', '94110'],
      ['New York', '10001'],
    ] as const) {
      await estimate.getByLabel('Country').selectOption('US');
      await estimate.getByLabel(/State/).selectOption(state);
      await estimate.getByLabel(/Postal code/).fill(postalCode);
      await estimate.getByRole('button', { name: /Estimate shipping|Update estimate/ }).click();
      await expect(
        page.getByRole('group', { name: 'Shipping options' }).getByRole('radio'),
      ).toHaveCount(2);
      // What was sent, not the first country of the list or the state of the estimate before.
      await expect(estimate.getByLabel('Country')).toHaveValue('US');
      await expect(estimate.getByLabel(/State/)).toHaveValue(state);
      await expect(estimate.getByLabel(/Postal code/)).toHaveValue(postalCode);
    }
    await page.reload();
    await expect(estimate.getByLabel(/State/)).toHaveValue('New York');
  });

  test('pictures are a row to swipe through only when there are two or more', async ({ page }) => {
    await page.goto('/products/stoneware-coffee-mug');
    await expect(
      page.getByRole('list', { name: 'Pictures of Stoneware Coffee Mug' }).getByRole('img'),
    ).toHaveCount(3);
    await page.goto('/products/glass-tea-cup-with-infuser');
    await expect(
      page.getByRole('main').getByRole('img', { name: 'Glass Tea Cup with Infuser' }),
    ).toHaveCount(1);
    await expect(page.getByRole('list', { name: /^Pictures of/ })).toHaveCount(0);
  });
});
