import { type ServiceContext } from '../../core';
import { deleteMetafieldsOf } from '../../metafields';
import { ApiError, conflict, notFound, unprocessable } from '../../http';
import { assertSkuFree } from '../checks';
import { publishInventoryEvent, publishProductEvent, publishSkuEvent } from '../events';
import { type OptionValueRef, type VariantCreateInput, type VariantUpdateInput } from '../inputs';
import { syncVariantTrackedTotal } from '../inventory';
import { type Variant } from '../shapes';
import { findVariantRow, getVariant, reportedInventory } from './read';

/**
 * The option value ids a variant's `option_values` name. Options and values given by
 * display name and label are created on first use (as the real service does when variants
 * are posted with a product); values given by ids must exist on this product.
 */
function resolveOptionValues(
  ctx: ServiceContext,
  productId: number,
  refs: readonly OptionValueRef[],
): number[] {
  const ids: number[] = [];
  const seenOptions = new Set<number>();
  refs.forEach((ref, index) => {
    let optionId: number;
    let valueId: number;
    if ('id' in ref) {
      const row = ctx.db
        .prepare(
          `SELECT ov.id, ov.option_id FROM catalog_option_values ov JOIN catalog_options o ON o.id = ov.option_id
           WHERE ov.id = ? AND ov.option_id = ? AND o.product_id = ?`,
        )
        .get(ref.id, ref.option_id, productId) as { id: number; option_id: number } | undefined;
      if (!row) {
        throw unprocessable(
          `Option value ${ref.id} of option ${ref.option_id} does not exist on product ${productId}.`,
          {
            [`option_values.${index}`]: 'unknown option value',
          },
        );
      }
      [optionId, valueId] = [row.option_id, row.id];
    } else {
      optionId = findOrCreateOption(ctx, productId, ref.option_display_name);
      valueId = findOrCreateValue(ctx, optionId, ref.label);
    }
    if (seenOptions.has(optionId)) {
      throw unprocessable('A variant takes one value per option.', {
        [`option_values.${index}`]: 'this option already has a value',
      });
    }
    seenOptions.add(optionId);
    ids.push(valueId);
  });
  return ids;
}

function findOrCreateOption(ctx: ServiceContext, productId: number, displayName: string): number {
  const existing = ctx.db
    .prepare('SELECT id FROM catalog_options WHERE product_id = ? AND display_name = ?')
    .get(productId, displayName) as { id: number } | undefined;
  if (existing) return existing.id;
  const { n } = ctx.db
    .prepare('SELECT COUNT(*) AS n FROM catalog_options WHERE product_id = ?')
    .get(productId) as { n: number };
  return Number(
    ctx.db
      .prepare(
        "INSERT INTO catalog_options (product_id, display_name, type, sort_order) VALUES (?, ?, 'rectangles', ?)",
      )
      .run(productId, displayName, n).lastInsertRowid,
  );
}

function findOrCreateValue(ctx: ServiceContext, optionId: number, label: string): number {
  const existing = ctx.db
    .prepare('SELECT id FROM catalog_option_values WHERE option_id = ? AND label = ?')
    .get(optionId, label) as { id: number } | undefined;
  if (existing) return existing.id;
  const { n } = ctx.db
    .prepare('SELECT COUNT(*) AS n FROM catalog_option_values WHERE option_id = ?')
    .get(optionId) as { n: number };
  return Number(
    ctx.db
      .prepare(
        'INSERT INTO catalog_option_values (option_id, label, sort_order, is_default) VALUES (?, ?, ?, 0)',
      )
      .run(optionId, label, n).lastInsertRowid,
  );
}

/** Option ids (sorted, comma-joined) that a set of option values covers. */
function optionSignature(ctx: ServiceContext, valueIds: readonly number[]): string {
  const lookup = ctx.db.prepare('SELECT option_id FROM catalog_option_values WHERE id = ?');
  return valueIds
    .map((id) => (lookup.get(id) as { option_id: number }).option_id)
    .sort((a, b) => a - b)
    .join(',');
}

/**
 * Inserts a variant with options on a product (inside the caller's transaction). The
 * product's base variant, if it still has one, gives way: a product is sold either as
 * itself or as its option combinations. Every variant must name one value of each of the
 * same options, and no two variants the same combination.
 */
export function insertOptionVariant(
  ctx: ServiceContext,
  productId: number,
  input: VariantCreateInput,
): number {
  assertSkuFree(ctx, input.sku, 'sku');
  const valueIds = resolveOptionValues(ctx, productId, input.option_values);
  const optionKey = [...valueIds].sort((a, b) => a - b).join(',');

  const sibling = ctx.db
    .prepare(
      "SELECT id, option_key FROM catalog_variants WHERE product_id = ? AND option_key <> '' LIMIT 1",
    )
    .get(productId) as { id: number; option_key: string } | undefined;
  if (sibling) {
    const expected = optionSignature(ctx, sibling.option_key.split(',').map(Number));
    if (expected !== optionSignature(ctx, valueIds)) {
      throw unprocessable(
        'Every variant of a product names one value of each of the same options.',
        {
          option_values: `give one value for each option of variant ${sibling.id}, and no other options`,
        },
      );
    }
  }
  if (
    ctx.db
      .prepare('SELECT 1 FROM catalog_variants WHERE product_id = ? AND option_key = ?')
      .get(productId, optionKey)
  ) {
    throw conflict('Another variant of this product already has these option values.', {
      option_values: 'combination already exists',
    });
  }

  ctx.db
    .prepare("DELETE FROM catalog_variants WHERE product_id = ? AND option_key = ''")
    .run(productId);
  const id = Number(
    ctx.db
      .prepare(
        `INSERT INTO catalog_variants (product_id, sku, option_key, price, sale_price, retail_price, map_price, cost_price, weight,
           inventory_level, inventory_warning_level, purchasing_disabled, purchasing_disabled_message, upc, mpn, gtin)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        productId,
        input.sku,
        optionKey,
        input.price ?? null,
        input.sale_price ?? null,
        input.retail_price ?? null,
        input.map_price ?? null,
        input.cost_price ?? null,
        input.weight ?? null,
        input.inventory_level ?? 0,
        input.inventory_warning_level ?? 0,
        Number(input.purchasing_disabled ?? false),
        input.purchasing_disabled_message ?? '',
        input.upc ?? '',
        input.mpn ?? '',
        input.gtin ?? '',
      ).lastInsertRowid,
  );
  const insertValue = ctx.db.prepare(
    'INSERT INTO catalog_variant_option_values (variant_id, option_value_id) VALUES (?, ?)',
  );
  for (const valueId of valueIds) insertValue.run(id, valueId);
  return id;
}

function requireProduct(ctx: ServiceContext, productId: number): void {
  if (!ctx.db.prepare('SELECT 1 FROM catalog_products WHERE id = ?').get(productId))
    throw notFound(`Product ${productId}`);
}

/** `POST /v3/catalog/products/{id}/variants`: adds an option combination to a product. */
export function createVariant(
  ctx: ServiceContext,
  productId: number,
  input: VariantCreateInput,
): Variant {
  const id = ctx.db.transaction(() => {
    requireProduct(ctx, productId);
    const variantId = insertOptionVariant(ctx, productId, input);
    syncVariantTrackedTotal(ctx, productId);
    ctx.db
      .prepare('UPDATE catalog_products SET date_modified = ? WHERE id = ?')
      .run(ctx.clock.now(), productId);
    return variantId;
  })();
  publishProductEvent(ctx, 'updated', productId);
  publishSkuEvent(ctx, 'created', productId, id);
  return getVariant(ctx, id)!;
}

const OVERRIDE_COLUMNS = [
  'price',
  'sale_price',
  'retail_price',
  'map_price',
  'cost_price',
  'weight',
  'inventory_warning_level',
  'purchasing_disabled_message',
  'upc',
  'mpn',
  'gtin',
] as const;

/**
 * `PUT /v3/catalog/products/{id}/variants/{variant_id}`. A new `inventory_level` is
 * written where the product counts stock: the variant when it tracks by variant, the
 * product for its base variant; anywhere else it would be ignored, so it is refused.
 * Publishes `store/product/updated` and `store/sku/updated` for any change and the
 * inventory events for a new level.
 */
export function updateVariant(
  ctx: ServiceContext,
  productId: number,
  variantId: number,
  input: VariantUpdateInput,
): Variant {
  const { changed, inventory } = ctx.db.transaction(() => {
    requireProduct(ctx, productId);
    const row = findVariantRow(ctx, variantId);
    if (!row || row.product_id !== productId)
      throw notFound(`Variant ${variantId} of product ${productId}`);
    const before = JSON.stringify(getVariant(ctx, variantId));
    const isBase = row.option_key === '';

    if (input.sku !== undefined && input.sku !== row.sku) {
      assertSkuFree(ctx, input.sku, 'sku', {
        productId: isBase ? productId : undefined,
        exceptVariantId: variantId,
      });
      ctx.db.prepare('UPDATE catalog_variants SET sku = ? WHERE id = ?').run(input.sku, variantId);
      // A base variant's SKU is the product's SKU.
      if (isBase)
        ctx.db
          .prepare('UPDATE catalog_products SET sku = ? WHERE id = ?')
          .run(input.sku, productId);
    }
    for (const column of OVERRIDE_COLUMNS) {
      const value = input[column];
      if (value !== undefined)
        ctx.db
          .prepare(`UPDATE catalog_variants SET ${column} = ? WHERE id = ?`)
          .run(value, variantId);
    }
    if (input.purchasing_disabled !== undefined) {
      ctx.db
        .prepare('UPDATE catalog_variants SET purchasing_disabled = ? WHERE id = ?')
        .run(Number(input.purchasing_disabled), variantId);
    }

    let inventory: number | null = null;
    if (input.inventory_level !== undefined && input.inventory_level !== reportedInventory(row)) {
      if (row.inventory_tracking === 'variant') {
        ctx.db
          .prepare('UPDATE catalog_variants SET inventory_level = ? WHERE id = ?')
          .run(input.inventory_level, variantId);
        syncVariantTrackedTotal(ctx, productId);
      } else if (isBase) {
        ctx.db
          .prepare('UPDATE catalog_products SET inventory_level = ? WHERE id = ?')
          .run(input.inventory_level, productId);
      } else {
        throw new ApiError(
          422,
          `Product ${productId} tracks inventory ${row.inventory_tracking === 'none' ? 'not at all' : 'by product'}; ` +
            'set inventory_level on the product, or set its inventory_tracking to "variant" first.',
          { inventory_level: 'this product does not count stock per variant' },
        );
      }
      inventory = input.inventory_level;
    }

    const changed = JSON.stringify(getVariant(ctx, variantId)) !== before;
    if (changed)
      ctx.db
        .prepare('UPDATE catalog_products SET date_modified = ? WHERE id = ?')
        .run(ctx.clock.now(), productId);
    return {
      changed,
      inventory:
        inventory === null
          ? null
          : { value: inventory, byVariant: row.inventory_tracking === 'variant' },
    };
  })();

  if (changed) {
    publishProductEvent(ctx, 'updated', productId);
    publishSkuEvent(ctx, 'updated', productId, variantId);
  }
  if (inventory) {
    publishInventoryEvent(ctx, {
      productId,
      ...(inventory.byVariant ? { variantId } : {}),
      method: 'absolute',
      value: inventory.value,
      cause: 'manual',
    });
  }
  return getVariant(ctx, variantId)!;
}

/**
 * `DELETE /v3/catalog/products/{id}/variants/{variant_id}`. A product keeps at least one
 * variant (what carts and orders refer to), so its last one is refused: delete the product.
 */
export function deleteVariant(ctx: ServiceContext, productId: number, variantId: number): void {
  ctx.db.transaction(() => {
    const row = findVariantRow(ctx, variantId);
    if (!row || row.product_id !== productId)
      throw notFound(`Variant ${variantId} of product ${productId}`);
    const { n } = ctx.db
      .prepare('SELECT COUNT(*) AS n FROM catalog_variants WHERE product_id = ?')
      .get(productId) as { n: number };
    if (n <= 1) {
      throw unprocessable(
        `Variant ${variantId} is the only variant of product ${productId}; a product keeps at least one. Delete the product instead.`,
        {
          variant_id: 'the last variant of its product',
        },
      );
    }
    ctx.db.prepare('DELETE FROM catalog_variants WHERE id = ?').run(variantId);
    deleteMetafieldsOf(ctx, 'variant', variantId);
    syncVariantTrackedTotal(ctx, productId);
    ctx.db
      .prepare('UPDATE catalog_products SET date_modified = ? WHERE id = ?')
      .run(ctx.clock.now(), productId);
  })();
  ctx.events.publish('store/sku/deleted', {
    type: 'sku',
    id: variantId,
    sku: { product_id: productId, variant_id: variantId },
  });
  publishProductEvent(ctx, 'updated', productId);
}

/** Sets a variant's image (`../uploads.ts` stored form; '' removes it). No event: callers publish. */
export function setVariantImage(ctx: ServiceContext, variantId: number, stored: string): void {
  ctx.db.prepare('UPDATE catalog_variants SET image_url = ? WHERE id = ?').run(stored, variantId);
}
