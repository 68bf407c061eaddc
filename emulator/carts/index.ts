import { type ServiceModule } from '../core';
import { registerMetafieldRoutes } from '../metafields';
import { registerAbandonedCartRoutes, scheduleAbandonedCartSweep } from './abandoned';
import { abandonedSettingsSchema, registerAbandonedCartSettingsRoutes } from './abandoned-settings';
import { cartMetafields } from './api/metafields';
import { registerCartRoutes } from './api/routes';
import { checkoutSessionsSchema } from './checkout-sessions';
import { cartCouponsSchema } from './coupons';
import { cartFeesSchema } from './fees';
import { cartsSchema, migrateCarts } from './repository';
import { cartSettingsSchema, registerCartSettingsRoutes } from './settings';

/**
 * Carts: created and changed through the storefront GraphQL endpoint and the v3 carts
 * interface alike (both through ./service.ts), abandoned after a configurable idle time,
 * recovered by token over the management API; checkouts (../checkout) add coupons,
 * discounts and a billing address to them. The hosted checkout's sessions
 * (checkout-sessions.ts: the link to pay for a cart) and the money of a checkout
 * (checkout-totals.ts) live here, below the orders and the checkout that use them.
 */
export const cartsModule: ServiceModule = {
  name: 'carts',
  schema: [
    cartsSchema,
    abandonedSettingsSchema,
    cartCouponsSchema,
    cartSettingsSchema,
    cartFeesSchema,
    checkoutSessionsSchema,
  ].join('\n'),
  init(ctx) {
    migrateCarts(ctx.db);
  },
  management(app, ctx) {
    registerAbandonedCartRoutes(app, ctx);
    registerAbandonedCartSettingsRoutes(app, ctx);
    registerCartSettingsRoutes(app, ctx);
    registerCartRoutes(app, ctx);
    registerMetafieldRoutes(app, ctx, cartMetafields);
  },
  storefront(app, ctx) {
    scheduleAbandonedCartSweep(app, ctx);
  },
};

export {
  createCheckoutSession,
  CHECKOUT_SESSION_TTL_MS,
  type CheckoutUrls,
} from './checkout-sessions';

export { cartLineItemsJson } from './api/cart-json';
export { giftCertificateBody, giftCertificateInput } from './api/inputs';
export { findCheckoutSession, markSessionPlaced, sessionState } from './checkout-sessions';
export type { CheckoutSessionRow, SessionState } from './checkout-sessions';
export { checkoutTotals, parcelOf } from './checkout-totals';
export type { CheckoutTotals, ChosenShipping } from './checkout-totals';
export { applyCoupon, removeCoupon } from './coupons';
export { deleteCartFee, insertCartFee, updateCartFee } from './fees';
export { findCart, latestActiveCart, touchCart } from './repository';
export type { CartRow } from './repository';
export {
  addCartLineItems,
  assignCartToCustomer,
  cartFor,
  checkVersion,
  createCart,
  deleteCart,
  deleteCartLineItem,
  publishCartEvents,
  setCartCurrency,
  setCartLocale,
  updateCartLineItem,
} from './service';
export type { CartActor, CartContents, CartEvents, ExtraItemInput, LineItemInput } from './service';
export { hasLines, viewCart } from './view';
export type { CartExtraItemView, CartItemView, CartView } from './view';
