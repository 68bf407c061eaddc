import { publishProductEvent } from '../catalog';
import { type ServiceContext } from '../core';
import { isAssigned } from './assignments';
import { type PriceListRow, findPriceList } from './lists';
import { productsPricedBy } from './records';

/**
 * Seed section 6: product webhooks fire for pricing changes, and price lists have no
 * webhooks of their own. So every change that can move a price a shopper sees publishes
 * `store/product/updated` once for each product concerned, and nothing is published
 * about the list itself.
 *
 * A list's prices reach shoppers only while it is active and assigned to a group or a
 * channel; changes to a list that is neither publish nothing, and activating or assigning
 * it later publishes for all the products it prices.
 */

export function publishProductPriceChanges(
  ctx: ServiceContext,
  productIds: Iterable<number>,
): void {
  for (const id of new Set(productIds)) publishProductEvent(ctx, 'updated', id);
}

export const reachesShoppers = (ctx: ServiceContext, list: PriceListRow): boolean =>
  list.active === 1 && isAssigned(ctx, list.id);

/** Products priced by a list whose prices reach shoppers now; none otherwise. */
export function productsShoppersSee(ctx: ServiceContext, listId: number): number[] {
  const list = findPriceList(ctx, listId);
  return list && reachesShoppers(ctx, list) ? productsPricedBy(ctx, listId) : [];
}

/** Products of a list that is active (whatever its assignments): what an assignment change moves. */
export function productsOfActiveList(ctx: ServiceContext, listId: number): number[] {
  return findPriceList(ctx, listId)?.active === 1 ? productsPricedBy(ctx, listId) : [];
}
