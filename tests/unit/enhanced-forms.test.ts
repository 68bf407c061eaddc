import { describe, expect, it } from 'vitest';
import { accountNoticeOf, accountPageWith } from '@/lib/shared/account-notices';
import en from '@/messages/en.json';
import { cartNoticeOf, cartPageWith } from '@/lib/shared/cart-notices';
import { ENHANCED_FIELD, outcomeOf, postedWithoutScript } from '@/lib/shared/enhanced';

describe('forms posted without JavaScript', () => {
  it('are told apart by the enhanced field their script adds', () => {
    const form = new FormData();
    expect(postedWithoutScript(form)).toBe(true);
    form.set(ENHANCED_FIELD, 'yes');
    expect(postedWithoutScript(form)).toBe(true);
    form.set(ENHANCED_FIELD, '1');
    expect(postedWithoutScript(form)).toBe(false);
  });

  it("read a form's outcome: field errors, an error of the whole form, or done", () => {
    expect(outcomeOf({ status: 'error', error: { code: ['Bad code.'] } })).toBe('invalid');
    expect(outcomeOf({ status: 'error', error: { code: ['Bad.'], '': ['Also this.'] } })).toBe(
      'invalid',
    );
    expect(outcomeOf({ status: 'error', error: { '': ['The store is not answering.'] } })).toBe(
      'failed',
    );
    expect(outcomeOf({ status: 'error', error: { code: null, '': [] } })).toBe('done');
    expect(outcomeOf({ status: 'success', initialValue: { code: 'SAVE10' } })).toBe('done');
  });

  it('come back to their page with a notice id from a fixed table', () => {
    expect(cartPageWith('coupon-refused')).toBe('/cart?notice=coupon-refused');
    expect(cartNoticeOf('shipping-estimated')?.tone).toBe('success');
    expect(accountPageWith('/account/settings', 'password-invalid')).toBe(
      '/account/settings?notice=password-invalid',
    );
    expect(accountNoticeOf('address-invalid')?.tone).toBe('error');
    expect(accountNoticeOf('wishlist-renamed')?.message).toBe('accountNotices.wishlist-renamed');
    expect(en.accountNotices['wishlist-renamed'].title).toBe('Wishlist renamed');
    // Free text in the address shows nothing.
    expect(accountNoticeOf('<script>alert(1)</script>')).toBeNull();
    expect(cartNoticeOf('Your coupon was not applied')).toBeNull();
  });
});
