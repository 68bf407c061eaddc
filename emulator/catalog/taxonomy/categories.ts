import { z } from 'zod';
import { updateColumns, type ServiceContext, WhereBuilder, selectPage } from '../../core';
import { deleteMetafieldsOf } from '../../metafields';
import { ApiError, conflict, parseInput } from '../../http';
import { containsPattern, flag, stringList } from '../format';
import { type Category, type CategoryNode, type Listing } from '../shapes';
import { shownImageUrl } from '../uploads';
import { freeSlug, pathOfSlug, resolveCatalogPath, slugOf, slugify } from '../urls';
import { customUrlInput } from '../inputs';

interface CategoryRow {
  id: number;
  parent_id: number;
  name: string;
  description: string;
  views: number;
  sort_order: number;
  page_title: string;
  meta_keywords: string;
  meta_description: string;
  search_keywords: string;
  image_url: string;
  is_visible: number;
  default_product_sort: string;
  url: string;
  url_customized: number;
}

function categoryJson(ctx: ServiceContext, row: CategoryRow): Category {
  return {
    id: row.id,
    parent_id: row.parent_id,
    name: row.name,
    description: row.description,
    views: row.views,
    sort_order: row.sort_order,
    page_title: row.page_title,
    meta_keywords: stringList(row.meta_keywords),
    meta_description: row.meta_description,
    layout_file: 'category.html',
    image_url: row.image_url ? shownImageUrl(ctx, row.image_url) : '',
    is_visible: row.is_visible === 1,
    search_keywords: row.search_keywords,
    default_product_sort: row.default_product_sort,
    custom_url: { url: row.url, is_customized: row.url_customized === 1 },
  };
}

export function getCategory(ctx: ServiceContext, id: number): Category | null {
  const row = ctx.db.prepare('SELECT * FROM catalog_categories WHERE id = ?').get(id) as
    CategoryRow | undefined;
  return row ? categoryJson(ctx, row) : null;
}

/** The category at a storefront path; `/kitchen/mugs/`, `kitchen/mugs` and `/kitchen/mugs` are the same. */
export function getCategoryByPath(ctx: ServiceContext, path: string): Category | null {
  const row = ctx.db
    .prepare('SELECT * FROM catalog_categories WHERE slug = ?')
    .get(slugOf(path)) as CategoryRow | undefined;
  return row ? categoryJson(ctx, row) : null;
}

export const CATEGORY_SORTS = ['name', 'id', 'parent_id', 'sort_order'] as const;

export interface CategoryFilter {
  ids?: readonly number[];
  excludeIds?: readonly number[];
  name?: string;
  /** Part of the name. */
  nameLike?: string;
  parentId?: number;
  parentIds?: readonly number[];
  /** In the name, description or search keywords. */
  keyword?: string;
  isVisible?: boolean;
}

export function listCategories(
  ctx: ServiceContext,
  query: CategoryFilter & {
    limit?: number;
    offset?: number;
    sort?: (typeof CATEGORY_SORTS)[number];
  } = {},
): Listing<Category> {
  const where = new WhereBuilder();
  if (query.ids) where.within('id', query.ids);
  if (query.excludeIds) where.within('id', query.excludeIds, true);
  if (query.parentIds) where.within('parent_id', query.parentIds);
  if (query.name !== undefined) where.add('name = ? COLLATE NOCASE', query.name);
  if (query.nameLike !== undefined)
    where.add(`lower(name) LIKE ? ESCAPE '\\'`, containsPattern(query.nameLike));
  if (query.parentId !== undefined) where.add('parent_id = ?', query.parentId);
  if (query.isVisible !== undefined) where.add('is_visible = ?', Number(query.isVisible));
  if (query.keyword !== undefined) {
    const pattern = containsPattern(query.keyword);
    where.add(
      `(lower(name) LIKE ? ESCAPE '\\' OR lower(description) LIKE ? ESCAPE '\\' OR lower(search_keywords) LIKE ? ESCAPE '\\')`,
      pattern,
      pattern,
      pattern,
    );
  }
  const order = query.sort === 'name' ? 'name COLLATE NOCASE' : (query.sort ?? 'id');
  const page = { limit: query.limit ?? -1, offset: query.offset ?? 0 };
  const { rows, total } = selectPage<CategoryRow>(
    ctx.db,
    { from: 'FROM catalog_categories', order: `${order}, id` },
    where,
    page,
  );
  return { items: rows.map((row) => categoryJson(ctx, row)), total };
}

/**
 * The whole category tree, each level ordered by `sort_order` then name. With
 * `visibleOnly`, a hidden category is left out together with everything below it, as a
 * storefront menu would.
 */
export function categoryTree(
  ctx: ServiceContext,
  options: { visibleOnly?: boolean } = {},
): CategoryNode[] {
  const rows = ctx.db
    .prepare('SELECT * FROM catalog_categories ORDER BY sort_order, name COLLATE NOCASE, id')
    .all() as CategoryRow[];
  const byParent = new Map<number, CategoryRow[]>();
  for (const row of rows)
    byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const build = (parentId: number, path: number[]): CategoryNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((row) => !options.visibleOnly || row.is_visible === 1)
      .map((row) => {
        const nodePath = [...path, row.id];
        return {
          ...categoryJson(ctx, row),
          depth: nodePath.length,
          path: nodePath,
          children: build(row.id, nodePath),
        };
      });
  return build(0, []);
}

/** Ids of every category below `id` (children, grandchildren, ...). */
export function descendantCategoryIds(ctx: ServiceContext, id: number): number[] {
  const rows = ctx.db
    .prepare(
      `WITH RECURSIVE below(id) AS (
         SELECT id FROM catalog_categories WHERE parent_id = ?
         UNION SELECT c.id FROM catalog_categories c JOIN below ON c.parent_id = below.id
       ) SELECT id FROM below`,
    )
    .all(id) as Array<{ id: number }>;
  return rows.map((r) => r.id);
}

/**
 * How many visible products each category holds, its descendants' included (a product in
 * several of them counted once), for every category in one query. Categories with none are absent.
 */
export function visibleProductCounts(ctx: ServiceContext): Map<number, number> {
  const rows = ctx.db
    .prepare(
      `WITH RECURSIVE under(ancestor, id) AS (
         SELECT id, id FROM catalog_categories
         UNION SELECT under.ancestor, c.id FROM catalog_categories c JOIN under ON c.parent_id = under.id
       )
       SELECT under.ancestor AS id, COUNT(DISTINCT p.id) AS n
       FROM under
       JOIN catalog_product_categories pc ON pc.category_id = under.id
       JOIN catalog_products p ON p.id = pc.product_id AND p.is_visible = 1
       GROUP BY under.ancestor`,
    )
    .all() as Array<{ id: number; n: number }>;
  return new Map(rows.map((r) => [r.id, r.n]));
}

export const CATEGORY_PRODUCT_SORTS = [
  'use_store_settings',
  'featured',
  'newest',
  'best_selling',
  'alpha_asc',
  'alpha_desc',
  'avg_customer_review',
  'price_asc',
  'price_desc',
] as const;

const categoryFields = {
  name: z.string().trim().min(1, 'name must not be empty').max(50, 'name is at most 50 characters'),
  parent_id: z.number().int().min(0),
  description: z.string().max(65535),
  views: z.number().int().min(0),
  sort_order: z.number().int(),
  is_visible: z.boolean(),
  page_title: z.string().max(255),
  meta_keywords: z.array(z.string().max(255)).max(100),
  meta_description: z.string().max(65535),
  search_keywords: z.string().max(255),
  default_product_sort: z.enum(CATEGORY_PRODUCT_SORTS),
  image_url: z.union([
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2048),
    z.literal(''),
  ]),
  /** Accepted for compatibility; every category uses the default layout file here. */
  layout_file: z.string().max(500),
  custom_url: customUrlInput,
};

export const categoryInput = z.object({
  ...z.object(categoryFields).partial().shape,
  name: categoryFields.name,
  parent_id: categoryFields.parent_id.default(0),
});
export type CategoryInput = z.input<typeof categoryInput>;
export const categoryUpdateInput = z.object(categoryFields).partial();

function assertPathFreeFor(ctx: ServiceContext, url: string, self?: number): void {
  const owner = resolveCatalogPath(ctx, slugOf(url));
  if (owner && !(owner.type === 'category' && owner.id === self)) {
    throw conflict(`The URL ${url} is already used by ${owner.type} ${owner.id}.`, {
      'custom_url.url': 'already in use',
    });
  }
}

/** A parent must exist, and may not be the category itself or one below it (no cycles). */
function checkParent(ctx: ServiceContext, parentId: number, self?: number): Category | null {
  if (!parentId) return null;
  const parent = getCategory(ctx, parentId);
  if (!parent)
    throw new ApiError(422, `Parent category ${parentId} does not exist.`, {
      parent_id: 'unknown category',
    });
  if (
    self !== undefined &&
    (parentId === self || descendantCategoryIds(ctx, self).includes(parentId))
  ) {
    throw new ApiError(
      422,
      `Category ${parentId} is category ${self} or below it; a category cannot be its own ancestor.`,
      { parent_id: 'would make a cycle' },
    );
  }
  return parent;
}

/**
 * Adds a category (`POST /v3/catalog/categories`, the demo data). Without a custom URL it
 * gets `/<parent path>/<name>/`, as the real service assigns.
 */
export function createCategory(ctx: ServiceContext, input: CategoryInput): Category {
  const body = parseInput(categoryInput, input, 'Category');
  const parent = checkParent(ctx, body.parent_id);
  let slug: string;
  if (body.custom_url) {
    assertPathFreeFor(ctx, body.custom_url.url);
    slug = slugOf(body.custom_url.url);
  } else {
    const parentSlug = parent ? slugOf(parent.custom_url.url) : '';
    slug = freeSlug(ctx, parentSlug ? `${parentSlug}/${slugify(body.name)}` : slugify(body.name));
  }
  const info = ctx.db
    .prepare(
      `INSERT INTO catalog_categories (parent_id, name, description, views, sort_order, is_visible, page_title, meta_keywords,
         meta_description, search_keywords, default_product_sort, image_url, url, slug, url_customized)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      body.parent_id,
      body.name,
      body.description ?? '',
      body.views ?? 0,
      body.sort_order ?? 0,
      flag(body.is_visible, true),
      body.page_title ?? '',
      JSON.stringify(body.meta_keywords ?? []),
      body.meta_description ?? '',
      body.search_keywords ?? '',
      body.default_product_sort ?? 'use_store_settings',
      body.image_url ?? '',
      body.custom_url?.url ?? pathOfSlug(slug),
      slug,
      flag(body.custom_url?.is_customized ?? Boolean(body.custom_url)),
    );
  return getCategory(ctx, Number(info.lastInsertRowid))!;
}

/** `PUT /v3/catalog/categories/{id}`: the fields given change. */
export function updateCategory(
  ctx: ServiceContext,
  id: number,
  input: z.output<typeof categoryUpdateInput>,
): Category {
  if (input.parent_id !== undefined) checkParent(ctx, input.parent_id, id);
  if (input.custom_url) assertPathFreeFor(ctx, input.custom_url.url, id);
  const columns: Record<string, unknown> = {
    name: input.name,
    parent_id: input.parent_id,
    description: input.description,
    views: input.views,
    sort_order: input.sort_order,
    is_visible: input.is_visible === undefined ? undefined : flag(input.is_visible),
    page_title: input.page_title,
    meta_keywords: input.meta_keywords && JSON.stringify(input.meta_keywords),
    meta_description: input.meta_description,
    search_keywords: input.search_keywords,
    default_product_sort: input.default_product_sort,
    image_url: input.image_url,
    ...(input.custom_url
      ? {
          url: input.custom_url.url,
          slug: slugOf(input.custom_url.url),
          url_customized: flag(input.custom_url.is_customized ?? true),
        }
      : {}),
  };
  updateColumns(ctx.db, 'catalog_categories', id, columns);
  return getCategory(ctx, id)!;
}

/** Sets or clears (`''`) a category's image (a stored upload path or a URL). */
export function setCategoryImage(ctx: ServiceContext, id: number, imageUrl: string): void {
  ctx.db.prepare('UPDATE catalog_categories SET image_url = ? WHERE id = ?').run(imageUrl, id);
}

/**
 * Deletes categories. One with subcategories (that are not deleted with it) is refused:
 * they would be left without a parent. Answers the products that were in them.
 */
export function deleteCategories(ctx: ServiceContext, ids: readonly number[]): number[] {
  if (!ids.length) return [];
  const doomed = new Set(ids);
  for (const id of ids) {
    const orphan = descendantCategoryIds(ctx, id).find((child) => !doomed.has(child));
    if (orphan !== undefined) {
      throw new ApiError(
        422,
        `Category ${id} has subcategory ${orphan}; delete or move its subcategories first.`,
        { id: 'has subcategories' },
      );
    }
  }
  const marks = ids.map(() => '?').join(', ');
  return ctx.db.transaction(() => {
    const products = ctx.db
      .prepare(
        `SELECT DISTINCT product_id FROM catalog_product_categories WHERE category_id IN (${marks})`,
      )
      .all(...ids) as Array<{ product_id: number }>;
    ctx.db.prepare(`DELETE FROM catalog_categories WHERE id IN (${marks})`).run(...ids);
    for (const id of ids) deleteMetafieldsOf(ctx, 'category', id);
    return products.map((p) => p.product_id);
  })();
}
