import { type FastifyInstance } from 'fastify';
import { updateColumns, type ServiceContext, rfc2822, moneyInput, v2Money } from '../core';
import { z } from 'zod';
import {
  modify,
  read,
  notFound,
  unprocessable,
  pageQuery,
  sqlPage,
  idParam,
  parseInput,
} from '../http';
import { shippingAddressIdOf } from './order-json';
import { type OrderRecord, findOrder, orderOfPath } from './repository';
import { announceStatusChange, writeStatus } from './status-change';
import { type OrderStatusId } from './statuses';

/**
 * Shipments of an order (`/v2/orders/{id}/shipments`): which units went out, with what
 * tracking. Shipping every unit moves the order to Shipped (with its e-mail), some of them
 * to Partially Shipped; deleting a shipment puts its units back. Each change publishes its
 * `store/shipment/*` event with the order, as every order event carries it.
 */
export const shipmentsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS order_shipments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    order_address_id INTEGER NOT NULL,
    tracking_number TEXT NOT NULL DEFAULT '',
    tracking_link TEXT NOT NULL DEFAULT '',
    merchant_shipping_cost INTEGER NOT NULL DEFAULT 0,
    shipping_method TEXT NOT NULL DEFAULT '',
    shipping_provider TEXT NOT NULL DEFAULT '',
    tracking_carrier TEXT NOT NULL DEFAULT '',
    comments TEXT NOT NULL DEFAULT '',
    items TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS order_shipments_order ON order_shipments (order_id, id);
`;

const SHIPPED: OrderStatusId = 2;
const PARTIALLY_SHIPPED: OrderStatusId = 3;

interface ShipmentRow {
  id: number;
  order_id: number;
  order_address_id: number;
  tracking_number: string;
  tracking_link: string;
  merchant_shipping_cost: number;
  shipping_method: string;
  shipping_provider: string;
  tracking_carrier: string;
  comments: string;
  items: string;
  created_at: number;
}

type ShippedItem = { order_product_id: number; quantity: number };

const fields = {
  order_address_id: z.number().int().min(1),
  tracking_number: z.string().max(50),
  tracking_link: z.string().max(2048),
  merchant_shipping_cost: moneyInput,
  shipping_method: z.string().max(100),
  shipping_provider: z.string().max(50),
  tracking_carrier: z.string().max(50),
  comments: z.string().max(65535),
};
const createBody = z.object({
  ...z.object(fields).partial().shape,
  items: z
    .array(
      z.object({ order_product_id: z.number().int().min(1), quantity: z.number().int().min(1) }),
    )
    .min(1)
    .max(100)
    .optional(),
});
const updateBody = z.object(fields).partial();

/** The shipment object of the v2 interface. */
function shipmentJson(order: OrderRecord, row: ShipmentRow) {
  const items = JSON.parse(row.items) as ShippedItem[];
  return {
    id: row.id,
    order_id: row.order_id,
    customer_id: order.customer_id,
    order_address_id: row.order_address_id,
    date_created: rfc2822(row.created_at),
    tracking_number: row.tracking_number,
    merchant_shipping_cost: v2Money(row.merchant_shipping_cost),
    shipping_method: row.shipping_method,
    shipping_provider: row.shipping_provider,
    tracking_carrier: row.tracking_carrier,
    tracking_link: row.tracking_link,
    comments: row.comments,
    billing_address: order.billingAddress,
    shipping_address: order.shippingAddress,
    items: items.map((item) => ({
      ...item,
      product_id: order.items.find((line) => line.id === item.order_product_id)?.product_id ?? 0,
    })),
    shipping_provider_display_name: row.shipping_provider,
    generated_tracking_link: row.tracking_link,
  };
}

const shipmentsOf = (ctx: ServiceContext, orderId: number) =>
  ctx.db
    .prepare('SELECT * FROM order_shipments WHERE order_id = ? ORDER BY id')
    .all(orderId) as ShipmentRow[];

/** After units went out or came back: Shipped when all have, Partially Shipped when some have. */
function settleStatus(
  ctx: ServiceContext,
  orderId: number,
): { previous: number; next: number } | null {
  const order = findOrder(ctx, orderId)!;
  const shipped = order.items.reduce((n, item) => n + item.quantity_shipped, 0);
  const total = order.items.reduce((n, item) => n + item.quantity, 0);
  const next = shipped === 0 ? null : shipped >= total ? SHIPPED : PARTIALLY_SHIPPED;
  if (next === null || next === order.status_id) return null;
  writeStatus(ctx, orderId, next);
  return { previous: order.status_id, next };
}

function publishShipment(
  ctx: ServiceContext,
  change: 'created' | 'updated' | 'deleted',
  row: ShipmentRow,
): void {
  ctx.events.publish(`store/shipment/${change}`, {
    type: 'shipment',
    id: row.id,
    orderId: row.order_id,
  });
}

export function registerShipmentRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const orderOf = (params: unknown) => orderOfPath(ctx, params);
  const shipmentOf = (order: OrderRecord, params: unknown) => {
    const id = idParam((params as { shipmentId?: string }).shipmentId, 'shipment_id');
    const row = ctx.db
      .prepare('SELECT * FROM order_shipments WHERE id = ? AND order_id = ?')
      .get(id, order.id) as ShipmentRow | undefined;
    if (!row) throw notFound(`Shipment ${id} of order ${order.id}`);
    return row;
  };
  /** Takes units back off a shipment's lines (deleting it), inside the caller's transaction. */
  const unship = (row: ShipmentRow) => {
    for (const item of JSON.parse(row.items) as ShippedItem[]) {
      ctx.db
        .prepare(
          'UPDATE order_products SET quantity_shipped = MAX(0, quantity_shipped - ?) WHERE id = ?',
        )
        .run(item.quantity, item.order_product_id);
    }
    ctx.db.prepare('DELETE FROM order_shipments WHERE id = ?').run(row.id);
  };
  const readAccess = { config: { access: read('orders') } };
  const modifyAccess = { config: { access: modify('orders') } };

  app.get('/v2/orders/:orderId/shipments', readAccess, (request, reply) => {
    const order = orderOf(request.params);
    const { limit, offset } = sqlPage(parseInput(pageQuery, request.query, 'Query'));
    const rows = shipmentsOf(ctx, order.id).slice(offset, offset + limit);
    return rows.length ? rows.map((row) => shipmentJson(order, row)) : reply.code(204).send();
  });

  app.get('/v2/orders/:orderId/shipments/count', readAccess, (request) => ({
    count: shipmentsOf(ctx, orderOf(request.params).id).length,
  }));

  // 201, as the reference answers a new shipment.
  app.post('/v2/orders/:orderId/shipments', modifyAccess, (request, reply) => {
    const order = orderOf(request.params);
    const body = parseInput(createBody, request.body, 'Shipment');
    if (!order.shippingAddress)
      throw unprocessable(`Order ${order.id} has no shipping address: nothing of it ships.`);
    const addressId = body.order_address_id ?? shippingAddressIdOf(order);
    if (addressId !== shippingAddressIdOf(order)) {
      throw unprocessable(`Order ${order.id} ships to address ${shippingAddressIdOf(order)}.`, {
        order_address_id: `must be ${shippingAddressIdOf(order)}`,
      });
    }
    const left = new Map(
      order.items.map((line) => [line.id, line.quantity - line.quantity_shipped]),
    );
    const items =
      body.items ??
      order.items
        .filter((line) => left.get(line.id)! > 0)
        .map((line) => ({ order_product_id: line.id, quantity: left.get(line.id)! }));
    if (!items.length) throw unprocessable(`Every unit of order ${order.id} has shipped already.`);
    items.forEach((item, i) => {
      const remaining = left.get(item.order_product_id);
      if (remaining === undefined)
        throw unprocessable(`Order ${order.id} has no product line ${item.order_product_id}.`, {
          [`items.${i}.order_product_id`]: 'not a line of this order',
        });
      if (item.quantity > remaining)
        throw unprocessable(
          `Only ${remaining} of line ${item.order_product_id} are left to ship.`,
          { [`items.${i}.quantity`]: `at most ${remaining}` },
        );
      left.set(item.order_product_id, remaining - item.quantity);
    });
    const { row, status } = ctx.db.transaction(() => {
      const info = ctx.db
        .prepare(
          `INSERT INTO order_shipments (order_id, order_address_id, tracking_number, tracking_link, merchant_shipping_cost, shipping_method,
             shipping_provider, tracking_carrier, comments, items, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          order.id,
          addressId,
          body.tracking_number ?? '',
          body.tracking_link ?? '',
          body.merchant_shipping_cost ?? 0,
          body.shipping_method ?? order.shipping_method,
          body.shipping_provider ?? '',
          body.tracking_carrier ?? '',
          body.comments ?? '',
          JSON.stringify(items),
          ctx.clock.now(),
        );
      for (const item of items)
        ctx.db
          .prepare('UPDATE order_products SET quantity_shipped = quantity_shipped + ? WHERE id = ?')
          .run(item.quantity, item.order_product_id);
      return {
        row: ctx.db
          .prepare('SELECT * FROM order_shipments WHERE id = ?')
          .get(Number(info.lastInsertRowid)) as ShipmentRow,
        status: settleStatus(ctx, order.id),
      };
    })();
    publishShipment(ctx, 'created', row);
    if (status) announceStatusChange(ctx, order.id, status.previous, status.next);
    ctx.events.publish('store/order/updated', { type: 'order', id: order.id });
    return reply.code(201).send(shipmentJson(findOrder(ctx, order.id)!, row));
  });

  app.get('/v2/orders/:orderId/shipments/:shipmentId', readAccess, (request) => {
    const order = orderOf(request.params);
    return shipmentJson(order, shipmentOf(order, request.params));
  });

  app.put('/v2/orders/:orderId/shipments/:shipmentId', modifyAccess, (request) => {
    const order = orderOf(request.params);
    const row = shipmentOf(order, request.params);
    const body = parseInput(updateBody, request.body, 'Shipment');
    if (body.order_address_id !== undefined && body.order_address_id !== row.order_address_id) {
      throw unprocessable(`Order ${order.id} ships to address ${row.order_address_id}.`, {
        order_address_id: `must be ${row.order_address_id}`,
      });
    }
    updateColumns(ctx.db, 'order_shipments', row.id, { ...body, order_address_id: undefined });
    const updated = shipmentOf(order, request.params);
    publishShipment(ctx, 'updated', updated);
    return shipmentJson(order, updated);
  });

  app.delete('/v2/orders/:orderId/shipments/:shipmentId', modifyAccess, (request, reply) => {
    const order = orderOf(request.params);
    const row = shipmentOf(order, request.params);
    ctx.db.transaction(() => unship(row))();
    publishShipment(ctx, 'deleted', row);
    return reply.code(204).send();
  });

  app.delete('/v2/orders/:orderId/shipments', modifyAccess, (request, reply) => {
    const rows = shipmentsOf(ctx, orderOf(request.params).id);
    ctx.db.transaction(() => rows.forEach(unship))();
    for (const row of rows) publishShipment(ctx, 'deleted', row);
    return reply.code(204).send();
  });
}
