import { type PageNotice, noticeOf, withNotice } from './notices';
import { routePath } from './routes';

/**
 * The messages other pages send the shopper to the cart with (`/cart?notice=<key>`): the
 * one table the cart page reads and every redirect to it is built from. Their words are
 * `cartNotices.<key>.title` and `.text` in messages/*.json, in the page's language.
 */
export const CART_NOTICES = {
  'checkout-empty': { tone: 'warning' },
  'checkout-refused': { tone: 'error' },
  'checkout-unavailable': { tone: 'error' },
  'store-unavailable': { tone: 'error' },
  recovered: { tone: 'success' },
  'gift-certificate-added': { tone: 'success' },
  'moved-to-cart': { tone: 'success' },
  'recovery-failed': { tone: 'error' },
  'coupon-applied': { tone: 'success' },
  'coupon-refused': { tone: 'error' },
  'coupon-removed': { tone: 'success' },
  'coupon-remove-failed': { tone: 'error' },
  'shipping-estimated': { tone: 'success' },
  'shipping-estimate-invalid': { tone: 'error' },
  'shipping-estimate-failed': { tone: 'error' },
  'shipping-chosen': { tone: 'success' },
  'shipping-choice-failed': { tone: 'error' },
} as const satisfies Record<string, PageNotice>;

export type CartNotice = keyof typeof CART_NOTICES;

/** The cart page showing `notice`. */
export const cartPageWith = (notice: CartNotice) => withNotice(routePath('cart'), notice);

/** The notice a `?notice=` value names, or null. */
export const cartNoticeOf = (raw: string | undefined) => noticeOf(CART_NOTICES, 'cartNotices', raw);
