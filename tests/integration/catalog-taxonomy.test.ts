import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPageShape, contentPageV3Shape } from '@/emulator/catalog/content-pages/repository';
import { brandShape, categoryShape } from '@/emulator/catalog/shapes';
import { startTestStore, type TestStore } from '../support/store-service';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

const names = (res: { body: any }) => res.body.data.map((item: { name: string }) => item.name);

describe('GET /v3/catalog/categories', () => {
  it('lists the category tree as flat records with parent ids', async () => {
    const res = await store.api('GET', '/v3/catalog/categories');
    expect(res.status).toBe(200);
    for (const category of res.body.data) expect(() => categoryShape.parse(category)).not.toThrow();
    expect(
      res.body.data.map((c: { name: string; parent_id: number }) => [c.name, c.parent_id]),
    ).toEqual([
      ['Kitchen', 0],
      ['Mugs & Cups', 1],
      ['Cookware', 1],
      ['Home Decor', 0],
      ['Textiles', 4],
      ['Garden', 0],
    ]);
    expect(res.body.data[1].custom_url).toEqual({ url: '/kitchen/mugs/', is_customized: false });
  });

  it('filters by id:in, name, name:like, parent_id, parent_id:in, keyword and is_visible, and sorts', async () => {
    expect(names(await store.api('GET', '/v3/catalog/categories?id:in=2,6'))).toEqual([
      'Mugs & Cups',
      'Garden',
    ]);
    expect(names(await store.api('GET', '/v3/catalog/categories?name=garden'))).toEqual(['Garden']);
    expect(names(await store.api('GET', '/v3/catalog/categories?name:like=ware'))).toEqual([
      'Cookware',
    ]);
    expect(names(await store.api('GET', '/v3/catalog/categories?parent_id=1'))).toEqual([
      'Mugs & Cups',
      'Cookware',
    ]);
    expect(names(await store.api('GET', '/v3/catalog/categories?parent_id:in=1,4'))).toEqual([
      'Mugs & Cups',
      'Cookware',
      'Textiles',
    ]);
    expect(names(await store.api('GET', '/v3/catalog/categories?keyword=linen'))).toEqual([
      'Textiles',
    ]);
    expect((await store.api('GET', '/v3/catalog/categories?is_visible=false')).body.data).toEqual(
      [],
    );
    expect(names(await store.api('GET', '/v3/catalog/categories?sort=name&limit=2'))).toEqual([
      'Cookware',
      'Garden',
    ]);
    expect((await store.api('GET', '/v3/catalog/categories?sort=size')).status).toBe(422);
  });

  it('gets one category, 404 for an unknown one', async () => {
    const res = await store.api('GET', '/v3/catalog/categories/5');
    expect(res.body.data).toMatchObject({ id: 5, name: 'Textiles', parent_id: 4 });
    expect((await store.api('GET', '/v3/catalog/categories/999')).status).toBe(404);
    expect((await store.api('GET', '/v3/catalog/categories/x')).status).toBe(404);
  });
});

describe('GET /v3/catalog/brands', () => {
  it('lists brands with filters and sorting', async () => {
    const res = await store.api('GET', '/v3/catalog/brands');
    expect(res.status).toBe(200);
    for (const brand of res.body.data) expect(() => brandShape.parse(brand)).not.toThrow();
    expect(names(res)).toEqual([
      'Alder & Ash',
      'Saltmarsh Ceramics',
      'Fernwood Studio',
      'Hollow Oak Linens',
    ]);
    expect(
      names(await store.api('GET', '/v3/catalog/brands?sort=name&direction=desc&limit=1')),
    ).toEqual(['Saltmarsh Ceramics']);
    expect(names(await store.api('GET', '/v3/catalog/brands?name:like=oak'))).toEqual([
      'Hollow Oak Linens',
    ]);
    expect(names(await store.api('GET', '/v3/catalog/brands?id:in=1,3'))).toEqual([
      'Alder & Ash',
      'Fernwood Studio',
    ]);
    expect(names(await store.api('GET', '/v3/catalog/brands?id:not_in=1,3'))).toEqual([
      'Saltmarsh Ceramics',
      'Hollow Oak Linens',
    ]);
    expect((await store.api('GET', '/v3/catalog/brands?direction=sideways')).status).toBe(422);
  });

  it('gets one brand, 404 for an unknown one', async () => {
    expect((await store.api('GET', '/v3/catalog/brands/2')).body.data).toMatchObject({
      id: 2,
      name: 'Saltmarsh Ceramics',
      custom_url: { url: '/brands/saltmarsh-ceramics/', is_customized: false },
    });
    expect((await store.api('GET', '/v3/catalog/brands/999')).status).toBe(404);
  });

  it('needs a products scope', async () => {
    const content = store.createApiAccount('content only', ['store_v2_content']);
    expect(
      (await store.api('GET', '/v3/catalog/brands', { token: content.accessToken })).status,
    ).toBe(403);
    expect(
      (await store.api('GET', '/v3/catalog/categories/1', { token: content.accessToken })).status,
    ).toBe(403);
    expect((await store.api('GET', '/v3/catalog/brands', { token: null })).status).toBe(401);
  });
});

describe('content pages', () => {
  it('lists pages on v2 as a bare array with bodies', async () => {
    const res = await store.api('GET', '/v2/pages');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    for (const page of res.body) expect(() => contentPageShape.parse(page)).not.toThrow();
    expect(res.body.map((p: { name: string; url: string }) => [p.name, p.url])).toEqual([
      ['About Us', '/about-us/'],
      ['Our Makers', '/about-us/makers/'],
      ['Shipping & Returns', '/shipping-returns/'],
    ]);
    expect(res.body[1]).toMatchObject({ parent_id: 1, type: 'page', is_visible: true });
    expect(res.body[2].body).toContain('<h2>Returns</h2>');
    expect(
      (await store.api('GET', '/v2/pages?limit=1&page=2')).body.map((p: { id: number }) => p.id),
    ).toEqual([2]);
  });

  it('gets one v2 page, and answers a missing one in the v2 error shape', async () => {
    expect((await store.api('GET', '/v2/pages/3')).body).toMatchObject({
      id: 3,
      name: 'Shipping & Returns',
    });
    const missing = await store.api('GET', '/v2/pages/999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual([expect.objectContaining({ status: 404 })]);
    expect((await store.api('GET', '/v2/pages?limit=0')).status).toBe(422);
  });

  it('serves the v3 pages with filters and the body only on request', async () => {
    const res = await store.api('GET', '/v3/content/pages');
    expect(res.status).toBe(200);
    for (const page of res.body.data) expect(() => contentPageV3Shape.parse(page)).not.toThrow();
    expect(res.body.data[0]).not.toHaveProperty('body');
    expect(res.body.meta.pagination.total).toBe(3);
    const withBody = await store.api('GET', '/v3/content/pages?include=body&name:like=shipping');
    expect(withBody.body.data).toEqual([
      expect.objectContaining({
        name: 'Shipping & Returns',
        body: expect.stringContaining('30 days'),
      }),
    ]);
    expect(names(await store.api('GET', '/v3/content/pages?id:in=1,2'))).toEqual([
      'About Us',
      'Our Makers',
    ]);
    expect((await store.api('GET', '/v3/content/pages?channel_id=2')).body.data).toEqual([]);
    expect((await store.api('GET', '/v3/content/pages?include=everything')).status).toBe(422);

    expect((await store.api('GET', '/v3/content/pages/1?include=body')).body.data).toMatchObject({
      id: 1,
      body: expect.any(String),
    });
    expect((await store.api('GET', '/v3/content/pages/1?name=Our%20Makers')).status).toBe(404);
    expect((await store.api('GET', '/v3/content/pages/999')).status).toBe(404);
  });

  it('needs a content scope; products scopes do not grant it', async () => {
    const readOnly = store.createApiAccount('content read only', ['store_v2_content_read_only']);
    expect((await store.api('GET', '/v2/pages', { token: readOnly.accessToken })).status).toBe(200);
    const products = store.createApiAccount('products', ['store_v2_products']);
    const denied = await store.api('GET', '/v2/pages', { token: products.accessToken });
    expect(denied.status).toBe(403);
    expect(denied.body[0].message).toContain('store_v2_content_read_only');
    expect(
      (await store.api('GET', '/v3/content/pages', { token: products.accessToken })).status,
    ).toBe(403);
    expect((await store.api('GET', '/v2/pages', { token: null })).status).toBe(401);
  });
});
