import { z } from 'zod';
import { type ServiceContext } from '../../context';
import { conflict } from '../../http/errors';
import { parseInput } from '../../http/validation';
import { containsPattern } from '../format';
import { storefrontPath } from '../inputs';
import { type Listing } from '../shapes';
import { WhereBuilder, selectPage } from '../../core/sql-where';
import { pathOfSlug, resolveCatalogPath, slugOf, slugify } from '../urls';

/** Content pages of the storefront (About, Shipping & returns, ...): `/v2/pages` and `/v3/content/pages`. */
export const contentPagesSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS content_pages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id INTEGER NOT NULL DEFAULT 1,
    name TEXT NOT NULL,
    type TEXT NOT NULL DEFAULT 'page',
    body TEXT NOT NULL DEFAULT '',
    is_visible INTEGER NOT NULL DEFAULT 1,
    parent_id INTEGER NOT NULL DEFAULT 0,
    sort_order INTEGER NOT NULL DEFAULT 0,
    meta_title TEXT NOT NULL DEFAULT '',
    meta_keywords TEXT NOT NULL DEFAULT '',
    meta_description TEXT NOT NULL DEFAULT '',
    search_keywords TEXT NOT NULL DEFAULT '',
    is_homepage INTEGER NOT NULL DEFAULT 0,
    is_customers_only INTEGER NOT NULL DEFAULT 0,
    url TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE
  );
`;

export const PAGE_TYPES = ['page', 'raw', 'contact_form', 'link', 'blog'] as const;

/** The v2 page object (it always carries the body). */
export const contentPageShape = z.object({
  id: z.number(),
  channel_id: z.number(),
  name: z.string(),
  meta_title: z.string(),
  /** HTML. */
  body: z.string(),
  is_visible: z.boolean(),
  parent_id: z.number(),
  sort_order: z.number(),
  meta_keywords: z.string(),
  type: z.enum(PAGE_TYPES),
  meta_description: z.string(),
  is_homepage: z.boolean(),
  layout_file: z.string(),
  is_customers_only: z.boolean(),
  search_keywords: z.string(),
  has_mobile_version: z.boolean(),
  mobile_body: z.string(),
  url: z.string(),
});
export type ContentPage = z.infer<typeof contentPageShape>;

/** The v3 page object: the same page without the v2-only fields; `body` only when asked for. */
export const contentPageV3Shape = contentPageShape
  .omit({ body: true, layout_file: true, has_mobile_version: true, mobile_body: true })
  .extend({ body: z.string().optional() });
export type ContentPageV3 = z.infer<typeof contentPageV3Shape>;

interface PageRow {
  id: number;
  channel_id: number;
  name: string;
  type: ContentPage['type'];
  body: string;
  is_visible: number;
  parent_id: number;
  sort_order: number;
  meta_title: string;
  meta_keywords: string;
  meta_description: string;
  search_keywords: string;
  is_homepage: number;
  is_customers_only: number;
  url: string;
}

const pageJson = (row: PageRow): ContentPage => ({
  id: row.id,
  channel_id: row.channel_id,
  name: row.name,
  meta_title: row.meta_title,
  body: row.body,
  is_visible: row.is_visible === 1,
  parent_id: row.parent_id,
  sort_order: row.sort_order,
  meta_keywords: row.meta_keywords,
  type: row.type,
  meta_description: row.meta_description,
  is_homepage: row.is_homepage === 1,
  layout_file: 'page.html',
  is_customers_only: row.is_customers_only === 1,
  search_keywords: row.search_keywords,
  has_mobile_version: false,
  mobile_body: '',
  url: row.url,
});

export function pageV3Json(page: ContentPage, withBody: boolean): ContentPageV3 {
  const { body, layout_file: _layout, has_mobile_version: _mobile, mobile_body: _mobileBody, ...rest } = page;
  return withBody ? { ...rest, body } : rest;
}

export function getPage(ctx: ServiceContext, id: number): ContentPage | null {
  const row = ctx.db.prepare('SELECT * FROM content_pages WHERE id = ?').get(id) as PageRow | undefined;
  return row ? pageJson(row) : null;
}

/** The page at a storefront path, with or without its slashes. */
export function getPageByPath(ctx: ServiceContext, path: string): ContentPage | null {
  const row = ctx.db.prepare('SELECT * FROM content_pages WHERE slug = ?').get(slugOf(path)) as PageRow | undefined;
  return row ? pageJson(row) : null;
}

export interface PageQuery {
  ids?: readonly number[];
  channelId?: number;
  name?: string;
  nameLike?: string;
  /** Storefront menus: only visible pages. */
  visibleOnly?: boolean;
  limit?: number;
  offset?: number;
}

/** Pages by id (oldest first, as the real service lists them). */
export function listPages(ctx: ServiceContext, query: PageQuery = {}): Listing<ContentPage> {
  const where = new WhereBuilder();
  if (query.ids) where.within('id', query.ids);
  if (query.channelId !== undefined) where.add('channel_id = ?', query.channelId);
  if (query.name !== undefined) where.add('name = ? COLLATE NOCASE', query.name);
  if (query.nameLike !== undefined) where.add(`lower(name) LIKE ? ESCAPE '\\'`, containsPattern(query.nameLike));
  if (query.visibleOnly) where.add('is_visible = 1');
  const page = { limit: query.limit ?? -1, offset: query.offset ?? 0 };
  const { rows, total } = selectPage<PageRow>(ctx.db, { from: 'FROM content_pages', order: 'id' }, where, page);
  return { items: rows.map(pageJson), total };
}

export const pageInput = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(100, 'is at most 100 characters'),
  body: z.string().max(1_000_000).default(''),
  type: z.enum(PAGE_TYPES).default('page'),
  is_visible: z.boolean().default(true),
  parent_id: z.number().int().min(0).default(0),
  sort_order: z.number().int().default(0),
  meta_title: z.string().max(255).default(''),
  meta_description: z.string().max(65535).default(''),
  search_keywords: z.string().max(65535).default(''),
  url: storefrontPath.optional(),
});
export type PageInput = z.input<typeof pageInput>;

/** Adds a content page (demo data, tests); without a URL it gets `/<name>/`. */
export function createPage(ctx: ServiceContext, input: PageInput): ContentPage {
  const body = parseInput(pageInput, input, 'Page');
  const slug = body.url ? slugOf(body.url) : slugify(body.name);
  const owner = resolveCatalogPath(ctx, slug);
  if (owner) throw conflict(`The URL /${slug}/ is already used by ${owner.type} ${owner.id}.`, { url: 'already in use' });
  const info = ctx.db
    .prepare(
      `INSERT INTO content_pages (name, type, body, is_visible, parent_id, sort_order, meta_title, meta_description, search_keywords, url, slug)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      body.name,
      body.type,
      body.body,
      Number(body.is_visible),
      body.parent_id,
      body.sort_order,
      body.meta_title,
      body.meta_description,
      body.search_keywords,
      body.url ?? pathOfSlug(slug),
      slug,
    );
  return getPage(ctx, Number(info.lastInsertRowid))!;
}
