import formbody from '@fastify/formbody';
import { type ServiceModule } from '../core';
import { consignmentsSchema } from './api/consignments';
import { checkoutConsentSchema } from './consent';
import { registerCheckoutApiRoutes } from './api/routes';
import { checkoutSettingsSchema, registerCheckoutSettingsRoutes } from './api/settings';
import { checkoutTokensSchema } from './api/tokens';
import { registerCheckoutRoutes } from './routes';

/**
 * Checkout, two ways to one order. The hosted checkout: the page a storefront sends
 * shoppers to (`createCartRedirectUrls`, or a cart's `redirect_urls`) to pay for a cart
 * and place the order, served at the service's root; its routes live in their own plugin
 * scope so that form bodies are parsed there only (the management API keeps refusing
 * anything but JSON). And the v3 checkouts interface (./api): the merchant's app fills in
 * a cart's addresses, shipping, coupon, discounts and fees, and makes the order.
 */
export const checkoutModule: ServiceModule = {
  name: 'checkout',
  schema: [
    checkoutConsentSchema,
    consignmentsSchema,
    checkoutTokensSchema,
    checkoutSettingsSchema,
  ].join('\n'),
  management(app, ctx) {
    registerCheckoutApiRoutes(app, ctx);
    registerCheckoutSettingsRoutes(app, ctx);
  },
  storefront(app, ctx) {
    void app.register(async (scope) => {
      await scope.register(formbody);
      registerCheckoutRoutes(scope, ctx);
    });
  },
};

export { SHIPPING_OPTION_TYPE, billingAddressOf, checkoutShipping } from './api/checkout-json';
export {
  addConsignments,
  consignmentsOf,
  deleteConsignment,
  updateConsignment,
} from './api/consignments';
export type { Consignment } from './api/consignments';
export { billingAddressBody, consignmentAddressBody } from './api/inputs';
export type { CheckoutAddress, ConsignmentAddress } from './api/inputs';
export {
  applyCheckoutCoupon,
  changeCheckout,
  currentView,
  removeCheckoutCoupon,
  setCheckoutBillingAddress,
} from './change';
