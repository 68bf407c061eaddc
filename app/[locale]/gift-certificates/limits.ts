/**
 * What a gift certificate may be, as the store takes it (`CartGiftCertificateInput`): the
 * form shows these and the action checks them.
 */
export const GIFT_CERTIFICATE_LIMITS = { min: 1, max: 1000, message: 200 } as const;

/** The designs offered (the store's `CartGiftCertificateTheme` values) and the names shoppers see. */
export const GIFT_CERTIFICATE_THEMES = ['GENERAL', 'BIRTHDAY', 'CELEBRATION', 'CHRISTMAS'] as const;
export const THEME_NAMES: Record<(typeof GIFT_CERTIFICATE_THEMES)[number], string> = {
  GENERAL: 'Classic',
  BIRTHDAY: 'Birthday',
  CELEBRATION: 'Celebration',
  CHRISTMAS: 'Holidays',
};

/** Amounts offered with one click; any other in the limits can be typed. */
export const SUGGESTED_AMOUNTS = [25, 50, 100] as const;

/**
 * What a purchase posted without JavaScript and refused comes back to: the page is static
 * (it cannot read a `?notice=`), so the action redirects to it at `#<outcome>`, and its
 * CSS shows the message with that id (`:target`).
 */
export const GIFT_CERTIFICATE_OUTCOMES = {
  'gift-certificate-invalid': {
    text: 'Your gift certificate was not added. Check the form: an amount within the limits, a design, and both names and e-mail addresses.',
  },
  'gift-certificate-failed': {
    text: 'Your gift certificate was not added: the store did not answer. Please try again in a moment.',
  },
} as const;

export type GiftCertificateOutcome = keyof typeof GIFT_CERTIFICATE_OUTCOMES;
