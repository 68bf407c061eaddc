import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantShape } from '@/emulator/catalog/shapes';
import { startTestStore, type TestStore } from '../support/store-service';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

const variantBySku = async (sku: string) =>
  (await store.api('GET', `/v3/catalog/variants?sku=${sku}`)).body.data[0];
const eventsFor = (scope: string, id: number) =>
  store.ctx.events.recent(500).filter((e) => e.scope === scope && e.data.id === id);

async function createProduct(body: Record<string, unknown>) {
  const res = await store.api('POST', '/v3/catalog/products', {
    body: {
      name: `Variant Test ${Math.random().toString(36).slice(2, 8)}`,
      type: 'physical',
      weight: 1,
      price: 20,
      ...body,
    },
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; base_variant_id: number | null };
}

describe('GET /v3/catalog/variants', () => {
  it('lists variants across products with paging', async () => {
    const res = await store.api('GET', '/v3/catalog/variants?limit=10');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(10);
    for (const variant of res.body.data) expect(() => variantShape.parse(variant)).not.toThrow();
    expect(res.body.meta.pagination.total).toBeGreaterThan(45);
  });

  it('filters by id, id:in, sku (any case), upc and product_id:in', async () => {
    const navy = await variantBySku('aa-101-navy');
    expect(navy).toMatchObject({
      sku: 'AA-101-NAVY',
      product_id: 1,
      option_values: [expect.objectContaining({ label: 'Navy', option_display_name: 'Color' })],
    });
    expect((await store.api('GET', `/v3/catalog/variants?id=${navy.id}`)).body.data).toEqual([
      navy,
    ]);
    expect((await store.api('GET', `/v3/catalog/variants?id:in=${navy.id}`)).body.data).toEqual([
      navy,
    ]);
    const ofProducts = await store.api('GET', '/v3/catalog/variants?product_id:in=1,8');
    expect(ofProducts.body.data.map((v: { product_id: number }) => v.product_id)).toEqual([
      1, 1, 1, 8, 8, 8,
    ]);
    expect((await store.api('GET', '/v3/catalog/variants?upc=none')).body.data).toEqual([]);
    expect((await store.api('GET', '/v3/catalog/variants?product_id:in=x')).status).toBe(422);
  });
});

describe('product variants', () => {
  it('lists a product’s variants, with price fallbacks and calculated prices', async () => {
    const res = await store.api('GET', '/v3/catalog/products/2/variants');
    expect(res.status).toBe(200);
    // Stoneware Coffee Mug: $24 on sale for $19.20; its variants inherit both.
    expect(
      res.body.data.map((v: { price: null; calculated_price: number }) => [
        v.price,
        v.calculated_price,
      ]),
    ).toEqual([
      [null, 19.2],
      [null, 19.2],
      [null, 19.2],
    ]);
    expect((await store.api('GET', '/v3/catalog/products/99999/variants')).status).toBe(404);
  });

  it('gets one variant and answers 404 when it belongs to another product', async () => {
    const navy = await variantBySku('AA-101-NAVY');
    const res = await store.api('GET', `/v3/catalog/products/1/variants/${navy.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(navy);
    expect((await store.api('GET', `/v3/catalog/products/2/variants/${navy.id}`)).status).toBe(404);
    expect((await store.api('GET', '/v3/catalog/products/1/variants/99999')).status).toBe(404);
  });

  it('adds an option variant, replacing the base variant, and publishes store/product/updated', async () => {
    const product = await createProduct({ sku: 'VT-BASE', inventory_tracking: 'variant' });
    expect(product.base_variant_id).toEqual(expect.any(Number));
    const res = await store.api('POST', `/v3/catalog/products/${product.id}/variants`, {
      body: {
        sku: 'VT-BASE-S',
        option_values: [{ option_display_name: 'Size', label: 'S' }],
        inventory_level: 3,
        price: 22,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      sku: 'VT-BASE-S',
      price: 22,
      calculated_price: 22,
      inventory_level: 3,
    });
    const options = (await store.api('GET', `/v3/catalog/products/${product.id}/options`)).body
      .data;
    const second = await store.api('POST', `/v3/catalog/products/${product.id}/variants`, {
      body: {
        sku: 'VT-BASE-M',
        option_values: [{ option_display_name: 'Size', label: 'M' }],
        inventory_level: 4,
      },
    });
    expect(second.status).toBe(200);
    const byId = await store.api('POST', `/v3/catalog/products/${product.id}/variants`, {
      body: {
        sku: 'VT-BASE-S2',
        option_values: [{ id: options[0].option_values[0].id, option_id: options[0].id }],
      },
    });
    expect(byId.status).toBe(409);

    const after = (await store.api('GET', `/v3/catalog/products/${product.id}`)).body.data;
    expect(after).toMatchObject({ base_variant_id: null, inventory_level: 7 });
    const variants = (await store.api('GET', `/v3/catalog/products/${product.id}/variants`)).body
      .data;
    expect(variants.map((v: { sku: string }) => v.sku)).toEqual(['VT-BASE-S', 'VT-BASE-M']);
    expect(eventsFor('store/product/updated', product.id)).toHaveLength(2);
    expect(eventsFor('store/sku/created', second.body.data.id)).toEqual([
      expect.objectContaining({
        data: {
          type: 'sku',
          id: second.body.data.id,
          sku: { product_id: product.id, variant_id: second.body.data.id },
        },
      }),
    ]);
  });

  it('answers 422 for bad variants and 409 for duplicate SKUs or combinations', async () => {
    const product = await createProduct({
      variants: [
        { sku: 'VT-C-RED', option_values: [{ option_display_name: 'Color', label: 'Red' }] },
      ],
    });
    const post = (body: unknown) =>
      store.api('POST', `/v3/catalog/products/${product.id}/variants`, { body });
    const missing = await post({ option_values: [] });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(
      expect.arrayContaining(['sku', 'option_values']),
    );
    const otherOption = await post({
      sku: 'VT-C-L',
      option_values: [{ option_display_name: 'Size', label: 'L' }],
    });
    expect(otherOption.status).toBe(422);
    const twice = await post({
      sku: 'VT-C-X',
      option_values: [
        { option_display_name: 'Color', label: 'Blue' },
        { option_display_name: 'Color', label: 'Green' },
      ],
    });
    expect(twice.status).toBe(422);
    const unknownValue = await post({
      sku: 'VT-C-Y',
      option_values: [{ id: 99999, option_id: 99999 }],
    });
    expect(unknownValue.status).toBe(422);
    expect(
      (
        await post({
          sku: 'vt-c-red',
          option_values: [{ option_display_name: 'Color', label: 'Blue' }],
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await post({
          sku: 'VT-C-RED2',
          option_values: [{ option_display_name: 'color', label: 'red' }],
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await store.api('POST', '/v3/catalog/products/99999/variants', {
          body: { sku: 'Z', option_values: [] },
        })
      ).status,
    ).toBe(404);
  });

  it('updates prices and stock, publishing product, SKU and inventory events', async () => {
    const navy = await variantBySku('AA-101-NAVY');
    const res = await store.api('PUT', `/v3/catalog/products/1/variants/${navy.id}`, {
      body: { price: 20, sale_price: 16, inventory_level: 30 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      price: 20,
      sale_price: 16,
      calculated_price: 16,
      inventory_level: 30,
    });
    // The product level of a variant-tracked product is the sum of its variants: 24 + 0 + 30.
    expect((await store.api('GET', '/v3/catalog/products/1')).body.data.inventory_level).toBe(54);
    expect(eventsFor('store/product/updated', 1)).toHaveLength(1);
    const [inventory] = eventsFor('store/product/inventory/updated', 1);
    // The product's event has no variant (as the reference's callbacks); the SKU's names it.
    expect(inventory!.data).toEqual({
      type: 'product',
      id: 1,
      inventory: { product_id: 1, method: 'absolute', value: 30 },
    });
    expect(eventsFor('store/sku/updated', navy.id).map((e) => e.data)).toEqual([
      { type: 'sku', id: navy.id, sku: { product_id: 1, variant_id: navy.id } },
    ]);
    expect(eventsFor('store/sku/inventory/updated', navy.id).map((e) => e.data)).toEqual([
      {
        type: 'sku',
        id: navy.id,
        inventory: { product_id: 1, method: 'absolute', value: 30, variant_id: navy.id },
      },
    ]);

    const cleared = await store.api('PUT', `/v3/catalog/products/1/variants/${navy.id}`, {
      body: { price: null, sale_price: null },
    });
    expect(cleared.body.data).toMatchObject({
      price: null,
      sale_price: null,
      calculated_price: 18,
    });
  });

  it('writes a base variant’s stock and SKU to its product, and refuses per-variant stock elsewhere', async () => {
    const simple = await createProduct({
      sku: 'VT-SIMPLE',
      inventory_tracking: 'product',
      inventory_level: 5,
    });
    const base = simple.base_variant_id!;
    const res = await store.api('PUT', `/v3/catalog/products/${simple.id}/variants/${base}`, {
      body: { inventory_level: 9, sku: 'VT-SIMPLE-2' },
    });
    expect(res.status).toBe(200);
    expect((await store.api('GET', `/v3/catalog/products/${simple.id}`)).body.data).toMatchObject({
      inventory_level: 9,
      sku: 'VT-SIMPLE-2',
    });

    // Variants of a product that counts stock on the product share its level.
    const sharedStock = await createProduct({
      inventory_tracking: 'product',
      inventory_level: 10,
      variants: [
        { sku: 'VT-SHARED-A', option_values: [{ option_display_name: 'Finish', label: 'Matte' }] },
        { sku: 'VT-SHARED-B', option_values: [{ option_display_name: 'Finish', label: 'Gloss' }] },
      ],
    });
    const [first] = (await store.api('GET', `/v3/catalog/products/${sharedStock.id}/variants`)).body
      .data;
    expect(first.inventory_level).toBe(10);
    const refused = await store.api(
      'PUT',
      `/v3/catalog/products/${sharedStock.id}/variants/${first.id}`,
      { body: { inventory_level: 3 } },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('inventory_level');
  });

  it('answers 404, 409 and 422 on update', async () => {
    const navy = await variantBySku('AA-101-NAVY');
    const put = (productId: number, variantId: number, body: unknown) =>
      store.api('PUT', `/v3/catalog/products/${productId}/variants/${variantId}`, { body });
    expect((await put(1, 99999, { price: 1 })).status).toBe(404);
    expect((await put(2, navy.id, { price: 1 })).status).toBe(404);
    expect((await put(1, navy.id, { sku: 'AA-101-CREAM' })).status).toBe(409);
    expect((await put(1, navy.id, { sku: 'AA-101' })).status).toBe(409);
    const invalid = await put(1, navy.id, { price: -3, inventory_level: 1.5 });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(
      expect.arrayContaining(['price', 'inventory_level']),
    );
  });
});
