/**
 * The shopper's cookie consent, as the storefront keeps it: a first-party cookie read in
 * the browser (pages stay the same for everyone) and by the checkout route (which passes
 * it on to the store's hosted checkout). Its value names the categories the shopper
 * allowed, joined by `.`, or `none`; no cookie means the shopper has not chosen yet.
 * Essential scripts need no consent, so they are never in it.
 */

export const CONSENT_COOKIE = 'storefront_consent';

/** Six months (half of 365.25 days), how long a choice is kept before the banner asks again. */
export const CONSENT_MAX_AGE_SECONDS = Math.round((365.25 / 2) * 24 * 60 * 60);

/** The categories a shopper chooses, in the order the banner lists them. */
export const CHOOSABLE_CATEGORIES = ['functional', 'analytics', 'targeting'] as const;
export type ChoosableCategory = (typeof CHOOSABLE_CATEGORIES)[number];

/** What the shopper allowed: each choosable category, on or off. */
export type ConsentChoice = Readonly<Record<ChoosableCategory, boolean>>;

export const ACCEPT_ALL: ConsentChoice = { functional: true, analytics: true, targeting: true };
export const REJECT_ALL: ConsentChoice = { functional: false, analytics: false, targeting: false };

const NONE = 'none';

export function consentCookieValue(choice: ConsentChoice): string {
  const allowed = CHOOSABLE_CATEGORIES.filter((category) => choice[category]);
  return allowed.length ? allowed.join('.') : NONE;
}

/** The choice a cookie value holds, or null for none (or one this storefront did not write). */
export function parseConsentCookie(value: string | undefined): ConsentChoice | null {
  if (!value) return null;
  if (value === NONE) return REJECT_ALL;
  const parts = value.split('.');
  if (!parts.every((part) => (CHOOSABLE_CATEGORIES as readonly string[]).includes(part)))
    return null;
  return {
    functional: parts.includes('functional'),
    analytics: parts.includes('analytics'),
    targeting: parts.includes('targeting'),
  };
}

/**
 * Whether a script of `category` may run. Essential always; a choosable one when allowed;
 * any other (`unknown`, a script that names none) never, as the store rules for shops
 * that ask for consent.
 */
export function mayRun(category: string | undefined, choice: ConsentChoice | null): boolean {
  if (category === 'essential') return true;
  if (!choice || !(CHOOSABLE_CATEGORIES as readonly string[]).includes(category ?? ''))
    return false;
  return choice[category as ChoosableCategory];
}

/**
 * The query parameter the store's hosted checkout reads the choice from (the redirect
 * URLs' `queryParams`): the allowed categories, comma-separated, empty for none. The
 * reference documents no consent parameter of the real service's, so this is the local
 * store service's own name; a store that does not know it ignores it.
 */
export const CHECKOUT_CONSENT_PARAM = 'consent_allow';

export function checkoutConsentValue(choice: ConsentChoice | null): string {
  return choice ? CHOOSABLE_CATEGORIES.filter((category) => choice[category]).join(',') : '';
}
