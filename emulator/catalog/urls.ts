import { type ServiceContext } from '../core';

/**
 * Storefront paths of catalog entities (`custom_url.url`). A path such as
 * `/kitchen/mugs/enamel-mug/` is stored with its slug `kitchen/mugs/enamel-mug` (no outer
 * slashes, may contain `/`), so a lookup with or without slashes finds it and uniqueness
 * ignores the slashes.
 */

/** The slug of a path: without leading and trailing slashes. */
export const slugOf = (path: string): string => path.trim().replace(/^\/+|\/+$/g, '');

/** The canonical storefront path of a slug: `/slug/`. */
export const pathOfSlug = (slug: string): string => `/${slug}/`;

/** `Cast Iron Skillet 10"` -> `cast-iron-skillet-10`. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}

export type PathOwner = { type: 'product' | 'category' | 'brand' | 'page'; id: number };

const OWNER_TABLES = [
  ['product', 'catalog_products'],
  ['category', 'catalog_categories'],
  ['brand', 'catalog_brands'],
  ['page', 'content_pages'],
] as const;

/**
 * Which entity a storefront path belongs to, if any. Paths are unique across products,
 * categories, brands and content pages, so a storefront router resolves any path with one call.
 */
export function resolveCatalogPath(ctx: ServiceContext, path: string): PathOwner | null {
  const slug = slugOf(path);
  if (!slug) return null;
  for (const [type, table] of OWNER_TABLES) {
    const row = ctx.db.prepare(`SELECT id FROM ${table} WHERE slug = ?`).get(slug) as
      { id: number } | undefined;
    if (row) return { type, id: row.id };
  }
  return null;
}

/** A slug derived from `name` that no catalog entity uses yet (`mug`, `mug-2`, ...). */
export function freeSlug(ctx: ServiceContext, base: string): string {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!resolveCatalogPath(ctx, candidate)) return candidate;
  }
}
