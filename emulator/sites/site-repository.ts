import { type ServiceContext, ensureColumn, WhereBuilder, selectPage, isoMillis } from '../core';
import { type PageQuery, sqlPage } from '../http';

export const sitesSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS sites (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id INTEGER NOT NULL UNIQUE REFERENCES channels (id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    checkout_url TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
`;

export interface SiteRow {
  id: number;
  channel_id: number;
  url: string;
  /** A custom checkout URL the merchant set (`PUT /v3/channels/{id}/site/checkout-url`); null: the shared one. */
  checkout_url: string | null;
  created_at: number;
  updated_at: number;
}

/** Databases made before sites had custom checkout URLs get the column. */
export const migrateSites = (ctx: DbContext): void =>
  ensureColumn(ctx.db, 'sites', 'checkout_url', 'TEXT');

/** Lookups that need nothing but the database (route expansion runs outside requests). */
export type DbContext = Pick<ServiceContext, 'db'>;

/**
 * The site object of the real service. Besides its own (`primary`) URL a site reports
 * the store's `canonical` domain and its `checkout` domain; here both are the store
 * service's own origin, where the hosted checkout is served, unless the merchant set a
 * custom checkout URL. That one is reported as set, but the hosted checkout stays at the
 * service's origin: nothing routes the custom domain to this service.
 */
export function siteJson(ctx: ServiceContext, row: SiteRow) {
  const created_at = isoMillis(row.created_at);
  const updated_at = isoMillis(row.updated_at);
  const ownUrl = `${ctx.origin}/`;
  return {
    id: row.id,
    url: row.url,
    channel_id: row.channel_id,
    created_at,
    updated_at,
    urls: [
      { url: row.url, type: 'primary', created_at, updated_at },
      { url: ownUrl, type: 'canonical', created_at, updated_at },
      { url: row.checkout_url ?? ownUrl, type: 'checkout', created_at, updated_at },
    ],
    is_checkout_url_customized: row.checkout_url !== null,
  };
}

export function findSite(ctx: DbContext, id: number): SiteRow | undefined {
  return ctx.db.prepare('SELECT * FROM sites WHERE id = ?').get(id) as SiteRow | undefined;
}

export function findSiteOfChannel(ctx: DbContext, channelId: number): SiteRow | undefined {
  return ctx.db.prepare('SELECT * FROM sites WHERE channel_id = ?').get(channelId) as
    SiteRow | undefined;
}

export function insertSite(ctx: ServiceContext, channelId: number, url: string): SiteRow {
  const now = ctx.clock.now();
  const info = ctx.db
    .prepare('INSERT INTO sites (channel_id, url, created_at, updated_at) VALUES (?, ?, ?, ?)')
    .run(channelId, url, now, now);
  return findSite(ctx, Number(info.lastInsertRowid))!;
}

export function setCheckoutUrl(ctx: ServiceContext, id: number, url: string | null): SiteRow {
  ctx.db
    .prepare('UPDATE sites SET checkout_url = ?, updated_at = ? WHERE id = ?')
    .run(url, ctx.clock.now(), id);
  return findSite(ctx, id)!;
}

export function updateSiteUrl(ctx: ServiceContext, id: number, url: string): SiteRow {
  ctx.db
    .prepare('UPDATE sites SET url = ?, updated_at = ? WHERE id = ?')
    .run(url, ctx.clock.now(), id);
  return findSite(ctx, id)!;
}

/** Deletes the site; its routes go with it (ON DELETE CASCADE). */
export function deleteSiteRow(ctx: DbContext, id: number): void {
  ctx.db.prepare('DELETE FROM sites WHERE id = ?').run(id);
}

/** One page of sites, of the given channels only when `channelIds` lists any. */
export function listSiteRows(
  ctx: DbContext,
  channelIds: readonly number[] | undefined,
  page: PageQuery,
) {
  const where = new WhereBuilder();
  if (channelIds?.length) where.within('channel_id', channelIds);
  return selectPage<SiteRow>(ctx.db, { from: 'FROM sites', order: 'id' }, where, sqlPage(page));
}
