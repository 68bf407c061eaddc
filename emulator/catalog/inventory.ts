import { type ServiceContext } from '../core';
import { ApiError, notFound } from '../http';
import { publishInventoryEvent } from './events';
import { type InventoryTracking } from './shapes';
import { type VariantRow, findVariantRow, reportedInventory } from './variants/read';

/** How much of a variant can be sold. */
export interface Stock {
  productId: number;
  variantId: number;
  tracking: InventoryTracking;
  /** Units on hand; `null` when the product does not track inventory (always available). */
  level: number | null;
  inStock: boolean;
}

const stockFromRow = (row: VariantRow): Stock => {
  const level = row.inventory_tracking === 'none' ? null : reportedInventory(row);
  return {
    productId: row.product_id,
    variantId: row.id,
    tracking: row.inventory_tracking,
    level,
    inStock: level === null || level > 0,
  };
};

export function stockOf(ctx: ServiceContext, variantId: number): Stock | null {
  const row = findVariantRow(ctx, variantId);
  return row ? stockFromRow(row) : null;
}

/** Thrown when an order asks for more units of a tracked variant than are in stock (a 422 if it reaches HTTP). */
export class InsufficientStockError extends ApiError {
  constructor(
    readonly variantId: number,
    readonly sku: string,
    readonly available: number,
    readonly requested: number,
  ) {
    super(
      422,
      `Only ${available} of SKU ${sku} (variant ${variantId}) in stock; ${requested} requested. Lower the quantity.`,
      {
        quantity: `at most ${available} available`,
      },
    );
  }
}

/**
 * Why `quantity` units of a variant cannot be bought right now, or null if they can.
 * For carts and checkout: hidden or disabled products, disabled variants and short stock.
 */
export function whyNotPurchasable(
  ctx: ServiceContext,
  variantId: number,
  quantity: number,
): string | null {
  const row = ctx.db
    .prepare(
      `SELECT v.purchasing_disabled, v.purchasing_disabled_message, p.is_visible, p.availability, p.name
       FROM catalog_variants v JOIN catalog_products p ON p.id = v.product_id WHERE v.id = ?`,
    )
    .get(variantId) as
    | {
        purchasing_disabled: number;
        purchasing_disabled_message: string;
        is_visible: number;
        availability: string;
        name: string;
      }
    | undefined;
  if (!row) return `Variant ${variantId} does not exist.`;
  if (row.is_visible !== 1 || row.availability === 'disabled')
    return `${row.name} is not available for purchase.`;
  if (row.purchasing_disabled === 1)
    return (
      row.purchasing_disabled_message || `This option of ${row.name} is not available for purchase.`
    );
  const stock = stockOf(ctx, variantId)!;
  if (stock.level !== null && stock.level < quantity) {
    return stock.level > 0
      ? `Only ${stock.level} of ${row.name} in stock.`
      : `${row.name} is out of stock.`;
  }
  return null;
}

/** Keeps a variant-tracked product's level equal to the sum of its variants', as the real service reports it. */
export function syncVariantTrackedTotal(ctx: ServiceContext, productId: number): void {
  ctx.db
    .prepare(
      `UPDATE catalog_products SET inventory_level =
         (SELECT COALESCE(SUM(inventory_level), 0) FROM catalog_variants WHERE product_id = ?)
       WHERE id = ? AND inventory_tracking = 'variant'`,
    )
    .run(productId, productId);
}

/**
 * Changes a variant's stock by `delta` (negative when an order is placed, positive when
 * units come back) and publishes the inventory event: `store/product/inventory/order/updated`
 * for an order (the default), `store/product/inventory/updated` otherwise. The stock
 * counted is the variant's when the product tracks by variant, else the product's; a
 * product that tracks nothing is left alone. Never lets a tracked level go below zero:
 * throws `InsufficientStockError` instead.
 */
export function adjustInventory(
  ctx: ServiceContext,
  variantId: number,
  delta: number,
  options: { cause?: 'order' | 'manual' } = {},
): Stock {
  if (!Number.isSafeInteger(delta))
    throw new ApiError(422, `An inventory change must be a whole number; got ${delta}.`);
  const cause = options.cause ?? 'order';
  return ctx.db.transaction((): Stock => {
    const row = findVariantRow(ctx, variantId);
    if (!row) throw notFound(`Variant ${variantId}`);
    if (row.inventory_tracking === 'none' || delta === 0) return stockFromRow(row);
    const available = reportedInventory(row);
    if (available + delta < 0)
      throw new InsufficientStockError(variantId, row.sku, available, -delta);

    const byVariant = row.inventory_tracking === 'variant';
    if (byVariant) {
      ctx.db
        .prepare('UPDATE catalog_variants SET inventory_level = inventory_level + ? WHERE id = ?')
        .run(delta, variantId);
      syncVariantTrackedTotal(ctx, row.product_id);
    } else {
      ctx.db
        .prepare('UPDATE catalog_products SET inventory_level = inventory_level + ? WHERE id = ?')
        .run(delta, row.product_id);
    }
    // Units leaving through an order count as sold (best-selling sorts read this); returns undo it.
    if (cause === 'order') {
      ctx.db
        .prepare('UPDATE catalog_products SET total_sold = MAX(0, total_sold - ?) WHERE id = ?')
        .run(delta, row.product_id);
    }
    publishInventoryEvent(ctx, {
      productId: row.product_id,
      ...(byVariant ? { variantId } : {}),
      method: 'relative',
      value: delta,
      cause,
    });
    return stockOf(ctx, variantId)!;
  })();
}
