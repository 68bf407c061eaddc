import { type ServiceContext } from '../core';
import { findCustomer } from '../customers';
import { notFound, unprocessable } from '../http';
import { adjustInventory, whyNotPurchasable } from '../catalog';
import { catalogLine, customLine, ownPriceOf } from './api-order';
import { recomputeTotals, replaceFees, unknownFees } from './fees';
import { type UpdateOrderBody, mergeAddress } from './inputs';
import { type OrderProductInput, checkAvailable, linesOfProducts } from './order-lines';
import { insertCustomItem, insertItem } from './place-order';
import { type OrderRecord, findOrder } from './repository';
import { announceStatusChange, writeStatus } from './status-change';

/**
 * `PUT /v2/orders/{id}`: changes what the body names and nothing else. A change of status
 * publishes `store/order/statusUpdated`; any change publishes `store/order/updated`. A
 * body that changes nothing publishes nothing.
 */
export function updateOrder(
  ctx: ServiceContext,
  orderId: number,
  body: UpdateOrderBody,
): OrderRecord {
  const order = findOrder(ctx, orderId);
  if (!order) throw notFound(`Order ${orderId}`);
  if (body.customer_id && !findCustomer(ctx, body.customer_id)) {
    throw unprocessable(`Customer ${body.customer_id} does not exist.`, {
      customer_id: 'no such customer (0 makes the order a guest order)',
    });
  }
  if (body.shipping_addresses?.length && !order.shippingAddress) {
    throw unprocessable(`Order ${orderId} has no shipping address to change.`, {
      shipping_addresses: 'the order has no shipping address',
    });
  }

  const fields: Record<string, string | number> = {};
  const set = (
    column: string,
    next: string | number | undefined,
    current: string | number | null,
  ) => {
    if (next !== undefined && next !== current) fields[column] = next;
  };
  set('customer_id', body.customer_id, order.customer_id);
  set('customer_message', body.customer_message, order.customer_message);
  set('staff_notes', body.staff_notes, order.staff_notes);
  set('payment_method', body.payment_method, order.payment_method);
  set('payment_provider_id', body.payment_provider_id, order.payment_provider_id);
  if (body.billing_address)
    set(
      'billing_address',
      JSON.stringify(mergeAddress(order.billingAddress, body.billing_address)),
      JSON.stringify(order.billingAddress),
    );
  const shippingChange = body.shipping_addresses?.[0];
  if (shippingChange && order.shippingAddress) {
    const { id: _id, shipping_method, ...change } = shippingChange;
    set(
      'shipping_address',
      JSON.stringify(mergeAddress(order.shippingAddress, change)),
      JSON.stringify(order.shippingAddress),
    );
    set('shipping_method', shipping_method, order.shipping_method);
  }
  set('customer_locale', body.customer_locale, order.customer_locale);
  const feeErrors = unknownFees(ctx, orderId, body.fees ?? []);
  if (Object.keys(feeErrors).length)
    throw unprocessable(`Some fees are not fees of order ${orderId}.`, feeErrors);
  const statusChanged = body.status_id !== undefined && body.status_id !== order.status_id;
  const linesChange = body.products?.length || body.fees !== undefined;
  if (!statusChanged && !Object.keys(fields).length && !linesChange) return order;

  ctx.db.transaction(() => {
    const columns = Object.keys(fields);
    if (columns.length) {
      ctx.db
        .prepare(
          `UPDATE orders SET ${columns.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE id = ?`,
        )
        .run(...columns.map((c) => fields[c]), ctx.clock.now(), orderId);
    }
    if (body.products?.length) editLines(ctx, order, body.products);
    if (body.fees !== undefined) replaceFees(ctx, orderId, body.fees);
    if (linesChange) {
      recomputeTotals(ctx, orderId);
      ctx.db.prepare('UPDATE orders SET updated_at = ? WHERE id = ?').run(ctx.clock.now(), orderId);
    }
    if (statusChanged) writeStatus(ctx, orderId, body.status_id!);
  })();
  if (statusChanged) announceStatusChange(ctx, orderId, order.status_id, body.status_id!);
  ctx.events.publish('store/order/updated', { type: 'order', id: orderId });
  return findOrder(ctx, orderId)!;
}

type LineEdit = NonNullable<UpdateOrderBody['products']>[number];

/**
 * Changes an order's lines (inside the caller's transaction): a line named by `id` takes
 * its new quantity (0 removes it) and price; a catalog product without `id` is added at the
 * catalog's price (or the one given), a custom product as given. Stock follows the
 * catalog lines' quantities.
 */
function editLines(ctx: ServiceContext, order: OrderRecord, edits: readonly LineEdit[]): void {
  const added: OrderProductInput[] = [];
  edits.forEach((edit, i) => {
    if (!('id' in edit)) {
      if ('product_id' in edit) added.push(catalogLine(edit));
      else insertCustomItem(ctx, order.id, customLine(edit));
      return;
    }
    const line = order.items.find((item) => item.id === edit.id);
    if (!line)
      throw unprocessable(`Order ${order.id} has no product line ${edit.id}.`, {
        [`products.${i}.id`]: 'not a line of this order',
      });
    if (line.variant_id !== null && edit.quantity > line.quantity) {
      const problem = whyNotPurchasable(ctx, line.variant_id, edit.quantity - line.quantity);
      if (problem) throw unprocessable(problem, { [`products.${i}.quantity`]: problem });
    }
    if (line.variant_id !== null)
      adjustInventory(ctx, line.variant_id, line.quantity - edit.quantity);
    if (edit.quantity === 0) {
      ctx.db.prepare('DELETE FROM order_products WHERE id = ?').run(line.id);
      return;
    }
    const own = ownPriceOf(edit);
    const unit = own?.exTax ?? line.price;
    const unitTax = own ? own.tax : line.tax / line.quantity;
    ctx.db
      .prepare(
        'UPDATE order_products SET quantity = ?, base_price = ?, price = ?, total = ?, tax = ? WHERE id = ?',
      )
      .run(
        edit.quantity,
        own ? unit : line.base_price,
        unit,
        unit * edit.quantity,
        Math.round(unitTax * edit.quantity),
        line.id,
      );
  });
  if (!added.length) return;
  const lines = linesOfProducts(ctx, added, {
    channelId: order.channel_id,
    customerId: order.customer_id || null,
  });
  checkAvailable(ctx, lines);
  for (const line of lines) {
    insertItem(ctx, order.id, line);
    adjustInventory(ctx, line.variant.id, -line.quantity);
  }
}

/** `DELETE /v2/orders/{id}`: archives the order; it stays in the table but is "not found" from then on. */
export function archiveOrder(ctx: ServiceContext, orderId: number): void {
  if (!findOrder(ctx, orderId)) throw notFound(`Order ${orderId}`);
  ctx.db
    .prepare('UPDATE orders SET is_deleted = 1, updated_at = ? WHERE id = ?')
    .run(ctx.clock.now(), orderId);
  ctx.events.publish('store/order/archived', { type: 'order', id: orderId });
}
