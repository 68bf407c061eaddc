import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adjustInventory,
  categoryTree,
  getBrand,
  getCategory,
  getCategoryByPath,
  getPageByPath,
  getProduct,
  getProductByPath,
  getVariant,
  getVariantBySku,
  imagesOf,
  InsufficientStockError,
  listBrands,
  listProducts,
  optionsOf,
  resolveCatalogPath,
  searchedProductIds,
  stockOf,
  unitPrice,
  updateProduct,
  variantsOf,
  whyNotPurchasable,
} from '@/emulator/catalog';
import Database from 'better-sqlite3';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

const sku = (value: string) => getVariantBySku(store.ctx, value)!;

describe('catalog repository', () => {
  it('finds a product by path with or without slashes', () => {
    for (const path of [
      '/kitchen/mugs/enamel-camp-mug/',
      'kitchen/mugs/enamel-camp-mug',
      '/kitchen/mugs/enamel-camp-mug',
    ]) {
      expect(getProductByPath(store.ctx, path)?.name).toBe('Enamel Camp Mug');
    }
    expect(getProductByPath(store.ctx, '/half-sheet-pan/')?.name).toBe('Half Sheet Pan');
    expect(getProductByPath(store.ctx, '/kitchen/mugs/')).toBeNull();
    expect(getProductByPath(store.ctx, '/')).toBeNull();
    expect(getProduct(store.ctx, 99999)).toBeNull();
  });

  it('resolves any storefront path to its product, category, brand or page', () => {
    expect(resolveCatalogPath(store.ctx, '/kitchen/mugs/')).toEqual({ type: 'category', id: 2 });
    expect(resolveCatalogPath(store.ctx, 'garden/pots/terracotta-planter')).toEqual({
      type: 'product',
      id: 39,
    });
    expect(resolveCatalogPath(store.ctx, '/brands/fernwood-studio/')).toEqual({
      type: 'brand',
      id: 3,
    });
    expect(resolveCatalogPath(store.ctx, '/shipping-returns')).toEqual({ type: 'page', id: 3 });
    expect(resolveCatalogPath(store.ctx, '/nowhere/')).toBeNull();
    expect(getPageByPath(store.ctx, 'about-us/makers')?.name).toBe('Our Makers');
  });

  it('lists products by category (optionally with subcategories), brand, search, featured and visibility', () => {
    const kitchenOnly = listProducts(store.ctx, { categoryId: 1 });
    const kitchenTree = listProducts(store.ctx, { categoryId: 1, includeSubcategories: true });
    expect(kitchenTree.total).toBeGreaterThan(kitchenOnly.total);
    expect(kitchenTree.items.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Cast Iron Skillet', 'Enamel Camp Mug', "Chef's Knife"]),
    );
    expect(
      listProducts(store.ctx, { brandId: 4, visibleOnly: true }).items.some((p) => !p.is_visible),
    ).toBe(false);
    expect(listProducts(store.ctx, { search: 'cast iron' }).items.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Cast Iron Skillet', 'Enamelled Dutch Oven']),
    );
    const page = listProducts(store.ctx, { featured: true, first: 2, offset: 2, sort: 'name' });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(4);
    expect(listProducts(store.ctx, { ids: [] }).total).toBe(0);
  });

  it('finds products by text as they are written: created, renamed, given keywords, deleted', async () => {
    const found = async (keyword: string) =>
      (
        await store.api('GET', `/v3/catalog/products?keyword=${encodeURIComponent(keyword)}`)
      ).body.data.map((p: { sku: string }) => p.sku);
    const created = await store.api('POST', '/v3/catalog/products', {
      body: {
        name: 'Quilted Zephyr Throw',
        type: 'physical',
        weight: 1,
        price: 40,
        sku: 'ZEPH-1',
        description: '<p>Warm as a "cloud"</p>',
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    // Any part of a word, any case, every word; short words and quotes too.
    expect(await found('ephy')).toEqual(['ZEPH-1']);
    expect(await found('QUILTED throw')).toEqual(['ZEPH-1']);
    expect(await found('zeph-1')).toEqual(['ZEPH-1']);
    expect(await found('"cloud"')).toEqual(['ZEPH-1']);
    expect(await found('Zephyr blanket')).toEqual([]);
    expect(await found('zx')).toEqual([]);

    await store.api('PUT', `/v3/catalog/products/${id}`, {
      body: { name: 'Quilted Mistral Throw', search_keywords: 'blanket, coverlet' },
    });
    expect(await found('zephyr')).toEqual([]);
    expect(await found('mistral')).toEqual(['ZEPH-1']);
    expect(await found('coverlet')).toEqual(['ZEPH-1']);

    await store.api('DELETE', `/v3/catalog/products/${id}`);
    expect(await found('mistral')).toEqual([]);
  });

  it("finds products by a variant's SKU and their brand's name as these change", async () => {
    const found = async (keyword: string) =>
      (
        await store.api('GET', `/v3/catalog/products?keyword=${encodeURIComponent(keyword)}`)
      ).body.data.map((p: { sku: string }) => p.sku);
    const brand = (
      await store.api('POST', '/v3/catalog/brands', { body: { name: 'Brindlewick Goods' } })
    ).body.data;
    const product = (
      await store.api('POST', '/v3/catalog/products', {
        body: { name: 'Plain Jar', type: 'physical', weight: 1, price: 9, sku: 'JAR-1' },
      })
    ).body.data;
    expect(await found('brindlewick')).toEqual([]);

    await store.api('PUT', `/v3/catalog/products/${product.id}`, { body: { brand_id: brand.id } });
    expect(await found('BRINDLEWICK jar')).toEqual(['JAR-1']);
    await store.api('PUT', `/v3/catalog/brands/${brand.id}`, { body: { name: 'Quennel Goods' } });
    expect(await found('brindlewick')).toEqual([]);
    expect(await found('quennel')).toEqual(['JAR-1']);

    const variant = (
      await store.api('POST', `/v3/catalog/products/${product.id}/variants`, {
        body: {
          sku: 'JAR-1-AMBERGLOW',
          option_values: [{ option_display_name: 'Glass', label: 'Amber' }],
        },
      })
    ).body.data;
    expect(await found('amberglow')).toEqual(['JAR-1']);
    await store.api('PUT', `/v3/catalog/products/${product.id}/variants/${variant.id}`, {
      body: { sku: 'JAR-1-SMOKE' },
    });
    expect(await found('amberglow')).toEqual([]);
    expect(await found('1-smoke')).toEqual(['JAR-1']);

    await store.api('DELETE', `/v3/catalog/brands/${brand.id}`);
    expect(await found('quennel')).toEqual([]);
    expect(await found('smoke')).toEqual(['JAR-1']);
    await store.api('DELETE', `/v3/catalog/products/${product.id}`);
    expect(await found('smoke')).toEqual([]);
  });

  it('gives the category tree with depth and paths, and categories and brands by id or path', () => {
    const tree = categoryTree(store.ctx);
    expect(tree.map((c) => c.name)).toEqual(['Kitchen', 'Home Decor', 'Garden']);
    expect(tree[0]!.children.map((c) => [c.name, c.depth, c.path])).toEqual([
      ['Mugs & Cups', 2, [1, 2]],
      ['Cookware', 2, [1, 3]],
    ]);
    expect(getCategory(store.ctx, 5)?.name).toBe('Textiles');
    expect(getCategoryByPath(store.ctx, 'decor/textiles')?.id).toBe(5);
    expect(getBrand(store.ctx, 1)?.name).toBe('Alder & Ash');
    expect(listBrands(store.ctx).total).toBe(4);
  });

  it('gives variants, options and images of a product', () => {
    const variants = variantsOf(store.ctx, 8);
    expect(variants.map((v) => v.option_values[0]!.label)).toEqual(['8 in', '10 in', '12 in']);
    expect(getVariant(store.ctx, variants[0]!.id)?.sku).toBe(variants[0]!.sku);
    expect(optionsOf(store.ctx, 8)).toEqual([
      expect.objectContaining({
        display_name: 'Size',
        option_values: [
          expect.objectContaining({ label: '8 in' }),
          expect.anything(),
          expect.anything(),
        ],
      }),
    ]);
    const images = imagesOf(store.ctx, 8);
    expect(images[0]!.url_zoom).toMatch(
      new RegExp(`^${store.origin}/images/products/8/\\d+/zoom\\.svg$`),
    );
  });
});

describe('a database from before the catalog text index (issue 33)', () => {
  it('is indexed once at start, and loses the index it replaces', async () => {
    const path = tempDbPath();
    await (await startTestStore({ db: path })).close();
    // As the first text index left it: the products' own texts, kept by three triggers.
    const older = new Database(path);
    older.exec(`
      DROP TABLE catalog_search_text;
      DELETE FROM schema_migrations WHERE name LIKE 'catalog_search_text%';
      CREATE VIRTUAL TABLE catalog_product_text USING fts5(
        name, sku, description, search_keywords,
        content = 'catalog_products', content_rowid = 'id', tokenize = 'trigram');
      CREATE TRIGGER catalog_product_text_insert AFTER INSERT ON catalog_products BEGIN
        INSERT INTO catalog_product_text (rowid, name, sku, description, search_keywords)
          VALUES (new.id, new.name, new.sku, new.description, new.search_keywords);
      END;
      INSERT INTO catalog_product_text (catalog_product_text) VALUES ('rebuild');`);
    older.close();

    const store = await startTestStore({ db: path });
    try {
      const skus = (keyword: string) =>
        listProducts(store.ctx, { search: keyword }).items.map((p) => p.sku);
      // Found by a variant's SKU: the new index holds more than the products' own texts.
      expect(skus('AA-101-NAVY')).toEqual(['AA-101']);
      expect(skus('101-nav')).toEqual(['AA-101']);
      const tables = store.ctx.db
        .prepare("SELECT name FROM sqlite_master WHERE name LIKE 'catalog_product_text%'")
        .all();
      expect(tables).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it("gives an older database's search rows their sort keys, and watches them from then on", async () => {
    const path = tempDbPath();
    await (await startTestStore({ db: path })).close();
    // As the search rows were before they kept the keys of the name, date and sales orders.
    const older = new Database(path);
    older.exec(`
      DELETE FROM schema_migrations WHERE name = 'catalog_search_rows: sort keys';
      DROP INDEX catalog_search_rows_name;
      DROP INDEX catalog_search_rows_date_created;
      DROP INDEX catalog_search_rows_total_sold;
      ALTER TABLE catalog_search_rows DROP COLUMN name;
      ALTER TABLE catalog_search_rows DROP COLUMN date_created;
      ALTER TABLE catalog_search_rows DROP COLUMN total_sold;
      DROP TRIGGER catalog_search_product_update;
      CREATE TRIGGER catalog_search_product_update AFTER UPDATE OF
        brand_id, is_visible, is_featured, is_free_shipping, sort_order, inventory_level,
        inventory_tracking, price, sale_price ON catalog_products BEGIN
        INSERT OR IGNORE INTO catalog_search_stale VALUES (new.id);
      END;`);
    older.close();

    const store = await startTestStore({ db: path });
    try {
      const byName = () =>
        searchedProductIds(store.ctx, {}, [], { sort: 'name', direction: 'desc' });
      const byProducts = () =>
        listProducts(store.ctx, { visibleOnly: true, sort: 'name', direction: 'desc' }).items.map(
          (product) => product.id,
        );
      expect(byName()).toEqual(byProducts());
      const [first] = byName();
      updateProduct(store.ctx, first!, { name: 'Aardvark mug' });
      expect(byName().at(-1)).toBe(first);
      expect(byName()).toEqual(byProducts());
    } finally {
      await store.close();
    }
  });
});

describe('inventory', () => {
  it("decrements a variant-tracked variant and publishes the product's and the SKU's order inventory events", () => {
    const cream = sku('AA-101-CREAM');
    const stock = adjustInventory(store.ctx, cream.id, -4);
    expect(stock).toEqual({
      productId: 1,
      variantId: cream.id,
      tracking: 'variant',
      level: 20,
      inStock: true,
    });
    expect(getProduct(store.ctx, 1)!.inventory_level).toBe(32);
    expect(getProduct(store.ctx, 1)!.total_sold).toBe(11 + 4);
    const inventory = { product_id: 1, method: 'relative', value: -4 };
    const [skuEvent, productEvent] = store.ctx.events.recent(2);
    // The product's callback as the reference's example has it (no variant_id); the SKU's names the variant.
    expect(productEvent).toMatchObject({
      scope: 'store/product/inventory/order/updated',
      data: { type: 'product', id: 1 },
    });
    expect((productEvent!.data as unknown as { inventory: unknown }).inventory).toEqual(inventory);
    expect(skuEvent).toMatchObject({
      scope: 'store/sku/inventory/order/updated',
      data: { type: 'sku', id: cream.id, inventory: { ...inventory, variant_id: cream.id } },
    });
  });

  it('counts product-tracked stock on the product, and manual changes publish store/product/inventory/updated', () => {
    const base = getProduct(store.ctx, 3)!.base_variant_id!;
    expect(adjustInventory(store.ctx, base, 5, { cause: 'manual' }).level).toBe(45);
    expect(store.ctx.events.recent(1)[0]).toMatchObject({
      scope: 'store/product/inventory/updated',
      data: { id: 3, inventory: { product_id: 3, method: 'relative', value: 5 } },
    });
    expect(getProduct(store.ctx, 3)!.total_sold).toBe((2 * 37 + 11) % 140);
  });

  it('refuses to sell more than is in stock, clearly, and changes nothing', () => {
    const forest = sku('AA-101-FOREST');
    const before = store.ctx.events.recent(1)[0]!.id;
    expect(() => adjustInventory(store.ctx, forest.id, -1)).toThrow(InsufficientStockError);
    const error = (() => {
      try {
        adjustInventory(store.ctx, sku('AA-101-NAVY').id, -13);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(InsufficientStockError);
    expect((error as InsufficientStockError).status).toBe(422);
    expect((error as InsufficientStockError).message).toMatch(/Only 12 of SKU AA-101-NAVY/);
    expect(stockOf(store.ctx, sku('AA-101-NAVY').id)?.level).toBe(12);
    expect(store.ctx.events.recent(1)[0]!.id).toBe(before);
    expect(() => adjustInventory(store.ctx, 99999, -1)).toThrow(/not found/);
    expect(() => adjustInventory(store.ctx, forest.id, 0.5)).toThrow(/whole number/);
  });

  it('leaves untracked products alone', () => {
    const guide = getProductByPath(store.ctx, '/pickling-and-preserving-guide/')!;
    expect(adjustInventory(store.ctx, guide.base_variant_id!, -100)).toMatchObject({
      tracking: 'none',
      level: null,
      inStock: true,
    });
  });

  it('says why a variant cannot be bought', () => {
    expect(whyNotPurchasable(store.ctx, sku('AA-101-NAVY').id, 2)).toBeNull();
    expect(whyNotPurchasable(store.ctx, sku('AA-101-NAVY').id, 50)).toMatch(/Only 12/);
    expect(whyNotPurchasable(store.ctx, sku('AA-101-FOREST').id, 1)).toMatch(/out of stock/);
    const hidden = getProductByPath(store.ctx, '/garden-kneeler-pad/')!;
    expect(whyNotPurchasable(store.ctx, hidden.base_variant_id!, 1)).toMatch(/not available/);
    expect(whyNotPurchasable(store.ctx, 99999, 1)).toMatch(/does not exist/);
  });
});

describe('unitPrice', () => {
  it('uses the variant override, else the product price', () => {
    const twelveInch = sku('AA-108-12IN');
    expect(unitPrice(store.ctx, { variantId: twelveInch.id, quantity: 1 })).toMatchObject({
      productId: 8,
      basePrice: 62,
      salePrice: null,
      unitPrice: 62,
      source: 'catalog',
      currency: 'USD',
    });
    expect(
      unitPrice(store.ctx, { variantId: sku('AA-101-CREAM').id, quantity: 1 })?.unitPrice,
    ).toBe(18);
  });

  it('applies the sale price and keeps the retail price', () => {
    const flame = sku('AA-109-FLAME');
    expect(
      unitPrice(store.ctx, {
        variantId: flame.id,
        quantity: 1,
        channelId: 1,
        customerGroupId: null,
      }),
    ).toMatchObject({
      basePrice: 129,
      salePrice: 109,
      retailPrice: 149,
      calculatedPrice: 109,
      unitPrice: 109,
    });
  });

  it('applies product-level bulk tiers by quantity', () => {
    const espresso = getProduct(store.ctx, 3)!.base_variant_id!;
    const at = (quantity: number) => unitPrice(store.ctx, { variantId: espresso, quantity })!;
    expect(at(1)).toMatchObject({ unitPrice: 36, bulkTier: null, extendedPrice: 36 });
    expect(at(2)).toMatchObject({
      unitPrice: 34.2,
      bulkTier: { quantity_min: 2, quantity_max: 3, type: 'percent', amount: 5 },
    });
    expect(at(4)).toMatchObject({ unitPrice: 32.4, extendedPrice: 129.6 });
    expect(at(40).unitPrice).toBe(32.4);
  });

  it('is null for an unknown variant and refuses a bad quantity', () => {
    expect(unitPrice(store.ctx, { variantId: 99999, quantity: 1 })).toBeNull();
    expect(() => unitPrice(store.ctx, { variantId: sku('AA-101-CREAM').id, quantity: 0 })).toThrow(
      /at least 1/,
    );
  });
});
