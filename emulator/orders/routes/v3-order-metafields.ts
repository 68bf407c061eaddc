import { type FastifyInstance } from 'fastify';
import { type ServiceContext } from '../../context';
import { modify, read } from '../../http/access';
import { one, paged } from '../../http/envelope';
import { accountOf } from '../../http/management-auth';
import { idParam, parseInput } from '../../http/validation';
import {
  createMetafield,
  createMetafieldBody,
  deleteMetafield,
  getMetafield,
  listMetafields,
  metafieldJson,
  metafieldListQuery,
  updateMetafield,
  updateMetafieldBody,
} from '../metafields';

interface MetafieldParams {
  orderId?: string;
  metafieldId?: string;
}

const idsOf = (params: unknown) => {
  const { orderId, metafieldId } = params as MetafieldParams;
  return { orderId: idParam(orderId, 'order_id'), metafieldId: metafieldId === undefined ? 0 : idParam(metafieldId, 'metafield_id') };
};

/** `/v3/orders/{id}/metafields`: an app's own data on orders (Orders scopes). */
export function registerV3OrderMetafieldRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/v3/orders/:orderId/metafields', { config: { access: read('orders') } }, (request) => {
    const { orderId } = idsOf(request.params);
    const query = parseInput(metafieldListQuery, request.query, 'Query');
    const { rows, total, page } = listMetafields(ctx, orderId, accountOf(request).clientId, query);
    return paged(rows.map(metafieldJson), total, page);
  });

  // The reference answers a created metafield with 200, not 201.
  app.post('/v3/orders/:orderId/metafields', { config: { access: modify('orders') } }, (request) => {
    const { orderId } = idsOf(request.params);
    const body = parseInput(createMetafieldBody, request.body, 'Metafield');
    return one(metafieldJson(createMetafield(ctx, orderId, accountOf(request).clientId, body)));
  });

  app.get('/v3/orders/:orderId/metafields/:metafieldId', { config: { access: read('orders') } }, (request) => {
    const { orderId, metafieldId } = idsOf(request.params);
    return one(metafieldJson(getMetafield(ctx, orderId, metafieldId, accountOf(request).clientId)));
  });

  app.put('/v3/orders/:orderId/metafields/:metafieldId', { config: { access: modify('orders') } }, (request) => {
    const { orderId, metafieldId } = idsOf(request.params);
    const body = parseInput(updateMetafieldBody, request.body, 'Metafield');
    return one(metafieldJson(updateMetafield(ctx, orderId, metafieldId, accountOf(request).clientId, body)));
  });

  app.delete('/v3/orders/:orderId/metafields/:metafieldId', { config: { access: modify('orders') } }, (request, reply) => {
    const { orderId, metafieldId } = idsOf(request.params);
    deleteMetafield(ctx, orderId, metafieldId, accountOf(request).clientId);
    return reply.code(204).send();
  });
}
