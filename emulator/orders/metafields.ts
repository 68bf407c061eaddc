import { type ServiceContext } from '../core';
import { modify, read, notFound, idParam } from '../http';
import { type MetafieldResource } from '../metafields';
import { findOrder } from './repository';

/** `/v3/orders/{order_id}/metafields` and `/v3/orders/metafields`, Orders scopes. */
export const orderMetafields: MetafieldResource = {
  type: 'order',
  itemPath: '/v3/orders/:orderId',
  batchPath: '/v3/orders/metafields',
  idName: 'order_id',
  resolve(ctx: ServiceContext, params) {
    const id = idParam(params.orderId, 'order_id');
    if (!findOrder(ctx, id)) throw notFound(`Order ${id}`);
    return String(id);
  },
  exists: (ctx, id) => /^\d+$/.test(id) && findOrder(ctx, Number(id)) !== undefined,
  read: read('orders'),
  modify: modify('orders'),
  // The callback's fields plus the order as `type`/`id`, so `store/order/*` receivers find the order.
  events: { prefix: 'store/order/metafield', subject: (id) => ({ type: 'order', id: Number(id) }) },
};
