import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  REJECT_ALL,
  checkoutConsentValue,
  consentCookieValue,
  mayRun,
  parseConsentCookie,
} from '@/lib/shared/consent';

describe('the consent cookie', () => {
  it('reads back every choice it writes', () => {
    const analyticsOnly = { functional: false, analytics: true, targeting: false };
    for (const choice of [ACCEPT_ALL, REJECT_ALL, analyticsOnly])
      expect(parseConsentCookie(consentCookieValue(choice))).toEqual(choice);
    expect(consentCookieValue(REJECT_ALL)).toBe('none');
  });

  it('treats a missing or foreign value as no choice yet', () => {
    for (const value of [undefined, '', 'analytics.tracking', 'all', '.'])
      expect(parseConsentCookie(value)).toBeNull();
  });

  it('runs essential always, a choosable category when allowed, and an unknown one never', () => {
    const analyticsOnly = parseConsentCookie('analytics');
    expect(mayRun('essential', null)).toBe(true);
    expect(mayRun('analytics', null)).toBe(false);
    expect(mayRun('analytics', analyticsOnly)).toBe(true);
    expect(mayRun('targeting', analyticsOnly)).toBe(false);
    expect(mayRun('unknown', ACCEPT_ALL)).toBe(false);
    expect(mayRun(undefined, ACCEPT_ALL)).toBe(false);
  });

  it('passes the allowed categories to the checkout, none when no choice was made', () => {
    expect(checkoutConsentValue(parseConsentCookie('functional.targeting'))).toBe(
      'functional,targeting',
    );
    expect(checkoutConsentValue(null)).toBe('');
  });
});
