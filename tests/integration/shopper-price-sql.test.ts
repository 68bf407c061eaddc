import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopperUnitPriceSql } from '@/emulator/pricelists';
import { graphqlAs, mintToken } from '../support/graphql';
import { startTestStore, type TestStore } from '../support/store-service';

/**
 * A search filters and orders by the shopper's price in SQL (emulator/pricelists/
 * shopper-price-sql.ts): the same price the storefront shows for each product, worked out
 * in JavaScript (catalog/pricing.ts), with a price list, sale prices and a variant's own
 * price in play.
 */
let store: TestStore;
let gql: ReturnType<typeof graphqlAs>;
/** Product id -> the price the storefront shows a guest. */
let shown: Map<number, number>;

const PRICES = `query($after: String) { site { products(first: 50, after: $after) {
  pageInfo { hasNextPage endCursor } edges { node { entityId prices { price { value } } } } } } }`;

async function shownPrices(): Promise<Map<number, number>> {
  const prices = new Map<number, number>();
  let after: string | null = null;
  do {
    const page: any = (await gql(PRICES, { after })).body.data.site.products;
    for (const { node } of page.edges) prices.set(node.entityId, node.prices.price.value);
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return prices;
}

beforeAll(async () => {
  store = await startTestStore();
  gql = graphqlAs(store, await mintToken(store));
  const products = (await store.api('GET', '/v3/catalog/products?limit=250&include=variants')).body
    .data as any[];
  const plain = products.filter((p) => p.is_visible && p.base_variant_id && !p.sale_price);
  const withOptions = products.find(
    (p) => p.is_visible && !p.base_variant_id && p.variants.length > 1,
  );
  expect(plain.length).toBeGreaterThan(3);
  expect(withOptions).toBeDefined();
  // A channel-wide price list: one product cheaper, one on sale in the list.
  const list = (await store.api('POST', '/v3/pricelists', { body: { name: 'Channel' } })).body.data;
  await store.api('PUT', `/v3/pricelists/${list.id}/records`, {
    body: [
      { variant_id: plain[0].base_variant_id, currency: 'usd', price: 1.5 },
      { variant_id: plain[1].base_variant_id, currency: 'usd', price: 900, sale_price: 2.25 },
    ],
  });
  await store.api('POST', '/v3/pricelists/assignments', {
    body: [{ price_list_id: list.id, channel_id: 1 }],
  });
  // A product on sale in the catalog, and a first variant with its own price.
  await store.api('PUT', `/v3/catalog/products/${plain[2].id}`, { body: { sale_price: 3.1 } });
  const [first] = withOptions.variants;
  await store.api('PUT', `/v3/catalog/products/${withOptions.id}/variants/${first.id}`, {
    body: { price: 4.75 },
  });
  shown = await shownPrices();
  expect(shown.get(plain[0].id)).toBe(1.5);
  expect(shown.get(plain[1].id)).toBe(2.25);
  expect(shown.get(plain[2].id)).toBe(3.1);
  expect(shown.get(withOptions.id)).toBe(4.75);
}, 60_000);
afterAll(() => store.close());

const SEARCH = `query($filters: SearchProductsFiltersInput!, $sort: SearchProductsSortInput) {
  site { search { searchProducts(filters: $filters, sort: $sort) {
    products(first: 50) { collectionInfo { totalItems } edges { node { entityId } } } } } } }`;
const searchIds = async (filters: object, sort?: string) =>
  (
    (await gql(SEARCH, { filters, sort })).body.data.site.search.searchProducts.products
      .edges as Array<{
      node: { entityId: number };
    }>
  ).map((edge) => edge.node.entityId);

describe("the shopper's price in SQL", () => {
  it('is the price the storefront shows, for every product', () => {
    const { sql, params } = shopperUnitPriceSql(store.ctx, 1, null);
    const rows = store.ctx.db
      .prepare(`SELECT p.id, ${sql} AS price FROM catalog_products p WHERE p.is_visible = 1`)
      .all(...params) as Array<{ id: number; price: number | null }>;
    expect(
      new Map(rows.filter((row) => shown.has(row.id)).map((row) => [row.id, row.price])),
    ).toEqual(shown);
  });

  it('orders a search by it, both ways, ties by id', async () => {
    const byPrice = [...shown].sort(([a, x], [b, y]) => x - y || a - b).map(([id]) => id);
    expect(await searchIds({}, 'LOWEST_PRICE')).toEqual(byPrice.slice(0, 50));
    const highest = [...shown].sort(([a, x], [b, y]) => y - x || a - b).map(([id]) => id);
    expect(await searchIds({}, 'HIGHEST_PRICE')).toEqual(highest.slice(0, 50));
  });

  it('narrows a search to a price range by it', async () => {
    const within = [...shown].filter(([, price]) => price >= 2 && price <= 5).map(([id]) => id);
    expect(within.length).toBeGreaterThan(2);
    expect(
      (await searchIds({ price: { minPrice: 2, maxPrice: 5 } })).sort((a, b) => a - b),
    ).toEqual(within.sort((a, b) => a - b));
  });

  it("orders a category's products by it, both ways, ties by id (site.category.products)", async () => {
    const CATEGORY = `query($id: Int!, $sort: CategoryProductSort) { site { category(entityId: $id) {
      products(first: 50, sortBy: $sort) { edges { node { entityId } } } } } }`;
    const categories = (await store.api('GET', '/v3/catalog/categories')).body.data as any[];
    let checked = 0;
    for (const { id } of categories) {
      const inCategory = await gql(CATEGORY, { id, sort: 'FEATURED' });
      const members = new Set<number>(
        inCategory.body.data.site.category.products.edges.map((edge: any) => edge.node.entityId),
      );
      if (members.size < 2) continue;
      const priced = [...shown].filter(([product]) => members.has(product));
      const ids = async (sort: string) =>
        (await gql(CATEGORY, { id, sort })).body.data.site.category.products.edges.map(
          (edge: any) => edge.node.entityId,
        );
      expect(await ids('LOWEST_PRICE')).toEqual(
        priced.sort(([a, x], [b, y]) => x - y || a - b).map(([product]) => product),
      );
      expect(await ids('HIGHEST_PRICE')).toEqual(
        priced.sort(([a, x], [b, y]) => y - x || a - b).map(([product]) => product),
      );
      checked += 1;
    }
    expect(checked).toBeGreaterThan(1);
  });
});
