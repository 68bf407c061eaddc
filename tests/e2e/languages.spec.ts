import { e2eEnv, newShopper } from '../support/e2e-store';
import { type APIResponse, type Page } from '@playwright/test';
import { expect, payOnHostedCheckout, test } from './fixtures';
import { seriousViolations } from './axe';

/**
 * Languages in addresses (lib/shared/locale-path.ts). The e2e store's storefront channel
 * speaks the demo's languages, English (its default), French and German, with the demo
 * catalog's translations (tests/e2e/global-setup.ts gives them to it before the build):
 * English pages have no prefix, French ones are under /fr/, built with the site.
 */

const languageSwitch = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('navigation', { name });

test('the default language: no prefix, every language as an alternate at its own address; its own prefix redirects, a language the shop lacks is not found', async ({
  page,
  request,
}) => {
  await page.goto('/categories/kitchen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
  await expect(
    languageSwitch(page, 'Language').getByRole('link', { name: /^EN\b/ }),
  ).toHaveAttribute('aria-current', 'page');
  const origin = e2eEnv().storefrontUrl;
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${origin}/categories/kitchen`,
  );
  const alternates = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    );
  // Each language at its own address: the category's translated custom URL.
  expect(Object.fromEntries(alternates)).toEqual({
    en: `${origin}/categories/kitchen`,
    fr: `${origin}/fr/categories/cuisine`,
    de: `${origin}/de/categories/kueche`,
    'x-default': `${origin}/categories/kitchen`,
  });

  // The default language's own code: a permanent redirect to the address without it, the
  // page's state kept (every Location header names it: see the test after this one).
  for (const [path, target] of [
    ['/en/categories/kitchen', '/categories/kitchen'],
    [
      '/en/products/kitchen/mugs/enamel-camp-mug/~/currency=EUR',
      '/products/kitchen/mugs/enamel-camp-mug/~/currency=EUR',
    ],
  ] as const) {
    const english = await request.get(path, { maxRedirects: 0 });
    expect(english.status(), path).toBe(308);
    const locations = locationsOf(english);
    expect(locations.length, path).toBeGreaterThan(0);
    for (const location of locations) expect(new URL(location, origin).pathname, path).toBe(target);
  }

  for (const path of ['/es', '/pt-BR/help']) {
    const missing = await request.get(path, { maxRedirects: 0 });
    expect(missing.status(), path).toBe(404);
    expect(await missing.text(), path).toContain('not offered in that language');
  }
  // A product's, category's or brand's page answers that itself (the proxy leaves their
  // prefixed addresses alone): the shop's own not-found page.
  for (const path of ['/es/categories/kitchen', '/pt-BR/products/kitchen/mugs/enamel-camp-mug']) {
    const missing = await request.get(path, { maxRedirects: 0 });
    expect(missing.status(), path).toBe(404);
    expect(await missing.text(), path).toContain('We could not find that page');
  }
});

/** The Location headers of an answer, each on its own. */
const locationsOf = (response: APIResponse) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'location')
    .map((header) => header.value);

// Upstream, vercel/next.js#82117: a page's redirect, on the render that first makes it (not
// when served from Next.js's cache), carries its Location header twice, the same value;
// browsers follow it, and an intermediary that joins the two breaks it. Expected to fail
// until Next.js sends one: an upgrade that does makes this pass, and so the run fail.
test('a redirect from a page sends one Location header, also on its first render', async ({
  request,
}) => {
  test.fail();
  // A listing state no other test asks for: this address is rendered now, not from a cache.
  const fresh = `/en/categories/kitchen/~/after=${Buffer.from(String(Date.now())).toString('base64url')}`;
  const answer = await request.get(fresh, { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  expect(locationsOf(answer)).toHaveLength(1);
});

test('the language switch endpoint: a language the shop lacks is refused in words', async ({
  request,
}) => {
  const refused = await request.get('/language?to=xx', { maxRedirects: 0 });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain('to=en, to=fr, to=de');
});

test('the language switch endpoint leads back to the page the shopper was on, in the language chosen', async ({
  request,
}) => {
  const origin = e2eEnv().storefrontUrl;
  const switched = async (to: string, from: string) => {
    const answer = await request.get(`/language?to=${to}`, {
      maxRedirects: 0,
      headers: { referer: `${origin}${from}` },
    });
    expect(answer.status(), `${from} to ${to}`).toBe(303);
    return answer.headers().location;
  };
  expect(await switched('en', '/help')).toBe('/help');
  expect(await switched('fr', '/help')).toBe('/fr/help');
  expect(await switched('en', '/fr/categories/kitchen/~/sort=price-asc')).toBe(
    '/categories/kitchen/~/sort=price-asc',
  );
  // A product at its translated address: the same product at its address in the other language.
  expect(await switched('de', '/fr/products/cuisine/mugs-et-tasses/mug-de-camping-emaille')).toBe(
    '/de/products/kueche/becher-und-tassen/emaille-campingbecher',
  );
  expect(await switched('fr', '/categories/kitchen/~/sort=price-asc')).toBe(
    '/fr/categories/cuisine/~/sort=price-asc',
  );
  // The cart and the account pages are in every language too.
  expect(await switched('fr', '/cart')).toBe('/fr/cart');
  expect(await switched('en', '/de/account/orders/7')).toBe('/account/orders/7');
  // An address with one page for every language (the checkout) leads to that language's home.
  expect(await switched('fr', '/checkout')).toBe('/fr');
  // Another site's page is not where the shopper was on this one.
  const elsewhere = await request.get('/language?to=fr', {
    maxRedirects: 0,
    headers: { referer: 'https://elsewhere.example/help' },
  });
  expect(elsewhere.headers().location).toBe('/fr');
});

test('the language switch in the header works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: e2eEnv().storefrontUrl,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto('/help');
  await languageSwitch(page, 'Language').getByRole('link', { name: /^FR\b/ }).click();
  await expect(page).toHaveURL(/\/fr\/help$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await languageSwitch(page, 'Langue').getByRole('link', { name: /^EN\b/ }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // A product page: the product at its German address.
  await page.goto('/fr/products/cuisine/mugs-et-tasses/mug-de-camping-emaille');
  await languageSwitch(page, 'Langue').getByRole('link', { name: /^DE\b/ }).click();
  await expect(page).toHaveURL(/\/de\/products\/kueche\/becher-und-tassen\/emaille-campingbecher$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});

test('the shop in French: home, a category, a product and add to cart', async ({ page }) => {
  const origin = e2eEnv().storefrontUrl;
  const home = await page.goto('/fr');
  expect(home?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(languageSwitch(page, 'Langue').getByRole('link', { name: /^FR\b/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    page.getByRole('banner').getByRole('search').getByLabel('Rechercher des produits'),
  ).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('navigation', { name: 'Pied de page' }),
  ).toBeVisible();
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin}/fr`);
  await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${origin}/`,
  );

  // The categories as the store names them in French, at their French addresses.
  await page
    .getByRole('navigation', { name: 'Catégories' })
    .getByRole('link', { name: 'Cuisine', exact: true })
    .click();
  await expect(page).toHaveURL(/\/fr\/categories\/cuisine$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cuisine' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The filters' own groups are titled in French; the store names them in its language.
  for (const title of ['Marque', 'Prix', 'Disponibilité'])
    await expect(page.locator('form legend').filter({ hasText: title }), title).toHaveCount(1);

  await page.getByRole('link', { name: 'Mug de camping émaillé' }).first().click();
  await expect(page).toHaveURL(/\/fr\/products\/cuisine\/mugs-et-tasses\/mug-de-camping-emaille$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mug de camping émaillé' }),
  ).toBeVisible();
  await expect(
    page.getByText('Un mug en émail léger qui résiste aux éclats').filter({ visible: true }),
  ).toBeVisible();

  // The product page's own words are French too (messages/fr.json), and none of English's.
  await expect(page.getByRole('heading', { level: 2, name: 'Avis clients' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(
    page
      .getByText('1 × Mug de camping émaillé (Cream) ajouté à votre panier.')
      .filter({ visible: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir le panier et commander' })).toBeVisible();
  const cart = page.getByRole('banner').getByRole('link', { name: /^Panier/ });
  await expect(cart).toHaveAccessibleName('Panier, 1 article');

  // The cart is in the shopper's language too, at its French address.
  await cart.click();
  await expect(page).toHaveURL(/\/fr\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const lines = page.getByRole('main').getByLabel(/^Quantité de /);
  await expect(lines).toHaveCount(1);
  await expect(lines).toHaveValue('1');
});

test('search in French finds a product by its French name, with and without JavaScript', async ({
  page,
  request,
}) => {
  // Without JavaScript the box sends a GET form to /fr/search?q=..., which goes to the
  // search's own address in French.
  const plain = await request.get(`/fr/search?q=${encodeURIComponent('poêle')}`, {
    maxRedirects: 0,
  });
  expect(plain.status()).toBe(308);
  expect(new URL(plain.headers().location!, e2eEnv().storefrontUrl).pathname).toBe(
    '/fr/search/~/q=po%C3%AAle',
  );

  await page.goto('/fr/help');
  const search = page.getByRole('banner').getByRole('search');
  await search.getByLabel('Rechercher des produits').fill('poêle');
  await search.getByLabel('Rechercher des produits').press('Enter');
  await expect(page).toHaveURL(/\/fr\/search\/~\/q=po%C3%AAle$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The cast iron skillet, whose English name does not hold the word, found by its French one.
  const found = page.getByRole('link', { name: 'Poêle en fonte' }).first();
  await expect(found).toBeVisible();
  await expect(found).toHaveAttribute(
    'href',
    '/fr/products/cuisine/batterie-de-cuisine/poele-en-fonte',
  );
});

test('a page at a translated address names each language’s own address as its alternate', async ({
  page,
}) => {
  const origin = e2eEnv().storefrontUrl;
  // Prerendered by the build at its French address: served from the cache at once.
  const answer = await page.goto('/fr/products/cuisine/mugs-et-tasses/mug-de-camping-emaille');
  expect(answer?.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${origin}/fr/products/cuisine/mugs-et-tasses/mug-de-camping-emaille`,
  );
  const alternates = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    );
  expect(Object.fromEntries(alternates)).toEqual({
    en: `${origin}/products/kitchen/mugs/enamel-camp-mug`,
    fr: `${origin}/fr/products/cuisine/mugs-et-tasses/mug-de-camping-emaille`,
    de: `${origin}/de/products/kueche/becher-und-tassen/emaille-campingbecher`,
    'x-default': `${origin}/products/kitchen/mugs/enamel-camp-mug`,
  });
});

test("the home page follows a French browser's language once, then the shopper's choice; never a crawler's", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({
    baseURL: e2eEnv().storefrontUrl,
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Other pages stay in the language of their address.
  await page.goto('/help');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The shopper chooses English: the home page no longer follows the browser.
  await languageSwitch(page, 'Language').getByRole('link', { name: /^EN\b/ }).click();
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // And choosing German is remembered for the home page too.
  await languageSwitch(page, 'Language').getByRole('link', { name: /^DE\b/ }).click();
  await expect(page).toHaveURL(/\/de$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
  await context.close();

  const crawler = await request.get('/', {
    headers: {
      'accept-language': 'fr-FR,fr;q=0.9',
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    },
    maxRedirects: 0,
  });
  expect(crawler.status()).toBe(200);
  const firstVisit = await request.get('/', {
    headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    maxRedirects: 0,
  });
  expect(firstVisit.status()).toBe(307);
  expect(firstVisit.headers().location).toMatch(/^(https?:\/\/[^/]+)?\/fr$/);
  expect(firstVisit.headers()['cache-control']).toContain('private');
  expect(firstVisit.headers()['set-cookie']).toContain('storefront_language=fr');
});

test('behind the edge, the home page is kept for English browsers and French ones are still sent to theirs', async ({
  request,
}) => {
  const edge = process.env.E2E_EDGE_URL!;
  const home = (acceptLanguage: string) =>
    request.get(`${edge}/`, {
      headers: { 'accept-language': acceptLanguage, 'accept-encoding': 'gzip, br' },
      maxRedirects: 0,
    });
  // (Another test's purge may come between two views: the edge keeps it again.)
  await expect
    .poll(async () => {
      const english = await home('en-GB');
      return `${english.status()} ${english.headers()['x-edge']}`;
    })
    .toBe('200 hit');
  // No French shopper gets the English copy, before or after English ones.
  for (let visit = 0; visit < 2; visit++) {
    const french = await home('fr-FR,fr;q=0.9');
    expect(french.status()).toBe(307);
    expect(french.headers().location).toMatch(/\/fr$/);
  }
  const frenchHome = await request.get(`${edge}/fr`, { headers: { 'accept-language': 'fr' } });
  expect(await frenchHome.text()).toContain('lang="fr"');
});

test('a currency chosen on a French page keeps the page French, and later French pages open in it', async ({
  page,
}) => {
  await page.goto('/fr/categories/cuisine');
  // The switch submits on change once the page is hydrated (without JavaScript, its button);
  // a choice made before that is undone when React takes the select over, and the shopper
  // chooses again.
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    await page.getByRole('banner').getByLabel('Devise').selectOption('EUR');
    await expect(page).toHaveURL(/\/fr\/categories\/cuisine\/~\/currency=EUR$/, {
      timeout: 3000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Cuisine' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('€');
  // A plain French address leads to its page in euros (the cookie), still in French.
  await page.goto('/fr/products/cuisine/mugs-et-tasses/mug-de-camping-emaille');
  await expect(page).toHaveURL(
    /\/fr\/products\/cuisine\/mugs-et-tasses\/mug-de-camping-emaille\/~\/currency=EUR$/,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mug de camping émaillé' }),
  ).toBeVisible();
  // And a search from the French header stays French.
  const search = page.getByRole('banner').getByRole('search');
  await search.getByLabel('Rechercher des produits').fill('mug');
  await search.getByRole('button').click();
  await expect(page).toHaveURL(/^[^?]*\/fr\/search\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the French journey: sign in, the account pages, the cart, the hosted checkout and the order page in French, each passing axe', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const shopper = await newShopper('francais');
  const french = async (heading: string | RegExp) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  };

  // Signing in on a French page stays in French.
  await page.goto('/fr/account/sign-in');
  await french('Se connecter');
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(shopper.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr\/account$/);
  await french(/^Bonjour, /);
  const accountNav = page.getByRole('navigation', { name: 'Votre compte' });
  await accountNav.getByRole('link', { name: 'Adresses' }).click();
  await expect(page).toHaveURL(/\/fr\/account\/addresses$/);
  await french('Vos adresses');

  // The cart, made on a French page, speaks French: so does the store's hosted checkout.
  await page.goto('/fr/products/cuisine/mugs-et-tasses/mug-de-camping-emaille');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText(/ajouté à votre panier\./).filter({ visible: true })).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Panier/ })
    .click();
  await expect(page).toHaveURL(/\/fr\/cart$/);
  await french('Votre panier');
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(new RegExp(`^${e2eEnv().storeOrigin}/checkout/`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
  await payOnHostedCheckout(page, undefined, /^Passer la commande/);

  // Back on the shop: the order page in French, at its French address.
  await expect(page).toHaveURL(/\/fr\/account\/orders\/\d+$/);
  await french(/^Commande n° \d+$/);
  await expect(page.getByText(/^Merci ! La commande n° \d+ est passée\.$/)).toBeVisible();
});
