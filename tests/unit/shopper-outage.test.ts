import { describe, expect, it, vi } from 'vitest';
import { StoreRequestError, StoreUnavailableError } from '@/lib/store/errors';

let getCart: (...args: unknown[]) => Promise<unknown> = async () => null;
vi.mock('@/lib/data/cart', () => ({ getCart: (...args: unknown[]) => getCart(...args) }));
vi.mock('@/lib/data/catalog', () => ({ getShopperPrices: async () => null }));
vi.mock('@/lib/data/customer', () => ({ getCustomer: async () => ({ firstName: 'Alex' }) }));
vi.mock('@/lib/flows/session', () => ({}));
vi.mock('@/lib/data/wishlists', () => ({
  getWishlists: async () => [],
  savedProductIds: () => [],
}));

/**
 * GET /api/shopper answers before anything streams, so a store outage can be a real 503:
 * shopperSnapshot says when a part is missing because the store could not be reached, and
 * only then (a refusal is not an outage).
 */
describe('the shopper snapshot during a store outage', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  it('says the store was unreachable, and keeps what it could tell', async () => {
    const { shopperSnapshot } = await import('@/lib/flows/shopper');
    getCart = async () => {
      throw new StoreUnavailableError('connection refused');
    };
    const { snapshot, storeUnavailable } = await shopperSnapshot(
      { customerId: 7, cartId: 'c1' },
      null,
    );
    expect(storeUnavailable).toBe(true);
    expect(snapshot).toMatchObject({ signedIn: true, firstName: 'Alex', cartCount: null });
  });

  it('does not call a refusal or a cart it has an outage', async () => {
    const { shopperSnapshot } = await import('@/lib/flows/shopper');
    getCart = async () => {
      throw new StoreRequestError('no', 'NOT_FOUND');
    };
    expect((await shopperSnapshot({ cartId: 'c1' }, null)).storeUnavailable).toBe(false);
    getCart = async () => ({ lineItems: { totalQuantity: 3 } });
    expect(await shopperSnapshot({ cartId: 'c1' }, null)).toEqual({
      snapshot: {
        signedIn: false,
        firstName: null,
        cartCount: 3,
        savedProducts: null,
        product: null,
      },
      storeUnavailable: false,
    });
  });
});
