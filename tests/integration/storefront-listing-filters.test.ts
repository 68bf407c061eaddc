import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CurrenciesDocument,
  ListingDocument,
  type ListingQuery,
} from '@/graphql/generated/operations';
import { findCustomerByEmail } from '@/emulator/customers/repository';
import { facetGroups } from '@/lib/shared/facets';
import { type ListingScope, currencyArgument, listingFilters } from '@/lib/shared/listing-filters';
import {
  DEFAULT_LISTING_STATE,
  type ListingState,
  listingHref,
  listingStateOfQuery,
  splitListingPath,
} from '@/lib/shared/listing-state';
import { sortChoice } from '@/lib/shared/sorting';
import { loadStorefrontGraphQL } from '../support/storefront-env';
import { type TestStore, startTestStore } from '../support/store-service';

vi.mock(
  '@apollo/client-integration-nextjs',
  async () => (await import('../support/apollo-outside-rsc')).apolloOutsideRsc,
);

/**
 * The storefront's filters against the local store: a shopper's form (a query string)
 * becomes the listing's address, the address becomes the store's search filters, and
 * what the store shows matches the counts the filter form promised.
 */
let store: TestStore;
let graphql: Awaited<ReturnType<typeof loadStorefrontGraphQL>>;
let kitchen: ListingScope;
beforeAll(async () => {
  store = await startTestStore();
  graphql = await loadStorefrontGraphQL(store);
  const id = (await store.api('GET', '/v3/catalog/categories?name=Kitchen')).body.data[0]
    .id as number;
  kitchen = { kind: 'category', categoryId: id };
});
afterAll(async () => {
  await store.close();
});

type Currency = { code: string; exchangeRate: number };

/** The listing a page shows for a state, as getListing asks the store (without Next's cache). */
async function listing(
  scope: ListingScope,
  state: ListingState,
  currency: Currency = { code: '', exchangeRate: 1 },
) {
  const { site } = await graphql.storefrontQuery(ListingDocument, {
    filters: listingFilters(scope, state, currency),
    sort: sortChoice(state.sort).search,
    first: 50,
    after: null,
    currencyCode: currencyArgument(currency.code),
  });
  return site.search.searchProducts;
}

const productsOf = (result: ListingQuery['site']['search']['searchProducts']) =>
  result.products.edges?.map((edge) => edge.node) ?? [];

/** The state a page at the address of a form's query string shows: query → path → state, as the proxy and the page do. */
function stateOfForm(kind: 'category' | 'search', base: string, query: string): ListingState {
  const href = listingHref(base, listingStateOfQuery(kind, new URLSearchParams(query)));
  return splitListingPath(
    kind,
    href.split('/').filter(Boolean).slice(base.split('/').filter(Boolean).length),
  ).state;
}

describe('a category listing with filters', () => {
  it('shows as many products for each facet value as the filter form said, through the address round trip', async () => {
    const all = await listing(kitchen, DEFAULT_LISTING_STATE);
    const groups = facetGroups(
      'category',
      all.filters.edges?.map((edge) => edge.node) ?? [],
      DEFAULT_LISTING_STATE,
    );
    const choices = groups.flatMap((group) => (group.kind === 'choices' ? group.options : []));
    // Brands and materials at least, each with products.
    expect(new Set(choices.map((option) => option.name))).toEqual(
      new Set(['brand', 'attr', 'stock', 'ship']),
    );
    for (const option of choices.filter((o) => o.count > 0)) {
      const state = stateOfForm(
        'category',
        '/categories/kitchen',
        `${option.name}=${encodeURIComponent(option.value)}`,
      );
      const shown = await listing(kitchen, state);
      expect(shown.products.collectionInfo?.totalItems, `${option.name}=${option.value}`).toBe(
        option.count,
      );
    }
  });

  it('combines values of one facet with OR and different facets with AND, and counts agree with what is shown', async () => {
    const all = await listing(kitchen, DEFAULT_LISTING_STATE);
    const materials = facetGroups(
      'category',
      all.filters.edges?.map((edge) => edge.node) ?? [],
      DEFAULT_LISTING_STATE,
    )
      .flatMap((group) => (group.kind === 'choices' ? group.options : []))
      .filter((option) => option.name === 'attr');
    const [a, b] = materials.filter((option) => option.count > 0);
    const either = await listing(
      kitchen,
      stateOfForm(
        'category',
        '/categories/kitchen',
        `attr=${encodeURIComponent(a!.value)}&attr=${encodeURIComponent(b!.value)}`,
      ),
    );
    expect(either.products.collectionInfo?.totalItems).toBe(a!.count + b!.count);

    const inStock = stateOfForm(
      'category',
      '/categories/kitchen',
      `attr=${encodeURIComponent(a!.value)}&attr=${encodeURIComponent(b!.value)}&stock=in`,
    );
    const both = await listing(kitchen, inStock);
    const shown = productsOf(both);
    expect(shown.length).toBe(both.products.collectionInfo?.totalItems);
    expect(shown.every((product) => product.inventory.isInStock)).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(a!.count + b!.count);
  });

  it('reads a price range in the page’s currency: euro ends find the products whose euro prices lie between them', async () => {
    const { site } = await graphql.storefrontQuery(CurrenciesDocument, {});
    const euro = site.currencies
      .edges!.map((edge) => edge.node)
      .find((currency) => currency.code === 'EUR')!;
    expect(euro.exchangeRate).not.toBe(1);
    const everything = productsOf(
      await listing(kitchen, { ...DEFAULT_LISTING_STATE, currency: 'EUR' }, euro),
    );
    const euroPrices = everything.map((product) => product.prices!.price.value);
    expect(everything.every((product) => product.prices!.price.currencyCode === 'EUR')).toBe(true);
    const [low, high] = [Math.min(...euroPrices), Math.max(...euroPrices)];
    const max = Math.round(((low + high) / 2) * 100) / 100;

    const state = stateOfForm('category', '/categories/kitchen', `max=${max}&currency=EUR`);
    expect(state.price).toEqual({ min: null, max });
    const cheap = productsOf(await listing(kitchen, state, euro));
    const expected = everything
      .filter((product) => product.prices!.price.value <= max)
      .map((product) => product.entityId);
    expect(cheap.map((product) => product.entityId).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(everything.length);
  });
});

describe('reviews written through the storefront', () => {
  it('says a guest’s review awaits approval and a signed-in customer’s is published; the store’s field errors come back per field', async () => {
    const { addReview } = await import('@/lib/data/reviews');
    const mug = productsOf(
      await listing({ kind: 'search' }, { ...DEFAULT_LISTING_STATE, q: 'Enamel Camp Mug' }),
    )[0]!;
    const review = {
      rating: 5,
      title: 'Integration test review',
      text: 'A sturdy mug that keeps its colour.',
      author: 'Test Guest',
      email: '',
    };
    expect(await addReview(mug.entityId, review, { customerId: null })).toEqual({
      status: 'pending',
    });

    const sam = findCustomerByEmail(store.ctx, 'sam.buyer@example.com')!;
    expect(
      await addReview(mug.entityId, { ...review, author: 'Sam R.' }, { customerId: sam.id }),
    ).toEqual({ status: 'published' });

    const refused = await addReview(mug.entityId, { ...review, rating: 9 }, { customerId: null });
    expect(refused.status).toBe('refused');
    expect(refused.status === 'refused' && refused.fieldErrors.rating).toBeTruthy();
  });
});
