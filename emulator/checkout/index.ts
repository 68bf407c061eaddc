import formbody from '@fastify/formbody';
import { type ServiceModule } from '../context';
import { registerCheckoutRoutes } from './routes';
import { checkoutSessionsSchema } from './sessions';

/**
 * The hosted checkout: the page a storefront sends shoppers to (`createCartRedirectUrls`)
 * to pay for a cart and place the order. Served at the service's root. Its routes live in
 * their own plugin scope so that form bodies are parsed here only: the management API
 * keeps refusing anything but JSON.
 */
export const checkoutModule: ServiceModule = {
  name: 'checkout',
  schema: checkoutSessionsSchema,
  storefront(app, ctx) {
    void app.register(async (scope) => {
      await scope.register(formbody);
      registerCheckoutRoutes(scope, ctx);
    });
  },
};

export { createCheckoutSession, CHECKOUT_SESSION_TTL_MS, type CheckoutUrls } from './sessions';
