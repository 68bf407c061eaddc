import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStorefront } from '../support/storefront-lib';
import { startTestStore, type TestStore } from '../support/store-service';

vi.mock(
  '@apollo/client-integration-nextjs',
  async () => (await import('../support/apollo-outside-rsc')).apolloOutsideRsc,
);
vi.mock('next/cache', async () => (await import('../support/storefront-lib')).nextCacheOutsideNext);

/** Buying a gift certificate into the cart, and checking a code's balance, as the storefront does, against a local store. */

let store: TestStore;
let sf: Awaited<ReturnType<typeof loadStorefront>>;
beforeAll(async () => {
  store = await startTestStore();
  sf = await loadStorefront(store);
});
afterAll(() => store.close());

const order = {
  amount: 35,
  theme: 'BIRTHDAY' as const,
  recipient: { name: 'Robin', email: 'robin@example.com' },
  sender: { name: 'Sam', email: 'sam@example.com' },
  message: 'Happy birthday!',
};

describe('buying a gift certificate', () => {
  it('puts it into a new cart (or the shopper’s), with its amount, recipient and message', async () => {
    const cartId = await sf.giftCertificates.addGiftCertificate(undefined, order, {
      customerId: null,
    });
    const again = await sf.giftCertificates.addGiftCertificate(
      cartId,
      { ...order, amount: 10 },
      { customerId: null },
    );
    expect(again).toBe(cartId);
    const cart = (await sf.cart.getCart(cartId, null))!;
    expect(
      cart.lineItems.giftCertificates.map((g) => [g.name, g.amount.value, g.recipient.name]),
    ).toEqual([
      ['35.00 gift certificate for Robin', 35, 'Robin'],
      ['10.00 gift certificate for Robin', 10, 'Robin'],
    ]);
    expect(cart.amount.value).toBe(45);
    // A cart of gift certificates only can be checked out.
    expect(await sf.cart.checkoutUrl(cartId, { customerId: null })).toMatch(/\/checkout\//);
  });

  it('the store refuses an amount out of range and an e-mail that is not one, naming the field', async () => {
    await expect(
      sf.giftCertificates.addGiftCertificate(
        undefined,
        { ...order, amount: 5000 },
        { customerId: null },
      ),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'giftCertificates[0].amount must be from 1 to 1000.',
    });
    await expect(
      sf.giftCertificates.addGiftCertificate(
        undefined,
        { ...order, recipient: { name: 'R', email: 'nope' } },
        { customerId: null },
      ),
    ).rejects.toMatchObject({
      message: 'giftCertificates[0].recipient.email must be an e-mail address.',
    });
  });
});

describe('checking a balance', () => {
  it('finds a certificate by its code (any case) and says what is left; an unknown code is null', async () => {
    const created = (
      await store.api('POST', '/v2/gift_certificates', {
        body: {
          to_name: 'A',
          to_email: 'a@example.com',
          from_name: 'B',
          from_email: 'b@example.com',
          amount: 50,
          balance: 12.5,
        },
      })
    ).body;
    expect(await sf.giftCertificates.giftCertificateBalance(created.code.toLowerCase())).toEqual({
      code: created.code,
      balance: { value: 12.5, currencyCode: 'USD' },
      status: 'active',
      expires: null,
    });
    expect(await sf.giftCertificates.giftCertificateBalance('ZZZZ-ZZZZ-ZZZZ-ZZZZ')).toBeNull();
  });
});
