import { randomUUID } from 'node:crypto';
import { type ServiceContext, isoMillis, WhereBuilder, selectPage } from '../../core';
import { paged, sqlPage } from '../../http';
import { type ListScriptsQuery } from './inputs';
import { type ScriptSettings } from './resolve';
import { type Visibility } from './rules';

export const scriptsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS content_scripts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    uuid TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    kind TEXT NOT NULL,
    html TEXT NOT NULL,
    src TEXT NOT NULL,
    auto_uninstall INTEGER NOT NULL,
    load_method TEXT NOT NULL,
    location TEXT NOT NULL,
    visibility TEXT NOT NULL,
    consent_category TEXT NOT NULL,
    enabled INTEGER NOT NULL,
    channel_id INTEGER NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
    integrity_hashes TEXT NOT NULL,
    api_client_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS content_scripts_by_client ON content_scripts (api_client_id);
`;

interface ScriptRow extends Omit<
  ScriptSettings,
  'auto_uninstall' | 'enabled' | 'integrity_hashes'
> {
  id: number;
  uuid: string;
  auto_uninstall: number;
  enabled: number;
  integrity_hashes: string;
  api_client_id: string;
  created_at: number;
  updated_at: number;
}

export interface StoredScript extends ScriptSettings {
  uuid: string;
  api_client_id: string;
  created_at: number;
  updated_at: number;
}

/**
 * A script stored with a path (`/demo/tags/...`: only the store's own demo tags, the API
 * takes http(s) URLs only) loads from this store, at the origin it answers on now: a saved
 * database may start on another port.
 */
const fromRow = (ctx: ServiceContext, row: ScriptRow): StoredScript => ({
  ...row,
  src: row.src.startsWith('/') ? `${ctx.origin}${row.src}` : row.src,
  auto_uninstall: row.auto_uninstall === 1,
  enabled: row.enabled === 1,
  integrity_hashes: JSON.parse(row.integrity_hashes) as string[],
});

/** The script object of the reference: `html` only for `script_tag`, `src` only for `src`. */
export function scriptJson(script: StoredScript) {
  return {
    uuid: script.uuid,
    name: script.name,
    description: script.description,
    ...(script.kind === 'script_tag' ? { html: script.html } : { src: script.src }),
    auto_uninstall: script.auto_uninstall,
    load_method: script.load_method,
    location: script.location,
    visibility: script.visibility,
    kind: script.kind,
    api_client_id: script.api_client_id,
    consent_category: script.consent_category,
    enabled: script.enabled,
    channel_id: script.channel_id,
    integrity_hashes: script.integrity_hashes,
    date_created: isoMillis(script.created_at),
    date_modified: isoMillis(script.updated_at),
  };
}

export function findScript(ctx: ServiceContext, uuid: string): StoredScript | null {
  const row = ctx.db.prepare('SELECT * FROM content_scripts WHERE uuid = ?').get(uuid) as
    ScriptRow | undefined;
  return row ? fromRow(ctx, row) : null;
}

const settingsParams = (s: ScriptSettings) => [
  s.name,
  s.description,
  s.kind,
  s.html,
  s.src,
  Number(s.auto_uninstall),
  s.load_method,
  s.location,
  s.visibility,
  s.consent_category,
  Number(s.enabled),
  s.channel_id,
  JSON.stringify(s.integrity_hashes),
];

export function insertScript(
  ctx: ServiceContext,
  settings: ScriptSettings,
  apiClientId: string,
): StoredScript {
  const uuid = randomUUID();
  const now = ctx.clock.now();
  ctx.db
    .prepare(
      `INSERT INTO content_scripts (name, description, kind, html, src, auto_uninstall, load_method, location, visibility,
         consent_category, enabled, channel_id, integrity_hashes, uuid, api_client_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(...settingsParams(settings), uuid, apiClientId, now, now);
  return findScript(ctx, uuid)!;
}

export function updateScript(
  ctx: ServiceContext,
  uuid: string,
  settings: ScriptSettings,
): StoredScript {
  ctx.db
    .prepare(
      `UPDATE content_scripts SET name = ?, description = ?, kind = ?, html = ?, src = ?, auto_uninstall = ?, load_method = ?,
         location = ?, visibility = ?, consent_category = ?, enabled = ?, channel_id = ?, integrity_hashes = ?, updated_at = ?
       WHERE uuid = ?`,
    )
    .run(...settingsParams(settings), ctx.clock.now(), uuid);
  return findScript(ctx, uuid)!;
}

export function deleteScript(ctx: ServiceContext, uuid: string): void {
  ctx.db.prepare('DELETE FROM content_scripts WHERE uuid = ?').run(uuid);
}

export function countScripts(
  ctx: ServiceContext,
  by: { channelId: number } | { apiClientId: string },
): number {
  const [column, value] =
    'channelId' in by ? ['channel_id', by.channelId] : ['api_client_id', by.apiClientId];
  return (
    ctx.db.prepare(`SELECT COUNT(*) AS n FROM content_scripts WHERE ${column} = ?`).get(value) as {
      n: number;
    }
  ).n;
}

const SORT_COLUMNS = {
  name: 'name',
  description: 'description',
  date_created: 'created_at',
  date_modified: 'updated_at',
} as const;

/** Which scripts a query is about; a filter left out does not narrow it. */
interface ScriptFilter {
  apiClientId?: string;
  channelIds?: readonly number[];
  /** Only these visibilities. */
  visibilities?: readonly Visibility[];
  /** Not these visibilities. */
  hidden?: readonly Visibility[];
  enabledOnly?: boolean;
}

function scriptsWhere(filter: ScriptFilter): WhereBuilder {
  const where = new WhereBuilder();
  if (filter.apiClientId !== undefined) where.add('api_client_id = ?', filter.apiClientId);
  if (filter.hidden?.length) where.within('visibility', filter.hidden, true);
  where.within('visibility', filter.visibilities);
  where.within('channel_id', filter.channelIds);
  if (filter.enabledOnly) where.add('enabled = 1');
  return where;
}

/**
 * The scripts one API client created (the reference lists only those), without the
 * visibilities in `hidden`.
 */
export function listScripts(
  ctx: ServiceContext,
  apiClientId: string,
  hidden: readonly Visibility[],
  query: ListScriptsQuery,
) {
  const where = scriptsWhere({ apiClientId, hidden, channelIds: query['channel_id:in'] });
  const direction = query.direction === 'desc' ? 'DESC' : 'ASC';
  const order = query.sort
    ? `${SORT_COLUMNS[query.sort]} ${direction}, id ${direction}`
    : `id ${direction}`;
  const { rows, total } = selectPage<ScriptRow>(
    ctx.db,
    { from: 'FROM content_scripts', order },
    where,
    sqlPage(query),
  );
  return paged(
    rows.map((row) => scriptJson(fromRow(ctx, row))),
    total,
    query,
  );
}

/**
 * What a page of a channel injects: its enabled scripts of every app with one of
 * `visibilities`, in the store's order (the order the list above gives by default: as
 * created). A channel holds at most 50 scripts, so there is no paging.
 */
export function listPageScripts(
  ctx: ServiceContext,
  channelId: number,
  visibilities: readonly Visibility[],
): StoredScript[] {
  const where = scriptsWhere({ channelIds: [channelId], visibilities, enabledOnly: true });
  const rows = ctx.db
    .prepare(`SELECT * FROM content_scripts ${where.clause} ORDER BY id`)
    .all(...where.params) as ScriptRow[];
  return rows.map((row) => fromRow(ctx, row));
}
