import { type ServiceContext } from '../core';

/**
 * The product events of the store's event log (webhook scopes of the real service), each
 * with the minimal `data` its callbacks carry.
 */

export function publishProductEvent(
  ctx: ServiceContext,
  change: 'created' | 'updated' | 'deleted',
  productId: number,
): void {
  ctx.events.publish(`store/product/${change}`, { type: 'product', id: productId });
}

/** A category was added, changed or deleted: `store/category/...` with its id. */
export function publishCategoryEvent(
  ctx: ServiceContext,
  change: 'created' | 'updated' | 'deleted',
  categoryId: number,
): void {
  ctx.events.publish(`store/category/${change}`, { type: 'category', id: categoryId });
}

/** Products whose pages changed through another record (a brand or category gone, an assignment): one update each. */
export function publishProductsUpdated(ctx: ServiceContext, productIds: Iterable<number>): void {
  const now = ctx.clock.now();
  const touch = ctx.db.prepare('UPDATE catalog_products SET date_modified = ? WHERE id = ?');
  for (const id of new Set(productIds)) {
    touch.run(now, id);
    publishProductEvent(ctx, 'updated', id);
  }
}

/**
 * A variant (SKU) was added or changed: `store/sku/...` with the product it belongs to,
 * published besides the product's own `store/product/updated`, as the real service does.
 */
export function publishSkuEvent(
  ctx: ServiceContext,
  change: 'created' | 'updated',
  productId: number,
  variantId: number,
): void {
  ctx.events.publish(`store/sku/${change}`, {
    type: 'sku',
    id: variantId,
    sku: { product_id: productId, variant_id: variantId },
  });
}

export interface InventoryChange {
  productId: number;
  /** Set when the stock that changed is a variant's (inventory tracked by variant). */
  variantId?: number;
  /**
   * `absolute`: a level was set (through the API), `value` is the new level.
   * `relative`: stock was adjusted (an order), `value` is the change, e.g. -3.
   */
  method: 'absolute' | 'relative';
  value: number;
  /** What caused it: an order (`.../inventory/order/updated`) or anything else (`.../inventory/updated`). */
  cause: 'order' | 'manual';
}

/**
 * The product's inventory event, whose `inventory` is `{ product_id, method, value }` as in
 * the reference's callbacks (`webhook-callbacks/`), with no variant; when the stock counted
 * is a variant's, the SKU's inventory event (`store/sku/inventory/...`, `id` the variant's)
 * follows with the same object plus `variant_id`, as the reference's SKU callbacks have it.
 */
export function publishInventoryEvent(ctx: ServiceContext, change: InventoryChange): void {
  const suffix = change.cause === 'order' ? 'inventory/order/updated' : 'inventory/updated';
  const inventory = { product_id: change.productId, method: change.method, value: change.value };
  ctx.events.publish(`store/product/${suffix}`, {
    type: 'product',
    id: change.productId,
    inventory,
  });
  if (change.variantId !== undefined)
    ctx.events.publish(`store/sku/${suffix}`, {
      type: 'sku',
      id: change.variantId,
      inventory: { ...inventory, variant_id: change.variantId },
    });
}
