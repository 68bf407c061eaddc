import { type FastifyInstance } from 'fastify';
import { type ServiceContext } from '../../core';
import { read, pageQuery, sqlPage, ApiError, notFound, idParam, parseInput } from '../../http';
import { listOrderMessages, orderMessageQuery } from '../messages';
import { orderProductJson, shippingAddressIdOf, shippingAddressJson } from '../order-json';
import { orderOfPath } from '../repository';
import { orderStatusJson } from '../status-info';
import { ORDER_STATUSES, isOrderStatusId } from '../statuses';

const orderOf = orderOfPath;

/** Order products, shipping addresses, messages and the order statuses of the v2 interface. */
export function registerV2OrderPartRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get(
    '/v2/orders/:orderId/products',
    { config: { access: read('orders') } },
    (request, reply) => {
      const order = orderOf(ctx, request.params);
      const { limit, offset } = sqlPage(parseInput(pageQuery, request.query, 'Query'));
      const items = order.items
        .slice(offset, offset + limit)
        .map((item) => orderProductJson(order, item));
      return items.length ? items : reply.code(204).send();
    },
  );

  // `product_id` here is the id of the order's product line, as in the real interface.
  app.get(
    '/v2/orders/:orderId/products/:lineId',
    { config: { access: read('orders') } },
    (request) => {
      const order = orderOf(ctx, request.params);
      const lineId = idParam((request.params as { lineId?: string }).lineId, 'product_id');
      const item = order.items.find((i) => i.id === lineId);
      if (!item) throw notFound(`Product line ${lineId} of order ${order.id}`);
      return orderProductJson(order, item);
    },
  );

  app.get(
    '/v2/orders/:orderId/shipping_addresses',
    { config: { access: read('orders') } },
    (request, reply) => {
      const address = shippingAddressJson(ctx, orderOf(ctx, request.params));
      return address ? [address] : reply.code(204).send();
    },
  );

  app.get(
    '/v2/orders/:orderId/shipping_addresses/:addressId',
    { config: { access: read('orders') } },
    (request) => {
      const order = orderOf(ctx, request.params);
      const addressId = idParam((request.params as { addressId?: string }).addressId, 'id');
      if (!order.shippingAddress || addressId !== shippingAddressIdOf(order))
        throw notFound(`Shipping address ${addressId} of order ${order.id}`);
      return shippingAddressJson(ctx, order);
    },
  );

  app.get(
    '/v2/orders/:orderId/messages',
    { config: { access: read('orders') } },
    (request, reply) => {
      const order = orderOf(ctx, request.params);
      const messages = listOrderMessages(
        ctx,
        order.id,
        parseInput(orderMessageQuery, request.query, 'Query'),
      );
      return messages.length ? messages : reply.code(204).send();
    },
  );

  app.get('/v2/order_statuses', { config: { access: read('orders') } }, () =>
    ORDER_STATUSES.map((s) => orderStatusJson(s.id)),
  );

  app.get('/v2/order_statuses/:statusId', { config: { access: read('orders') } }, (request) => {
    const raw = (request.params as { statusId?: string }).statusId ?? '';
    const id = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!isOrderStatusId(id))
      throw new ApiError(404, `Order status ${raw} was not found. Status ids run from 0 to 14.`);
    return orderStatusJson(id);
  });
}
