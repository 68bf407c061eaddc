import { type PageNotice, noticeOf, withNotice } from './notices';
import { routePath } from './routes';

/**
 * The messages other pages send the shopper to the cart with (`/cart?notice=<key>`): the
 * one table the cart page reads and every redirect to it is built from.
 */
export const CART_NOTICES = {
  'checkout-empty': {
    tone: 'warning',
    title: 'Your cart is empty',
    text: 'Add something to your cart before you check out.',
  },
  'checkout-refused': {
    tone: 'error',
    title: 'Your checkout could not start',
    text: 'The store did not accept your cart for checkout. Check the items below (one may have sold out), then try again.',
  },
  'checkout-unavailable': {
    tone: 'error',
    title: 'Checkout is not available right now',
    text: 'We could not reach the store to start your checkout. Your cart is saved; please try again in a moment.',
  },
  'store-unavailable': {
    tone: 'error',
    title: 'The store is not answering',
    text: 'We could not reach the store just now. Please follow your link again in a moment.',
  },
  recovered: {
    tone: 'success',
    title: 'Welcome back!',
    text: 'We restored your cart. Everything is where you left it.',
  },
  'gift-certificate-added': {
    tone: 'success',
    title: 'Gift certificate added',
    text: 'Your gift certificate is in your cart. We e-mail its code to the recipient once you have placed the order.',
  },
  'moved-to-cart': {
    tone: 'success',
    title: 'Moved to your cart',
    text: 'The item is in your cart and off your wishlist.',
  },
  'recovery-failed': {
    tone: 'error',
    title: 'We could not restore that cart',
    text: 'The link is unknown or has expired, or the cart was already checked out. Your current cart is shown below.',
  },
} as const satisfies Record<string, PageNotice>;

export type CartNotice = keyof typeof CART_NOTICES;

/** The cart page showing `notice`. */
export const cartPageWith = (notice: CartNotice) => withNotice(routePath('cart'), notice);

/** The notice a `?notice=` value names, or null. */
export const cartNoticeOf = (raw: string | undefined) => noticeOf(CART_NOTICES, raw);
