import { z } from 'zod';
import { type ServiceContext } from '../context';
import { WhereBuilder, selectPage } from '../core/sql-where';
import { isoSeconds } from '../core/time';
import { ApiError, conflict, notFound, unprocessable } from '../http/errors';
import { type PageQuery, pageQuery, sqlPage } from '../http/envelope';
import { csvList } from '../http/validation';
import { type OrderMetafieldRow, findOrder } from './repository';

/**
 * Order metafields (v3 `/orders/{id}/metafields`): an app's own data on an order. Who may
 * see and change a field follows its permission set: `app_only` fields exist only for the
 * app that wrote them; `read*` fields are visible to other apps; `write*` fields are also
 * writable by them. The `*_sf_access` ones are also readable by the storefront.
 */
export const PERMISSION_SETS = ['app_only', 'read', 'write', 'read_and_sf_access', 'write_and_sf_access'] as const;

/** The real service's cap on metafields per resource and app. */
const MAX_PER_APP = 250;

const namespace = z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters');
const key = z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters');
const value = z.string().min(1, 'must not be empty').max(65535, 'must be at most 65535 characters');
const description = z.string().max(255, 'must be at most 255 characters');
const permissionSet = z.enum(PERMISSION_SETS, { error: `must be one of ${PERMISSION_SETS.join(', ')}` });

export const createMetafieldBody = z.object({ namespace, key, value, description: description.optional(), permission_set: permissionSet });
export const updateMetafieldBody = z.object({
  namespace: namespace.optional(),
  key: key.optional(),
  value: value.optional(),
  description: description.optional(),
  permission_set: permissionSet.optional(),
});

export const metafieldListQuery = pageQuery.extend({
  key: z.string().optional(),
  namespace: z.string().optional(),
  'key:in': csvList(z.string()).optional(),
  'namespace:in': csvList(z.string()).optional(),
  direction: z.enum(['asc', 'desc']).default('asc'),
});

/** `2022-06-16T18:39:00+00:00`, the metafields' own timestamp format. */
const metafieldTime = (ms: number) => isoSeconds(ms).replace(/Z$/, '+00:00');

export const metafieldJson = (row: OrderMetafieldRow) => ({
  id: row.id,
  key: row.key,
  value: row.value,
  namespace: row.namespace,
  permission_set: row.permission_set,
  resource_type: 'order',
  resource_id: row.order_id,
  description: row.description,
  date_created: metafieldTime(row.created_at),
  date_modified: metafieldTime(row.updated_at),
  owner_client_id: row.owner_client_id,
});

const isVisibleTo = (row: OrderMetafieldRow, clientId: string) => row.owner_client_id === clientId || row.permission_set !== 'app_only';
const isWritableBy = (row: OrderMetafieldRow, clientId: string) =>
  row.owner_client_id === clientId || row.permission_set === 'write' || row.permission_set === 'write_and_sf_access';

function requireOrder(ctx: ServiceContext, orderId: number): void {
  if (!findOrder(ctx, orderId)) throw notFound(`Order ${orderId}`);
}

function publish(ctx: ServiceContext, action: 'created' | 'updated' | 'deleted', row: OrderMetafieldRow): void {
  // The callback's own fields, plus the order as `type`/`id` like every order event, so a
  // receiver that maps `store/order/*` to the order finds it here too.
  ctx.events.publish(`store/order/metafield/${action}`, {
    type: 'order',
    id: row.order_id,
    metafield_id: row.id,
    resource_id: String(row.order_id),
    namespace: row.namespace,
  });
}

const findRow = (ctx: ServiceContext, orderId: number, id: number) =>
  ctx.db.prepare('SELECT * FROM order_metafields WHERE id = ? AND order_id = ?').get(id, orderId) as OrderMetafieldRow | undefined;

const findByKey = (ctx: ServiceContext, orderId: number, ns: string, k: string) =>
  ctx.db.prepare('SELECT * FROM order_metafields WHERE order_id = ? AND namespace = ? AND key = ?').get(orderId, ns, k) as
    | OrderMetafieldRow
    | undefined;

const duplicate = (orderId: number, ns: string, k: string) =>
  conflict(`Order ${orderId} already has a metafield with namespace "${ns}" and key "${k}". Update that one or pick another key.`, {
    key: 'already used in this namespace on this order',
  });

/** A metafield the calling app may see, or 404 (an app-only field of another app does not exist for it). */
export function getMetafield(ctx: ServiceContext, orderId: number, id: number, clientId: string): OrderMetafieldRow {
  requireOrder(ctx, orderId);
  const row = findRow(ctx, orderId, id);
  if (!row || !isVisibleTo(row, clientId)) throw notFound(`Metafield ${id} of order ${orderId}`);
  return row;
}

export function listMetafields(
  ctx: ServiceContext,
  orderId: number,
  clientId: string,
  query: z.output<typeof metafieldListQuery>,
): { rows: OrderMetafieldRow[]; total: number; page: PageQuery } {
  requireOrder(ctx, orderId);
  const where = new WhereBuilder();
  where.add('order_id = ?', orderId);
  where.add(`(owner_client_id = ? OR permission_set != 'app_only')`, clientId);
  // An empty `key:in=` or `namespace:in=` lists all the fields here, so only a non-empty list filters.
  const keys = query.key === undefined ? query['key:in'] : [query.key];
  const namespaces = query.namespace === undefined ? query['namespace:in'] : [query.namespace];
  if (keys?.length) where.within('key', keys);
  if (namespaces?.length) where.within('namespace', namespaces);
  const order = `id ${query.direction === 'desc' ? 'DESC' : 'ASC'}`;
  const { rows, total } = selectPage<OrderMetafieldRow>(ctx.db, { from: 'FROM order_metafields', order }, where, sqlPage(query));
  return { rows, total, page: query };
}

export function createMetafield(
  ctx: ServiceContext,
  orderId: number,
  clientId: string,
  body: z.output<typeof createMetafieldBody>,
): OrderMetafieldRow {
  requireOrder(ctx, orderId);
  if (findByKey(ctx, orderId, body.namespace, body.key)) throw duplicate(orderId, body.namespace, body.key);
  const { n } = ctx.db.prepare('SELECT COUNT(*) AS n FROM order_metafields WHERE order_id = ? AND owner_client_id = ?').get(orderId, clientId) as {
    n: number;
  };
  if (n >= MAX_PER_APP) throw unprocessable(`An app may keep at most ${MAX_PER_APP} metafields on an order; delete some first.`);
  const now = ctx.clock.now();
  const info = ctx.db
    .prepare(
      `INSERT INTO order_metafields (order_id, namespace, key, value, description, permission_set, owner_client_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(orderId, body.namespace, body.key, body.value, body.description ?? '', body.permission_set, clientId, now, now);
  const row = findRow(ctx, orderId, Number(info.lastInsertRowid))!;
  publish(ctx, 'created', row);
  return row;
}

function writable(ctx: ServiceContext, orderId: number, id: number, clientId: string): OrderMetafieldRow {
  const row = getMetafield(ctx, orderId, id, clientId);
  if (!isWritableBy(row, clientId)) {
    throw new ApiError(403, `Metafield ${id} belongs to another app and its permission set (${row.permission_set}) lets other apps read it only.`);
  }
  return row;
}

export function updateMetafield(
  ctx: ServiceContext,
  orderId: number,
  id: number,
  clientId: string,
  body: z.output<typeof updateMetafieldBody>,
): OrderMetafieldRow {
  const row = writable(ctx, orderId, id, clientId);
  const next = {
    namespace: body.namespace ?? row.namespace,
    key: body.key ?? row.key,
    value: body.value ?? row.value,
    description: body.description ?? row.description,
    permission_set: body.permission_set ?? row.permission_set,
  };
  const clash = findByKey(ctx, orderId, next.namespace, next.key);
  if (clash && clash.id !== id) throw duplicate(orderId, next.namespace, next.key);
  ctx.db
    .prepare('UPDATE order_metafields SET namespace = ?, key = ?, value = ?, description = ?, permission_set = ?, updated_at = ? WHERE id = ?')
    .run(next.namespace, next.key, next.value, next.description, next.permission_set, ctx.clock.now(), id);
  const updated = findRow(ctx, orderId, id)!;
  publish(ctx, 'updated', updated);
  return updated;
}

export function deleteMetafield(ctx: ServiceContext, orderId: number, id: number, clientId: string): void {
  const row = writable(ctx, orderId, id, clientId);
  ctx.db.prepare('DELETE FROM order_metafields WHERE id = ?').run(id);
  publish(ctx, 'deleted', row);
}
