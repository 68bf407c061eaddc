import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, mintToken } from '../support/graphql';
import { startTestStore, type TestStore } from '../support/store-service';

/**
 * Faceted search on the storefront GraphQL endpoint: the facets of the demo catalog with
 * their counts, and products narrowed by them, the values of one facet with OR and the
 * facets with AND. Every count is checked against the results of choosing that value.
 */

const SEARCH = `query($filters: SearchProductsFiltersInput!, $sort: SearchProductsSortInput) { site { search { searchProducts(filters: $filters, sort: $sort) {
  products(first: 50) { collectionInfo { totalItems } edges { node { entityId name brand { entityId } categories(first: 50) { edges { node { entityId } } }
    prices { price { value } } inventory { isInStock } reviewSummary { numberOfReviews summationOfRatings }
    productOptions { edges { node { displayName ... on MultipleChoiceOption { values { edges { node { label } } } } } } } } } }
  filters(first: 50) { edges { node { __typename name
    ... on BrandSearchFilter { brands(first: 50) { edges { node { entityId name isSelected productCount } } } }
    ... on CategorySearchFilter { categories(first: 50) { edges { node { entityId name isSelected productCount
      subCategories(first: 50) { edges { node { entityId name isSelected productCount } } } } } } }
    ... on ProductAttributeSearchFilter { filterName attributes(first: 50) { edges { node { value isSelected productCount } } } }
    ... on RatingSearchFilter { ratings(first: 50) { edges { node { value isSelected productCount } } } }
    ... on PriceSearchFilter { selected { minPrice maxPrice } }
    ... on OtherSearchFilter { isInStock { isSelected productCount } freeShipping { isSelected productCount } isFeatured { isSelected productCount } }
  } } }
} } } }`;

interface Facet {
  __typename: string;
  name: string;
  [key: string]: any;
}

let store: TestStore;
let gql: ReturnType<typeof graphqlAs>;

beforeAll(async () => {
  store = await startTestStore();
  gql = graphqlAs(store, await mintToken(store));
});
afterAll(() => store.close());

async function search(filters: Record<string, unknown>, sort?: string) {
  const answer = await gql(SEARCH, { filters, sort });
  expect(answer.body.errors).toBeUndefined();
  const result = answer.body.data.site.search.searchProducts;
  const facets: Facet[] = result.filters.edges.map((e: { node: Facet }) => e.node);
  return {
    total: result.products.collectionInfo.totalItems as number,
    products: result.products.edges.map((e: { node: any }) => e.node) as any[],
    facet: (name: string) => facets.find((f) => f.name === name),
    facets,
  };
}

const nodes = (connection: { edges: Array<{ node: any }> }) => connection.edges.map((e) => e.node);

/** Every value of every facet, as the filters that choose it alone (on top of `base`). */
interface Choice {
  label: string;
  filters: Record<string, unknown>;
  count: number;
}

function choices(facets: Facet[], base: Record<string, unknown>): Choice[] {
  return facets.flatMap((facet): Choice[] => {
    switch (facet.__typename) {
      case 'BrandSearchFilter':
        return nodes(facet.brands).map((b) => ({
          label: `brand ${b.name}`,
          filters: { ...base, brandEntityIds: [b.entityId] },
          count: b.productCount,
        }));
      case 'CategorySearchFilter':
        return nodes(facet.categories)
          .flatMap((c) => [c, ...nodes(c.subCategories)])
          .map((c) => ({
            label: `category ${c.name}`,
            filters: { ...base, categoryEntityIds: [c.entityId] },
            count: c.productCount,
          }));
      case 'ProductAttributeSearchFilter':
        return nodes(facet.attributes).map((a) => ({
          label: `${facet.filterName} ${a.value}`,
          filters: {
            ...base,
            productAttributes: [{ attribute: facet.filterName, values: [a.value] }],
          },
          count: a.productCount,
        }));
      case 'RatingSearchFilter':
        return nodes(facet.ratings).map((r) => ({
          label: `rating ${r.value}+`,
          filters: { ...base, rating: { minRating: Number(r.value) } },
          count: r.productCount,
        }));
      case 'OtherSearchFilter':
        return [
          {
            label: 'in stock',
            filters: { ...base, hideOutOfStock: true },
            count: facet.isInStock.productCount,
          },
          {
            label: 'free shipping',
            filters: { ...base, isFreeShipping: true },
            count: facet.freeShipping.productCount,
          },
          {
            label: 'featured',
            filters: { ...base, isFeatured: true },
            count: facet.isFeatured.productCount,
          },
        ];
      default:
        return [];
    }
  });
}

describe('storefront GraphQL: faceted search', () => {
  it('lists the facets of the whole catalog: categories, brands, options and custom fields, price, rating, stock and shipping', async () => {
    const all = await search({});
    expect(all.facets.map((f) => f.name)).toEqual([
      'Category',
      'Brand',
      'Color',
      'Material',
      'Size',
      'Price',
      'Rating',
      'Other',
    ]);
    // Every product has one brand: the brand counts add up to the results.
    expect(nodes(all.facet('Brand')!.brands).reduce((sum, b) => sum + b.productCount, 0)).toBe(
      all.total,
    );
    expect(nodes(all.facet('Color')!.attributes).map((a) => a.value)).toEqual(
      expect.arrayContaining(['Cream', 'Sage', 'Natural']),
    );
    expect(
      nodes(all.facet('Material')!.attributes).find((a) => a.value === 'Stoneware')!.productCount,
    ).toBeGreaterThan(3);
    expect(all.facet('Price')!.selected).toBeNull();
    expect(all.facet('Other')!.freeShipping.productCount).toBeGreaterThan(0);
    expect(all.facet('Other')!.isInStock.productCount).toBeLessThan(all.total);
  });

  it('shows exactly as many products as each value of each facet says, alone and within a search term', async () => {
    for (const base of [{}, { searchTerm: 'linen' }]) {
      const start = await search(base);
      const options = choices(start.facets, base);
      expect(options.length).toBeGreaterThan(10);
      for (const option of options) {
        expect((await search(option.filters)).total, option.label).toBe(option.count);
      }
    }
  });

  it('combines the values of one facet with OR and facets with AND, counting each facet without its own choice', async () => {
    const all = await search({});
    const [alder, saltmarsh] = nodes(all.facet('Brand')!.brands);
    const either = await search({ brandEntityIds: [alder.entityId, saltmarsh.entityId] });
    expect(either.total).toBe(alder.productCount + saltmarsh.productCount);
    // The brand facet still offers every brand with its own count: choosing one more adds its products.
    expect(
      nodes(either.facet('Brand')!.brands).map((b) => [b.entityId, b.productCount, b.isSelected]),
    ).toEqual(
      nodes(all.facet('Brand')!.brands).map((b) => [
        b.entityId,
        b.productCount,
        [alder.entityId, saltmarsh.entityId].includes(b.entityId),
      ]),
    );

    const inStock = await search({
      brandEntityIds: [alder.entityId, saltmarsh.entityId],
      hideOutOfStock: true,
    });
    expect(inStock.total).toBe(either.facet('Other')!.isInStock.productCount);
    expect(
      inStock.products.every(
        (p) =>
          [alder.entityId, saltmarsh.entityId].includes(p.brand.entityId) && p.inventory.isInStock,
      ),
    ).toBe(true);
    expect(inStock.facet('Other')!.isInStock.isSelected).toBe(true);
  });

  it('narrows by option values, by a price range, by rating and within a category page', async () => {
    const sage = await search({ productAttributes: [{ attribute: 'Color', values: ['Sage'] }] });
    expect(sage.total).toBeGreaterThan(1);
    for (const product of sage.products) {
      const colors = nodes(product.productOptions)
        .filter((o) => o.displayName === 'Color')
        .flatMap((o) => nodes(o.values).map((v) => v.label));
      expect(colors).toContain('Sage');
    }
    expect(nodes(sage.facet('Color')!.attributes).find((a) => a.value === 'Sage')!.isSelected).toBe(
      true,
    );

    const range = await search({ price: { minPrice: 20, maxPrice: 40 } }, 'LOWEST_PRICE');
    const prices = range.products.map((p) => p.prices.price.value);
    expect(prices.every((price) => price >= 20 && price <= 40)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(range.facet('Price')!.selected).toEqual({ minPrice: 20, maxPrice: 40 });

    const rated = await search({ rating: { minRating: 4 } });
    expect(rated.total).toBeGreaterThan(0);
    for (const p of rated.products)
      expect(
        p.reviewSummary.summationOfRatings / p.reviewSummary.numberOfReviews,
      ).toBeGreaterThanOrEqual(4);

    const kitchen = (await store.api('GET', '/v3/catalog/categories?name=Kitchen')).body.data[0];
    const inKitchen = await search({ categoryEntityId: kitchen.id });
    const kitchenCount = nodes((await search({})).facet('Category')!.categories).find(
      (c) => c.entityId === kitchen.id,
    )!.productCount;
    expect(inKitchen.total).toBe(kitchenCount);
    const kitchenBrands = nodes(inKitchen.facet('Brand')!.brands);
    expect(kitchenBrands.reduce((sum, b) => sum + b.productCount, 0)).toBe(inKitchen.total);
  });

  it('keeps a chosen value on offer even when nothing matches it any more, so it can be taken back', async () => {
    const none = await search({
      productAttributes: [{ attribute: 'Color', values: ['Ultraviolet'] }],
    });
    expect(none.total).toBe(0);
    expect(nodes(none.facet('Color')!.attributes).find((a) => a.value === 'Ultraviolet')).toEqual({
      value: 'Ultraviolet',
      isSelected: true,
      productCount: 0,
    });
  });
});
