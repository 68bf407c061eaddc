import { selectPage } from '../core';
import { type PageQuery, sqlPage } from '../http';
import { MATCH_ALL, type SiteRouteType } from './rules';
import { type DbContext } from './site-repository';

export const siteRoutesSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS site_routes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    site_id INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    matching TEXT NOT NULL,
    route TEXT NOT NULL,
    UNIQUE (site_id, type, matching)
  );
`;

export interface SiteRouteRow {
  id: number;
  site_id: number;
  type: SiteRouteType;
  matching: string;
  route: string;
}

/** What a route says; `id` and `site_id` aside. */
export type RouteFields = Pick<SiteRouteRow, 'type' | 'matching' | 'route'>;

/** The route object of the real service (it does not repeat the site id). */
export const siteRouteJson = (row: SiteRouteRow) => ({
  id: row.id,
  type: row.type,
  matching: row.matching,
  route: row.route,
});

export function findSiteRoute(
  ctx: DbContext,
  siteId: number,
  id: number,
): SiteRouteRow | undefined {
  return ctx.db
    .prepare('SELECT * FROM site_routes WHERE id = ? AND site_id = ?')
    .get(id, siteId) as SiteRouteRow | undefined;
}

export function findSiteRouteByKey(
  ctx: DbContext,
  siteId: number,
  key: Pick<RouteFields, 'type' | 'matching'>,
): SiteRouteRow | undefined {
  return ctx.db
    .prepare('SELECT * FROM site_routes WHERE site_id = ? AND type = ? AND matching = ?')
    .get(siteId, key.type, key.matching) as SiteRouteRow | undefined;
}

/** The route for one item: the one matching its id, else the type's `*` route. */
export function findRouteForItem(
  ctx: DbContext,
  siteId: number,
  type: SiteRouteType,
  itemId: string | undefined,
): SiteRouteRow | undefined {
  return ctx.db
    .prepare(
      `SELECT * FROM site_routes WHERE site_id = ? AND type = ? AND matching IN (?, ?)
       ORDER BY matching = ? LIMIT 1`,
    )
    .get(siteId, type, itemId ?? MATCH_ALL, MATCH_ALL, MATCH_ALL) as SiteRouteRow | undefined;
}

export function allSiteRoutes(ctx: DbContext, siteId: number): SiteRouteRow[] {
  return ctx.db
    .prepare('SELECT * FROM site_routes WHERE site_id = ? ORDER BY id')
    .all(siteId) as SiteRouteRow[];
}

export function listSiteRouteRows(
  ctx: DbContext,
  siteId: number,
  type: SiteRouteType | undefined,
  page: PageQuery,
) {
  const clause = type ? 'WHERE site_id = ? AND type = ?' : 'WHERE site_id = ?';
  const params = type ? [siteId, type] : [siteId];
  return selectPage<SiteRouteRow>(
    ctx.db,
    { from: 'FROM site_routes', order: 'id' },
    { clause, params },
    sqlPage(page),
  );
}

/** Inserts a route; with `id`, under that id (bulk upserts re-insert the routes they change). */
export function insertSiteRoute(
  ctx: DbContext,
  siteId: number,
  fields: RouteFields,
  id?: number,
): SiteRouteRow {
  const info = ctx.db
    .prepare('INSERT INTO site_routes (id, site_id, type, matching, route) VALUES (?, ?, ?, ?, ?)')
    .run(id ?? null, siteId, fields.type, fields.matching, fields.route);
  return findSiteRoute(ctx, siteId, Number(info.lastInsertRowid))!;
}

export function updateSiteRouteRow(
  ctx: DbContext,
  siteId: number,
  id: number,
  fields: RouteFields,
): SiteRouteRow {
  ctx.db
    .prepare(
      'UPDATE site_routes SET type = ?, matching = ?, route = ? WHERE id = ? AND site_id = ?',
    )
    .run(fields.type, fields.matching, fields.route, id, siteId);
  return findSiteRoute(ctx, siteId, id)!;
}

export function deleteSiteRouteRow(ctx: DbContext, siteId: number, id: number): void {
  ctx.db.prepare('DELETE FROM site_routes WHERE id = ? AND site_id = ?').run(id, siteId);
}
