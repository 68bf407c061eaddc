import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../support/store-service';
import { graphqlAs, mintToken } from '../support/graphql';
import { createHook, startReceiver, type Receiver } from '../support/webhook-receiver';
import { demoTranslationGaps } from '@/emulator/demo/translations';

let store: TestStore;
let receiver: Receiver;
let gql: ReturnType<typeof graphqlAs>;
let product: { id: number; name: string; description: string; custom_url: { url: string } };

beforeAll(async () => {
  store = await startTestStore();
  receiver = await startReceiver();
  gql = graphqlAs(store, await mintToken(store, 'storefront'));
  product = (await store.api('GET', '/v3/catalog/products?limit=1&sort=id')).body.data[0];
  // Italian is none of the demo shop's languages: every translation here is this test's own.
  expect(
    (await store.api('POST', '/v3/channels/1/settings/locales', { body: { code: 'it' } })).status,
  ).toBe(200);
});
afterAll(async () => {
  await store.close();
  await receiver.close();
});

const PRODUCT = `query P($id: Int!) @shopperPreferences(locale: $locale) { site { product(entityId: $id) { name path description seo { pageTitle metaDescription } } } }`;
const productIn = (locale: string | null, headers: Record<string, string> = {}) =>
  gql(
    PRODUCT.replace('query P($id: Int!)', 'query P($id: Int!, $locale: String)'),
    { id: product.id, locale },
    { headers },
  );

async function newChannel(name: string): Promise<number> {
  const res = await store.api('POST', '/v3/channels', {
    body: { name, type: 'storefront', platform: 'next' },
  });
  expect(res.status).toBe(200);
  return res.body.data.id;
}

describe('channel locales (settings.locales, addLocale, deleteLocale)', () => {
  it('starts a new channel with the store default alone, adds up to five and refuses a sixth', async () => {
    const channel = await newChannel('Locales limit');
    const path = `/v3/channels/${channel}/settings/locales`;
    expect((await store.api('GET', path)).body.data).toEqual([{ code: 'en', is_default: true }]);
    for (const code of ['fr', 'DE', 'es', 'pt-br'])
      expect((await store.api('POST', path, { body: { code } })).status).toBe(200);
    const five = await store.api('GET', path);
    expect(five.body.data.map((l: { code: string }) => l.code)).toEqual([
      'en',
      'fr',
      'de',
      'es',
      'pt-BR',
    ]);
    const sixth = await store.api('POST', path, { body: { code: 'nl' } });
    expect(sixth.status).toBe(422);
    expect(sixth.body.title).toMatch(/already offers 5 languages/);
    // Adding one it already has is not a sixth.
    expect((await store.api('POST', path, { body: { code: 'fr' } })).status).toBe(200);
  });

  it('keeps exactly one default, cannot delete it, and deletes the others', async () => {
    const channel = await newChannel('Locales default');
    const path = `/v3/channels/${channel}/settings/locales`;
    await store.api('POST', path, { body: { code: 'fr' } });
    const defaultGone = await store.api('DELETE', `${path}/en`);
    expect(defaultGone.status).toBe(422);
    expect(defaultGone.body.title).toMatch(/default locale .* cannot be deleted/);
    const switched = await store.api('POST', path, { body: { code: 'fr', is_default: true } });
    expect(switched.body.data).toEqual([
      { code: 'fr', is_default: true },
      { code: 'en', is_default: false },
    ]);
    expect((await store.api('DELETE', `${path}/en`)).body.data).toEqual([
      { code: 'fr', is_default: true },
    ]);
    expect((await store.api('DELETE', `${path}/en`)).status).toBe(404);
    const bad = await store.api('POST', path, { body: { code: 'french' } });
    expect(bad.status).toBe(422);
    expect(bad.body.title).toMatch(/not a locale code/);
  });

  it('answers settings.locales on the storefront GraphQL, the default first', async () => {
    const res = await gql('{ site { settings { locales { code isDefault } } } }');
    const locales = res.body.data.site.settings.locales;
    expect(locales[0]).toEqual({ code: 'en', isDefault: true });
    expect(locales).toContainEqual({ code: 'it', isDefault: false });
    expect(locales.filter((l: { isDefault: boolean }) => l.isDefault)).toHaveLength(1);
  });

  it('needs the Channel Settings scope to add a locale', async () => {
    const res = await store.api('POST', '/v3/channels/1/settings/locales', {
      body: { code: 'sv' },
      token: 'not-a-token',
    });
    expect(res.status).toBe(401);
  });
});

describe('catalog translations', () => {
  const url = () => `/v3/catalog/products/${product.id}/translations`;

  it('creates, reads, changes and deletes a translation, and the storefront falls back field by field', async () => {
    const created = await store.api('PUT', `${url()}/it`, {
      body: { name: 'Tazza da campeggio smaltata', page_title: 'Tazza smaltata' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      locale: 'it',
      name: 'Tazza da campeggio smaltata',
      description: null,
      custom_url: null,
    });

    const italian = (await productIn('it')).body.data.site.product;
    expect(italian.name).toBe('Tazza da campeggio smaltata');
    expect(italian.seo.pageTitle).toBe('Tazza smaltata');
    // Not translated: the default language's data.
    expect(italian.description).toBe(product.description);
    expect(italian.path).toBe(product.custom_url.url);

    const changed = await store.api('PUT', `${url()}/it`, {
      body: { page_title: null, custom_url: { url: '/tazza-smaltata/' } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      name: 'Tazza da campeggio smaltata',
      page_title: null,
      custom_url: { url: '/tazza-smaltata/' },
    });
    expect((await store.api('GET', `${url()}/it`)).body.data.custom_url).toEqual({
      url: '/tazza-smaltata/',
    });
    expect(
      (await store.api('GET', url())).body.data.map((t: { locale: string }) => t.locale),
    ).toContain('it');

    const routed = await gql(
      'query R($path: String!) @shopperPreferences(locale: "it") { site { route(path: $path) { node { ... on Product { entityId name path } } } } }',
      { path: '/tazza-smaltata/' },
    );
    expect(routed.body.data.site.route.node).toEqual({
      entityId: product.id,
      name: 'Tazza da campeggio smaltata',
      path: '/tazza-smaltata/',
    });

    expect((await store.api('DELETE', `${url()}/it`)).status).toBe(204);
    expect((await store.api('GET', `${url()}/it`)).status).toBe(404);
    expect((await productIn('it')).body.data.site.product.name).toBe(product.name);
  });

  it('refuses a translation in the default language, in a language the channel lacks, of a missing product, and of an unknown field', async () => {
    const inDefault = await store.api('PUT', `${url()}/en`, { body: { name: 'x' } });
    expect(inDefault.status).toBe(422);
    expect((await store.api('PUT', `${url()}/ja`, { body: { name: 'x' } })).status).toBe(404);
    expect(
      (
        await store.api('PUT', '/v3/catalog/products/999999/translations/it', {
          body: { name: 'x' },
        })
      ).status,
    ).toBe(404);
    const unknown = await store.api('PUT', `${url()}/it`, { body: { price: 3 } });
    expect(unknown.status).toBe(422);
    const brandKeywords = await store.api(
      'PUT',
      `/v3/catalog/brands/${(await store.api('GET', '/v3/catalog/brands')).body.data[0].id}/translations/it`,
      {
        body: { search_keywords: 'x' },
      },
    );
    expect(brandKeywords.status).toBe(422);
    expect(brandKeywords.body.title).toMatch(/no translatable search_keywords/);
  });

  it('refuses a translated URL another product uses', async () => {
    const [, other] = (await store.api('GET', '/v3/catalog/products?limit=2&sort=id')).body.data;
    const res = await store.api('PUT', `${url()}/it`, {
      body: { custom_url: { url: other.custom_url.url } },
    });
    expect(res.status).toBe(409);
  });

  it('translates categories and brands, and the shopper sees them in their language', async () => {
    const category = (await store.api('GET', '/v3/catalog/categories?limit=1')).body.data[0];
    const brand = (await store.api('GET', '/v3/catalog/brands?limit=1')).body.data[0];
    expect(
      (
        await store.api('PUT', `/v3/catalog/categories/${category.id}/translations/it`, {
          body: { name: 'Cucina', description: '<p>Utensili</p>' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await store.api('PUT', `/v3/catalog/brands/${brand.id}/translations/it`, {
          body: { name: 'Marchio' },
        })
      ).status,
    ).toBe(201);
    const res = await gql(
      'query C($c: Int!, $b: Int!) @shopperPreferences(locale: "it") { site { category(entityId: $c) { name description seo { pageTitle } } brand(entityId: $b) { name seo { pageTitle } } } }',
      { c: category.id, b: brand.id },
    );
    expect(res.body.data.site.category).toEqual({
      name: 'Cucina',
      description: '<p>Utensili</p>',
      seo: { pageTitle: category.page_title || 'Cucina' },
    });
    expect(res.body.data.site.brand.name).toBe('Marchio');
  });
});

describe('the shopper language', () => {
  it('follows Accept-Language, and the directive wins over it', async () => {
    await store.api('PUT', `/v3/catalog/products/${product.id}/translations/it`, {
      body: { name: 'Tazza' },
    });
    const byHeader = await productIn(null, { 'accept-language': 'it-IT,it;q=0.9,en;q=0.5' });
    expect(byHeader.body.data.site.product.name).toBe('Tazza');
    const byDirective = await productIn('en', { 'accept-language': 'it-IT,it;q=0.9' });
    expect(byDirective.body.data.site.product.name).toBe(product.name);
    // A language the channel does not offer is ignored: then the header decides.
    const unknown = await productIn('ja', { 'accept-language': 'it' });
    expect(unknown.body.data.site.product.name).toBe('Tazza');
    const resolved = await gql(
      'query @shopperPreferences(locale: "IT") { shopperPreferences { locale { resolved } } }',
    );
    expect(resolved.body.data.shopperPreferences.locale.resolved).toBe('it');
    const none = await gql(
      '{ shopperPreferences { locale { resolved } } }',
      {},
      { headers: { 'accept-language': 'ja, zh;q=0.8' } },
    );
    expect(none.body.data.shopperPreferences.locale.resolved).toBe('en');
  });

  it('finds products by their translated name in that language only', async () => {
    await store.api('PUT', `/v3/catalog/products/${product.id}/translations/it`, {
      body: { name: 'Scodella smaltata' },
    });
    const SEARCH = `query S($term: String!, $locale: String) @shopperPreferences(locale: $locale) { site { search { searchProducts(filters: { searchTerm: $term }) { products { edges { node { entityId name } } } } } } }`;
    const italian = await gql(SEARCH, { term: 'scodella', locale: 'it' });
    expect(
      italian.body.data.site.search.searchProducts.products.edges.map((e: any) => e.node),
    ).toEqual([{ entityId: product.id, name: 'Scodella smaltata' }]);
    const english = await gql(SEARCH, { term: 'scodella', locale: 'en' });
    expect(english.body.data.site.search.searchProducts.products.edges).toEqual([]);
  });

  it("finds a term's products by their own texts and by their translations at once", async () => {
    const SEARCH = `query S($term: String!, $locale: String) @shopperPreferences(locale: $locale) { site { search { searchProducts(filters: { searchTerm: $term }) { products(first: 50) { collectionInfo { totalItems } edges { node { entityId } } } } } } }`;
    const found = async (locale: string) => {
      const { products } = (await gql(SEARCH, { term: 'stoneware', locale })).body.data.site.search
        .searchProducts;
      const ids = products.edges.map((e: any) => e.node.entityId);
      expect(ids).toHaveLength(products.collectionInfo.totalItems);
      return ids.sort((a: number, b: number) => a - b);
    };
    const english = await found('en');
    expect(english.length).toBeGreaterThan(0);
    // A visible product the English term does not find, other than the one the tests share.
    const all = (await store.api('GET', '/v3/catalog/products?is_visible=true&limit=250')).body
      .data;
    const other = all.find((p: any) => p.id !== product.id && !english.includes(p.id));
    const translation = `/v3/catalog/products/${other.id}/translations/it`;
    await store.api('PUT', translation, { body: { search_keywords: 'stoneware' } });
    try {
      expect(await found('it')).toEqual([...english, other.id].sort((a, b) => a - b));
    } finally {
      await store.api('DELETE', translation);
    }
  });

  it('counts a product found by its texts and its translation once, and applies a short word to both', async () => {
    const SEARCH = `query S($term: String!, $locale: String) @shopperPreferences(locale: $locale) { site { search { searchProducts(filters: { searchTerm: $term }) { products(first: 50) { collectionInfo { totalItems } edges { node { entityId } } } } } } }`;
    // A long word (found through the text index) and a short one (read from the texts).
    const found = async (locale: string, term = 'stoneware mu') => {
      const { products } = (await gql(SEARCH, { term, locale })).body.data.site.search
        .searchProducts;
      const ids: number[] = products.edges.map((e: any) => e.node.entityId);
      expect(ids).toHaveLength(products.collectionInfo.totalItems);
      return ids.sort((a, b) => a - b);
    };
    const english = await found('en');
    expect(english.length).toBeGreaterThan(0);
    // The short word narrows: some products have the long word alone.
    expect((await found('en', 'stoneware')).length).toBeGreaterThan(english.length);
    const all = (await store.api('GET', '/v3/catalog/products?is_visible=true&limit=250')).body
      .data;
    const both = english.find((id) => id !== product.id)!;
    const other = all.find((p: any) => p.id !== product.id && !english.includes(p.id));
    const translations = [both, other.id].map((id) => `/v3/catalog/products/${id}/translations/it`);
    for (const translation of translations)
      await store.api('PUT', translation, { body: { search_keywords: 'stoneware mug' } });
    try {
      expect(await found('it')).toEqual([...english, other.id].sort((a, b) => a - b));
    } finally {
      for (const translation of translations) await store.api('DELETE', translation);
    }
  });

  it('creates a cart in the request language unless the input names one', async () => {
    const CREATE = `mutation C($input: CreateCartInput!) { cart { createCart(input: $input) { cart { locale } } } }`;
    // A product without options, in stock.
    const all = (await store.api('GET', '/v3/catalog/products?include=variants&limit=250')).body
      .data;
    const simple = all.find(
      (p: any) =>
        p.is_visible &&
        p.variants.length === 1 &&
        p.inventory_level > 0 &&
        !p.variants[0].option_values.length,
    );
    const line = { lineItems: [{ quantity: 1, productEntityId: simple.id }] };
    const byHeader = await gql(CREATE, { input: line }, { headers: { 'accept-language': 'it' } });
    expect(byHeader.body.errors).toBeUndefined();
    expect(byHeader.body.data.cart.createCart.cart.locale).toBe('it');
    const named = await gql(
      CREATE,
      { input: { ...line, locale: 'en' } },
      { headers: { 'accept-language': 'it' } },
    );
    expect(named.body.data.cart.createCart.cart.locale).toBe('en');
  });
});

describe('webhooks on translation changes', () => {
  it('publishes store/product/updated with the changed fields, the channel and the locale, and category and brand changes', async () => {
    await createHook(store, {
      scope: 'store/product/updated',
      destination: receiver.url('/product'),
    });
    await createHook(store, {
      scope: 'store/category/updated',
      destination: receiver.url('/category'),
    });
    const before = receiver.received.length;
    await store.api('PUT', `/v3/catalog/products/${product.id}/translations/it`, {
      body: { name: 'Tazza rossa', meta_description: 'Una tazza' },
    });
    const [productCallback] = (await receiver.waitFor(before + 1)).slice(before);
    expect(productCallback!.body.data).toEqual({
      type: 'product',
      id: product.id,
      properties: ['name', 'meta_description'],
      context: { channel_id: 1, locale: 'it' },
    });

    const category = (await store.api('GET', '/v3/catalog/categories?limit=1')).body.data[0];
    await store.api('PUT', `/v3/catalog/categories/${category.id}/translations/it`, {
      body: { page_title: 'Cucina' },
    });
    const [categoryCallback] = (await receiver.waitFor(before + 2)).slice(before + 1);
    expect(categoryCallback!.path).toBe('/category');
    expect(categoryCallback!.body.data).toMatchObject({ type: 'category', id: category.id });

    // Writing the same values again changes nothing and fires nothing.
    const count = receiver.received.length;
    await store.api('PUT', `/v3/catalog/products/${product.id}/translations/it`, {
      body: { name: 'Tazza rossa' },
    });
    await store.api('DELETE', `/v3/catalog/products/${product.id}/translations/it`);
    const [deleted] = (await receiver.waitFor(count + 1)).slice(count);
    expect(deleted!.body.data.properties).toEqual(['name', 'meta_description']);
  });
});

describe('the demo shop in French and German', () => {
  it('offers en (default), fr and de, with every product, category and brand translated', async () => {
    const res = await store.api('GET', '/v3/channels/1/settings/locales');
    expect(res.body.data.slice(0, 3)).toEqual([
      { code: 'en', is_default: true },
      { code: 'fr', is_default: false },
      { code: 'de', is_default: false },
    ]);
    expect(demoTranslationGaps()).toEqual([]);
    const all = (await store.api('GET', '/v3/catalog/products?limit=250')).body.data;
    for (const locale of ['fr', 'de']) {
      const names = await gql(
        `query N @shopperPreferences(locale: "${locale}") { site { products(first: 50) { edges { node { entityId name } } } categoryTree { name children { name } } } }`,
      );
      const shown = names.body.data.site.products.edges.map((e: any) => e.node);
      for (const { entityId, name } of shown) {
        const english = all.find((p: { id: number }) => p.id === entityId);
        // The product the test above renamed in Italian is still French and German here.
        expect(name, `${locale} name of ${english.name}`).not.toBe(english.name);
      }
      const tree = names.body.data.site.categoryTree;
      expect(tree.map((c: { name: string }) => c.name)).not.toContain('Kitchen');
    }
  });

  it('finds a product by its French name, and the English storefront is unchanged', async () => {
    const SEARCH = `query S($term: String!, $locale: String) @shopperPreferences(locale: $locale) { site { search { searchProducts(filters: { searchTerm: $term }) { products { edges { node { name path } } } } } } }`;
    const french = await gql(SEARCH, { term: 'poêle fonte', locale: 'fr' });
    expect(
      french.body.data.site.search.searchProducts.products.edges.map((e: any) => e.node),
    ).toEqual([{ name: 'Poêle en fonte', path: '/cuisine/batterie-de-cuisine/poele-en-fonte/' }]);
    const german = await gql(SEARCH, { term: 'Gusseisenpfanne', locale: 'de' });
    expect(german.body.data.site.search.searchProducts.products.edges[0].node.name).toBe(
      'Gusseisenpfanne',
    );
    const english = await gql(SEARCH, { term: 'skillet', locale: null });
    expect(
      english.body.data.site.search.searchProducts.products.edges.map((e: any) => e.node),
    ).toEqual([{ name: 'Cast Iron Skillet', path: '/kitchen/cookware/cast-iron-skillet/' }]);
  });
});

describe("a cart's language (createCart's locale, updateCartLocale)", () => {
  const CREATE = `mutation C($input: CreateCartInput!) { cart { createCart(input: $input) { cart { entityId locale } } } }`;
  const UPDATE = `mutation U($input: UpdateCartLocaleInput!) { cart { updateCartLocale(input: $input) { cart { entityId locale } } } }`;

  it('is made in the language asked for, changes to another of the channel’s, and refuses one it lacks in words', async () => {
    const variant = (await store.api('GET', `/v3/catalog/products/${product.id}/variants`)).body
      .data[0];
    const created = await gql(CREATE, {
      input: {
        lineItems: [{ productEntityId: product.id, variantEntityId: variant.id, quantity: 1 }],
        locale: 'it',
      },
    });
    expect(created.body.errors).toBeUndefined();
    const cart = created.body.data.cart.createCart.cart;
    expect(cart.locale).toBe('it');

    const changed = await gql(UPDATE, {
      input: { cartEntityId: cart.entityId, data: { locale: 'EN' } },
    });
    expect(changed.body.data.cart.updateCartLocale.cart).toEqual({
      entityId: cart.entityId,
      locale: 'en',
    });

    const refused = await gql(UPDATE, {
      input: { cartEntityId: cart.entityId, data: { locale: 'ja' } },
    });
    expect(refused.body.errors?.[0]?.message).toMatch(
      /data\.locale: "ja" is not a language of this channel; use one of .*\ben\b.*\bit\b/,
    );
    const unknown = await gql(UPDATE, {
      input: { cartEntityId: 'no-such-cart', data: { locale: 'it' } },
    });
    expect(unknown.body.errors?.[0]?.message).toMatch(/not found/i);
  });
});
