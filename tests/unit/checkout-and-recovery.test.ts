import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreRequestError, StoreUnavailableError } from '@/lib/store/errors';

/** The session, store calls and cache used by the checkout route and cart recovery, as fakes. */
const fake = vi.hoisted(() => ({
  session: {
    cartId: undefined as string | undefined,
    customerId: undefined as number | undefined,
    saved: 0,
    save: async () => undefined,
  },
  checkout: vi.fn<(cartId: string) => Promise<string>>(),
  /** Who can read which cart: `${cartId}|${customerId ?? 'guest'}`. */
  readable: new Set<string>(),
  assign: vi.fn(async () => undefined),
  revalidated: [] as string[],
  recoveryCart: null as string | null,
}));

vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => fake.revalidated.push(tag) }));
vi.mock('@/lib/flows/session', () => ({
  getSession: async () => fake.session,
  saveSession: (session: typeof fake.session) => session.save(),
}));
vi.mock('@/lib/store/management-client', () => ({ storeApi: () => ({}) }));
vi.mock('@/lib/store/management/abandoned-carts', () => ({
  cartIdOfRecoveryToken: async () => fake.recoveryCart,
}));
// A store that does not ask for cookie consent: the checkout passes no consent on (that
// path runs in tests/e2e/consent.spec.ts).
vi.mock('@/lib/data/privacy', () => ({
  getPrivacySettings: async () => ({ cookieConsentEnabled: false, privacyPolicyUrl: null }),
}));
vi.mock('@/lib/data/cart', () => ({
  checkoutUrl: (cartId: string) => fake.checkout(cartId),
  getCart: async (cartId: string, customerId: number | null) =>
    fake.readable.has(`${cartId}|${customerId ?? 'guest'}`) ? { entityId: cartId } : null,
  assignCartToCustomer: fake.assign,
}));

const { GET: checkout } = await import('@/app/checkout/route');
const { recoverCart } = await import('@/lib/flows/cart-recovery');

const CART = '0b6f6f7e-2d39-4c47-9d9b-4a9e3f2f5a10';

beforeEach(() => {
  fake.session.cartId = CART;
  fake.session.customerId = undefined;
  fake.session.saved = 0;
  fake.session.save = async () => {
    fake.session.saved += 1;
  };
  fake.checkout.mockReset();
  fake.readable.clear();
  fake.assign.mockClear();
  fake.revalidated.length = 0;
  fake.recoveryCart = CART;
});

describe('GET /checkout', () => {
  const location = async () => (await checkout()).headers.get('location');

  it("redirects to the store's checkout", async () => {
    fake.checkout.mockResolvedValue('https://store.example/checkout/abc');
    expect(await location()).toBe('https://store.example/checkout/abc');
    expect(fake.session.cartId).toBe(CART);
  });

  it('forgets a cart the store no longer knows, and says the cart is empty', async () => {
    fake.checkout.mockRejectedValue(new StoreRequestError('Cart was not found.', 'NOT_FOUND'));
    expect(await location()).toBe('/cart?notice=checkout-empty');
    expect(fake.session.cartId).toBeUndefined();
    expect(fake.session.saved).toBe(1);
  });

  it('says checkout could not start for another refusal, keeping the cart', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.checkout.mockRejectedValue(
      new StoreRequestError('Something is wrong with this cart.', 'INVALID_INPUT'),
    );
    expect(await location()).toBe('/cart?notice=checkout-refused');
    expect(fake.session.cartId).toBe(CART);
    warn.mockRestore();
  });

  it('says checkout is unavailable when the store does not answer, and empty without a cart', async () => {
    fake.checkout.mockRejectedValue(new StoreUnavailableError('network error ECONNREFUSED'));
    expect(await location()).toBe('/cart?notice=checkout-unavailable');
    fake.session.cartId = undefined;
    expect(await location()).toBe('/cart?notice=checkout-empty');
  });
});

describe('recoverCart', () => {
  it('gives a guest the guest cart of the link', async () => {
    fake.session.cartId = undefined;
    fake.readable.add(`${CART}|guest`);
    expect(await recoverCart('t', fake.session as never)).toBe('recovered');
    expect(fake.session.cartId).toBe(CART);
    expect(fake.assign).not.toHaveBeenCalled();
  });

  it('hands a recovered guest cart to the signed-in customer, so the link alone no longer opens it', async () => {
    fake.session.customerId = 42;
    fake.readable.add(`${CART}|guest`).add(`${CART}|42`);
    expect(await recoverCart('t', fake.session as never)).toBe('recovered');
    expect(fake.assign).toHaveBeenCalledWith(CART, 42);
    expect(fake.revalidated).toEqual([`cart:${CART}`]);
    expect(fake.session.cartId).toBe(CART);
  });

  it("leaves the customer's own cart as it is", async () => {
    fake.session.customerId = 42;
    fake.readable.add(`${CART}|42`);
    expect(await recoverCart('t', fake.session as never)).toBe('recovered');
    expect(fake.assign).not.toHaveBeenCalled();
  });

  it("asks a guest to sign in for a customer's cart, and refuses another customer's", async () => {
    fake.readable.add(`${CART}|42`);
    expect(await recoverCart('t', fake.session as never)).toBe('needs-sign-in');
    fake.session.customerId = 43;
    expect(await recoverCart('t', fake.session as never)).toBe('failed');
  });

  it('fails when the store refuses the hand-over', async () => {
    fake.session.customerId = 42;
    fake.session.cartId = undefined;
    fake.readable.add(`${CART}|guest`).add(`${CART}|42`);
    fake.assign.mockRejectedValueOnce(new StoreRequestError('Cart not found', 'NOT_FOUND'));
    expect(await recoverCart('t', fake.session as never)).toBe('failed');
    expect(fake.session.cartId).toBeUndefined();
  });
});
