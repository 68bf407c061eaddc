import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorOf } from '@/emulator/graphql/relay';
import { startTestStore, type TestStore } from '../support/store-service';
import { graphqlAs, mintToken } from '../support/graphql';

let store: TestStore;
let gql: ReturnType<typeof graphqlAs>;
/** Demo products by role, looked up through the management API rather than assumed. */
let products: Array<{
  id: number;
  name: string;
  sale_price: number;
  price: number;
  inventory_level: number;
  inventory_tracking: string;
  is_visible: boolean;
  custom_url: { url: string };
  categories: number[];
  brand_id: number;
}>;

beforeAll(async () => {
  store = await startTestStore();
  gql = graphqlAs(store, await mintToken(store, 'storefront'));
  products = (await store.api('GET', '/v3/catalog/products?limit=250')).body.data;
});
afterAll(() => store.close());

const PRODUCT = `query Product($id: Int!) { site { product(entityId: $id) {
  id entityId name path sku plainTextDescription(characterLimit: 40)
  prices { price { value currencyCode } basePrice { value } salePrice { value } priceRange { min { value } max { value } }
    bulkPricing { minimumQuantity maximumQuantity ... on BulkPricingPercentageDiscount { percentOff } ... on BulkPricingRelativePriceDiscount { priceAdjustment } ... on BulkPricingFixedPriceDiscount { price } } }
  inventory { isInStock hasVariantInventory aggregated { availableToSell } }
  availabilityV2 { status }
  brand { name } categories { edges { node { name path } } }
  defaultImage { url(width: 300) altText isDefault }
  images(first: 5) { edges { node { url(width: 1000) } } }
  productOptions { edges { node { entityId displayName ... on MultipleChoiceOption { displayStyle values { edges { node { entityId label } } } } } } }
  variants(first: 20) { edges { node { entityId sku isPurchasable inventory { isInStock } prices { price { value } } productOptions { edges { node { displayName ... on MultipleChoiceOption { values { edges { node { label isSelected } } } } } } } } } }
} } }`;

describe('storefront GraphQL: catalog', () => {
  it('pages through visible products with cursors and a total', async () => {
    const visible = products.filter((p) => p.is_visible).length;
    const first = await gql(
      '{ site { products(first: 10) { pageInfo { hasNextPage endCursor } collectionInfo { totalItems } edges { node { entityId } } } } }',
    );
    expect(first.status).toBe(200);
    const page1 = first.body.data.site.products;
    expect(page1.edges).toHaveLength(10);
    expect(page1.collectionInfo.totalItems).toBe(visible);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await gql(
      'query($after: String) { site { products(first: 10, after: $after) { pageInfo { hasPreviousPage } edges { node { entityId } } } } }',
      {
        after: page1.pageInfo.endCursor,
      },
    );
    const ids1 = page1.edges.map((e: any) => e.node.entityId);
    const ids2 = second.body.data.site.products.edges.map((e: any) => e.node.entityId);
    expect(ids2.some((id: number) => ids1.includes(id))).toBe(false);
    expect(second.body.data.site.products.pageInfo.hasPreviousPage).toBe(true);
    // The page holding the last product says no other follows; the one just before it, one does.
    const PAGE = `query($after: String) { site { products(first: 10, after: $after) { pageInfo { hasNextPage } edges { node { entityId } } } } }`;
    const last = (await gql(PAGE, { after: cursorOf(visible - 11) })).body.data.site.products;
    expect(last.edges).toHaveLength(10);
    expect(last.pageInfo.hasNextPage).toBe(false);
    const beforeLast = (await gql(PAGE, { after: cursorOf(visible - 12) })).body.data.site.products;
    expect(beforeLast.pageInfo.hasNextPage).toBe(true);
    const bad = await gql('{ site { products(first: 500) { edges { cursor } } } }');
    expect(bad.body.errors?.[0]?.message).toMatch(/first must be between/);
  });

  it('shows a product with prices, sale price, stock, brand, categories, images, options and variants', async () => {
    const onSale = products.find((p) => p.sale_price > 0 && p.is_visible)!;
    const res = await gql(PRODUCT, { id: onSale.id });
    expect(res.status).toBe(200);
    const p = res.body.data.site.product;
    expect(p.entityId).toBe(onSale.id);
    expect(p.path).toBe(onSale.custom_url.url);
    expect(p.prices.salePrice.value).toBeLessThan(p.prices.basePrice.value);
    expect(p.prices.price.value).toBe(p.prices.salePrice.value);
    expect(p.prices.price.currencyCode).toBe('USD');
    expect(p.plainTextDescription.length).toBeLessThanOrEqual(40);
    expect(p.defaultImage.url).toMatch(/\/images\/products\/\d+\/\d+\/thumbnail\.svg$/);
    expect(p.images.edges[0].node.url).toMatch(/zoom\.svg$/);
    expect(p.brand.name).toBeTruthy();
    expect(p.categories.edges.length).toBeGreaterThan(0);
  });

  it('lists the variants of a product with options and their own stock and price', async () => {
    const skillet = products.find((p) => p.name === 'Cast Iron Skillet')!;
    const p = (await gql(PRODUCT, { id: skillet.id })).body.data.site.product;
    expect(p.productOptions.edges[0].node.values.edges.length).toBeGreaterThanOrEqual(3);
    expect(p.variants.edges.length).toBeGreaterThanOrEqual(3);
    const prices = p.variants.edges.map((e: any) => e.node.prices.price.value);
    expect(new Set(prices).size).toBeGreaterThan(1);
    expect(p.prices.priceRange.min.value).toBe(Math.min(...prices));
    expect(p.prices.priceRange.max.value).toBe(Math.max(...prices));
    const firstVariantOption = p.variants.edges[0].node.productOptions.edges[0].node.values.edges;
    expect(firstVariantOption).toHaveLength(1);
    expect(firstVariantOption[0].node.isSelected).toBe(true);
  });

  it('reports an out-of-stock product as such', async () => {
    const soldOut = products.find(
      (p) => p.inventory_tracking === 'product' && p.inventory_level === 0 && p.is_visible,
    )!;
    const p = (await gql(PRODUCT, { id: soldOut.id })).body.data.site.product;
    expect(p.inventory.isInStock).toBe(false);
    expect(p.inventory.aggregated.availableToSell).toBe(0);
    expect(p.variants.edges.every((e: any) => !e.node.isPurchasable)).toBe(true);
  });

  it('shows bulk pricing tiers', async () => {
    const withTiers = [];
    for (const p of products) {
      const rules = (await store.api('GET', `/v3/catalog/products/${p.id}/bulk-pricing-rules`)).body
        .data;
      if (rules.length) withTiers.push(p);
    }
    expect(withTiers.length).toBeGreaterThan(0);
    const p = (await gql(PRODUCT, { id: withTiers[0]!.id })).body.data.site.product;
    expect(p.prices.bulkPricing.length).toBeGreaterThan(0);
    expect(p.prices.bulkPricing[0].minimumQuantity).toBeGreaterThan(1);
  });

  it('resolves a storefront path with slashes to its product, and category and brand paths too', async () => {
    const nested = products.find((p) => p.custom_url.url.split('/').filter(Boolean).length > 1)!;
    const res = await gql(
      'query($path: String!) { site { route(path: $path) { node { __typename id ... on Product { entityId } } } } }',
      {
        path: nested.custom_url.url,
      },
    );
    expect(res.body.data.site.route.node).toMatchObject({
      __typename: 'Product',
      entityId: nested.id,
    });
    const withoutSlashes = await gql(
      'query($path: String!) { site { route(path: $path) { node { ... on Product { entityId } } } } }',
      {
        path: nested.custom_url.url.replace(/^\/|\/$/g, ''),
      },
    );
    expect(withoutSlashes.body.data.site.route.node.entityId).toBe(nested.id);
    const missing = await gql('{ site { route(path: "/no/such/thing/") { node { id } } } }');
    expect(missing.body.data.site.route.node).toBeNull();

    const tree = (
      await gql(
        '{ site { categoryTree { entityId name path productCount hasChildren children { entityId path } } } }',
      )
    ).body.data.site.categoryTree;
    const category = await gql(
      'query($path: String!) { site { route(path: $path) { node { __typename ... on Category { entityId name } } } } }',
      { path: tree[0].path },
    );
    expect(category.body.data.site.route.node).toMatchObject({
      __typename: 'Category',
      entityId: tree[0].entityId,
    });
  });

  it('gives the category tree with product counts, and a category with its products', async () => {
    const tree = (
      await gql(
        '{ site { categoryTree { entityId name productCount hasChildren children { entityId name productCount } } } }',
      )
    ).body.data.site.categoryTree;
    expect(tree.length).toBeGreaterThan(0);
    const parent = tree.find((c: any) => c.hasChildren);
    expect(parent.children.length).toBeGreaterThan(0);
    expect(parent.productCount).toBeGreaterThanOrEqual(parent.children[0].productCount);
    const res = await gql(
      'query($id: Int!) { site { category(entityId: $id) { name products(first: 50) { collectionInfo { totalItems } edges { node { entityId } } } } } }',
      {
        id: parent.entityId,
      },
    );
    expect(res.body.data.site.category.products.collectionInfo.totalItems).toBe(
      parent.productCount,
    );
  });

  it('searches by term, category, brand and price, with sorting', async () => {
    const SEARCH = `query($filters: SearchProductsFiltersInput!, $sort: SearchProductsSortInput) { site { search { searchProducts(filters: $filters, sort: $sort) {
      products(first: 50) { collectionInfo { totalItems } edges { node { entityId name prices { price { value } } } } } } } } }`;
    const mug = await gql(SEARCH, { filters: { searchTerm: 'mug' } });
    const found = mug.body.data.site.search.searchProducts.products.edges.map(
      (e: any) => e.node.name,
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((n: string) => /mug/i.test(n))).toBe(true);

    const cheap = await gql(SEARCH, { filters: { price: { maxPrice: 20 } }, sort: 'LOWEST_PRICE' });
    const prices = cheap.body.data.site.search.searchProducts.products.edges.map(
      (e: any) => e.node.prices.price.value,
    );
    expect(prices.length).toBeGreaterThan(1);
    expect(prices.every((p: number) => p <= 20)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);

    const none = await gql(SEARCH, { filters: { searchTerm: 'zzzznothing' } });
    expect(none.body.data.site.search.searchProducts.products.collectionInfo.totalItems).toBe(0);
  });

  it('never shows a hidden product', async () => {
    const hidden = products.find((p) => !p.is_visible)!;
    expect((await gql(PRODUCT, { id: hidden.id })).body.data.site.product).toBeNull();
    const all = await gql('{ site { products(first: 50) { edges { node { entityId } } } } }');
    expect(all.body.data.site.products.edges.map((e: any) => e.node.entityId)).not.toContain(
      hidden.id,
    );
  });

  it('finds objects by global id with node()', async () => {
    const id = (
      await gql('{ site { featuredProducts(first: 1) { edges { node { id entityId } } } } }')
    ).body.data.site.featuredProducts.edges[0].node;
    const res = await gql(
      'query($id: ID!) { node(id: $id) { __typename ... on Product { entityId } } }',
      { id: id.id },
    );
    expect(res.body.data.node).toEqual({ __typename: 'Product', entityId: id.entityId });
  });
});
