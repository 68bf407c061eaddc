import { type ServiceContext } from '../context';
import { findCustomer } from '../customers/repository';
import { notFound, unprocessable } from '../http/errors';
import { type UpdateOrderBody, mergeAddress } from './inputs';
import { type OrderRecord, findOrder } from './repository';
import { announceStatusChange, writeStatus } from './status-change';

/**
 * `PUT /v2/orders/{id}`: changes what the body names and nothing else. A change of status
 * publishes `store/order/statusUpdated`; any change publishes `store/order/updated`. A
 * body that changes nothing publishes nothing.
 */
export function updateOrder(ctx: ServiceContext, orderId: number, body: UpdateOrderBody): OrderRecord {
  const order = findOrder(ctx, orderId);
  if (!order) throw notFound(`Order ${orderId}`);
  if (body.customer_id && !findCustomer(ctx, body.customer_id)) {
    throw unprocessable(`Customer ${body.customer_id} does not exist.`, { customer_id: 'no such customer (0 makes the order a guest order)' });
  }
  if (body.shipping_addresses?.length && !order.shippingAddress) {
    throw unprocessable(`Order ${orderId} has no shipping address to change.`, { shipping_addresses: 'the order has no shipping address' });
  }

  const fields: Record<string, string | number> = {};
  const set = (column: string, next: string | number | undefined, current: string | number | null) => {
    if (next !== undefined && next !== current) fields[column] = next;
  };
  set('customer_id', body.customer_id, order.customer_id);
  set('customer_message', body.customer_message, order.customer_message);
  set('staff_notes', body.staff_notes, order.staff_notes);
  set('payment_method', body.payment_method, order.payment_method);
  set('payment_provider_id', body.payment_provider_id, order.payment_provider_id);
  if (body.billing_address) set('billing_address', JSON.stringify(mergeAddress(order.billingAddress, body.billing_address)), JSON.stringify(order.billingAddress));
  const shippingChange = body.shipping_addresses?.[0];
  if (shippingChange && order.shippingAddress) {
    const { id: _id, ...change } = shippingChange;
    set('shipping_address', JSON.stringify(mergeAddress(order.shippingAddress, change)), JSON.stringify(order.shippingAddress));
  }
  const statusChanged = body.status_id !== undefined && body.status_id !== order.status_id;
  if (!statusChanged && !Object.keys(fields).length) return order;

  ctx.db.transaction(() => {
    const columns = Object.keys(fields);
    if (columns.length) {
      ctx.db
        .prepare(`UPDATE orders SET ${columns.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE id = ?`)
        .run(...columns.map((c) => fields[c]), ctx.clock.now(), orderId);
    }
    if (statusChanged) writeStatus(ctx, orderId, body.status_id!);
  })();
  if (statusChanged) announceStatusChange(ctx, orderId, order.status_id, body.status_id!);
  ctx.events.publish('store/order/updated', { type: 'order', id: orderId });
  return findOrder(ctx, orderId)!;
}

/** `DELETE /v2/orders/{id}`: archives the order; it stays in the table but is "not found" from then on. */
export function archiveOrder(ctx: ServiceContext, orderId: number): void {
  if (!findOrder(ctx, orderId)) throw notFound(`Order ${orderId}`);
  ctx.db.prepare('UPDATE orders SET is_deleted = 1, updated_at = ? WHERE id = ?').run(ctx.clock.now(), orderId);
  ctx.events.publish('store/order/archived', { type: 'order', id: orderId });
}
