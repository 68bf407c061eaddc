import { type FastifyInstance } from 'fastify';
import { type ServiceContext } from '../../core';
import { modify, read, notFound, idParam, parseInput } from '../../http';
import { createOrderFromApi } from '../api-order';
import { createOrderBody, parseOrderInput, updateOrderBody } from '../inputs';
import { orderJson } from '../order-json';
import { countOrdersByStatus, findOrderRows, orderFilters, orderListQuery } from '../order-query';
import { findOrder, toOrderRecords } from '../repository';
import { orderStatusJson, orderStatusesInDisplayOrder } from '../status-info';
import { archiveOrder, updateOrder } from '../update-order';

const orderIdOf = (params: unknown) =>
  idParam((params as { orderId?: string }).orderId, 'order_id');

/** `/v2/orders`: list, count, read, create, update and archive orders (Orders scopes). */
export function registerV2OrderRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/v2/orders', { config: { access: read('orders') } }, (request, reply) => {
    const query = parseInput(orderListQuery, request.query, 'Query');
    const orders = toOrderRecords(ctx, findOrderRows(ctx, query)).map((order) =>
      orderJson(ctx, order),
    );
    // The v2 interface answers an empty collection with 204 and no body.
    if (!orders.length) return reply.code(204).send();
    return orders;
  });

  app.get('/v2/orders/count', { config: { access: read('orders') } }, (request) => {
    const counts = countOrdersByStatus(ctx, parseInput(orderFilters, request.query, 'Query'));
    const statuses = orderStatusesInDisplayOrder().map((id) => {
      const { order: position, ...status } = orderStatusJson(id);
      return { ...status, count: counts.get(id) ?? 0, sort_order: position };
    });
    return { statuses, count: [...counts.values()].reduce((sum, n) => sum + n, 0) };
  });

  app.get('/v2/orders/:orderId', { config: { access: read('orders') } }, (request) => {
    const id = orderIdOf(request.params);
    const order = findOrder(ctx, id);
    if (!order) throw notFound(`Order ${id}`);
    return orderJson(ctx, order);
  });

  // 200, as the reference answers (the seed gives no status for it).
  app.post('/v2/orders', { config: { access: modify('orders') } }, (request) => {
    const body = parseOrderInput(createOrderBody, request.body, 'Order');
    return orderJson(ctx, createOrderFromApi(ctx, body));
  });

  app.put('/v2/orders/:orderId', { config: { access: modify('orders') } }, (request) => {
    const id = orderIdOf(request.params);
    if (!findOrder(ctx, id)) throw notFound(`Order ${id}`);
    return orderJson(
      ctx,
      updateOrder(ctx, id, parseOrderInput(updateOrderBody, request.body, 'Order')),
    );
  });

  app.delete('/v2/orders/:orderId', { config: { access: modify('orders') } }, (request, reply) => {
    archiveOrder(ctx, orderIdOf(request.params));
    return reply.code(204).send();
  });
}
