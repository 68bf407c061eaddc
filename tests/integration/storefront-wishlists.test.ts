import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStorefront } from '../support/storefront-lib';
import { startTestStore, type TestStore } from '../support/store-service';

vi.mock(
  '@apollo/client-integration-nextjs',
  async () => (await import('../support/apollo-outside-rsc')).apolloOutsideRsc,
);
vi.mock('next/cache', async () => (await import('../support/storefront-lib')).nextCacheOutsideNext);

/** Wishlists as the storefront keeps them (save for later, named lists, sharing), against a local store. */

let store: TestStore;
let sf: Awaited<ReturnType<typeof loadStorefront>>;
beforeAll(async () => {
  store = await startTestStore();
  sf = await loadStorefront(store);
});
afterAll(() => store.close());

async function newShopper() {
  const email = `lists.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  return (
    await sf.customer.register({ firstName: 'Lee', lastName: 'Wish', email, password: 'wish1list' })
  ).customerId!;
}

const productId = async (name: string) =>
  (await store.api('GET', `/v3/catalog/products?name=${encodeURIComponent(name)}`)).body.data[0]
    .id as number;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as Error & { code: string | null },
  );

describe('save for later', () => {
  it('the first save makes a "Saved for later" list; saving again keeps one; pressing again takes it off', async () => {
    const customerId = await newShopper();
    const mug = await productId('Stoneware Coffee Mug');
    expect(await sf.wishlists.getWishlists(customerId)).toEqual([]);
    await sf.wishlists.saveForLater(customerId, [], mug);
    let lists = await sf.wishlists.getWishlists(customerId);
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ name: 'Saved for later', isPublic: false });
    expect(lists[0]!.token).toMatch(/^[a-f0-9]{32}$/);
    expect(lists[0]!.items.edges?.map((e) => e.node.product.name)).toEqual([
      'Stoneware Coffee Mug',
    ]);
    await sf.wishlists.saveForLater(customerId, lists, mug);
    lists = await sf.wishlists.getWishlists(customerId);
    expect(sf.wishlists.savedProductIds(lists)).toEqual([mug]);
    await sf.wishlists.unsave(customerId, lists, mug);
    expect(sf.wishlists.savedProductIds(await sf.wishlists.getWishlists(customerId))).toEqual([]);
  });
});

describe('named lists', () => {
  it('creates, renames, shares and deletes lists; a list shared by its token shows to anyone, a private one to nobody', async () => {
    const customerId = await newShopper();
    const candle = await productId('Fig & Cedar Soy Candle');
    const id = (await sf.wishlists.createWishlist(customerId, 'Birthday ideas', false, [
      { productEntityId: candle },
    ]))!;
    const list = (await sf.wishlists.getWishlists(customerId)).find((l) => l.entityId === id)!;
    expect(await sf.wishlists.getSharedWishlist(list.token)).toBeNull();

    await sf.wishlists.updateWishlist(customerId, id, { name: 'Birthday', isPublic: true });
    const shared = await sf.wishlists.getSharedWishlist(list.token);
    expect(shared).toMatchObject({ name: 'Birthday' });
    expect(shared?.items.edges?.map((e) => e.node.product.name)).toEqual([
      'Fig & Cedar Soy Candle',
    ]);

    await sf.wishlists.removeWishlistItems(customerId, id, [list.items.edges![0]!.node.entityId]);
    expect((await sf.wishlists.getSharedWishlist(list.token))?.items.edges).toEqual([]);
    await sf.wishlists.deleteWishlist(customerId, id);
    expect(await sf.wishlists.getSharedWishlist(list.token)).toBeNull();
    expect(await sf.wishlists.getSharedWishlist('not-a-token')).toBeNull();
  });

  it('another customer’s list is not found; a blank name and a hidden product are refused; a guest has none', async () => {
    const owner = await newShopper();
    const other = await newShopper();
    const id = (await sf.wishlists.createWishlist(owner, 'Mine', false))!;
    expect(await refusal(sf.wishlists.updateWishlist(other, id, { name: 'Theirs' }))).toMatchObject(
      { code: 'NOT_FOUND', message: `Wishlist ${id} was not found.` },
    );
    expect(await refusal(sf.wishlists.deleteWishlist(other, id))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await refusal(sf.wishlists.createWishlist(owner, '   ', false))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Give the wishlist a name.',
    });
    expect(
      await refusal(
        sf.wishlists.createWishlist(owner, 'Ghosts', false, [{ productEntityId: 999_999 }]),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
    const { storefrontMutation } = sf.graphql;
    const { CreateWishlistDocument } = await import('@/graphql/generated/operations');
    expect(
      await refusal(
        storefrontMutation(CreateWishlistDocument, { input: { name: 'Guest', isPublic: false } }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN', message: 'Sign in to keep wishlists.' });
  });
});
