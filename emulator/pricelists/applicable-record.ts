import { type PriceRecord, type UnitPriceQuery } from '../catalog';
import { type ServiceContext, type Db } from '../core';
import type Database from 'better-sqlite3';
import {
  hasCustomerGroups,
  findCustomerGroup,
  guestCustomerGroupId,
  hasCustomDiscounts,
} from '../customers';
import { type PriceRecordRow, tiersOf } from './records';
import { STORE_CURRENCY } from './schema';

/**
 * Which price list prices a shopper's variant: the body of the catalog's price-list seam
 * (`priceRecordFor` in `emulator/catalog/pricing.ts`).
 *
 * Precedence, after the real service's order of operations (seed 2.10):
 *   1. the active list assigned to the shopper's customer group on this channel;
 *   2. else the active list assigned to the customer group on every channel;
 *   3. else, if the group has custom group discounts, no list: those discounts come
 *      before a channel's list (this store keeps them but does not price with them, so
 *      the shopper gets the catalog price);
 *   4. else the active list assigned to the channel (it applies to all its shoppers);
 *   5. else none: the catalog price.
 * The shopper's group is the signed-in customer's group; a guest (no customer) has the
 * store's group for guests when it has one. Groups count only on plans that have them.
 * An inactive list is passed over as if it were not assigned.
 *
 * Once a list is chosen it alone decides: a variant it has no USD record for falls back to
 * the catalog price, not to the next list. A record replaces the catalog price and brings
 * its own bulk tiers, so product-level bulk pricing does not apply to that variant.
 *
 * The catalog asks this through its `priceListRecords` port, which this module's init
 * provides: the catalog sits below the price lists and does not import them.
 */

interface Statements {
  list: Database.Statement<unknown[]>;
  record: Database.Statement<unknown[]>;
}

// The seam runs for every variant of every product a storefront page shows; the queries
// are prepared once per database.
const statementsByDb = new WeakMap<Db, Statements>();

function statements(db: Db): Statements {
  let prepared = statementsByDb.get(db);
  if (!prepared) {
    prepared = {
      list: db.prepare(
        `SELECT a.price_list_id FROM price_list_assignments a JOIN price_lists l ON l.id = a.price_list_id AND l.active = 1
         WHERE IFNULL(a.customer_group_id, 0) = ? AND IFNULL(a.channel_id, 0) = ?`,
      ),
      record: db.prepare(
        'SELECT * FROM price_list_records WHERE price_list_id = ? AND variant_id = ? AND currency = ?',
      ),
    };
    statementsByDb.set(db, prepared);
  }
  return prepared;
}

/** The shopper's customer group for pricing, or null for none. */
function shopperGroupId(
  ctx: ServiceContext,
  customerGroupId: number | null | undefined,
  channelId: number | undefined,
): number | null {
  if (!hasCustomerGroups(ctx)) return null;
  // null/undefined: a guest; 0: a signed-in customer outside every group.
  if (customerGroupId === null || customerGroupId === undefined)
    return guestCustomerGroupId(ctx, channelId);
  return customerGroupId > 0 ? customerGroupId : null;
}

function assignedList(
  ctx: ServiceContext,
  groupId: number | null,
  channelId: number | null,
): number | null {
  const row = statements(ctx.db).list.get(groupId ?? 0, channelId ?? 0) as
    { price_list_id: number } | undefined;
  return row?.price_list_id ?? null;
}

/** The list that prices this shopper's variants (steps 1 to 5 above), or null. */
export function applicablePriceListId(
  ctx: ServiceContext,
  channelId: number | undefined,
  customerGroupId: number | null | undefined,
): number | null {
  const channel = channelId ?? null;
  const groupId = shopperGroupId(ctx, customerGroupId, channelId);
  if (groupId !== null) {
    const groupList =
      (channel !== null ? assignedList(ctx, groupId, channel) : null) ??
      assignedList(ctx, groupId, null);
    if (groupList !== null) return groupList;
    const group = findCustomerGroup(ctx, groupId);
    if (group && hasCustomDiscounts(group)) return null;
  }
  return channel !== null ? assignedList(ctx, null, channel) : null;
}

export function priceListRecordForShopper(
  ctx: ServiceContext,
  query: UnitPriceQuery,
): PriceRecord | null {
  const listId = applicablePriceListId(ctx, query.channelId, query.customerGroupId);
  if (listId === null) return null;
  const row = statements(ctx.db).record.get(listId, query.variantId, STORE_CURRENCY) as
    PriceRecordRow | undefined;
  if (!row) return null;
  return {
    source: 'price_list',
    price: row.price,
    salePrice: row.sale_price !== null && row.sale_price > 0 ? row.sale_price : null,
    retailPrice: row.retail_price !== null && row.retail_price > 0 ? row.retail_price : null,
    bulkTiers: tiersOf(row),
  };
}
