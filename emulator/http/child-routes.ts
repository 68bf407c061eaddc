import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext, type AccessRule } from '../core';
import { notFound } from './errors';
import { one, pageQuery, paged, sqlPage } from './envelope';
import { selectFields } from './field-selection';
import { csvList, idParam, parseInput } from './validation';

/**
 * The five v3 endpoints of a collection that lives under one parent record (a product's
 * videos, custom fields, reviews, ...): list (paged, `include_fields`/`exclude_fields`),
 * create, get, update, delete. The collection supplies its storage; this supplies the
 * routes, the envelopes, the id checks and the 404s, so every such collection answers alike.
 */
export interface ChildCollection<T extends { id: number }> {
  /** The list's path with the parent's parameter, e.g. `/v3/catalog/products/:productId/videos`. */
  path: string;
  /** What the records are called in messages: `Video`. */
  what: string;
  /** How the record id is named in messages (`custom_field_id`). */
  idName: string;
  read: AccessRule;
  modify: AccessRule;
  /** The parent's id from the path (404 when there is none such). */
  parent(ctx: ServiceContext, params: Record<string, string>): number;
  list(
    ctx: ServiceContext,
    parentId: number,
    page: { limit: number; offset: number },
    query: Record<string, unknown>,
  ): { items: T[]; total: number };
  get(ctx: ServiceContext, parentId: number, id: number): T | null;
  create(ctx: ServiceContext, parentId: number, body: unknown): T;
  update(ctx: ServiceContext, parentId: number, id: number, body: unknown): T;
  remove(ctx: ServiceContext, parentId: number, id: number): void;
  /** Extra query filters of the list (`status` of reviews). */
  listFilters?: z.ZodRawShape;
}

const fieldSelection = {
  include_fields: csvList(z.string()).optional(),
  exclude_fields: csvList(z.string()).optional(),
};

export function registerChildRoutes<T extends { id: number }>(
  app: FastifyInstance,
  ctx: ServiceContext,
  collection: ChildCollection<T>,
): void {
  const listQuery = pageQuery.extend({ ...fieldSelection, ...collection.listFilters });
  const itemQuery = z.object(fieldSelection);
  const params = (request: { params: unknown }) => request.params as Record<string, string>;
  const ids = (request: { params: unknown }) => {
    const parentId = collection.parent(ctx, params(request));
    return { parentId, id: idParam(params(request).childId, collection.idName) };
  };
  const existing = (parentId: number, id: number): T => {
    const item = collection.get(ctx, parentId, id);
    if (!item) throw notFound(`${collection.what} ${id}`);
    return item;
  };
  const readAccess = { config: { access: collection.read } };
  const modifyAccess = { config: { access: collection.modify } };

  app.get(collection.path, readAccess, (request) => {
    const parentId = collection.parent(ctx, params(request));
    const query = parseInput(listQuery, request.query, 'Query');
    const { items, total } = collection.list(ctx, parentId, sqlPage(query), query);
    return paged(
      items.map((item) => selectFields(item, query)),
      total,
      query,
    );
  });

  app.post(collection.path, modifyAccess, (request) =>
    one(collection.create(ctx, collection.parent(ctx, params(request)), request.body)),
  );

  app.get(`${collection.path}/:childId`, readAccess, (request) => {
    const { parentId, id } = ids(request);
    return one(selectFields(existing(parentId, id), parseInput(itemQuery, request.query, 'Query')));
  });

  app.put(`${collection.path}/:childId`, modifyAccess, (request) => {
    const { parentId, id } = ids(request);
    existing(parentId, id);
    return one(collection.update(ctx, parentId, id, request.body));
  });

  app.delete(`${collection.path}/:childId`, modifyAccess, (request, reply) => {
    const { parentId, id } = ids(request);
    existing(parentId, id);
    collection.remove(ctx, parentId, id);
    return reply.code(204).send();
  });
}
