import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growDemoCatalog, type DemoGrowthProgress } from '@/emulator/demo';
import { listProducts, updateProduct } from '@/emulator/catalog';
import { graphqlAs, mintToken } from '../support/graphql';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';

/**
 * `--demo-products N` (issue 33): the demo shop grown to N products with generated ones,
 * written through the same product code as the management API, so they are searchable,
 * priced, stocked and pictured like any other product.
 */

const GROWN_TO = 1_200;
let store: TestStore;
const progress: DemoGrowthProgress[] = [];

beforeAll(async () => {
  store = await startTestStore({
    db: tempDbPath(),
    demoProducts: GROWN_TO,
    onDemoProgress: (step) => progress.push(step),
  });
});
afterAll(() => store.close());

const generated = () =>
  listProducts(store.ctx, {
    include: ['variants', 'images'],
    first: 250,
    offset: 250,
  }).items.filter((product) => product.sku.startsWith('GEN-'));

describe('a demo catalog of any size', () => {
  it('holds the products asked for, and says how far it got after each batch', async () => {
    const { body } = await store.api('GET', '/v3/catalog/products?limit=1');
    expect(body.meta.pagination.total).toBe(GROWN_TO);
    expect(progress.map((step) => step.made)).toEqual([1000, GROWN_TO - 45]);
    expect(progress.every((step) => step.wanted === GROWN_TO - 45)).toBe(true);
  });

  it('spreads the products over every demo category and brand, with prices, stock, colours and pictures', () => {
    const products = generated();
    expect(products.length).toBe(250);
    expect(new Set(products.flatMap((p) => p.categories)).size).toBe(6);
    expect(new Set(products.map((p) => p.brand_id)).size).toBe(4);
    expect(new Set(products.map((p) => Math.floor(p.price / 25))).size).toBeGreaterThan(4);
    expect(products.some((p) => p.inventory_level === 0)).toBe(true);
    expect(products.some((p) => p.sale_price > 0 && p.sale_price < p.price)).toBe(true);
    expect(products.every((p) => p.images!.length === 1)).toBe(true);
    const coloured = products.filter((p) => p.variants!.length > 1);
    expect(coloured.length).toBeGreaterThan(50);
    for (const variant of coloured.flatMap((p) => p.variants!)) {
      expect(variant.option_values[0]!.option_display_name).toBe('Color');
      expect(variant.image_url).toMatch(/^https?:\/\/.+\/images\//);
    }
  });

  it('makes products a shopper finds by name in the storefront search', async () => {
    const [product] = generated();
    const gql = graphqlAs(store, await mintToken(store));
    const answer = await gql(
      `query($term: String!) { site { search { searchProducts(filters: { searchTerm: $term }) {
        products(first: 5) { edges { node { entityId name } } } } } } }`,
      { term: product!.name },
    );
    const found = answer.body.data.site.search.searchProducts.products.edges.map(
      (edge: { node: { entityId: number } }) => edge.node.entityId,
    );
    expect(found).toContain(product!.id);
  });

  it('indexes every batch for text search, variant SKUs too, and a later write as before', async () => {
    const gql = graphqlAs(store, await mintToken(store));
    const search = async (term: string) =>
      (
        await gql(
          `query($term: String!) { site { search { searchProducts(filters: { searchTerm: $term }) {
            products(first: 5) { edges { node { entityId } } } } } } }`,
          { term },
        )
      ).body.data.site.search.searchProducts.products.edges.map(
        (edge: { node: { entityId: number } }) => edge.node.entityId,
      );
    const last = generated().at(-1)!;
    const [withVariants] = listProducts(store.ctx, { sku: last.sku, include: ['variants'] }).items;
    const variantSku = withVariants!.variants!.at(-1)!.sku;
    expect(await search(variantSku)).toContain(last.id);
    // The index's triggers are back after the growth: a renamed product is found by its new name.
    updateProduct(store.ctx, last.id, { name: 'Quokka Teapot Deluxe' });
    expect(await search('quokka teapot')).toEqual([last.id]);
  });

  it('adds nothing when the catalog already has N products, and only the difference for a larger N', () => {
    expect(growDemoCatalog(store.ctx, GROWN_TO)).toMatchObject({
      before: GROWN_TO,
      after: GROWN_TO,
    });
    expect(growDemoCatalog(store.ctx, GROWN_TO + 10)).toMatchObject({
      before: GROWN_TO,
      after: GROWN_TO + 10,
    });
    const skus = listProducts(store.ctx, { first: 1, sort: 'id', direction: 'desc' }).items.map(
      (p) => p.sku,
    );
    expect(skus[0]).toBe(`GEN-${GROWN_TO - 45 + 10}`);
  });

  it('gives the same products for the same size on every machine', async () => {
    const other = await startTestStore({ demoProducts: 60 });
    try {
      const names = (s: TestStore) =>
        listProducts(s.ctx, { first: 15, offset: 45 }).items.map((p) => `${p.name} ${p.price}`);
      expect(names(other)).toEqual(names(store));
    } finally {
      await other.close();
    }
  });
});
