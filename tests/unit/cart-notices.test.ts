import { describe, expect, it } from 'vitest';
import { CART_NOTICES, cartNoticeOf, cartPageWith } from '@/lib/shared/cart-notices';

describe('cart notices', () => {
  it('build the cart page link with the notice', () => {
    expect(cartPageWith('checkout-empty')).toBe('/cart?notice=checkout-empty');
    expect(cartPageWith('recovery-failed')).toBe('/cart?notice=recovery-failed');
  });

  it("read only the table's own keys", () => {
    expect(cartNoticeOf('recovered')).toBe(CART_NOTICES.recovered);
    expect(cartNoticeOf('checkout-refused')?.title).toBe('Your checkout could not start');
    for (const raw of [
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'valueOf',
      '',
      'unknown',
      undefined,
    ]) {
      expect(cartNoticeOf(raw), String(raw)).toBeNull();
    }
  });
});
