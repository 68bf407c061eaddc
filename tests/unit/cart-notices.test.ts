import { describe, expect, it } from 'vitest';
import { CART_NOTICES, cartNoticeOf, cartPageWith } from '@/lib/shared/cart-notices';
import en from '@/messages/en.json';

describe('cart notices', () => {
  it('build the cart page link with the notice', () => {
    expect(cartPageWith('checkout-empty')).toBe('/cart?notice=checkout-empty');
    expect(cartPageWith('recovery-failed')).toBe('/cart?notice=recovery-failed');
  });

  it('each have their words in the English messages', () => {
    for (const key of Object.keys(CART_NOTICES) as Array<keyof typeof CART_NOTICES>) {
      const words = en.cartNotices[key];
      expect(words.title, key).toBeTruthy();
      expect(words.text, key).toBeTruthy();
    }
    expect(en.cartNotices['checkout-refused'].title).toBe('Your checkout could not start');
  });

  it("read only the table's own keys", () => {
    expect(cartNoticeOf('recovered')).toEqual({
      tone: CART_NOTICES.recovered.tone,
      message: 'cartNotices.recovered',
    });
    expect(cartNoticeOf('checkout-refused')?.message).toBe('cartNotices.checkout-refused');
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
