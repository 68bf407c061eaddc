import { describe, expect, it } from 'vitest';
import type { CheckoutFieldsFragment } from '@/graphql/generated/operations';
import { cartSummary, estimateIsCurrent } from '@/lib/shared/cart-summary';
import { productToSave, saveForLaterHref } from '@/lib/shared/save-for-later';

const usd = (value: number) => ({ __typename: 'Money' as const, currencyCode: 'USD', value });
const cart = (base: number, discounted: number, amount: number) => ({
  baseAmount: usd(base),
  discountedAmount: usd(discounted),
  amount: usd(amount),
});

/** A checkout with only the fields the summary reads (the rest of the fragment plays no part). */
function checkout(parts: {
  coupon?: { code: string; type: string; amount: number };
  shipping?: { description: string; cost: number; lineItemIds: string[] };
  grandTotal: number;
}) {
  return {
    grandTotal: usd(parts.grandTotal),
    coupons: parts.coupon
      ? [
          {
            entityId: '1',
            code: parts.coupon.code,
            couponType: parts.coupon.type,
            discountedAmount: usd(parts.coupon.amount),
          },
        ]
      : [],
    shippingConsignments: parts.shipping
      ? [
          {
            entityId: 'c1',
            lineItemIds: parts.shipping.lineItemIds,
            selectedShippingOption: {
              entityId: 'x',
              description: parts.shipping.description,
              cost: usd(parts.shipping.cost),
            },
          },
        ]
      : [],
  } as unknown as CheckoutFieldsFragment;
}

describe('the cart summary', () => {
  it('without a checkout: the cart’s own amounts, no coupon, shipping not estimated', () => {
    expect(cartSummary(cart(48, 0, 48), null)).toEqual({
      subtotal: usd(48),
      discounts: null,
      coupon: null,
      shipping: null,
      total: usd(48),
    });
  });

  it('an item coupon is its own row and not counted again under discounts; the total is the store’s', () => {
    const summary = cartSummary(
      cart(48, 6.8, 41.2),
      checkout({
        coupon: { code: 'WELCOME10', type: 'PERCENTAGE_DISCOUNT', amount: 4.8 },
        shipping: { description: 'Express shipping', cost: 15, lineItemIds: ['a'] },
        grandTotal: 56.2,
      }),
    );
    expect(summary.coupon).toEqual({ code: 'WELCOME10', amount: usd(4.8), shipping: false });
    expect(summary.discounts).toEqual(usd(2));
    expect(summary.shipping).toEqual({ description: 'Express shipping', cost: usd(15) });
    expect(summary.total).toEqual(usd(56.2));
  });

  it('a shipping coupon comes off shipping, not the items', () => {
    const summary = cartSummary(
      cart(48, 0, 48),
      checkout({
        coupon: { code: 'FREESHIP', type: 'FREE_SHIPPING', amount: 5.99 },
        grandTotal: 48,
      }),
    );
    expect(summary.coupon?.shipping).toBe(true);
    expect(summary.discounts).toBeNull();
  });
});

describe('whether the shipping estimate is current', () => {
  it('holds while the consignment has every physical line; a line added since, or no estimate, makes it stale', () => {
    const estimated = checkout({
      shipping: { description: 'Standard shipping', cost: 5.99, lineItemIds: ['a', 'b'] },
      grandTotal: 1,
    });
    expect(estimateIsCurrent(estimated, ['a', 'b'])).toBe(true);
    expect(estimateIsCurrent(estimated, ['a'])).toBe(true);
    expect(estimateIsCurrent(estimated, ['a', 'b', 'c'])).toBe(false);
    expect(estimateIsCurrent(checkout({ grandTotal: 1 }), ['a'])).toBe(false);
    expect(estimateIsCurrent(null, ['a'])).toBe(false);
  });
});

describe('a guest’s save for later', () => {
  it('goes to sign in with the product and the way back', () => {
    expect(saveForLaterHref('/products/mug?x=1', 7)).toBe(
      '/account/sign-in?next=%2Fproducts%2Fmug%3Fx%3D1&save=7',
    );
  });

  it('takes only a plain positive product id from the form', () => {
    expect(productToSave('42')).toBe(42);
    for (const raw of ['0', '-1', '1.5', '1e3', ' 4', '', 'abc', '12345678901', null, undefined, 3])
      expect(productToSave(raw), String(raw)).toBeNull();
  });
});
