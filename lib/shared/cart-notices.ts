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
  'coupon-applied': {
    tone: 'success',
    title: 'Coupon applied',
    text: 'Your coupon is on your cart; the order summary shows its saving.',
  },
  'coupon-refused': {
    tone: 'error',
    title: 'Your coupon was not applied',
    text: 'Check the coupon code: the store did not accept it (it may be unknown or expired, or not for the items in your cart).',
  },
  'coupon-removed': {
    tone: 'success',
    title: 'Coupon removed',
    text: 'The coupon is no longer on your cart.',
  },
  'coupon-remove-failed': {
    tone: 'error',
    title: 'The coupon could not be removed',
    text: 'Your cart is shown below as it is now. Please try again in a moment.',
  },
  'shipping-estimated': {
    tone: 'success',
    title: 'Shipping estimated',
    text: 'The options for your address are below; the cheapest is in your order summary.',
  },
  'shipping-estimate-invalid': {
    tone: 'error',
    title: 'Shipping could not be estimated',
    text: 'Check the country, state and postal code of the estimate, then try again.',
  },
  'shipping-estimate-failed': {
    tone: 'error',
    title: 'Shipping could not be estimated',
    text: 'The store could not price shipping for your cart just now. Please try again in a moment.',
  },
  'shipping-chosen': {
    tone: 'success',
    title: 'Shipping option chosen',
    text: 'Your order summary shows the shipping you chose.',
  },
  'shipping-choice-failed': {
    tone: 'error',
    title: 'Your shipping choice was not saved',
    text: 'Choose a shipping option, or estimate shipping again if the options changed, then try again.',
  },
} as const satisfies Record<string, PageNotice>;

export type CartNotice = keyof typeof CART_NOTICES;

/** The cart page showing `notice`. */
export const cartPageWith = (notice: CartNotice) => withNotice(routePath('cart'), notice);

/** The notice a `?notice=` value names, or null. */
export const cartNoticeOf = (raw: string | undefined) => noticeOf(CART_NOTICES, raw);
