import { type Page } from '@playwright/test';
import { slugOf } from '@/emulator/catalog/urls';
import { expandRoute, joinSiteUrl } from '@/emulator/sites/links';
import { catalogItem, createOrderFor, e2eEnv, storeApi } from '../support/e2e-store';
import { DEMO, addToCart, expect, signIn, test } from './fixtures';

interface SiteRoute {
  type: string;
  route: string;
}

/** What each route type's page must show to be the right kind of page. */
const EXPECTED: Record<
  string,
  (page: Page, item: { id: number; productName: string }) => Promise<void>
> = {
  home: async (page) => {
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeVisible();
  },
  product: async (page, item) => {
    await expect(page.getByRole('heading', { level: 1, name: item.productName })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  },
  cart: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  },
  checkout: async (page) => {
    // The cart goes to the store's hosted checkout.
    await expect(page).toHaveURL(new RegExp(`^${e2eEnv().storeOrigin}/checkout/`));
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  },
  create_account: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  },
  forgot_password: async (page) => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
  },
  account_order_status: async (page, item) => {
    await expect(page.getByRole('heading', { level: 1, name: `Order #${item.id}` })).toBeVisible();
  },
  account_new_return: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Start a return' })).toBeVisible();
  },
  recover_abandoned_cart: async (page) => {
    // Without a token from an e-mail: the cart page with a clear message.
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'We could not restore that cart',
    );
  },
  unsubscribe: async (page) => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' }),
    ).toBeVisible();
  },
};

const productName = 'Enamel Camp Mug';

/** The site's routes as setup registered them, its URL, and a product and an order to fill them with. */
async function routesAndItems() {
  const { siteId } = e2eEnv();
  const { data: routes } = await storeApi<{ data: SiteRoute[] }>(
    'GET',
    `/v3/sites/${siteId}/routes`,
  );
  const { data: site } = await storeApi<{ data: { url: string } }>('GET', `/v3/sites/${siteId}`);
  const slug = slugOf((await catalogItem('products', productName)).custom_url.url);
  const id = await createOrderFor(DEMO.alex.email, [
    { productName: 'Beechwood Utensil Set', quantity: 1 },
  ]);
  return { routes, site, slug, id };
}

test('each of the ten site routes the setup registered, as the store expands them, is a page of its kind', async ({
  page,
}) => {
  const { routes, site, slug, id } = await routesAndItems();
  expect(routes.map((r) => r.type).sort()).toEqual(Object.keys(EXPECTED).sort());

  // Signed out first (the account pages for new shoppers), then signed in for the order
  // pages, and checkout last with something in the cart: it takes the shopper to the store.
  const needsSignIn = new Set(['account_order_status', 'account_new_return', 'checkout']);
  const visit = async (route: SiteRoute) => {
    // The link the store builds for its e-mails and checkout return: the site URL plus the
    // route with its variables filled by the store's own code.
    const path = joinSiteUrl(site.url, expandRoute(route.route, { id, slug }));
    const response = await page.goto(path);
    expect(response?.status(), `${route.type} at ${path}`).toBe(200);
    await EXPECTED[route.type]!(page, { id, productName });
  };
  for (const route of routes.filter((r) => !needsSignIn.has(r.type))) await visit(route);
  await signIn(page, DEMO.alex);
  await addToCart(page, '/products/espresso-cup-set');
  for (const type of ['account_order_status', 'account_new_return', 'checkout'])
    await visit(routes.find((r) => r.type === type)!);
});

test("each site route with {lang}, as the store expands it for each of the channel's languages, is a page in that language", async ({
  page,
}) => {
  // Twenty-four pages, each left to settle: some render on their first visit (an
  // expanded route may name an item by another language's path, which is not prerendered).
  test.setTimeout(180_000);
  const { routes, site, slug, id } = await routesAndItems();
  // Setup ran again after the channel gained French and German (global-setup.ts): the
  // pages' routes carry {lang}; the checkout and the abandoned cart's link follow the cart.
  const localized = routes.filter((r) => r.route.includes('{lang}'));
  expect(localized.map((r) => r.type).sort()).toEqual(
    Object.keys(EXPECTED)
      .filter((type) => type !== 'checkout' && type !== 'recover_abandoned_cart')
      .sort(),
  );
  await signIn(page, DEMO.alex);
  for (const lang of ['en', 'fr', 'de']) {
    for (const route of localized) {
      const path = joinSiteUrl(site.url, expandRoute(route.route, { id, slug, lang }));
      const response = await page.goto(path);
      expect(response?.status(), `${route.type} at ${path}`).toBe(200);
      // A page with nothing to do for a signed-in shopper (create an account) sends them on
      // after its shell has streamed: let that navigation end before the next.
      await page.waitForLoadState('networkidle');
      // The default language's prefix leads to the address without one.
      const prefix = lang === 'en' ? '' : `/${lang}`;
      expect(new URL(page.url()).pathname, path).toMatch(new RegExp(`^${prefix}(/|$)`));
      if (lang === 'en') expect(new URL(page.url()).pathname).not.toMatch(/^\/en(\/|$)/);
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
    }
  }
});
