import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsSince, lastEventId, newChannel } from '../support/orders';
import { startTestStore, type TestStore } from '../support/store-service';

/** Catalog writes beyond products and variants: images, videos, custom fields, reviews, bulk pricing, batches, assignments, taxonomy. */

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

async function newProduct(extra: Record<string, unknown> = {}): Promise<number> {
  const res = await store.api('POST', '/v3/catalog/products', {
    body: {
      name: `Extras ${Math.random().toString(36).slice(2, 8)}`,
      type: 'physical',
      weight: 1,
      price: 20,
      ...extra,
    },
  });
  expect(res.status).toBe(200);
  return res.body.data.id;
}

/** The smallest thing the store takes as a PNG: its signature and a few bytes. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(24),
]);

describe('product images', () => {
  it('takes an uploaded file (served by the store, checked to be an image) or an image URL', async () => {
    const productId = await newProduct();
    const form = new FormData();
    form.append('image_file', new Blob([PNG], { type: 'image/png' }), 'front.png');
    form.append('description', 'Front');
    const uploaded = await fetch(`${store.apiUrl}/v3/catalog/products/${productId}/images`, {
      method: 'POST',
      headers: { 'x-auth-token': store.primaryAccount.accessToken, accept: 'application/json' },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const image = (
      (await uploaded.json()) as { data: { url_standard: string; description: string } }
    ).data;
    expect(image.description).toBe('Front');
    const served = await fetch(image.url_standard);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const byUrl = await store.api('POST', `/v3/catalog/products/${productId}/images`, {
      body: { image_url: 'https://cdn.example.com/side.jpg' },
    });
    expect(byUrl.body.data.url_standard).toBe('https://cdn.example.com/side.jpg');
    const notImage = new FormData();
    notImage.append(
      'image_file',
      new Blob([Buffer.from('hello')], { type: 'image/png' }),
      'fake.png',
    );
    const refused = await fetch(`${store.apiUrl}/v3/catalog/products/${productId}/images`, {
      method: 'POST',
      headers: { 'x-auth-token': store.primaryAccount.accessToken, accept: 'application/json' },
      body: notImage,
    });
    expect(refused.status).toBe(422);
  });
});

describe('videos, custom fields and reviews', () => {
  it('keeps videos and custom fields; only approved reviews count in the product', async () => {
    const productId = await newProduct();
    expect(
      (
        await store.api('POST', `/v3/catalog/products/${productId}/videos`, {
          body: { video_id: 'watch?v=1' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await store.api('POST', `/v3/catalog/products/${productId}/videos`, {
          body: { video_id: 'dQw4w9WgXcQ', title: 'Unboxing' },
        })
      ).status,
    ).toBe(200);
    expect((await store.api('GET', `/v3/catalog/products/${productId}/videos`)).body.data).toEqual([
      expect.objectContaining({ video_id: 'dQw4w9WgXcQ', title: 'Unboxing' }),
    ]);
    await store.api('POST', `/v3/catalog/products/${productId}/custom-fields`, {
      body: { name: 'Material', value: 'Enamel' },
    });
    expect(
      (await store.api('GET', `/v3/catalog/products/${productId}?include=custom_fields`)).body.data
        .custom_fields,
    ).toEqual([expect.objectContaining({ name: 'Material', value: 'Enamel' })]);

    const review = (
      await store.api('POST', `/v3/catalog/products/${productId}/reviews`, {
        body: { title: 'Great', rating: 5, date_reviewed: '2026-01-01' },
      })
    ).body.data;
    expect(review.status).toBe('pending');
    const counts = async () =>
      (
        await store.api(
          'GET',
          `/v3/catalog/products/${productId}?include_fields=reviews_count,reviews_rating_sum`,
        )
      ).body.data;
    expect(await counts()).toMatchObject({ reviews_count: 0, reviews_rating_sum: 0 });
    const since = lastEventId(store);
    await store.api('PUT', `/v3/catalog/products/${productId}/reviews/${review.id}`, {
      body: { status: 'approved' },
    });
    expect(await counts()).toMatchObject({ reviews_count: 1, reviews_rating_sum: 5 });
    expect(eventsSince(store, since).map((e) => [e.scope, e.data.id])).toContainEqual([
      'store/product/updated',
      productId,
    ]);
  });
});

describe('bulk pricing rules', () => {
  it('a rule made through the interface prices a cart line of its quantity', async () => {
    const productId = await newProduct({ inventory_tracking: 'none' });
    const rule = await store.api('POST', `/v3/catalog/products/${productId}/bulk-pricing-rules`, {
      body: { quantity_min: 5, quantity_max: 0, type: 'price', amount: 2 },
    });
    expect(rule.status).toBe(200);
    const cart = (
      await store.api('POST', '/v3/carts', {
        body: { line_items: [{ product_id: productId, quantity: 5 }] },
      })
    ).body.data;
    expect(cart.line_items.physical_items[0]).toMatchObject({ list_price: 20, sale_price: 18 });
    expect(
      (
        await store.api(
          'DELETE',
          `/v3/catalog/products/${productId}/bulk-pricing-rules/${rule.body.data.id}`,
        )
      ).status,
    ).toBe(204);
    const after = (
      await store.api('POST', '/v3/carts', {
        body: { line_items: [{ product_id: productId, quantity: 5 }] },
      })
    ).body.data;
    expect(after.line_items.physical_items[0].sale_price).toBe(20);
  });
});

describe('batches', () => {
  it('updates up to ten products at once, and deletes only what a filter names', async () => {
    const [a, b] = [await newProduct(), await newProduct()];
    const res = await store.api('PUT', '/v3/catalog/products', {
      body: [
        { id: a, price: 11 },
        { id: b, is_featured: true },
      ],
    });
    expect(res.status).toBe(200);
    expect(
      res.body.data.map((p: { id: number; price: number; is_featured: boolean }) => [
        p.id,
        p.price,
        p.is_featured,
      ]),
    ).toEqual([
      [a, 11, false],
      [b, 20, true],
    ]);
    const tooMany = await store.api('PUT', '/v3/catalog/products', {
      body: Array.from({ length: 11 }, () => ({ id: a, price: 1 })),
    });
    expect(tooMany.status).toBe(422);

    const noFilter = await store.api('DELETE', '/v3/catalog/products');
    expect(noFilter.status).toBe(422);
    expect(noFilter.body.title).toContain('Say which products to delete with a filter');
    expect((await store.api('DELETE', `/v3/catalog/products?id:in=${a},${b}`)).status).toBe(204);
    expect((await store.api('GET', `/v3/catalog/products/${a}`)).status).toBe(404);
  });
});

describe('channel and category assignments', () => {
  it('assigns products to channels and categories, and takes them off', async () => {
    const productId = await newProduct();
    const channelId = await newChannel(store, 'Marketplace listing');
    expect(
      (
        await store.api('PUT', '/v3/catalog/products/channel-assignments', {
          body: [{ product_id: productId, channel_id: channelId }],
        })
      ).status,
    ).toBe(204);
    const channels = (
      await store.api('GET', `/v3/catalog/products/channel-assignments?product_id:in=${productId}`)
    ).body.data;
    expect(channels.map((a: { channel_id: number }) => a.channel_id)).toEqual([1, channelId]);
    expect(
      (
        await store.api(
          'DELETE',
          `/v3/catalog/products/channel-assignments?product_id:in=${productId}&channel_id:in=${channelId}`,
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await store.api(
          'GET',
          `/v3/catalog/products/channel-assignments?product_id:in=${productId}`,
        )
      ).body.data,
    ).toEqual([{ product_id: productId, channel_id: 1 }]);

    const categoryId = (await store.api('GET', '/v3/catalog/categories?limit=1')).body.data[0].id;
    expect(
      (
        await store.api('PUT', '/v3/catalog/products/category-assignments', {
          body: [{ product_id: productId, category_id: categoryId }],
        })
      ).status,
    ).toBe(204);
    expect(
      (await store.api('GET', `/v3/catalog/products/${productId}`)).body.data.categories,
    ).toContain(categoryId);
  });
});

describe('brands and categories', () => {
  it('makes, changes and deletes them with their events; a category with subcategories stays', async () => {
    const since = lastEventId(store);
    const parent = (
      await store.api('POST', '/v3/catalog/categories', { body: { name: 'Teaware', parent_id: 0 } })
    ).body.data;
    const child = (
      await store.api('POST', '/v3/catalog/categories', {
        body: { name: 'Teapots', parent_id: parent.id },
      })
    ).body.data;
    await store.api('PUT', `/v3/catalog/categories/${child.id}`, {
      body: { description: '<p>Pots</p>' },
    });
    expect(eventsSince(store, since).map((e) => [e.scope, e.data.id])).toEqual([
      ['store/category/created', parent.id],
      ['store/category/created', child.id],
      ['store/category/updated', child.id],
    ]);
    const refused = await store.api('DELETE', `/v3/catalog/categories?id:in=${parent.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ id: 'has subcategories' });
    expect(
      (await store.api('DELETE', `/v3/catalog/categories?id:in=${child.id},${parent.id}`)).status,
    ).toBe(204);

    const brand = (await store.api('POST', '/v3/catalog/brands', { body: { name: 'Kettle Co' } }))
      .body.data;
    const productId = await newProduct({ brand_id: brand.id });
    expect((await store.api('DELETE', `/v3/catalog/brands/${brand.id}`)).status).toBe(204);
    expect((await store.api('GET', `/v3/catalog/products/${productId}`)).body.data.brand_id).toBe(
      0,
    );
  });
});
