import { z } from 'zod';
import { type ServiceContext } from '../../context';
import { conflict } from '../../http/errors';
import { parseInput } from '../../http/validation';
import { containsPattern, stringList } from '../format';
import { customUrlInput } from '../inputs';
import { type Brand, type Listing } from '../shapes';
import { WhereBuilder, selectPage } from '../../core/sql-where';
import { freeSlug, pathOfSlug, resolveCatalogPath, slugOf, slugify } from '../urls';

interface BrandRow {
  id: number;
  name: string;
  page_title: string;
  meta_keywords: string;
  meta_description: string;
  search_keywords: string;
  image_url: string;
  url: string;
  url_customized: number;
}

const brandJson = (row: BrandRow): Brand => ({
  id: row.id,
  name: row.name,
  page_title: row.page_title,
  meta_keywords: stringList(row.meta_keywords),
  meta_description: row.meta_description,
  search_keywords: row.search_keywords,
  image_url: row.image_url,
  custom_url: { url: row.url, is_customized: row.url_customized === 1 },
});

export function getBrand(ctx: ServiceContext, id: number): Brand | null {
  const row = ctx.db.prepare('SELECT * FROM catalog_brands WHERE id = ?').get(id) as BrandRow | undefined;
  return row ? brandJson(row) : null;
}

export function getBrandByPath(ctx: ServiceContext, path: string): Brand | null {
  const row = ctx.db.prepare('SELECT * FROM catalog_brands WHERE slug = ?').get(slugOf(path)) as BrandRow | undefined;
  return row ? brandJson(row) : null;
}

export interface BrandQuery {
  ids?: readonly number[];
  excludeIds?: readonly number[];
  name?: string;
  /** Part of the name. */
  nameLike?: string;
  sort?: 'name' | 'id';
  direction?: 'asc' | 'desc';
  /** Omit for all brands. */
  limit?: number;
  offset?: number;
}

/** Brands, by id unless sorted by name. */
export function listBrands(ctx: ServiceContext, query: BrandQuery = {}): Listing<Brand> {
  const where = new WhereBuilder();
  if (query.ids) where.within('id', query.ids);
  if (query.excludeIds) where.within('id', query.excludeIds, true);
  if (query.name !== undefined) where.add('name = ? COLLATE NOCASE', query.name);
  if (query.nameLike !== undefined) where.add(`lower(name) LIKE ? ESCAPE '\\'`, containsPattern(query.nameLike));
  const order = `${query.sort === 'name' ? 'name COLLATE NOCASE' : 'id'} ${query.direction === 'desc' ? 'DESC' : 'ASC'}`;
  const page = { limit: query.limit ?? -1, offset: query.offset ?? 0 };
  const { rows, total } = selectPage<BrandRow>(ctx.db, { from: 'FROM catalog_brands', order: `${order}, id` }, where, page);
  return { items: rows.map(brandJson), total };
}

export const brandInput = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(255),
  page_title: z.string().max(255).optional(),
  meta_description: z.string().max(65535).optional(),
  search_keywords: z.string().max(65535).optional(),
  custom_url: customUrlInput.optional(),
});
export type BrandInput = z.input<typeof brandInput>;

/**
 * Adds a brand; without a custom URL it gets `/brands/<name>/`. Used by the demo data and
 * tests; the REST interface here only reads brands.
 */
export function createBrand(ctx: ServiceContext, input: BrandInput): Brand {
  const body = parseInput(brandInput, input, 'Brand');
  if (ctx.db.prepare('SELECT 1 FROM catalog_brands WHERE name = ?').get(body.name)) {
    throw conflict(`A brand named "${body.name}" already exists.`, { name: 'already in use' });
  }
  const slug = body.custom_url ? slugOf(body.custom_url.url) : freeSlug(ctx, `brands/${slugify(body.name)}`);
  const owner = body.custom_url ? resolveCatalogPath(ctx, slug) : null;
  if (owner) throw conflict(`The URL ${body.custom_url?.url} is already used by ${owner.type} ${owner.id}.`, { 'custom_url.url': 'already in use' });
  const info = ctx.db
    .prepare(
      `INSERT INTO catalog_brands (name, page_title, meta_description, search_keywords, url, slug, url_customized)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      body.name,
      body.page_title ?? '',
      body.meta_description ?? '',
      body.search_keywords ?? '',
      body.custom_url?.url ?? pathOfSlug(slug),
      slug,
      Number(body.custom_url?.is_customized ?? Boolean(body.custom_url)),
    );
  return getBrand(ctx, Number(info.lastInsertRowid))!;
}
