import { z } from 'zod';
import { type ServiceContext, type Db, ensureColumn, WhereBuilder, selectPage } from '../../core';
import { ApiError, conflict, parseInput } from '../../http';
import { containsPattern } from '../format';
import { storefrontPath } from '../inputs';
import { type Listing } from '../shapes';
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
    slug TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL DEFAULT '',
    contact_fields TEXT NOT NULL DEFAULT '',
    link TEXT NOT NULL DEFAULT '',
    content_type TEXT NOT NULL DEFAULT 'text/html'
  );
`;

/** Columns newer than databases made before them: what contact forms, links and raw pages carry. */
export function migrateContentPages(db: Db): void {
  ensureColumn(db, 'content_pages', 'email', "TEXT NOT NULL DEFAULT ''");
  ensureColumn(db, 'content_pages', 'contact_fields', "TEXT NOT NULL DEFAULT ''");
  ensureColumn(db, 'content_pages', 'link', "TEXT NOT NULL DEFAULT ''");
  ensureColumn(db, 'content_pages', 'content_type', "TEXT NOT NULL DEFAULT 'text/html'");
}

export const PAGE_TYPES = ['page', 'raw', 'contact_form', 'link', 'blog'] as const;
export const RAW_CONTENT_TYPES = ['text/html', 'application/json', 'text/javascript'] as const;

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
  /** A contact form's address and fields, a link page's target, a raw page's content type. */
  email: z.string(),
  contact_fields: z.string(),
  link: z.string(),
  content_type: z.enum(RAW_CONTENT_TYPES),
});
export type ContentPage = z.infer<typeof contentPageShape>;

/** The v3 page object: the same page without the v2-only fields; `body` only when asked for. */
export const contentPageV3Shape = contentPageShape
  .omit({
    body: true,
    layout_file: true,
    has_mobile_version: true,
    mobile_body: true,
    email: true,
    contact_fields: true,
    link: true,
    content_type: true,
  })
  .extend({
    body: z.string().optional(),
    email: z.string().optional(),
    contact_fields: z.string().optional(),
    link: z.string().optional(),
    content_type: z.enum(RAW_CONTENT_TYPES).optional(),
  });
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
  email: string;
  contact_fields: string;
  link: string;
  content_type: ContentPage['content_type'];
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
  email: row.email,
  contact_fields: row.contact_fields,
  link: row.link,
  content_type: row.content_type,
});

/** The v3 page: the fields of its type (a contact form's e-mail, a link's target, a raw page's content type). */
export function pageV3Json(page: ContentPage, withBody: boolean): ContentPageV3 {
  const {
    body,
    layout_file: _layout,
    has_mobile_version: _mobile,
    mobile_body: _mobileBody,
    email,
    contact_fields,
    link,
    content_type,
    ...rest
  } = page;
  return {
    ...rest,
    ...(withBody && page.type !== 'link' ? { body } : {}),
    ...(page.type === 'contact_form' ? { email, contact_fields } : {}),
    ...(page.type === 'link' ? { link } : {}),
    ...(page.type === 'raw' ? { content_type } : {}),
  };
}

export function getPage(ctx: ServiceContext, id: number): ContentPage | null {
  const row = ctx.db.prepare('SELECT * FROM content_pages WHERE id = ?').get(id) as
    PageRow | undefined;
  return row ? pageJson(row) : null;
}

/** The page at a storefront path, with or without its slashes. */
export function getPageByPath(ctx: ServiceContext, path: string): ContentPage | null {
  const row = ctx.db.prepare('SELECT * FROM content_pages WHERE slug = ?').get(slugOf(path)) as
    PageRow | undefined;
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
  if (query.nameLike !== undefined)
    where.add(`lower(name) LIKE ? ESCAPE '\\'`, containsPattern(query.nameLike));
  if (query.visibleOnly) where.add('is_visible = 1');
  const page = { limit: query.limit ?? -1, offset: query.offset ?? 0 };
  const { rows, total } = selectPage<PageRow>(
    ctx.db,
    { from: 'FROM content_pages', order: 'id' },
    where,
    page,
  );
  return { items: rows.map(pageJson), total };
}

const pageFields = {
  name: z.string().trim().min(1, 'must not be empty').max(100, 'is at most 100 characters'),
  channel_id: z.number().int().min(1),
  body: z.string().max(1_000_000).nullable(),
  type: z.enum(PAGE_TYPES),
  is_visible: z.boolean(),
  parent_id: z.number().int().min(0),
  sort_order: z.number().int(),
  meta_title: z.string().max(255).nullable(),
  meta_keywords: z.string().max(65535).nullable(),
  meta_description: z.string().max(65535).nullable(),
  search_keywords: z.string().max(65535).nullable(),
  is_homepage: z.boolean(),
  is_customers_only: z.boolean(),
  url: storefrontPath,
  email: z.union([z.email('must be an e-mail address'), z.literal('')]),
  contact_fields: z.string().max(255),
  link: z.string().max(2048),
  content_type: z.enum(RAW_CONTENT_TYPES),
  /** Accepted from v2 clients; every page uses the default layout file and has no mobile version here. */
  layout_file: z.string().max(255),
  has_mobile_version: z.boolean(),
  mobile_body: z.string().max(1_000_000),
};

/** A new page: a name and a type (v3; v2 adds the body); the rest has defaults. */
export const pageInput = z.object({
  ...z.object(pageFields).partial().shape,
  name: pageFields.name,
  type: pageFields.type.default('page'),
});
export type PageInput = z.input<typeof pageInput>;
export const pageChanges = z.object(pageFields).partial();
export type PageChanges = z.output<typeof pageChanges>;

function checkPage(ctx: ServiceContext, fields: PageChanges, self?: number): void {
  if (fields.url !== undefined) {
    const owner = resolveCatalogPath(ctx, slugOf(fields.url));
    if (owner && !(owner.type === 'page' && owner.id === self)) {
      throw conflict(`The URL ${fields.url} is already used by ${owner.type} ${owner.id}.`, {
        url: 'already in use',
      });
    }
  }
  if (fields.parent_id) {
    if (fields.parent_id === self)
      throw new ApiError(422, 'A page cannot be its own parent.', { parent_id: 'is this page' });
    if (!ctx.db.prepare('SELECT 1 FROM content_pages WHERE id = ?').get(fields.parent_id)) {
      throw new ApiError(422, `Parent page ${fields.parent_id} does not exist.`, {
        parent_id: 'unknown page',
      });
    }
  }
  if (fields.type === 'link' && fields.link === '')
    throw new ApiError(422, 'A link page needs the link it leads to.', {
      link: 'required for type link',
    });
}

/** One home page per channel: marking one unmarks the others. */
function claimHomepage(ctx: ServiceContext, id: number): void {
  ctx.db
    .prepare(
      'UPDATE content_pages SET is_homepage = (id = ?) WHERE channel_id = (SELECT channel_id FROM content_pages WHERE id = ?)',
    )
    .run(id, id);
}

/** Adds a content page (the interfaces, demo data, tests); without a URL it gets `/<name>/`. */
export function createPage(ctx: ServiceContext, input: PageInput): ContentPage {
  const body = parseInput(pageInput, input, 'Page');
  const slug = body.url ? slugOf(body.url) : slugify(body.name);
  checkPage(ctx, { ...body, url: body.url ?? pathOfSlug(slug) });
  const info = ctx.db
    .prepare(
      `INSERT INTO content_pages (channel_id, name, type, body, is_visible, parent_id, sort_order, meta_title, meta_keywords, meta_description,
         search_keywords, is_homepage, is_customers_only, url, slug, email, contact_fields, link, content_type)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      body.channel_id ?? 1,
      body.name,
      body.type,
      body.body ?? '',
      Number(body.is_visible ?? true),
      body.parent_id ?? 0,
      body.sort_order ?? 0,
      body.meta_title ?? '',
      body.meta_keywords ?? '',
      body.meta_description ?? '',
      body.search_keywords ?? '',
      Number(body.is_homepage ?? false),
      Number(body.is_customers_only ?? false),
      body.url ?? pathOfSlug(slug),
      slug,
      body.email ?? '',
      body.contact_fields ?? '',
      body.link ?? '',
      body.content_type ?? 'text/html',
    );
  const id = Number(info.lastInsertRowid);
  if (body.is_homepage) claimHomepage(ctx, id);
  return getPage(ctx, id)!;
}

const BOOLEAN_COLUMNS = new Set(['is_visible', 'is_homepage', 'is_customers_only']);
const IGNORED = new Set(['layout_file', 'has_mobile_version', 'mobile_body']);

/** Changes the fields given; a null text field is emptied. */
export function updatePage(ctx: ServiceContext, id: number, changes: PageChanges): ContentPage {
  checkPage(ctx, changes, id);
  const columns = Object.entries(changes).filter(
    ([column, value]) => value !== undefined && !IGNORED.has(column),
  );
  const values = columns.map(([column, value]) =>
    BOOLEAN_COLUMNS.has(column) ? Number(value) : (value ?? ''),
  );
  const set = columns.map(([column]) => `${column} = ?`);
  if (changes.url !== undefined) {
    set.push('slug = ?');
    values.push(slugOf(changes.url));
  }
  if (set.length)
    ctx.db.prepare(`UPDATE content_pages SET ${set.join(', ')} WHERE id = ?`).run(...values, id);
  if (changes.is_homepage) claimHomepage(ctx, id);
  return getPage(ctx, id)!;
}

/**
 * Deletes pages. A page with subpages that are not deleted with it is refused unless
 * `withChildren` (then the subpages, all the way down, go too).
 */
export function deletePages(
  ctx: ServiceContext,
  ids: readonly number[],
  withChildren: boolean,
): void {
  const below = (id: number): number[] =>
    (
      ctx.db.prepare('SELECT id FROM content_pages WHERE parent_id = ?').all(id) as Array<{
        id: number;
      }>
    ).flatMap((r) => [r.id, ...below(r.id)]);
  const doomed = new Set(ids);
  for (const id of ids) {
    const children = below(id);
    const kept = children.filter((child) => !doomed.has(child));
    if (kept.length && !withChildren) {
      throw new ApiError(
        422,
        `Page ${id} has subpages (${kept.join(', ')}); delete them too (delete_children=true) or move them first.`,
        { id: 'has subpages' },
      );
    }
    for (const child of children) doomed.add(child);
  }
  if (!doomed.size) return;
  ctx.db
    .prepare(`DELETE FROM content_pages WHERE id IN (${[...doomed].map(() => '?').join(', ')})`)
    .run(...doomed);
}
