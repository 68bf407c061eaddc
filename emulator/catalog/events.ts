import { type ServiceContext } from '../context';

/**
 * The product events of the store's event log (webhook scopes of the real service), each
 * with the minimal `data` its callbacks carry.
 */

export function publishProductEvent(ctx: ServiceContext, change: 'created' | 'updated' | 'deleted', productId: number): void {
  ctx.events.publish(`store/product/${change}`, { type: 'product', id: productId });
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

export function publishInventoryEvent(ctx: ServiceContext, change: InventoryChange): void {
  const scope = change.cause === 'order' ? 'store/product/inventory/order/updated' : 'store/product/inventory/updated';
  ctx.events.publish(scope, {
    type: 'product',
    id: change.productId,
    inventory: {
      product_id: change.productId,
      method: change.method,
      value: change.value,
      ...(change.variantId === undefined ? {} : { variant_id: change.variantId }),
    },
  });
}
