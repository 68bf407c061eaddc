import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productShape } from '@/emulator/catalog/shapes';
import { startTestStore, type TestStore } from '../support/store-service';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

const list = (query = '') => store.api('GET', `/v3/catalog/products${query}`);
const names = (res: { body: any }) => res.body.data.map((p: { name: string }) => p.name);
const newProduct = (overrides: Record<string, unknown> = {}) => ({
  name: `Test Product ${Math.random().toString(36).slice(2, 8)}`,
  type: 'physical',
  weight: 1,
  price: 10,
  ...overrides,
});
const eventsFor = (scope: string, id: number) =>
  store.ctx.events.recent(500).filter((e) => e.scope === scope && e.data.id === id);

describe('GET /v3/catalog/products', () => {
  it('lists products in the v3 envelope with the real field names', async () => {
    const res = await list('?limit=5');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5);
    for (const product of res.body.data) expect(() => productShape.parse(product)).not.toThrow();
    expect(res.body.meta.pagination).toMatchObject({
      count: 5,
      per_page: 5,
      current_page: 1,
      total: expect.any(Number),
    });
    expect(res.body.data[0]).not.toHaveProperty('variants');
  });

  it('pages with page and limit, without overlap', async () => {
    const first = await list('?limit=10&page=1');
    const second = await list('?limit=10&page=2');
    expect(second.body.meta.pagination).toMatchObject({ current_page: 2, per_page: 10 });
    expect(second.body.meta.pagination.links.previous).toBe('?page=1&limit=10');
    const ids = [...first.body.data, ...second.body.data].map((p: { id: number }) => p.id);
    expect(new Set(ids).size).toBe(20);
  });

  it('filters by id:in, id:not_in, name, sku and sku:in', async () => {
    expect((await list('?id:in=1,3')).body.data.map((p: { id: number }) => p.id)).toEqual([1, 3]);
    const notIn = await list('?id:not_in=1,2&limit=250');
    expect(notIn.body.data.some((p: { id: number }) => p.id <= 2)).toBe(false);
    expect(names(await list('?name=cast%20iron%20skillet'))).toEqual(['Cast Iron Skillet']);
    const bySku = await list('?sku=AA-101');
    expect(names(bySku)).toEqual(['Enamel Camp Mug']);
    expect(names(await list('?sku:in=AA-101,SC-102'))).toEqual([
      'Enamel Camp Mug',
      'Stoneware Coffee Mug',
    ]);
  });

  it('searches with keyword across name, description, SKU and brand', async () => {
    expect(names(await list('?keyword=skillet'))).toContain('Cast Iron Skillet');
    expect(names(await list('?keyword=celadon'))).toEqual(['Hand-Thrown Tea Bowl']);
    expect(names(await list('?keyword=AA-101-NAVY'))).toEqual(['Enamel Camp Mug']);
    const byBrand = await list('?keyword=saltmarsh&limit=250');
    expect(byBrand.body.data.length).toBeGreaterThan(3);
    expect(byBrand.body.data.every((p: { brand_id: number }) => p.brand_id === 2)).toBe(true);
    expect((await list('?keyword=100%25_')).body.data).toEqual([]);
  });

  it('filters by categories:in (every listed category) and categories (only that category)', async () => {
    const mugs = await list('?categories:in=2&limit=250');
    expect(mugs.body.data.every((p: { categories: number[] }) => p.categories.includes(2))).toBe(
      true,
    );
    expect(names(mugs)).toEqual(
      expect.arrayContaining(['Enamel Camp Mug', 'Pour-Over Coffee Dripper']),
    );
    expect(names(await list('?categories:in=1,2'))).toEqual(['Pour-Over Coffee Dripper']);
    const onlyMugs = await list('?categories=2&limit=250');
    expect(names(onlyMugs)).not.toContain('Pour-Over Coffee Dripper');
    expect(names(onlyMugs)).toContain('Enamel Camp Mug');
  });

  it('filters by brand_id, is_visible, is_featured, type and price', async () => {
    const brand = await list('?brand_id=4&limit=250');
    expect(brand.body.data.length).toBeGreaterThan(0);
    expect(brand.body.data.every((p: { brand_id: number }) => p.brand_id === 4)).toBe(true);
    expect(names(await list('?is_visible=false'))).toEqual(['Garden Kneeler Pad']);
    const featured = await list('?is_featured=1&limit=250');
    expect(featured.body.data.length).toBeGreaterThanOrEqual(5);
    expect(featured.body.data.every((p: { is_featured: boolean }) => p.is_featured)).toBe(true);
    expect(names(await list('?type=digital'))).toEqual(['Pickling & Preserving Guide']);
    expect(names(await list('?price=149'))).toEqual(['Rattan Table Lamp']);
  });

  it('filters by inventory level ranges and out_of_stock', async () => {
    const empty = await list('?inventory_level=0&limit=250');
    expect(empty.body.data.length).toBeGreaterThan(0);
    expect(empty.body.data.every((p: { inventory_level: number }) => p.inventory_level === 0)).toBe(
      true,
    );
    const range = await list('?inventory_level:min=10&inventory_level:max=20&limit=250');
    expect(range.body.data.length).toBeGreaterThan(0);
    expect(
      range.body.data.every(
        (p: { inventory_level: number }) => p.inventory_level >= 10 && p.inventory_level <= 20,
      ),
    ).toBe(true);
    const strict = await list('?inventory_level:greater=50&limit=250');
    expect(strict.body.data.length).toBeGreaterThan(0);
    expect(strict.body.data.every((p: { inventory_level: number }) => p.inventory_level > 50)).toBe(
      true,
    );
    const outOfStock = await list('?out_of_stock=1&limit=250');
    expect(names(outOfStock)).toEqual(
      expect.arrayContaining(['Speckled Latte Bowl Mug', 'Copper Butter Warmer']),
    );
    expect(names(outOfStock)).not.toContain('Pickling & Preserving Guide');
  });

  it('sorts by name, price and calculated_price in either direction', async () => {
    const byName = names(await list('?sort=name&limit=250'));
    expect(byName).toEqual(
      [...byName].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const byPrice = (await list('?sort=price&direction=desc&limit=250')).body.data.map(
      (p: { price: number }) => p.price,
    );
    expect(byPrice).toEqual([...byPrice].sort((a: number, b: number) => b - a));
    const byCalculated = (await list('?sort=calculated_price&limit=250')).body.data.map(
      (p: { calculated_price: number }) => p.calculated_price,
    );
    expect(byCalculated).toEqual([...byCalculated].sort((a: number, b: number) => a - b));
  });

  it('includes sub-resources with include= and trims fields with include_fields', async () => {
    const res = await list(
      '?id:in=1&include=variants,images,options,bulk_pricing_rules,primary_image',
    );
    const [product] = res.body.data;
    expect(product.variants).toHaveLength(3);
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.options[0]).toMatchObject({
      display_name: 'Color',
      option_values: expect.any(Array),
    });
    expect(product.primary_image).toMatchObject({ is_thumbnail: true });
    expect(product.bulk_pricing_rules).toEqual([]);
    const trimmed = await list('?id:in=1&include_fields=name,price');
    expect(Object.keys(trimmed.body.data[0]).sort()).toEqual(['id', 'name', 'price']);
  });

  it('answers 422 naming the bad query parameter', async () => {
    for (const query of [
      '?limit=abc',
      '?limit=1000',
      '?is_visible=maybe',
      '?sort=colour',
      '?include=everything',
      '?id:in=1,x',
      '?direction=up',
    ]) {
      const res = await list(query);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors).length, query).toBeGreaterThan(0);
    }
  });
});

describe('GET /v3/catalog/products/{id}', () => {
  it('returns one product, with includes', async () => {
    const res = await store.api('GET', '/v3/catalog/products/8?include=variants,options');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({});
    expect(res.body.data).toMatchObject({
      id: 8,
      name: 'Cast Iron Skillet',
      custom_url: { url: '/kitchen/cookware/cast-iron-skillet/', is_customized: true },
    });
    expect(res.body.data.variants.map((v: { price: number }) => v.price)).toEqual([38, 48, 62]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await store.api('GET', '/v3/catalog/products/99999')).status).toBe(404);
    expect((await store.api('GET', '/v3/catalog/products/abc')).status).toBe(404);
    expect((await store.api('GET', '/v3/catalog/products/-1')).status).toBe(404);
  });
});

describe('POST /v3/catalog/products', () => {
  it('creates a product with its base variant and publishes store/product/created', async () => {
    const res = await store.api('POST', '/v3/catalog/products', {
      body: newProduct({
        name: 'Speckled Pasta Bowl',
        sku: 'TEST-BOWL',
        categories: [1],
        brand_id: 2,
        inventory_tracking: 'product',
        inventory_level: 7,
      }),
    });
    expect(res.status).toBe(200);
    const product = productShape.parse(res.body.data);
    expect(product).toMatchObject({
      name: 'Speckled Pasta Bowl',
      sku: 'TEST-BOWL',
      categories: [1],
      brand_id: 2,
      inventory_level: 7,
      custom_url: { url: '/speckled-pasta-bowl/', is_customized: false },
    });
    expect(product.base_variant_id).toEqual(expect.any(Number));
    const variants = await store.api('GET', `/v3/catalog/products/${product.id}/variants`);
    expect(variants.body.data).toEqual([
      expect.objectContaining({ sku: 'TEST-BOWL', inventory_level: 7, option_values: [] }),
    ]);
    expect(eventsFor('store/product/created', product.id)).toHaveLength(1);
    expect(eventsFor('store/product/created', product.id)[0]!.data).toEqual({
      type: 'product',
      id: product.id,
    });
  });

  it('creates variants from option names and labels, with a nested custom URL', async () => {
    const res = await store.api('POST', '/v3/catalog/products', {
      body: newProduct({
        name: 'Striped Tea Towel',
        sku: 'TEST-TOWEL',
        inventory_tracking: 'variant',
        custom_url: { url: '/decor/textiles/striped-tea-towel/' },
        variants: [
          {
            sku: 'TEST-TOWEL-RED',
            option_values: [{ option_display_name: 'Color', label: 'Red' }],
            inventory_level: 4,
          },
          {
            sku: 'TEST-TOWEL-BLUE',
            option_values: [{ option_display_name: 'Color', label: 'Blue' }],
            inventory_level: 6,
            price: 12,
          },
        ],
        images: [{ description: 'front' }, { description: 'back', is_thumbnail: true }],
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      inventory_level: 10,
      base_variant_id: null,
      custom_url: { url: '/decor/textiles/striped-tea-towel/', is_customized: true },
    });
    const images = await store.api('GET', `/v3/catalog/products/${res.body.data.id}/images`);
    expect(
      images.body.data.map((i: { description: string; is_thumbnail: boolean }) => [
        i.description,
        i.is_thumbnail,
      ]),
    ).toEqual([
      ['back', true],
      ['front', false],
    ]);
  });

  it('answers 422 with field errors for missing, mistyped and out-of-range fields', async () => {
    const missing = await store.api('POST', '/v3/catalog/products', {
      body: { name: 'Only a name' },
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(
      expect.arrayContaining(['type', 'weight', 'price']),
    );
    const wrong = await store.api('POST', '/v3/catalog/products', {
      body: newProduct({
        price: -1,
        type: 'service',
        inventory_tracking: 'sometimes',
        custom_url: { url: 'no-slash' },
      }),
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(
      expect.arrayContaining(['price', 'type', 'inventory_tracking', 'custom_url.url']),
    );
    const tiers = await store.api('POST', '/v3/catalog/products', {
      body: newProduct({
        bulk_pricing_rules: [{ quantity_min: 5, quantity_max: 2, type: 'percent', amount: 150 }],
      }),
    });
    expect(tiers.status).toBe(422);
    expect(Object.keys(tiers.body.errors)).toEqual(
      expect.arrayContaining(['bulk_pricing_rules.0.quantity_max', 'bulk_pricing_rules.0.amount']),
    );
    const notAnObject = await store.api('POST', '/v3/catalog/products', { body: [1, 2] });
    expect(notAnObject.status).toBe(422);
  });

  it('answers 409 for a duplicate name, SKU or URL and for unknown categories or brands', async () => {
    const cases = [
      newProduct({ name: 'Cast Iron Skillet' }),
      newProduct({ sku: 'aa-101' }),
      newProduct({ sku: 'AA-101-NAVY' }),
      newProduct({ custom_url: { url: '/kitchen/mugs/enamel-camp-mug' } }),
      newProduct({ custom_url: { url: '/kitchen/' } }),
      newProduct({ categories: [999] }),
      newProduct({ brand_id: 999 }),
      newProduct({
        bulk_pricing_rules: [
          { quantity_min: 2, quantity_max: 0, type: 'price', amount: 1 },
          { quantity_min: 5, quantity_max: 9, type: 'price', amount: 2 },
        ],
      }),
    ];
    for (const body of cases) {
      const res = await store.api('POST', '/v3/catalog/products', { body });
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(Object.keys(res.body.errors).length).toBe(1);
    }
  });
});

describe('PUT /v3/catalog/products/{id}', () => {
  it('changes the given fields, publishes store/product/updated, and keeps the rest', async () => {
    const created = (
      await store.api('POST', '/v3/catalog/products', {
        body: newProduct({ sku: 'TEST-PUT', categories: [1] }),
      })
    ).body.data;
    const res = await store.api('PUT', `/v3/catalog/products/${created.id}`, {
      body: {
        price: 14.5,
        sale_price: 12,
        categories: [1, 4],
        is_featured: true,
        custom_url: { url: '/kitchen/things/put-test/' },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      price: 14.5,
      sale_price: 12,
      calculated_price: 12,
      categories: [1, 4],
      is_featured: true,
      sku: 'TEST-PUT',
      custom_url: { url: '/kitchen/things/put-test/', is_customized: true },
    });
    expect(eventsFor('store/product/updated', created.id)).toHaveLength(1);

    const unchanged = await store.api('PUT', `/v3/catalog/products/${created.id}`, {
      body: { price: 14.5 },
    });
    expect(unchanged.status).toBe(200);
    expect(eventsFor('store/product/updated', created.id)).toHaveLength(1);
  });

  it('publishes the inventory event when the stock level changes', async () => {
    const created = (
      await store.api('POST', '/v3/catalog/products', {
        body: newProduct({ inventory_tracking: 'product', inventory_level: 5 }),
      })
    ).body.data;
    await store.api('PUT', `/v3/catalog/products/${created.id}`, { body: { inventory_level: 2 } });
    const [event] = eventsFor('store/product/inventory/updated', created.id);
    expect(event!.data).toEqual({
      type: 'product',
      id: created.id,
      inventory: { product_id: created.id, method: 'absolute', value: 2 },
    });
    expect(eventsFor('store/product/updated', created.id)).toHaveLength(1);
  });

  it('refuses a product-level stock for a product that tracks by variant', async () => {
    const res = await store.api('PUT', '/v3/catalog/products/1', {
      body: { inventory_level: 100 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('inventory_level');
  });

  it('answers 404, 409 and 422 like POST', async () => {
    expect(
      (await store.api('PUT', '/v3/catalog/products/99999', { body: { price: 1 } })).status,
    ).toBe(404);
    expect(
      (await store.api('PUT', '/v3/catalog/products/2', { body: { name: 'Cast Iron Skillet' } }))
        .status,
    ).toBe(409);
    expect(
      (await store.api('PUT', '/v3/catalog/products/2', { body: { price: 'cheap' } })).status,
    ).toBe(422);
    const sameName = await store.api('PUT', '/v3/catalog/products/8', {
      body: { name: 'Cast Iron Skillet' },
    });
    expect(sameName.status).toBe(200);
  });
});

describe('DELETE /v3/catalog/products/{id}', () => {
  it('deletes the product with its variants, answers 204, and publishes store/product/deleted', async () => {
    const created = (
      await store.api('POST', '/v3/catalog/products', { body: newProduct({ images: [{}] }) })
    ).body.data;
    const res = await store.api('DELETE', `/v3/catalog/products/${created.id}`);
    expect(res.status).toBe(204);
    expect((await store.api('GET', `/v3/catalog/products/${created.id}`)).status).toBe(404);
    expect(
      (await store.api('GET', `/v3/catalog/variants?product_id:in=${created.id}`)).body.data,
    ).toEqual([]);
    expect(eventsFor('store/product/deleted', created.id)).toHaveLength(1);
    expect((await store.api('DELETE', `/v3/catalog/products/${created.id}`)).status).toBe(404);
  });
});

describe('product sub-resources', () => {
  it('lists images, options and bulk pricing rules, with 404 for an unknown product', async () => {
    const images = await store.api('GET', '/v3/catalog/products/1/images');
    expect(images.status).toBe(200);
    expect(images.body.data[0].url_standard).toBe(
      `${store.origin}/images/products/1/${images.body.data[0].id}/standard.svg`,
    );
    expect(images.body.meta.pagination.total).toBe(images.body.data.length);
    const options = await store.api('GET', '/v3/catalog/products/33/options');
    expect(options.body.data.map((o: { display_name: string }) => o.display_name)).toEqual([
      'Color',
      'Size',
    ]);
    const rules = await store.api('GET', '/v3/catalog/products/3/bulk-pricing-rules');
    expect(rules.body.data).toEqual([
      expect.objectContaining({ quantity_min: 2, quantity_max: 3, type: 'percent', amount: 5 }),
      expect.objectContaining({ quantity_min: 4, quantity_max: 0, type: 'percent', amount: 10 }),
    ]);
    for (const path of ['images', 'options', 'bulk-pricing-rules']) {
      expect((await store.api('GET', `/v3/catalog/products/99999/${path}`)).status).toBe(404);
    }
  });
});

describe('product access', () => {
  it('answers 401 without a token and 403 without a products scope', async () => {
    expect((await store.api('GET', '/v3/catalog/products', { token: null })).status).toBe(401);
    const none = store.createApiAccount('no scopes', []);
    const denied = await store.api('GET', '/v3/catalog/products', { token: none.accessToken });
    expect(denied.status).toBe(403);
    expect(denied.body.title).toContain('store_v2_products_read_only');
  });

  it('lets a read-only token read but not write', async () => {
    const readOnly = store.createApiAccount('products read only', ['store_v2_products_read_only']);
    expect(
      (await store.api('GET', '/v3/catalog/products/1', { token: readOnly.accessToken })).status,
    ).toBe(200);
    expect(
      (await store.api('GET', '/v3/catalog/variants', { token: readOnly.accessToken })).status,
    ).toBe(200);
    const writes = [
      store.api('POST', '/v3/catalog/products', {
        token: readOnly.accessToken,
        body: newProduct(),
      }),
      store.api('PUT', '/v3/catalog/products/1', {
        token: readOnly.accessToken,
        body: { price: 1 },
      }),
      store.api('DELETE', '/v3/catalog/products/1', { token: readOnly.accessToken }),
      store.api('POST', '/v3/catalog/products/1/variants', {
        token: readOnly.accessToken,
        body: {},
      }),
      store.api('PUT', '/v3/catalog/products/1/variants/1', {
        token: readOnly.accessToken,
        body: {},
      }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(403);
      expect(res.body.title).toContain('store_v2_products');
    }
  });
});
