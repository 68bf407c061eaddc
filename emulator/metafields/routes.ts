import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type z } from 'zod';
import { type ServiceContext } from '../core';
import {
  ApiError,
  toApiError,
  v3ErrorObject,
  one,
  paged,
  selectFields,
  accountOf,
  idParam,
  parseInput,
} from '../http';
import {
  batchArray,
  batchCreateItem,
  batchDeleteBody,
  batchUpdateItem,
  createMetafieldBody,
  metafieldListQuery,
  updateMetafieldBody,
  type MetafieldListQuery,
} from './inputs';
import {
  type MetafieldRow,
  createMetafield,
  cursorOf,
  deleteMetafield,
  deleteMetafieldById,
  getMetafield,
  listMetafields,
  metafieldJson,
  updateMetafield,
  updateMetafieldById,
} from './repository';
import { type MetafieldResource } from './resources';

type Params = Record<string, string>;

/** A list page: offset paging, or with `before`/`after` the real service's cursor paging. */
function listAnswer(
  resource: MetafieldResource,
  rows: MetafieldRow[],
  total: number,
  query: MetafieldListQuery,
) {
  const data = rows.map((row) => selectFields(metafieldJson(resource, row), query));
  if (query.after === undefined && query.before === undefined) return paged(data, total, query);
  const [first, last] = [rows[0], rows.at(-1)];
  const link = (cursor: string | undefined, direction: 'before' | 'after') =>
    cursor ? `?limit=${query.limit}&${direction}=${encodeURIComponent(cursor)}` : undefined;
  const start = first && cursorOf(first.id);
  const end = last && cursorOf(last.id);
  return {
    data,
    meta: {
      cursor_pagination: {
        count: rows.length,
        per_page: query.limit,
        ...(start ? { start_cursor: start } : {}),
        ...(end ? { end_cursor: end } : {}),
        links: {
          ...(start ? { previous: link(start, 'before') } : {}),
          current: link(
            query.after ?? query.before,
            query.after !== undefined ? 'after' : 'before',
          ),
          ...(end && rows.length === query.limit ? { next: link(end, 'after') } : {}),
        },
      },
    },
  };
}

/**
 * Runs each element of a batch on its own, as the real service does: the ones that pass
 * are done, the others are reported in `errors`. All passed: 200; some failed: 422. A body
 * that is no list of elements at all is a 422 in the same shape, with one error and no data.
 */
function batchAnswer<T>(
  reply: FastifyReply,
  body: unknown,
  schema: z.ZodType<unknown[]>,
  run: (item: unknown, index: number) => T,
) {
  let items: unknown[];
  try {
    items = parseInput(schema, body, 'The batch');
  } catch (error) {
    reply.code(422);
    return {
      data: [],
      errors: [v3ErrorObject(toApiError(error))],
      meta: { total: 0, success: 0, failed: 0 },
    };
  }
  const data: T[] = [];
  const errors: ReturnType<typeof v3ErrorObject>[] = [];
  items.forEach((item, index) => {
    try {
      data.push(run(item, index));
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.status >= 500) throw error;
      errors.push(
        v3ErrorObject(
          new ApiError(apiError.status, `Element ${index}: ${apiError.title}`, apiError.errors),
        ),
      );
    }
  });
  reply.code(errors.length ? 422 : 200);
  return {
    data,
    errors,
    meta: { total: items.length, success: data.length, failed: errors.length },
  };
}

const parseItem = <S extends z.ZodType>(schema: S, item: unknown): z.output<S> =>
  parseInput(schema, item, 'The metafield');

/**
 * The metafield endpoints of one resource type: `{itemPath}/metafields[/{metafield_id}]`
 * and the batch endpoints at `batchPath` (list, create, update, delete many).
 */
export function registerMetafieldRoutes(
  app: FastifyInstance,
  ctx: ServiceContext,
  resource: MetafieldResource,
): void {
  const readAccess = { config: { access: resource.read } };
  const modifyAccess = { config: { access: resource.modify } };
  const clientOf = (request: FastifyRequest) => accountOf(request).clientId;
  const resourceOf = (request: FastifyRequest) => resource.resolve(ctx, request.params as Params);
  const metafieldIdOf = (request: FastifyRequest) =>
    idParam((request.params as Params).metafieldId, 'metafield_id');
  const path = `${resource.itemPath}/metafields`;

  app.get(path, readAccess, (request) => {
    const resourceId = resourceOf(request);
    const query = parseInput(metafieldListQuery, request.query, 'Query');
    const { rows, total } = listMetafields(ctx, resource, resourceId, clientOf(request), query);
    return listAnswer(resource, rows, total, query);
  });

  // The reference answers a created metafield with 200, not 201.
  app.post(path, modifyAccess, (request) => {
    const resourceId = resourceOf(request);
    const body = parseInput(createMetafieldBody, request.body, 'Metafield');
    return one(
      metafieldJson(resource, createMetafield(ctx, resource, resourceId, clientOf(request), body)),
    );
  });

  app.get(`${path}/:metafieldId`, readAccess, (request) => {
    const resourceId = resourceOf(request);
    return one(
      metafieldJson(
        resource,
        getMetafield(ctx, resource, resourceId, metafieldIdOf(request), clientOf(request)),
      ),
    );
  });

  app.put(`${path}/:metafieldId`, modifyAccess, (request) => {
    const resourceId = resourceOf(request);
    const body = parseInput(updateMetafieldBody, request.body, 'Metafield');
    return one(
      metafieldJson(
        resource,
        updateMetafield(ctx, resource, resourceId, metafieldIdOf(request), clientOf(request), body),
      ),
    );
  });

  app.delete(`${path}/:metafieldId`, modifyAccess, (request, reply) => {
    const resourceId = resourceOf(request);
    deleteMetafield(ctx, resource, resourceId, metafieldIdOf(request), clientOf(request));
    return reply.code(204).send();
  });

  app.get(resource.batchPath, readAccess, (request) => {
    const query = parseInput(metafieldListQuery, request.query, 'Query');
    const { rows, total } = listMetafields(ctx, resource, null, clientOf(request), query);
    return listAnswer(resource, rows, total, query);
  });

  app.post(resource.batchPath, modifyAccess, (request, reply) => {
    const clientId = clientOf(request);
    return batchAnswer(reply, request.body, batchArray, (item) => {
      const { resource_id, ...fields } = parseItem(batchCreateItem, item);
      if (!resource.exists(ctx, resource_id)) {
        throw new ApiError(422, `${resource.type} ${resource_id} was not found.`, {
          resource_id: `no ${resource.type} with id ${resource_id}`,
        });
      }
      return metafieldJson(resource, createMetafield(ctx, resource, resource_id, clientId, fields));
    });
  });

  app.put(resource.batchPath, modifyAccess, (request, reply) => {
    const clientId = clientOf(request);
    return batchAnswer(reply, request.body, batchArray, (item) => {
      const { id, ...changes } = parseItem(batchUpdateItem, item);
      return metafieldJson(resource, updateMetafieldById(ctx, resource, id, clientId, changes));
    });
  });

  app.delete(resource.batchPath, modifyAccess, (request, reply) => {
    const clientId = clientOf(request);
    return batchAnswer(reply, request.body, batchDeleteBody, (id) => {
      deleteMetafieldById(ctx, resource, id as number, clientId);
      return id as number;
    });
  });
}
