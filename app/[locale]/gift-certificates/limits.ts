/**
 * What a gift certificate may be, as the store takes it (`CartGiftCertificateInput`): the
 * form shows these and the action checks them.
 */
export const GIFT_CERTIFICATE_LIMITS = { min: 1, max: 1000, message: 200 } as const;

/**
 * The designs offered (the store's `CartGiftCertificateTheme` values); the names shoppers
 * see are `giftCertificates.themes.<value>` in messages/*.json.
 */
export const GIFT_CERTIFICATE_THEMES = ['GENERAL', 'BIRTHDAY', 'CELEBRATION', 'CHRISTMAS'] as const;

/** Amounts offered with one click; any other in the limits can be typed. */
export const SUGGESTED_AMOUNTS = [25, 50, 100] as const;

/**
 * What a purchase posted without JavaScript and refused comes back to: the page is static
 * (it cannot read a `?notice=`), so the action redirects to it at `#<outcome>`, and its
 * CSS shows the message with that id (`:target`). Each message is
 * `giftCertificates.outcomes.<text>` in messages/*.json, in the page's language.
 */
export const GIFT_CERTIFICATE_OUTCOMES = {
  'gift-certificate-invalid': { text: 'invalid' },
  'gift-certificate-failed': { text: 'failed' },
} as const;

export type GiftCertificateOutcome = keyof typeof GIFT_CERTIFICATE_OUTCOMES;
