import { type FastifyInstance } from 'fastify';
import { type ServiceContext } from '../core';
import { modify, read, one, paged, sqlPage, parseInput } from '../http';
import { createHookBody, listHooksQuery, updateHookBody } from './hook-input';
import { hookJson, listHooks, pageOfHooks } from './hooks-repository';
import {
  changeHook,
  clientOf,
  createHook,
  ownHookOf,
  removeHook,
  requireJsonAccept,
} from './hooks-service';

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

    // 200, as both references answer. The seed gives 201 for webhook creation; issue 15
    // decided for the real service's status, so clients written against it work unchanged
    // (the seed's other rule, that a missing required header prevents success, is kept).
    app.post(base, modifyAccess, (request) => {
      const account = clientOf(request, { required: true });
      requireJsonAccept(request);
      const body = parseInput(createHookBody, request.body, 'Webhook');
      return wrap(hookJson(ctx, createHook(ctx, account.clientId, body)));
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
    const filter = {
      clientId: account.clientId,
      isActive: query.is_active,
      scope: query.scope,
      destination: query.destination,
    };
    const { rows, total } = pageOfHooks(ctx, filter, sqlPage(query));
    return paged(
      rows.map((row) => hookJson(ctx, row)),
      total,
      query,
    );
  });
}
