import { type ServiceContext } from '../core';
import { type WebhookDeliveryControl } from './delivery-control';

/**
 * The webhook delivery each running service runs, kept here rather than on the service
 * context: the core publishes events and knows nothing of who consumes them.
 */
const deliveries = new WeakMap<ServiceContext, WebhookDeliveryControl>();

/** Records the service's delivery (the delivery module does, when it starts). */
export function registerWebhookDelivery(
  ctx: ServiceContext,
  delivery: WebhookDeliveryControl,
): void {
  deliveries.set(ctx, delivery);
}

/**
 * The webhook delivery of a running service, for the hook admin and inspection routes and
 * for tests (`whenIdle()` waits for callbacks in flight); undefined when it runs none.
 */
export function webhookDeliveryOf(ctx: ServiceContext): WebhookDeliveryControl | undefined {
  return deliveries.get(ctx);
}
