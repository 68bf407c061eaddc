import { type ServiceContext } from '../core';
import { deleteAssignments, findAssignmentFor, insertAssignment, reassign } from './assignments';
import { productsOfActiveList, publishProductPriceChanges } from './price-events';

/**
 * A customer group's `price_list` discount rule (v2 `/v2/customer_groups`) is the group's
 * price list on every channel: the assignment of the group with no channel. Reading the
 * rule reads that assignment; writing it writes that assignment, as
 * `/v3/pricelists/assignments` would, with the same product events.
 */
export function groupPriceListId(ctx: ServiceContext, groupId: number): number | null {
  return (
    findAssignmentFor(ctx, { customerGroupId: groupId, channelId: null })?.price_list_id ?? null
  );
}

/** Gives the group `listId` on every channel, or takes its list away (null). */
export function setGroupPriceList(
  ctx: ServiceContext,
  groupId: number,
  listId: number | null,
): void {
  const target = { customerGroupId: groupId, channelId: null };
  const existing = findAssignmentFor(ctx, target);
  if ((existing?.price_list_id ?? null) === listId) return;
  if (listId === null) deleteAssignments(ctx, [existing!.id]);
  else if (existing) reassign(ctx, existing.id, listId);
  else insertAssignment(ctx, listId, target);
  publishProductPriceChanges(ctx, [
    ...(existing ? productsOfActiveList(ctx, existing.price_list_id) : []),
    ...(listId === null ? [] : productsOfActiveList(ctx, listId)),
  ]);
}
