import { z } from 'zod';
import { updateColumns, type ServiceContext, WhereBuilder, selectPage } from '../../core';
import { deleteMetafieldsOf } from '../../metafields';
import { conflict, parseInput } from '../../http';
import { containsPattern, stringList } from '../format';
import { customUrlInput } from '../inputs';
import { type Brand, type Listing } from '../shapes';
import { shownImageUrl } from '../uploads';
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

const brandJson = (ctx: ServiceContext, row: BrandRow): Brand => ({
  id: row.id,
  name: row.name,
  page_title: row.page_title,
  meta_keywords: stringList(row.meta_keywords),
  meta_description: row.meta_description,
  search_keywords: row.search_keywords,
  image_url: row.image_url ? shownImageUrl(ctx, row.image_url) : '',
  custom_url: { url: row.url, is_customized: row.url_customized === 1 },
});

export function getBrand(ctx: ServiceContext, id: number): Brand | null {
  const row = ctx.db.prepare('SELECT * FROM catalog_brands WHERE id = ?').get(id) as
    BrandRow | undefined;
  return row ? brandJson(ctx, row) : null;
}

export function getBrandByPath(ctx: ServiceContext, path: string): Brand | null {
  const row = ctx.db.prepare('SELECT * FROM catalog_brands WHERE slug = ?').get(slugOf(path)) as
    BrandRow | undefined;
  return row ? brandJson(ctx, row) : null;
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
  if (query.nameLike !== undefined)
    where.add(`lower(name) LIKE ? ESCAPE '\\'`, containsPattern(query.nameLike));
  const order = `${query.sort === 'name' ? 'name COLLATE NOCASE' : 'id'} ${query.direction === 'desc' ? 'DESC' : 'ASC'}`;
  const page = { limit: query.limit ?? -1, offset: query.offset ?? 0 };
  const { rows, total } = selectPage<BrandRow>(
    ctx.db,
    { from: 'FROM catalog_brands', order: `${order}, id` },
    where,
    page,
  );
  return { items: rows.map((row) => brandJson(ctx, row)), total };
}

export const brandInput = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(255),
  page_title: z.string().max(255).optional(),
  meta_keywords: z.array(z.string().max(255)).max(100).optional(),
  meta_description: z.string().max(65535).optional(),
  search_keywords: z.string().max(65535).optional(),
  image_url: z
    .union([
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2048),
      z.literal(''),
    ])
    .optional(),
  custom_url: customUrlInput.optional(),
});
export type BrandInput = z.input<typeof brandInput>;
export const brandUpdateInput = brandInput.partial();

function assertBrandNameFree(ctx: ServiceContext, name: string, self?: number): void {
  const other = ctx.db.prepare('SELECT id FROM catalog_brands WHERE name = ?').get(name) as
    { id: number } | undefined;
  if (other && other.id !== self)
    throw conflict(`A brand named "${name}" already exists (brand ${other.id}).`, {
      name: 'already in use',
    });
}

function assertBrandPathFree(ctx: ServiceContext, url: string, self?: number): void {
  const owner = resolveCatalogPath(ctx, slugOf(url));
  if (owner && !(owner.type === 'brand' && owner.id === self)) {
    throw conflict(`The URL ${url} is already used by ${owner.type} ${owner.id}.`, {
      'custom_url.url': 'already in use',
    });
  }
}

/**
 * Adds a brand (`POST /v3/catalog/brands`, the demo data); without a custom URL it gets
 * `/brands/<name>/`.
 */
export function createBrand(ctx: ServiceContext, input: BrandInput): Brand {
  const body = parseInput(brandInput, input, 'Brand');
  assertBrandNameFree(ctx, body.name);
  if (body.custom_url) assertBrandPathFree(ctx, body.custom_url.url);
  const slug = body.custom_url
    ? slugOf(body.custom_url.url)
    : freeSlug(ctx, `brands/${slugify(body.name)}`);
  const info = ctx.db
    .prepare(
      `INSERT INTO catalog_brands (name, page_title, meta_keywords, meta_description, search_keywords, image_url, url, slug, url_customized)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      body.name,
      body.page_title ?? '',
      JSON.stringify(body.meta_keywords ?? []),
      body.meta_description ?? '',
      body.search_keywords ?? '',
      body.image_url ?? '',
      body.custom_url?.url ?? pathOfSlug(slug),
      slug,
      Number(body.custom_url?.is_customized ?? Boolean(body.custom_url)),
    );
  return getBrand(ctx, Number(info.lastInsertRowid))!;
}

/** `PUT /v3/catalog/brands/{id}`: the fields given change. */
export function updateBrand(
  ctx: ServiceContext,
  id: number,
  input: z.output<typeof brandUpdateInput>,
): Brand {
  if (input.name !== undefined) assertBrandNameFree(ctx, input.name, id);
  if (input.custom_url) assertBrandPathFree(ctx, input.custom_url.url, id);
  const columns: Record<string, unknown> = {
    name: input.name,
    page_title: input.page_title,
    meta_keywords: input.meta_keywords && JSON.stringify(input.meta_keywords),
    meta_description: input.meta_description,
    search_keywords: input.search_keywords,
    image_url: input.image_url,
    ...(input.custom_url
      ? {
          url: input.custom_url.url,
          slug: slugOf(input.custom_url.url),
          url_customized: Number(input.custom_url.is_customized ?? true),
        }
      : {}),
  };
  updateColumns(ctx.db, 'catalog_brands', id, columns);
  return getBrand(ctx, id)!;
}

/** Sets or clears (`''`) a brand's image (a stored upload path or a URL). */
export function setBrandImage(ctx: ServiceContext, id: number, imageUrl: string): void {
  ctx.db.prepare('UPDATE catalog_brands SET image_url = ? WHERE id = ?').run(imageUrl, id);
}

/** Deletes brands; their products keep no brand. Answers the products that lost theirs. */
export function deleteBrands(ctx: ServiceContext, ids: readonly number[]): number[] {
  if (!ids.length) return [];
  const marks = ids.map(() => '?').join(', ');
  return ctx.db.transaction(() => {
    const products = ctx.db
      .prepare(`SELECT id FROM catalog_products WHERE brand_id IN (${marks})`)
      .all(...ids) as Array<{ id: number }>;
    ctx.db
      .prepare(`UPDATE catalog_products SET brand_id = 0 WHERE brand_id IN (${marks})`)
      .run(...ids);
    ctx.db.prepare(`DELETE FROM catalog_brands WHERE id IN (${marks})`).run(...ids);
    for (const id of ids) deleteMetafieldsOf(ctx, 'brand', id);
    return products.map((p) => p.id);
  })();
}
