import { type ServiceContext } from '../core';
import { sendEmail, emailLink, missingRouteNote } from '../outbox';
import { findOrder } from './repository';
import { type OrderStatusId, orderStatus } from './statuses';

const SHIPPED: OrderStatusId = 2;

/**
 * Moves an order to another status inside the caller's transaction. Shipping marks every
 * unit shipped and stamps the date the v2 interface reports as `date_shipped`.
 */
export function writeStatus(ctx: ServiceContext, orderId: number, statusId: OrderStatusId): void {
  const now = ctx.clock.now();
  ctx.db
    .prepare('UPDATE orders SET status_id = ?, updated_at = ? WHERE id = ?')
    .run(statusId, now, orderId);
  if (statusId === SHIPPED) {
    ctx.db
      .prepare('UPDATE orders SET shipped_at = COALESCE(shipped_at, ?) WHERE id = ?')
      .run(now, orderId);
    ctx.db
      .prepare('UPDATE order_products SET quantity_shipped = quantity WHERE order_id = ?')
      .run(orderId);
  }
}

/**
 * What follows a committed status change: the `store/order/statusUpdated` event with the
 * previous and new ids, and, when the order has shipped, an e-mail to the shopper.
 */
export function announceStatusChange(
  ctx: ServiceContext,
  orderId: number,
  previous: number,
  next: number,
): void {
  ctx.events.publish('store/order/statusUpdated', {
    type: 'order',
    id: orderId,
    status: { previous_status_id: previous, new_status_id: next },
  });
  if (next === SHIPPED) sendShippedEmail(ctx, orderId);
}

function sendShippedEmail(ctx: ServiceContext, orderId: number): void {
  const order = findOrder(ctx, orderId);
  const to = order?.billingAddress.email;
  if (!order || !to) return;
  const link = emailLink(ctx, order.channel_id, 'account_order_status', {
    id: order.id,
    lang: order.customer_locale,
  });
  sendEmail(ctx, {
    kind: 'order_shipped',
    to,
    subject: `Your order #${order.id} from ${ctx.store.name} is on its way`,
    body: [
      `Hi ${order.billingAddress.first_name || 'there'},`,
      '',
      `Good news: order #${order.id} is now "${orderStatus(order.status_id).name}".`,
      `It ships with ${order.shipping_method || 'the carrier the store chose'}.`,
      '',
      'Follow your order:',
      link ?? missingRouteNote('account_order_status'),
    ].join('\n'),
    links: link ? { order_status: link } : {},
  });
}
