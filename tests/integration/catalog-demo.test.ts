import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProducts, type Product } from '@/emulator/catalog';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';

let store: TestStore;
let products: Product[];
beforeAll(async () => {
  store = await startTestStore();
  products = listProducts(store.ctx, { include: ['variants', 'images'] }).items;
});
afterAll(() => store.close());

describe('demo data', () => {
  it('has at least 40 products over 6 categories (a tree) and 4 brands', async () => {
    expect(products.length).toBeGreaterThanOrEqual(40);
    const categories = (await store.api('GET', '/v3/catalog/categories')).body.data;
    expect(categories).toHaveLength(6);
    expect(
      categories.filter((c: { parent_id: number }) => c.parent_id !== 0).length,
    ).toBeGreaterThan(0);
    expect((await store.api('GET', '/v3/catalog/brands')).body.data).toHaveLength(4);
    const used = new Set(products.flatMap((p) => p.categories));
    expect(used.size).toBe(6);
  });

  it('prices in plausible USD, some on sale, some featured, one hidden', () => {
    for (const product of products) {
      expect(product.price).toBeGreaterThan(0);
      expect(product.price).toBeLessThan(500);
      expect(product.description).toMatch(/^<p>.+<\/p><ul>(<li>.+?<\/li>)+<\/ul>$/);
    }
    const onSale = products.filter((p) => p.sale_price > 0);
    expect(onSale.length).toBeGreaterThanOrEqual(3);
    expect(onSale.every((p) => p.sale_price < p.price)).toBe(true);
    expect(products.filter((p) => p.is_featured).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => !p.is_visible).map((p) => p.name)).toEqual([
      'Garden Kneeler Pad',
    ]);
  });

  it('has out-of-stock products and multi-variant products with their own stock and SKUs', () => {
    const outOfStock = products.filter(
      (p) => p.inventory_tracking !== 'none' && p.inventory_level === 0,
    );
    expect(outOfStock.length).toBeGreaterThanOrEqual(3);
    const multi = products.filter((p) => (p.variants?.length ?? 0) > 1);
    expect(multi.length).toBeGreaterThanOrEqual(8);
    for (const product of multi) {
      const skus = product.variants!.map((v) => v.sku);
      expect(new Set(skus).size).toBe(skus.length);
      expect(product.variants!.every((v) => v.option_values.length > 0)).toBe(true);
      expect(product.inventory_level).toBe(
        product.variants!.reduce((sum, v) => sum + v.inventory_level, 0),
      );
    }
    // Some variants are sold out while their siblings are not.
    expect(
      multi.some((p) => p.variants!.some((v) => v.inventory_level === 0) && p.inventory_level > 0),
    ).toBe(true);
    const twoOptions = products.find((p) => p.name === 'Waffle Bath Towel')!;
    expect(twoOptions.variants!.map((v) => v.option_values.map((o) => o.label).join('/'))).toEqual([
      'White/Hand',
      'White/Bath',
      'Stone/Hand',
      'Stone/Bath',
    ]);
  });

  it('has custom URLs whose slug contains "/", and every product at least one image', () => {
    const nested = products.filter((p) => p.custom_url.url.replace(/^\/|\/$/g, '').includes('/'));
    expect(nested.map((p) => p.custom_url.url)).toEqual(
      expect.arrayContaining([
        '/kitchen/mugs/enamel-camp-mug/',
        '/garden/pots/terracotta-planter/',
      ]),
    );
    expect(nested.every((p) => p.custom_url.is_customized)).toBe(true);
    expect(
      products.every(
        (p) => (p.images?.length ?? 0) >= 1 && p.images!.filter((i) => i.is_thumbnail).length === 1,
      ),
    ).toBe(true);
  });

  it('gives colour variants a picture in their colour, which the cart shows for that variant', async () => {
    const variantOf = (name: string, label: string) =>
      products
        .find((p) => p.name === name)!
        .variants!.find((v) => v.option_values.some((o) => o.label === label))!;
    const pictureOf = async (url: string) => {
      const response = await fetch(url);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      return response.text();
    };
    const navy = variantOf('Enamel Camp Mug', 'Navy');
    const cream = variantOf('Enamel Camp Mug', 'Cream');
    const oat = variantOf('Stoneware Coffee Mug', 'Oat');
    expect(navy.image_url).toBe(`${store.ctx.origin}/images/variants/${navy.id}/standard.svg`);
    // Each picture is painted in its colour (colours.ts), not in the product's own.
    expect(await pictureOf(navy.image_url)).toContain('#1f3a5f');
    expect(await pictureOf(oat.image_url)).toContain('#d9c9a3');
    expect(await pictureOf(cream.image_url)).not.toContain('#1f3a5f');
    // A size is no colour: such a variant has no picture of its own.
    expect(variantOf('Cast Iron Skillet', '10 in').image_url).toBe('');
    expect((await fetch(`${store.ctx.origin}/images/variants/999999/standard.svg`)).status).toBe(
      404,
    );

    const cart = await store.api<{
      data: { line_items: { physical_items: Array<{ image_url: string }> } };
    }>('POST', '/v3/carts', {
      body: { line_items: [{ product_id: navy.product_id, variant_id: navy.id, quantity: 1 }] },
    });
    expect(cart.status).toBe(201);
    expect(cart.body.data.line_items.physical_items[0]!.image_url).toBe(navy.image_url);
  });

  it('has product-level bulk pricing tiers on a few products', async () => {
    const res = await store.api('GET', '/v3/catalog/products?include=bulk_pricing_rules&limit=250');
    const tiered = res.body.data.filter(
      (p: { bulk_pricing_rules: unknown[] }) => p.bulk_pricing_rules.length > 0,
    );
    expect(tiered.length).toBeGreaterThanOrEqual(3);
  });

  it('publishes no events for the demo data', () => {
    expect(
      store.ctx.events.recent(500).filter((e) => e.scope.startsWith('store/product/')),
    ).toEqual([]);
  });

  it('is the same shop on every first start, and is not seeded again on a restart', async () => {
    const other = await startTestStore();
    try {
      // Picture addresses are at each service's own origin: compared without it.
      const strip = (p: Product, origin: string) => ({
        ...p,
        date_created: '',
        date_modified: '',
        images: p.images?.map((i) => i.id),
        variants: p.variants?.map((v) => ({ ...v, image_url: v.image_url.replace(origin, '') })),
      });
      expect(
        listProducts(other.ctx, { include: ['variants', 'images'] }).items.map((p) =>
          strip(p, other.ctx.origin),
        ),
      ).toEqual(products.map((p) => strip(p, store.ctx.origin)));
    } finally {
      await other.close();
    }

    const path = tempDbPath();
    const first = await startTestStore({ db: path });
    const total = listProducts(first.ctx).total;
    for (const product of listProducts(first.ctx).items)
      await first.api('DELETE', `/v3/catalog/products/${product.id}`);
    await first.close();
    const second = await startTestStore({ db: path });
    try {
      expect(total).toBe(products.length);
      expect(listProducts(second.ctx).total).toBe(0);
    } finally {
      await second.close();
    }
  });
});
