import { type ServiceContext, fromJson, WhereBuilder, selectPage, unixSeconds } from '../core';
import { scopesCovering } from './hook-scopes';

export const hooksSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS webhooks (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    client_id TEXT NOT NULL,
    scope TEXT NOT NULL,
    destination TEXT NOT NULL,
    is_active INTEGER NOT NULL,
    headers TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (client_id, scope, destination)
  );
  CREATE INDEX IF NOT EXISTS webhooks_scope ON webhooks (scope, is_active);
`;

export type HookHeaders = Record<string, string>;

export interface HookRow {
  id: number;
  client_id: string;
  scope: string;
  destination: string;
  is_active: number;
  /** JSON object, or NULL when the hook sends no custom headers. */
  headers: string | null;
  /** Milliseconds of ctx.clock; rendered as Unix seconds. */
  created_at: number;
  updated_at: number;
}

export interface HookFields {
  scope: string;
  destination: string;
  is_active: boolean;
  headers: HookHeaders | null;
}

export const hookHeaders = (row: HookRow): HookHeaders | null => fromJson<HookHeaders>(row.headers);

/** The webhook object of the real service (the same fields in v2 and in the v3 `data`). */
export function hookJson(ctx: ServiceContext, row: HookRow) {
  return {
    id: row.id,
    client_id: row.client_id,
    store_hash: ctx.store.hash,
    scope: row.scope,
    destination: row.destination,
    is_active: row.is_active === 1,
    headers: hookHeaders(row),
    created_at: unixSeconds(row.created_at),
    updated_at: unixSeconds(row.updated_at),
  };
}

export function findHook(ctx: ServiceContext, id: number): HookRow | undefined {
  return ctx.db.prepare('SELECT * FROM webhooks WHERE id = ?').get(id) as HookRow | undefined;
}

/** A hook as its owner sees it: another client's hook does not exist for the caller. */
export function findOwnHook(
  ctx: ServiceContext,
  id: number,
  clientId: string,
): HookRow | undefined {
  return ctx.db
    .prepare('SELECT * FROM webhooks WHERE id = ? AND client_id = ?')
    .get(id, clientId) as HookRow | undefined;
}

export function findHookByKey(
  ctx: ServiceContext,
  key: { clientId: string; scope: string; destination: string },
): HookRow | undefined {
  return ctx.db
    .prepare('SELECT * FROM webhooks WHERE client_id = ? AND scope = ? AND destination = ?')
    .get(key.clientId, key.scope, key.destination) as HookRow | undefined;
}

export function insertHook(ctx: ServiceContext, clientId: string, fields: HookFields): HookRow {
  const now = ctx.clock.now();
  const info = ctx.db
    .prepare(
      `INSERT INTO webhooks (client_id, scope, destination, is_active, headers, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      clientId,
      fields.scope,
      fields.destination,
      Number(fields.is_active),
      toJson(fields.headers),
      now,
      now,
    );
  return findHook(ctx, Number(info.lastInsertRowid))!;
}

export function updateHook(ctx: ServiceContext, id: number, fields: HookFields): HookRow {
  ctx.db
    .prepare(
      'UPDATE webhooks SET scope = ?, destination = ?, is_active = ?, headers = ?, updated_at = ? WHERE id = ?',
    )
    .run(
      fields.scope,
      fields.destination,
      Number(fields.is_active),
      toJson(fields.headers),
      ctx.clock.now(),
      id,
    );
  return findHook(ctx, id)!;
}

export function setHookActive(ctx: ServiceContext, id: number, active: boolean): void {
  ctx.db
    .prepare('UPDATE webhooks SET is_active = ?, updated_at = ? WHERE id = ?')
    .run(Number(active), ctx.clock.now(), id);
}

export function deleteHook(ctx: ServiceContext, id: number): void {
  ctx.db.prepare('DELETE FROM webhooks WHERE id = ?').run(id);
}

/** Active hooks of any client whose scope covers an event of `eventScope`. */
export function activeHooksFor(ctx: ServiceContext, eventScope: string): HookRow[] {
  const scopes = scopesCovering(eventScope);
  return ctx.db
    .prepare(
      `SELECT * FROM webhooks WHERE is_active = 1 AND scope IN (${scopes.map(() => '?').join(', ')}) ORDER BY id`,
    )
    .all(...scopes) as HookRow[];
}

export interface HookFilter {
  clientId: string;
  isActive?: boolean;
  scope?: string;
  destination?: string;
}

function filterClause(filter: HookFilter): WhereBuilder {
  const where = new WhereBuilder();
  where.add('client_id = ?', filter.clientId);
  if (filter.isActive !== undefined) where.add('is_active = ?', Number(filter.isActive));
  where.addIf('scope = ?', filter.scope);
  where.addIf('destination = ?', filter.destination);
  return where;
}

/** The matching hooks by id. */
export function listHooks(ctx: ServiceContext, filter: HookFilter): HookRow[] {
  const { clause, params } = filterClause(filter);
  return ctx.db.prepare(`SELECT * FROM webhooks ${clause} ORDER BY id`).all(...params) as HookRow[];
}

/** One page of the matching hooks by id, and how many match in all. */
export function pageOfHooks(
  ctx: ServiceContext,
  filter: HookFilter,
  page: { limit: number; offset: number },
): { rows: HookRow[]; total: number } {
  return selectPage<HookRow>(
    ctx.db,
    { from: 'FROM webhooks', order: 'id' },
    filterClause(filter),
    page,
  );
}

const toJson = (headers: HookHeaders | null): string | null =>
  headers === null ? null : JSON.stringify(headers);
