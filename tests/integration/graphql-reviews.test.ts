import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCustomerByEmail } from '@/emulator/customers/repository';
import { eventsSince, lastEventId } from '../support/orders';
import { graphqlAs, mintToken } from '../support/graphql';
import { startTestStore, type TestStore } from '../support/store-service';

/**
 * Product reviews and related products on the storefront GraphQL endpoint: the approved
 * reviews (management API's, with their status) with their summary, paged and sorted; a
 * shopper's review, which the store approves at once for a signed-in customer and holds
 * for a guest; and the store's automatic related products.
 */

const REVIEWS = `query($id: Int!, $after: String, $sort: ProductReviewsSortInput) { site { product(entityId: $id) {
  reviewSummary { numberOfReviews summationOfRatings }
  reviews(first: 3, after: $after, sort: $sort) { pageInfo { hasNextPage endCursor } edges { node { entityId title text rating author { name } createdAt { utc } } } }
} } }`;
const ADD = `mutation($input: AddProductReviewInput!) { catalog { addProductReview(input: $input) { errors { __typename
  ... on Error { message } ... on InvalidInputFieldsError { fields } } } } }`;
const RELATED = `query($id: Int!) { site { product(entityId: $id) { categories { edges { node { entityId } } }
  relatedProducts(first: 30) { edges { node { entityId name categories { edges { node { entityId } } } } } } } } }`;

let store: TestStore;
let gql: ReturnType<typeof graphqlAs>;
let token: string;
const productId = async (name: string) =>
  (
    (await store.api('GET', `/v3/catalog/products?name=${encodeURIComponent(name)}`)).body
      .data[0] as { id: number }
  ).id;
const review = (overrides: Record<string, unknown> = {}) => ({
  author: 'Robin',
  title: 'Does the job',
  text: 'Sturdy and good looking.',
  rating: 4,
  ...overrides,
});

beforeAll(async () => {
  store = await startTestStore();
  token = await mintToken(store);
  gql = graphqlAs(store, token);
});
afterAll(() => store.close());

describe('storefront GraphQL: reviews', () => {
  it("summarises and lists a product's approved reviews, newest first, paged, and leaves pending ones out", async () => {
    const id = await productId('Enamel Camp Mug');
    const all = (await store.api('GET', `/v3/catalog/products/${id}/reviews?limit=50`)).body
      .data as Array<{ status: string; rating: number; title: string }>;
    const approved = all.filter((r) => r.status === 'approved');
    expect(all.some((r) => r.status === 'pending')).toBe(true);

    const first = (await gql(REVIEWS, { id })).body.data.site.product;
    expect(first.reviewSummary).toEqual({
      numberOfReviews: approved.length,
      summationOfRatings: approved.reduce((sum, r) => sum + r.rating, 0),
    });
    const page1 = first.reviews.edges.map((e: any) => e.node);
    expect(page1).toHaveLength(3);
    const dates = page1.map((r: any) => Date.parse(r.createdAt.utc));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(first.reviews.pageInfo.hasNextPage).toBe(true);

    const rest: any[] = [];
    for (let after = first.reviews.pageInfo.endCursor; after;) {
      const page = (await gql(REVIEWS, { id, after })).body.data.site.product.reviews;
      rest.push(...page.edges.map((e: any) => e.node));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    }
    expect([...page1, ...rest].map((r) => r.title).sort()).toEqual(
      approved.map((r) => r.title).sort(),
    );

    const best = (
      await gql(REVIEWS, { id, sort: 'HIGHEST_RATING' })
    ).body.data.site.product.reviews.edges.map((e: any) => e.node.rating);
    expect(best).toEqual([...best].sort((a, b) => b - a));
  });

  it("holds a guest's review for approval: the product does not show it, and says it changed", async () => {
    const id = await productId('Stoneware Coffee Mug');
    const before = (await gql(REVIEWS, { id })).body.data.site.product.reviewSummary;
    const since = lastEventId(store);
    const added = await gql(ADD, {
      input: { productEntityId: id, review: review({ email: 'robin@example.com' }) },
    });
    expect(added.body.data.catalog.addProductReview.errors).toEqual([]);
    expect((await gql(REVIEWS, { id })).body.data.site.product.reviewSummary).toEqual(before);
    const kept = (await store.api('GET', `/v3/catalog/products/${id}/reviews?status=pending`)).body
      .data;
    expect(kept).toContainEqual(
      expect.objectContaining({
        title: 'Does the job',
        name: 'Robin',
        email: 'robin@example.com',
        status: 'pending',
        rating: 4,
      }),
    );
    expect(eventsSince(store, since).map((e) => [e.scope, e.data.id])).toContainEqual([
      'store/product/updated',
      id,
    ]);
  });

  it("shows a signed-in customer's review at once, and takes one review per customer and product", async () => {
    const id = await productId('Linen Apron');
    const alex = findCustomerByEmail(store.ctx, 'alex.shopper@example.com')!;
    const asAlex = graphqlAs(store, token, alex.id);
    const before = (await gql(REVIEWS, { id })).body.data.site.product.reviewSummary;
    expect(
      (
        await asAlex(ADD, {
          input: {
            productEntityId: id,
            review: review({ rating: 5, title: 'My favourite apron' }),
          },
        })
      ).body.data.catalog.addProductReview.errors,
    ).toEqual([]);
    const after = (await gql(REVIEWS, { id })).body.data.site.product;
    expect(after.reviewSummary).toEqual({
      numberOfReviews: before.numberOfReviews + 1,
      summationOfRatings: before.summationOfRatings + 5,
    });
    expect(after.reviews.edges[0].node).toMatchObject({
      title: 'My favourite apron',
      rating: 5,
      author: { name: 'Robin' },
    });

    const again = await asAlex(ADD, { input: { productEntityId: id, review: review() } });
    expect(again.body.data.catalog.addProductReview.errors).toEqual([
      {
        __typename: 'CustomerAlreadyReviewedProductError',
        message: 'You have already reviewed Linen Apron.',
      },
    ]);
  });

  it('refuses a review with fields it cannot take, naming each, and an unknown product', async () => {
    const id = await productId('Linen Apron');
    const bad = await gql(ADD, {
      input: {
        productEntityId: id,
        review: review({ rating: 0, title: '  ', text: '', author: '', email: 'not-an-address' }),
      },
    });
    const errors = bad.body.data.catalog.addProductReview.errors;
    expect(errors.map((e: { fields: string[] }) => e.fields[0])).toEqual([
      'rating',
      'title',
      'text',
      'author',
      'email',
    ]);
    expect(errors[0]).toEqual({
      __typename: 'InvalidInputFieldsError',
      fields: ['rating'],
      message: 'A rating is a whole number of stars from 1 to 5.',
    });

    const unknown = await gql(ADD, { input: { productEntityId: 999999, review: review() } });
    expect(unknown.body.data.catalog.addProductReview.errors).toEqual([
      { __typename: 'ProductIdNotFoundError', message: 'Product 999999 was not found.' },
    ]);
  });
});

describe('storefront GraphQL: related products', () => {
  it('chooses visible products that share a category with the product, never the product itself', async () => {
    const id = await productId('Cast Iron Skillet');
    const product = (await gql(RELATED, { id })).body.data.site.product;
    const own = new Set(product.categories.edges.map((e: any) => e.node.entityId));
    const related = product.relatedProducts.edges.map((e: any) => e.node);
    expect(related.length).toBeGreaterThan(2);
    for (const other of related) {
      expect(other.entityId).not.toBe(id);
      expect(other.categories.edges.some((e: any) => own.has(e.node.entityId))).toBe(true);
    }
  });

  it('puts the products that share the most of its categories first', async () => {
    // The dripper is in Kitchen and Mugs & Cups; a new product in both comes before those in one.
    const id = await productId('Pour-Over Coffee Dripper');
    const before = (await gql(RELATED, { id })).body.data.site.product;
    const categories = before.categories.edges.map((e: any) => e.node.entityId);
    expect(categories).toHaveLength(2);
    const created = await store.api('POST', '/v3/catalog/products', {
      // Last in the catalog's order: only sharing more categories can put it first.
      body: {
        name: 'Dripper Stand',
        type: 'physical',
        weight: 1,
        price: 20,
        categories,
        sort_order: 100_000,
      },
    });
    expect(created.status).toBe(200);
    const related = (await gql(RELATED, { id })).body.data.site.product.relatedProducts.edges;
    expect(related[0].node.entityId).toBe(created.body.data.id);
    const shared = related.map(
      (e: any) =>
        e.node.categories.edges.filter((c: any) => categories.includes(c.node.entityId)).length,
    );
    expect(shared[0]).toBe(2);
    expect(shared.slice(1).every((count: number) => count === 1)).toBe(true);
  });
});
