import { type ServiceContext, type ServiceModule } from '../core';
import { deliveriesSchema } from './deliveries-repository';
import { DeliveryEngine } from './delivery-engine';
import { registerWebhookDelivery } from './delivery-of';
import { hooksAdminSchema, registerHooksAdminRoutes } from './hooks-admin';
import { hooksSchema } from './hooks-repository';
import { registerHookRoutes } from './hooks-routes';
import { registerInspectionRoutes } from './inspection';

/** `/v2/hooks` and `/v3/hooks`: the webhooks an API account subscribes, and its notification settings. */
export const hooksModule: ServiceModule = {
  name: 'webhooks',
  schema: hooksSchema + hooksAdminSchema,
  management(app, ctx) {
    registerHookRoutes(app, ctx);
    registerHooksAdminRoutes(app, ctx);
  },
};

const engines = new WeakMap<ServiceContext, DeliveryEngine>();

function engineOf(ctx: ServiceContext): DeliveryEngine {
  let engine = engines.get(ctx);
  if (!engine) {
    engine = new DeliveryEngine(ctx);
    engines.set(ctx, engine);
    registerWebhookDelivery(ctx, engine);
  }
  return engine;
}

/**
 * Sends callbacks for published events, with retries, domain blacklisting and
 * deactivation. Listens from `init` so that events published while the service starts are
 * queued too; sends once the server is ready and stops with it.
 */
export const webhookDeliveryModule: ServiceModule = {
  name: 'webhook-delivery',
  schema: deliveriesSchema,
  init: (ctx) => engineOf(ctx).listen(),
  storefront(app, ctx) {
    const engine = engineOf(ctx);
    registerInspectionRoutes(app, ctx);
    app.addHook('onReady', (done) => {
      engine.start();
      done();
    });
    app.addHook('onClose', () => engine.stop());
  },
};
