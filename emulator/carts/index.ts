import { type ServiceModule } from '../core/context';
import { registerMetafieldRoutes } from '../metafields';
import { registerAbandonedCartRoutes, scheduleAbandonedCartSweep } from './abandoned';
import { abandonedSettingsSchema, registerAbandonedCartSettingsRoutes } from './abandoned-settings';
import { cartMetafields } from './api/metafields';
import { registerCartRoutes } from './api/routes';
import { cartCouponsSchema } from './coupons';
import { cartFeesSchema } from './fees';
import { cartsSchema, migrateCarts } from './repository';
import { cartSettingsSchema, registerCartSettingsRoutes } from './settings';

/**
 * Carts: created and changed through the storefront GraphQL endpoint and the v3 carts
 * interface alike (both through ./service.ts), abandoned after a configurable idle time,
 * recovered by token over the management API; checkouts (../checkout) add coupons,
 * discounts and a billing address to them.
 */
export const cartsModule: ServiceModule = {
  name: 'carts',
  schema: [
    cartsSchema,
    abandonedSettingsSchema,
    cartCouponsSchema,
    cartSettingsSchema,
    cartFeesSchema,
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
