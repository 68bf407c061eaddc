import { type ServiceContext, definePort } from '../../core';

/**
 * A group's `price_list` discount rule names the group's price list on every channel. The
 * price lists module keeps that (an assignment with no channel,
 * ../../pricelists/group-price-list.ts) and provides it here: price lists sit above the
 * customer groups they are assigned to, so groups do not import them.
 */
export interface GroupPriceLists {
  /** Whether a price list with this id exists (a rule may only name one that does). */
  exists(ctx: ServiceContext, listId: number): boolean;
  /** The group's price list on every channel, or null. */
  listOf(ctx: ServiceContext, groupId: number): number | null;
  /** Gives the group `listId` on every channel, or takes its list away (null). */
  assign(ctx: ServiceContext, groupId: number, listId: number | null): void;
}

export const groupPriceLists = definePort<GroupPriceLists>(
  "customer groups' price lists (the pricelists module)",
);
