import { createHash } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import { type ServiceContext, v2Money } from '../../core';
import { modify, read, notFound, pageQuery, sqlPage, idParam, parseInput } from '../../http';
import { orderCoupons } from '../coupons';
import { feeJson, feesOf } from '../fees';
import { shippingAddressChange } from '../inputs';
import { shippingAddressIdOf, shippingAddressJson, subResource } from '../order-json';
import { type OrderRecord, orderOfPath } from '../repository';
import { findMethodByName } from '../../shipping';
import { archiveOrder, updateOrder } from '../update-order';

/**
 * The rest of an order's v2 parts: coupons, taxes, fees, consignments and shipping quotes,
 * changing its shipping address, and archiving every order. Empty lists answer 204, as
 * the real v2 interface does.
 */

/** A quote of the shipping method the order was placed with, at the price it was charged. */
function shippingQuote(ctx: ServiceContext, order: OrderRecord) {
  const method = findMethodByName(ctx, order.shipping_method);
  const quote = {
    methodId: method?.option_id ?? 'custom',
    name: order.shipping_method,
    costCents: order.shipping,
  };
  // A quote keeps its id and uuid: derived from the order.
  const hash = createHash('sha1').update(`order-${order.id}-quote`).digest('hex');
  const uuid = `${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-8${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
  return {
    id: String(order.id),
    uuid,
    timestamp: new Date(order.created_at).toISOString(),
    shipping_provider_id: method ? 'local' : 'custom',
    shipping_provider_quote: [{ method: quote.name, cost: v2Money(quote.costCents) }],
    provider_code: method ? 'local' : 'custom',
    carrier_code: method ? 'local' : 'custom',
    rate_code: quote.methodId,
    rate_id: quote.methodId,
    method_id: method?.id ?? 0,
  };
}

/** Tax rows: one per line or fee that carries tax (only a merchant's own prices do). */
function taxesOf(ctx: ServiceContext, order: OrderRecord) {
  const rate = (tax: number, base: number) => (base ? ((tax / base) * 100).toFixed(4) : '0.0000');
  const addressId = shippingAddressIdOf(order);
  const base = {
    order_id: order.id,
    order_address_id: addressId,
    tax_rate_id: 0,
    sales_tax_id: '',
    tax_class_id: null,
    name: 'Tax',
    class: 'Default Tax Class',
    priority: 0,
    order_pickup_method_id: 0,
  };
  const lines = order.items
    .filter((item) => item.tax > 0)
    .map((item) => ({
      ...base,
      id: item.id,
      rate: rate(item.tax, item.total),
      priority_amount: v2Money(item.tax),
      line_amount: v2Money(item.tax),
      order_product_id: String(item.id),
      line_item_type: 'item' as const,
    }));
  return lines;
}

function consignmentsOf(ctx: ServiceContext, order: OrderRecord) {
  const physical = order.items.filter((item) => item.type !== 'digital');
  const digital = order.items.filter((item) => item.type === 'digital');
  const lineItems = [subResource(ctx, order.id, 'products')];
  return {
    pickups: [],
    shipping: order.shippingAddress
      ? [
          {
            id: shippingAddressIdOf(order),
            ...order.shippingAddress,
            form_fields: [],
            line_items: lineItems,
            items_total: physical.reduce((n, i) => n + i.quantity, 0),
            items_shipped: physical.reduce((n, i) => n + i.quantity_shipped, 0),
            shipping_method: order.shipping_method,
            base_cost: order.shipping / 100,
            cost_ex_tax: order.shipping / 100,
            cost_inc_tax: order.shipping / 100,
            cost_tax: 0,
            cost_tax_class_id: 0,
            base_handling_cost: order.handling / 100,
            handling_cost_ex_tax: order.handling / 100,
            handling_cost_inc_tax: order.handling / 100,
            handling_cost_tax: 0,
            handling_cost_tax_class_id: 0,
            shipping_zone_id: 1,
            shipping_zone_name: 'Everywhere',
            shipping_quotes: subResource(
              ctx,
              order.id,
              `consignments/shipping/${shippingAddressIdOf(order)}/shipping_quotes`,
            ),
          },
        ]
      : [],
    downloads: digital.length
      ? [{ recipient_email: order.billingAddress.email, line_items: lineItems }]
      : [],
    email: { gift_certificates: [] },
  };
}

export function registerV2OrderExtraRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const orderOf = (params: unknown) => orderOfPath(ctx, params);
  /** The order of a path naming its shipping address (or its shipping consignment, the same id). */
  const shippedOrderOf = (params: unknown, param: string) => {
    const order = orderOf(params);
    const id = idParam((params as Record<string, string>)[param], param);
    if (!order.shippingAddress || id !== shippingAddressIdOf(order))
      throw notFound(`Shipping address ${id} of order ${order.id}`);
    return order;
  };
  const readAccess = { config: { access: read('orders') } };
  const listOrEmpty = <T>(
    items: T[],
    query: unknown,
    reply: { code: (n: number) => { send: () => unknown } },
  ) => {
    const { limit, offset } = sqlPage(parseInput(pageQuery, query, 'Query'));
    const page = items.slice(offset, offset + limit);
    return page.length ? page : reply.code(204).send();
  };

  app.get('/v2/orders/:orderId/coupons', readAccess, (request, reply) =>
    listOrEmpty(orderCoupons(ctx, orderOf(request.params).id), request.query, reply),
  );
  app.get('/v2/orders/:orderId/taxes', readAccess, (request, reply) =>
    listOrEmpty(taxesOf(ctx, orderOf(request.params)), request.query, reply),
  );
  app.get('/v2/orders/:orderId/fees', readAccess, (request, reply) => {
    const fees = feesOf(ctx, orderOf(request.params).id).map(feeJson);
    return fees.length ? fees : reply.code(204).send();
  });
  app.get('/v2/orders/:orderId/consignments', readAccess, (request) =>
    consignmentsOf(ctx, orderOf(request.params)),
  );

  app.get(
    '/v2/orders/:orderId/shipping_addresses/:addressId/shipping_quotes',
    readAccess,
    (request) => shippingQuote(ctx, shippedOrderOf(request.params, 'addressId')),
  );
  app.get(
    '/v2/orders/:orderId/consignments/shipping/:consignmentId/shipping_quotes',
    readAccess,
    (request) => shippingQuote(ctx, shippedOrderOf(request.params, 'consignmentId')),
  );

  app.put(
    '/v2/orders/:orderId/shipping_addresses/:addressId',
    { config: { access: modify('orders') } },
    (request) => {
      const order = shippedOrderOf(request.params, 'addressId');
      const change = parseInput(shippingAddressChange, request.body, 'Shipping address');
      const updated = updateOrder(ctx, order.id, { shipping_addresses: [change] });
      return shippingAddressJson(ctx, updated);
    },
  );

  // Archives every order (or the first `limit`), as the reference describes it.
  app.delete('/v2/orders', { config: { access: modify('orders') } }, (request, reply) => {
    const { limit } = parseInput(pageQuery.pick({ limit: true }).partial(), request.query, 'Query');
    const ids = ctx.db
      .prepare('SELECT id FROM orders WHERE is_deleted = 0 ORDER BY id LIMIT ?')
      .all(limit ?? -1) as Array<{ id: number }>;
    for (const { id } of ids) archiveOrder(ctx, id);
    return reply.code(204).send();
  });
}
