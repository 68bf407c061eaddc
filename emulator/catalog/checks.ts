import { type ServiceContext } from '../core';
import { conflict } from '../http';
import { resolveCatalogPath, slugOf } from './urls';

/**
 * Uniqueness and reference checks of catalog writes. The real service answers duplicates
 * and references to missing categories or brands with 409, naming the field.
 */

export function assertProductNameFree(
  ctx: ServiceContext,
  name: string,
  exceptProductId?: number,
): void {
  const row = ctx.db.prepare('SELECT id FROM catalog_products WHERE name = ?').get(name) as
    { id: number } | undefined;
  if (row && row.id !== exceptProductId) {
    throw conflict(
      `A product named "${name}" already exists (product ${row.id}). Product names are unique.`,
      { name: 'already in use' },
    );
  }
}

/**
 * SKUs are unique across products and variants, ignoring case. A product's own SKU and
 * that of its base variant are the same SKU, so `ownerProductId` and `exceptVariantId`
 * say what may already hold it.
 */
export function assertSkuFree(
  ctx: ServiceContext,
  sku: string,
  field: string,
  owner: { productId?: number; exceptVariantId?: number } = {},
): void {
  if (!sku) return;
  const variant = ctx.db
    .prepare(
      "SELECT id, product_id FROM catalog_variants WHERE sku = ? COLLATE NOCASE AND id IS NOT ? AND (product_id IS NOT ? OR option_key <> '')",
    )
    .get(sku, owner.exceptVariantId ?? null, owner.productId ?? null) as
    { id: number; product_id: number } | undefined;
  const product = ctx.db
    .prepare('SELECT id FROM catalog_products WHERE sku = ? COLLATE NOCASE AND id IS NOT ?')
    .get(sku, owner.productId ?? null) as { id: number } | undefined;
  if (variant || product) {
    const holder = variant
      ? `variant ${variant.id} of product ${variant.product_id}`
      : `product ${product!.id}`;
    throw conflict(
      `The SKU "${sku}" is already used by ${holder}. SKUs are unique, ignoring case.`,
      { [field]: 'already in use' },
    );
  }
}

export function assertCategoriesExist(ctx: ServiceContext, ids: readonly number[]): void {
  const lookup = ctx.db.prepare('SELECT 1 FROM catalog_categories WHERE id = ?');
  const missing = [...new Set(ids)].filter((id) => !lookup.get(id));
  if (missing.length) {
    throw conflict(
      `Categories ${missing.join(', ')} do not exist. Use ids from GET /v3/catalog/categories.`,
      {
        categories: `unknown category ids: ${missing.join(', ')}`,
      },
    );
  }
}

export function assertBrandExists(ctx: ServiceContext, id: number): void {
  if (id !== 0 && !ctx.db.prepare('SELECT 1 FROM catalog_brands WHERE id = ?').get(id)) {
    throw conflict(
      `Brand ${id} does not exist. Use an id from GET /v3/catalog/brands, or 0 for no brand.`,
      { brand_id: 'unknown brand' },
    );
  }
}

/** A storefront path belongs to one product, category or brand. */
export function assertPathFree(
  ctx: ServiceContext,
  path: string,
  self: { type: 'product'; id: number } | null,
): void {
  const owner = resolveCatalogPath(ctx, slugOf(path));
  if (owner && !(self && owner.type === self.type && owner.id === self.id)) {
    throw conflict(`The URL ${path} is already used by ${owner.type} ${owner.id}.`, {
      'custom_url.url': 'already in use',
    });
  }
}
