import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findCustomerByEmail } from '@/emulator/customers/repository';
import { eventsSince, lastEventId } from '../support/orders';
import { loadStorefront } from '../support/storefront-lib';
import { startTestStore, type TestStore } from '../support/store-service';

vi.mock(
  '@apollo/client-integration-nextjs',
  async () => (await import('../support/apollo-outside-rsc')).apolloOutsideRsc,
);
vi.mock('next/cache', async () => (await import('../support/storefront-lib')).nextCacheOutsideNext);

/** Coupons and shipping estimates of a cart, as the cart page's actions make them, against a local store. */

let store: TestStore;
let sf: Awaited<ReturnType<typeof loadStorefront>>;
const guest = { customerId: null };
beforeAll(async () => {
  store = await startTestStore();
  sf = await loadStorefront(store);
});
afterAll(() => store.close());

async function productByName(name: string) {
  const found = (
    await store.api('GET', `/v3/catalog/products?name=${encodeURIComponent(name)}&include=variants`)
  ).body.data[0];
  return {
    id: found.id as number,
    variantId: found.variants.find((v: { inventory_level: number }) => v.inventory_level >= 5)
      .id as number,
    price: found.variants[0].calculated_price as number,
  };
}

/** A guest cart with `quantity` of a product, and its physical lines as the cart page has them. */
async function cartWith(
  name: string,
  quantity: number,
  shopper: { customerId: number | null } = guest,
) {
  const product = await productByName(name);
  const cartId = await sf.cart.addToCart(
    undefined,
    { productId: product.id, variantId: product.variantId, quantity, options: [] },
    shopper,
  );
  const cart = (await sf.cart.getCart(cartId, shopper.customerId))!;
  return {
    cartId,
    product,
    lines: cart.lineItems.physicalItems.map((l) => ({
      entityId: l.entityId,
      quantity: l.quantity,
    })),
  };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as Error & { code: string | null },
  );

describe('coupons', () => {
  it('applies a code: the checkout names it, says what it took off and the new total; store/cart/couponApplied is sent', async () => {
    const { cartId, product } = await cartWith('Stoneware Coffee Mug', 2);
    const since = lastEventId(store);
    const checkout = await sf.checkout.applyCoupon(cartId, 'welcome10', guest);
    const off = Math.round(product.price * 20) / 100;
    expect(checkout.coupons).toEqual([
      expect.objectContaining({
        code: 'WELCOME10',
        couponType: 'PERCENTAGE_DISCOUNT',
        discountedAmount: { value: off, currencyCode: 'USD', __typename: 'Money' },
      }),
    ]);
    expect(checkout.grandTotal?.value).toBeCloseTo(product.price * 2 - off, 2);
    expect(eventsSince(store, since).map((e) => e.scope)).toContain('store/cart/couponApplied');
    expect((await sf.checkout.getCheckout(cartId, null))?.coupons[0]?.code).toBe('WELCOME10');

    const removed = await sf.checkout.removeCoupon(cartId, 'WELCOME10', guest);
    expect(removed.coupons).toEqual([]);
    expect(removed.grandTotal?.value).toBeCloseTo(product.price * 2, 2);
  });

  it('refuses an unknown, expired or inapplicable code with one sentence, and says why only for a coupon that applies', async () => {
    const { cartId } = await cartWith('Fig & Cedar Soy Candle', 1);
    const unknown = await refusal(sf.checkout.applyCoupon(cartId, 'NOSUCHCODE', guest));
    expect(unknown).toMatchObject({
      code: 'BAD_USER_INPUT',
      message:
        '“NOSUCHCODE” cannot be used with this cart. Check the code; a coupon may also have expired or be for other items.',
    });
    // Trying codes tells nobody which exist: an expired one reads like an unknown one.
    expect((await refusal(sf.checkout.applyCoupon(cartId, 'SPRING20', guest)))?.message).toBe(
      '“SPRING20” cannot be used with this cart. Check the code; a coupon may also have expired or be for other items.',
    );
    expect((await refusal(sf.checkout.applyCoupon(cartId, 'SAVE5', guest)))?.message).toMatch(
      /^The coupon SAVE5 needs items worth at least \$25\.00; add \$[\d.]+ more to use it\.$/,
    );
    expect((await refusal(sf.checkout.applyCoupon(cartId, 'KITCHEN15', guest)))?.message).toBe(
      '“KITCHEN15” cannot be used with this cart. Check the code; a coupon may also have expired or be for other items.',
    );
    const { shopperMessage } = await import('@/lib/store/shopper-errors');
    expect(shopperMessage(unknown)).toBe(
      '“NOSUCHCODE” cannot be used with this cart. Check the code; a coupon may also have expired or be for other items.',
    );
  });

  it('another customer’s cart is not found, whatever its id', async () => {
    const sam = findCustomerByEmail(store.ctx, 'sam.buyer@example.com')!;
    const alex = findCustomerByEmail(store.ctx, 'alex.shopper@example.com')!;
    const { cartId } = await cartWith('Stoneware Coffee Mug', 1, { customerId: sam.id });
    expect(
      await refusal(sf.checkout.applyCoupon(cartId, 'WELCOME10', { customerId: alex.id })),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(await sf.checkout.getCheckout(cartId, alex.id)).toBeNull();
  });
});

describe('shipping estimates', () => {
  it('estimates to a country, state and postal code: the zone’s options, the cheapest chosen, in the totals', async () => {
    const { cartId, lines, product } = await cartWith('Stoneware Coffee Mug', 1);
    const checkout = await sf.checkout.estimateShipping(
      cartId,
      { countryCode: 'US', stateOrProvince: 'Colorado', postalCode: '80202' },
      lines,
      guest,
      null,
    );
    const [consignment] = checkout.shippingConsignments!;
    expect(consignment!.availableShippingOptions!.map((o) => [o.entityId, o.cost.value])).toEqual([
      ['standard', 5.99],
      ['express', 7.5],
    ]);
    expect(consignment!.selectedShippingOption?.entityId).toBe('standard');
    expect(checkout.shippingCostTotal?.value).toBe(5.99);
    expect(checkout.grandTotal?.value).toBeCloseTo(product.price + 5.99, 2);

    const express = await sf.checkout.chooseShipping(
      cartId,
      consignment!.entityId,
      'express',
      guest,
    );
    expect(express.shippingCostTotal?.value).toBe(7.5);
  });

  it('estimating again elsewhere moves the consignment; the option chosen is kept where the new zone has it', async () => {
    const { cartId, lines } = await cartWith('Stoneware Coffee Mug', 1);
    const first = await sf.checkout.estimateShipping(
      cartId,
      { countryCode: 'US', stateOrProvince: 'TX', postalCode: '73301' },
      lines,
      guest,
      null,
    );
    const chosen = await sf.checkout.chooseShipping(
      cartId,
      first.shippingConsignments![0]!.entityId,
      'express',
      guest,
    );
    const again = await sf.checkout.estimateShipping(
      cartId,
      { countryCode: 'US', stateOrProvince: 'Oregon', postalCode: '97201' },
      lines,
      guest,
      chosen,
    );
    expect(again.shippingConsignments).toHaveLength(1);
    expect(again.shippingConsignments![0]!.selectedShippingOption?.entityId).toBe('express');
    const canada = await sf.checkout.estimateShipping(
      cartId,
      { countryCode: 'CA', stateOrProvince: 'Ontario', postalCode: 'M5V 2T6' },
      lines,
      guest,
      again,
    );
    expect(canada.shippingConsignments![0]!.selectedShippingOption).toMatchObject({
      entityId: 'canada-standard',
      cost: { value: 19.99 },
    });
  });

  it('a line added later is in no consignment until the estimate is made again, which also brings a free-from method once the items reach it', async () => {
    const { cartSummary, estimateIsCurrent } = await import('@/lib/shared/cart-summary');
    const { cartId, lines, product } = await cartWith('Stoneware Coffee Mug', 1);
    const first = await sf.checkout.estimateShipping(
      cartId,
      { countryCode: 'US', stateOrProvince: 'CO', postalCode: '80202' },
      lines,
      guest,
      null,
    );
    const skillet = await productByName('Enamelled Dutch Oven');
    await sf.cart.addToCart(
      cartId,
      { productId: skillet.id, variantId: skillet.variantId, quantity: 1, options: [] },
      guest,
    );
    const cart = (await sf.cart.getCart(cartId, null))!;
    const physical = cart.lineItems.physicalItems.map((l) => ({
      entityId: l.entityId,
      quantity: l.quantity,
    }));
    expect(physical.length).toBe(2);
    expect(
      estimateIsCurrent(
        await sf.checkout.getCheckout(cartId, null),
        physical.map((l) => l.entityId),
      ),
    ).toBe(false);

    const again = await sf.checkout.estimateShipping(
      cartId,
      { countryCode: 'US', stateOrProvince: 'CO', postalCode: '80202' },
      physical,
      guest,
      first,
    );
    expect(
      estimateIsCurrent(
        again,
        physical.map((l) => l.entityId),
      ),
    ).toBe(true);
    expect(product.price + skillet.price).toBeGreaterThanOrEqual(75);
    expect(
      again.shippingConsignments![0]!.availableShippingOptions!.map((o) => o.entityId),
    ).toEqual(['standard', 'free', 'express']);
    // The option chosen before is kept; the summary shows it with the store's total.
    expect(cartSummary(cart, again)).toMatchObject({
      shipping: { description: 'Standard shipping', cost: { value: 5.99 } },
      total: { value: again.grandTotal!.value },
    });
  });

  it('refuses a state that is not the country’s and a country the store does not know', async () => {
    const { cartId, lines } = await cartWith('Stoneware Coffee Mug', 1);
    const state = await refusal(
      sf.checkout.estimateShipping(
        cartId,
        { countryCode: 'US', stateOrProvince: 'Bavaria', postalCode: '' },
        lines,
        guest,
        null,
      ),
    );
    expect(state).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(state?.message).toMatch(/"Bavaria" is not a state or province of United States/);
    const country = await refusal(
      sf.checkout.estimateShipping(
        cartId,
        { countryCode: 'XX', stateOrProvince: '', postalCode: '' },
        lines,
        guest,
        null,
      ),
    );
    expect(country?.message).toMatch(
      /^address\.countryCode must be a country code the store knows/,
    );
  });

  it('a free shipping coupon takes the chosen shipping off', async () => {
    const { cartId, lines, product } = await cartWith('Walnut Serving Board', 1);
    const estimated = await sf.checkout.estimateShipping(
      cartId,
      { countryCode: 'US', stateOrProvince: 'CO', postalCode: '80202' },
      lines,
      guest,
      null,
    );
    expect(estimated.shippingCostTotal?.value).toBe(5.99);
    const applied = await sf.checkout.applyCoupon(cartId, 'FREESHIP', guest);
    expect(applied.coupons[0]).toMatchObject({
      code: 'FREESHIP',
      couponType: 'FREE_SHIPPING',
      discountedAmount: { value: 5.99 },
    });
    expect(applied.grandTotal?.value).toBeCloseTo(product.price, 2);
  });
});
