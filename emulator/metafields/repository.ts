import { type ServiceContext, WhereBuilder, selectPage, isoSeconds } from '../core';
import { ApiError, conflict, notFound } from '../http';
import { type MetafieldFields, type MetafieldListQuery } from './inputs';
import { type MetafieldResource, type MetafieldResourceType } from './resources';

export interface MetafieldRow {
  id: number;
  resource_type: MetafieldResourceType;
  resource_id: string;
  namespace: string;
  key: string;
  value: string;
  description: string;
  /** app_only | read | write | read_and_sf_access | write_and_sf_access */
  permission_set: string;
  owner_client_id: string;
  created_at: number;
  updated_at: number;
}

/** The real service's cap on metafields per resource and app. */
export const MAX_PER_APP = 250;

/** `2022-06-16T18:39:00+00:00`, the metafields' own timestamp format. */
const metafieldTime = (ms: number) => isoSeconds(ms).replace(/Z$/, '+00:00');

export function metafieldJson(resource: Pick<MetafieldResource, 'textIds'>, row: MetafieldRow) {
  return {
    id: row.id,
    key: row.key,
    value: row.value,
    namespace: row.namespace,
    permission_set: row.permission_set,
    resource_type: row.resource_type,
    resource_id: resource.textIds ? row.resource_id : Number(row.resource_id),
    description: row.description,
    date_created: metafieldTime(row.created_at),
    date_modified: metafieldTime(row.updated_at),
    owner_client_id: row.owner_client_id,
  };
}

/**
 * Who may see and change a field follows its permission set: `app_only` fields exist only
 * for the app that wrote them; `read*` fields are visible to other apps; `write*` fields are
 * also writable by them. The `*_sf_access` ones are also readable by the storefront.
 */
const isVisibleTo = (row: MetafieldRow, clientId: string) =>
  row.owner_client_id === clientId || row.permission_set !== 'app_only';
const isWritableBy = (row: MetafieldRow, clientId: string) =>
  row.owner_client_id === clientId ||
  row.permission_set === 'write' ||
  row.permission_set === 'write_and_sf_access';

const findRow = (ctx: ServiceContext, id: number) =>
  ctx.db.prepare('SELECT * FROM metafields WHERE id = ?').get(id) as MetafieldRow | undefined;

const findByKey = (
  ctx: ServiceContext,
  type: string,
  resourceId: string,
  namespace: string,
  key: string,
) =>
  ctx.db
    .prepare(
      'SELECT * FROM metafields WHERE resource_type = ? AND resource_id = ? AND namespace = ? AND key = ?',
    )
    .get(type, resourceId, namespace, key) as MetafieldRow | undefined;

const describe = (resource: MetafieldResource, resourceId: string) =>
  `${resource.type} ${resourceId}`;

function publish(
  ctx: ServiceContext,
  resource: MetafieldResource,
  action: 'created' | 'updated' | 'deleted',
  row: MetafieldRow,
): void {
  if (!resource.events) return;
  // The callback's own fields, plus the resource as `type`/`id` like every event of its
  // family, so a receiver mapping `store/product/*` to the product finds it here too.
  ctx.events.publish(`${resource.events.prefix}/${action}`, {
    ...resource.events.subject(row.resource_id),
    metafield_id: row.id,
    resource_id: row.resource_id,
    namespace: row.namespace,
  });
}

/** A metafield of the resource the calling app may see, or 404 (another app's `app_only` field does not exist for it). */
export function getMetafield(
  ctx: ServiceContext,
  resource: MetafieldResource,
  resourceId: string,
  id: number,
  clientId: string,
): MetafieldRow {
  const row = findRow(ctx, id);
  if (
    !row ||
    row.resource_type !== resource.type ||
    row.resource_id !== resourceId ||
    !isVisibleTo(row, clientId)
  ) {
    throw notFound(`Metafield ${id} of ${describe(resource, resourceId)}`);
  }
  return row;
}

/** A metafield of any resource of the type, by id (batch updates and deletes name only the id). */
function getAnyMetafield(
  ctx: ServiceContext,
  resource: MetafieldResource,
  id: number,
  clientId: string,
): MetafieldRow {
  const row = findRow(ctx, id);
  if (!row || row.resource_type !== resource.type || !isVisibleTo(row, clientId))
    throw notFound(`${resource.type} metafield ${id}`);
  return row;
}

/** Cursors are the real service's form: base64 of `id:<n>`. */
export const cursorOf = (id: number) => Buffer.from(`id:${id}`).toString('base64');
export function idOfCursor(cursor: string, name: string): number {
  const match = /^id:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match)
    throw new ApiError(422, `${name} is not a cursor this endpoint gave out.`, {
      [name]: 'unknown cursor',
    });
  return Number(match[1]);
}

/** The metafields of one resource (or, with `resourceId` null, of every resource of the type) the app may see. */
export function listMetafields(
  ctx: ServiceContext,
  resource: MetafieldResource,
  resourceId: string | null,
  clientId: string,
  query: MetafieldListQuery,
): { rows: MetafieldRow[]; total: number } {
  const where = new WhereBuilder();
  where.add('resource_type = ?', resource.type);
  if (resourceId !== null) where.add('resource_id = ?', resourceId);
  where.add(`(owner_client_id = ? OR permission_set != 'app_only')`, clientId);
  // An empty `key:in=` or `namespace:in=` lists all the fields here, so only a non-empty list filters.
  const keys = query.key === undefined ? query['key:in'] : [query.key];
  const namespaces = query.namespace === undefined ? query['namespace:in'] : [query.namespace];
  if (keys?.length) where.within('key', keys);
  if (namespaces?.length) where.within('namespace', namespaces);
  if (query['resource_id:in']?.length) where.within('resource_id', query['resource_id:in']);
  where.dates(query);
  const descending = query.direction === 'desc';
  // An empty cursor starts cursor paging at the first record (a client has no cursor yet).
  if (query.after) where.add(descending ? 'id < ?' : 'id > ?', idOfCursor(query.after, 'after'));
  if (query.before) where.add(descending ? 'id > ?' : 'id < ?', idOfCursor(query.before, 'before'));
  const cursor = query.after !== undefined || query.before !== undefined;
  const page = cursor
    ? { limit: query.limit, offset: 0 }
    : { limit: query.limit, offset: (query.page - 1) * query.limit };
  return selectPage<MetafieldRow>(
    ctx.db,
    { from: 'FROM metafields', order: `id ${descending ? 'DESC' : 'ASC'}` },
    where,
    page,
  );
}

export function createMetafield(
  ctx: ServiceContext,
  resource: MetafieldResource,
  resourceId: string,
  clientId: string,
  fields: MetafieldFields,
): MetafieldRow {
  if (findByKey(ctx, resource.type, resourceId, fields.namespace, fields.key)) {
    throw conflict(
      `${describe(resource, resourceId)} already has a metafield with namespace "${fields.namespace}" and key "${fields.key}". Update that one or pick another key.`,
      { key: `already used in this namespace on this ${resource.type}` },
    );
  }
  const { n } = ctx.db
    .prepare(
      'SELECT COUNT(*) AS n FROM metafields WHERE resource_type = ? AND resource_id = ? AND owner_client_id = ?',
    )
    .get(resource.type, resourceId, clientId) as { n: number };
  if (n >= MAX_PER_APP)
    throw new ApiError(
      422,
      `An app may keep at most ${MAX_PER_APP} metafields on a ${resource.type}; delete some first.`,
    );
  const now = ctx.clock.now();
  const info = ctx.db
    .prepare(
      `INSERT INTO metafields (resource_type, resource_id, namespace, key, value, description, permission_set, owner_client_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      resource.type,
      resourceId,
      fields.namespace,
      fields.key,
      fields.value,
      fields.description ?? '',
      fields.permission_set,
      clientId,
      now,
      now,
    );
  const row = findRow(ctx, Number(info.lastInsertRowid))!;
  publish(ctx, resource, 'created', row);
  return row;
}

function writable(row: MetafieldRow, clientId: string): MetafieldRow {
  if (!isWritableBy(row, clientId)) {
    throw new ApiError(
      403,
      `Metafield ${row.id} belongs to another app and its permission set (${row.permission_set}) lets other apps read it only.`,
    );
  }
  return row;
}

function applyUpdate(
  ctx: ServiceContext,
  resource: MetafieldResource,
  row: MetafieldRow,
  changes: Partial<MetafieldFields>,
): MetafieldRow {
  const next = {
    namespace: changes.namespace ?? row.namespace,
    key: changes.key ?? row.key,
    value: changes.value ?? row.value,
    description: changes.description ?? row.description,
    permission_set: changes.permission_set ?? row.permission_set,
  };
  const clash = findByKey(ctx, resource.type, row.resource_id, next.namespace, next.key);
  if (clash && clash.id !== row.id) {
    throw conflict(
      `${describe(resource, row.resource_id)} already has a metafield with namespace "${next.namespace}" and key "${next.key}".`,
      {
        key: `already used in this namespace on this ${resource.type}`,
      },
    );
  }
  ctx.db
    .prepare(
      'UPDATE metafields SET namespace = ?, key = ?, value = ?, description = ?, permission_set = ?, updated_at = ? WHERE id = ?',
    )
    .run(
      next.namespace,
      next.key,
      next.value,
      next.description,
      next.permission_set,
      ctx.clock.now(),
      row.id,
    );
  const updated = findRow(ctx, row.id)!;
  publish(ctx, resource, 'updated', updated);
  return updated;
}

export function updateMetafield(
  ctx: ServiceContext,
  resource: MetafieldResource,
  resourceId: string,
  id: number,
  clientId: string,
  changes: Partial<MetafieldFields>,
): MetafieldRow {
  return applyUpdate(
    ctx,
    resource,
    writable(getMetafield(ctx, resource, resourceId, id, clientId), clientId),
    changes,
  );
}

/** A batch update names the field by id only. */
export function updateMetafieldById(
  ctx: ServiceContext,
  resource: MetafieldResource,
  id: number,
  clientId: string,
  changes: Partial<MetafieldFields>,
): MetafieldRow {
  return applyUpdate(
    ctx,
    resource,
    writable(getAnyMetafield(ctx, resource, id, clientId), clientId),
    changes,
  );
}

function remove(ctx: ServiceContext, resource: MetafieldResource, row: MetafieldRow): void {
  ctx.db.prepare('DELETE FROM metafields WHERE id = ?').run(row.id);
  publish(ctx, resource, 'deleted', row);
}

export function deleteMetafield(
  ctx: ServiceContext,
  resource: MetafieldResource,
  resourceId: string,
  id: number,
  clientId: string,
): void {
  remove(ctx, resource, writable(getMetafield(ctx, resource, resourceId, id, clientId), clientId));
}

export function deleteMetafieldById(
  ctx: ServiceContext,
  resource: MetafieldResource,
  id: number,
  clientId: string,
): void {
  remove(ctx, resource, writable(getAnyMetafield(ctx, resource, id, clientId), clientId));
}

/** A resource was deleted: its metafields go with it. */
export function deleteMetafieldsOf(
  ctx: ServiceContext,
  type: MetafieldResourceType,
  resourceId: string | number,
): void {
  ctx.db
    .prepare('DELETE FROM metafields WHERE resource_type = ? AND resource_id = ?')
    .run(type, String(resourceId));
}

/** Metafields of a resource in a namespace that the storefront may read (`*_sf_access`). */
export function storefrontMetafields(
  ctx: ServiceContext,
  type: MetafieldResourceType,
  resourceId: string | number,
  namespace: string,
  keys: readonly string[],
): MetafieldRow[] {
  const rows = ctx.db
    .prepare(
      `SELECT * FROM metafields WHERE resource_type = ? AND resource_id = ? AND namespace = ?
         AND permission_set IN ('read_and_sf_access', 'write_and_sf_access') ORDER BY id`,
    )
    .all(type, String(resourceId), namespace) as MetafieldRow[];
  return keys.length ? rows.filter((row) => keys.includes(row.key)) : rows;
}
