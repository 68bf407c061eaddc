import { type FastifyInstance } from 'fastify';
import { type ServiceContext } from '../context';
import { modify, read } from '../http/access';
import { one, paged, sqlPage } from '../http/envelope';
import { parseInput } from '../http/validation';
import { createHookBody, listHooksQuery, updateHookBody } from './hook-input';
import { hookJson, listHooks, pageOfHooks } from './hooks-repository';
import { changeHook, clientOf, createHook, ownHookOf, removeHook } from './hooks-service';

const readAccess = { config: { access: read('information') } };
const modifyAccess = { config: { access: modify('information') } };

/**
 * `/v2/hooks` (bare objects and arrays, errors as the v2 array) and `/v3/hooks` (the
 * `{ data, meta }` envelope, a paged and filtered list) over the same records.
 */
export function registerHookRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  for (const version of ['v2', 'v3'] as const) {
    const wrap = <T>(data: T) => (version === 'v3' ? one(data) : data);
    const base = `/${version}/hooks`;

    app.post(base, modifyAccess, (request, reply) => {
      const account = clientOf(request, { required: true });
      const body = parseInput(createHookBody, request.body, 'Webhook');
      const row = createHook(ctx, account.clientId, body);
      return reply.code(201).send(wrap(hookJson(ctx, row)));
    });

    app.get(`${base}/:hookId`, readAccess, (request) => {
      const account = clientOf(request, { required: false });
      return wrap(hookJson(ctx, ownHookOf(ctx, request, account.clientId)));
    });

    app.put(`${base}/:hookId`, modifyAccess, (request) => {
      const account = clientOf(request, { required: false });
      const row = ownHookOf(ctx, request, account.clientId);
      const body = parseInput(updateHookBody, request.body, 'Webhook');
      return wrap(hookJson(ctx, changeHook(ctx, row, body)));
    });

    app.delete(`${base}/:hookId`, modifyAccess, (request) => {
      const account = clientOf(request, { required: false });
      const row = ownHookOf(ctx, request, account.clientId);
      removeHook(ctx, row);
      return wrap(hookJson(ctx, row));
    });
  }

  app.get('/v2/hooks', readAccess, (request) => {
    const account = clientOf(request, { required: false });
    return listHooks(ctx, { clientId: account.clientId }).map((row) => hookJson(ctx, row));
  });

  app.get('/v3/hooks', readAccess, (request) => {
    const account = clientOf(request, { required: false });
    const query = parseInput(listHooksQuery, request.query, 'Query');
    const filter = { clientId: account.clientId, isActive: query.is_active, scope: query.scope, destination: query.destination };
    const { rows, total } = pageOfHooks(ctx, filter, sqlPage(query));
    return paged(rows.map((row) => hookJson(ctx, row)), total, query);
  });
}
