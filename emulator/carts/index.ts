import { type ServiceModule } from '../context';
import { registerAbandonedCartRoutes, scheduleAbandonedCartSweep } from './abandoned';
import { cartsSchema } from './repository';
import { abandonedSettingsSchema, registerAbandonedCartSettingsRoutes } from './abandoned-settings';

/**
 * Carts: created and changed through the storefront GraphQL endpoint (see ./service.ts),
 * abandoned after a configurable idle time, recovered by token over the management API.
 */
export const cartsModule: ServiceModule = {
  name: 'carts',
  schema: cartsSchema + abandonedSettingsSchema,
  management(app, ctx) {
    registerAbandonedCartRoutes(app, ctx);
    registerAbandonedCartSettingsRoutes(app, ctx);
  },
  storefront(app, ctx) {
    scheduleAbandonedCartSweep(app, ctx);
  },
};
