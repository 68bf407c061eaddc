import { type ServiceContext, isoSeconds } from '../../core';
import { type CategoryAccess, type DiscountRule } from './inputs';

export const customerGroupsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS customer_groups (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    is_default INTEGER NOT NULL DEFAULT 0,
    is_group_for_guests INTEGER NOT NULL DEFAULT 0,
    category_access TEXT NOT NULL DEFAULT '{"type":"all"}',
    discount_rules TEXT NOT NULL DEFAULT '[]',
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
`;

export interface CustomerGroupRow {
  id: number;
  name: string;
  is_default: number;
  is_group_for_guests: number;
  /** JSON `CategoryAccess`. */
  category_access: string;
  /** JSON `DiscountRule[]`: the group's own discounts (not price lists). */
  discount_rules: string;
  created_at: number;
  updated_at: number;
}

export interface CustomerGroupFields {
  name: string;
  isDefault: boolean;
  isGroupForGuests: boolean;
  categoryAccess: CategoryAccess;
  discountRules: DiscountRule[];
}

export const discountRulesOf = (row: CustomerGroupRow): DiscountRule[] =>
  JSON.parse(row.discount_rules) as DiscountRule[];
export const categoryAccessOf = (row: CustomerGroupRow): CategoryAccess =>
  JSON.parse(row.category_access) as CategoryAccess;

/** Amounts are strings with four decimals in the real service's answers ("10.0000"). */
const ruleJson = (rule: DiscountRule) => ({ ...rule, amount: rule.amount.toFixed(4) });

/** The customer group object of the v2 interface; `priceListId` is its `price_list` rule's list. */
export function customerGroupJson(row: CustomerGroupRow, priceListId: number | null) {
  return {
    id: row.id,
    name: row.name,
    is_default: row.is_default === 1,
    category_access: categoryAccessOf(row),
    discount_rules:
      priceListId === null
        ? discountRulesOf(row).map(ruleJson)
        : [{ type: 'price_list' as const, price_list_id: priceListId }],
    date_created: isoSeconds(row.created_at),
    date_modified: isoSeconds(row.updated_at),
    is_group_for_guests: row.is_group_for_guests === 1,
  };
}

export function findCustomerGroup(ctx: ServiceContext, id: number): CustomerGroupRow | undefined {
  return ctx.db.prepare('SELECT * FROM customer_groups WHERE id = ?').get(id) as
    CustomerGroupRow | undefined;
}

export function findCustomerGroupByName(
  ctx: ServiceContext,
  name: string,
): CustomerGroupRow | undefined {
  return ctx.db.prepare('SELECT * FROM customer_groups WHERE name = ?').get(name.trim()) as
    CustomerGroupRow | undefined;
}

/**
 * A channel may name its own default and guests' groups (`/v3/customers/settings/channels/{id}`);
 * a column left NULL means the store's (the group flagged `is_default` / `is_group_for_guests`),
 * 0 means none on that channel.
 */
export const channelGroupSettingsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS customer_channel_group_settings (
    channel_id INTEGER PRIMARY KEY,
    default_customer_group_id INTEGER,
    guest_customer_group_id INTEGER
  );
`;

type GroupRole = 'default_customer_group_id' | 'guest_customer_group_id';
const ROLE_FLAG: Record<GroupRole, string> = {
  default_customer_group_id: 'is_default',
  guest_customer_group_id: 'is_group_for_guests',
};

/** The store's group in a role (flagged on the group), or null. */
export function storeGroupFor(ctx: ServiceContext, role: GroupRole): number | null {
  const row = ctx.db
    .prepare(`SELECT id FROM customer_groups WHERE ${ROLE_FLAG[role]} = 1 LIMIT 1`)
    .get() as { id: number } | undefined;
  return row?.id ?? null;
}

/** Gives a role to a group (0: to none), taking it from the group that had it. */
export function setStoreGroupFor(ctx: ServiceContext, role: GroupRole, groupId: number): void {
  ctx.db.prepare(`UPDATE customer_groups SET ${ROLE_FLAG[role]} = (id = ?)`).run(groupId);
}

/** The channel's own choice for a role: a group id, 0 for none, undefined to follow the store. */
export function channelGroupFor(
  ctx: ServiceContext,
  channelId: number,
  role: GroupRole,
): number | undefined {
  const row = ctx.db
    .prepare(`SELECT ${role} AS id FROM customer_channel_group_settings WHERE channel_id = ?`)
    .get(channelId) as { id: number | null } | undefined;
  return row?.id ?? undefined;
}

const groupFor = (ctx: ServiceContext, role: GroupRole, channelId?: number): number | null => {
  const own = channelId === undefined ? undefined : channelGroupFor(ctx, channelId, role);
  if (own !== undefined) return own === 0 ? null : own;
  return storeGroupFor(ctx, role);
};

/** The group new customers join on the channel (its own choice, else the store's `is_default`), if any. */
export const defaultCustomerGroupId = (ctx: ServiceContext, channelId?: number): number | null =>
  groupFor(ctx, 'default_customer_group_id', channelId);

/** The group whose pricing applies to shoppers who are not signed in on the channel, if any. */
export const guestCustomerGroupId = (ctx: ServiceContext, channelId?: number): number | null =>
  groupFor(ctx, 'guest_customer_group_id', channelId);

/**
 * Seed 2.10: a group with custom discounts cannot take a price list. Custom discounts are
 * the group's own rules (store-wide, category or product).
 */
export const hasCustomDiscounts = (row: CustomerGroupRow): boolean =>
  discountRulesOf(row).length > 0;

/** Only one group can be the default, and only one the guests' group: setting it moves the flag. */
function releaseSingletonFlags(
  ctx: ServiceContext,
  fields: Pick<CustomerGroupFields, 'isDefault' | 'isGroupForGuests'>,
  keepId: number,
) {
  if (fields.isDefault)
    ctx.db.prepare('UPDATE customer_groups SET is_default = 0 WHERE id != ?').run(keepId);
  if (fields.isGroupForGuests)
    ctx.db.prepare('UPDATE customer_groups SET is_group_for_guests = 0 WHERE id != ?').run(keepId);
}

export function insertCustomerGroup(
  ctx: ServiceContext,
  fields: CustomerGroupFields,
): CustomerGroupRow {
  const now = ctx.clock.now();
  return ctx.db.transaction(() => {
    const info = ctx.db
      .prepare(
        `INSERT INTO customer_groups (name, is_default, is_group_for_guests, category_access, discount_rules, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        fields.name,
        Number(fields.isDefault),
        Number(fields.isGroupForGuests),
        JSON.stringify(fields.categoryAccess),
        JSON.stringify(fields.discountRules),
        now,
        now,
      );
    const id = Number(info.lastInsertRowid);
    releaseSingletonFlags(ctx, fields, id);
    return findCustomerGroup(ctx, id)!;
  })();
}

export function updateCustomerGroup(
  ctx: ServiceContext,
  id: number,
  fields: CustomerGroupFields,
): CustomerGroupRow {
  return ctx.db.transaction(() => {
    ctx.db
      .prepare(
        `UPDATE customer_groups SET name = ?, is_default = ?, is_group_for_guests = ?, category_access = ?, discount_rules = ?, updated_at = ?
         WHERE id = ?`,
      )
      .run(
        fields.name,
        Number(fields.isDefault),
        Number(fields.isGroupForGuests),
        JSON.stringify(fields.categoryAccess),
        JSON.stringify(fields.discountRules),
        ctx.clock.now(),
        id,
      );
    releaseSingletonFlags(ctx, fields, id);
    return findCustomerGroup(ctx, id)!;
  })();
}

/** Called just before a group is deleted, while its price list assignments still exist. */
export type GroupDeletionListener = (groupId: number) => void;
const deletionListeners = new WeakMap<ServiceContext, GroupDeletionListener[]>();

/**
 * Lets modules that hang data on groups react to a deletion (price lists publish product
 * events for the prices the group loses) without the customers module depending on them.
 */
export function onCustomerGroupDeleted(ctx: ServiceContext, listener: GroupDeletionListener): void {
  deletionListeners.set(ctx, [...(deletionListeners.get(ctx) ?? []), listener]);
}

/**
 * Deletes a group. Its members are unassigned (group 0), as on the real service; rows
 * that reference the group with ON DELETE CASCADE go with it. Returns the unassigned
 * customers' ids.
 */
export function deleteCustomerGroup(ctx: ServiceContext, id: number): number[] {
  for (const listener of deletionListeners.get(ctx) ?? []) listener(id);
  return ctx.db.transaction(() => {
    const members = (
      ctx.db.prepare('SELECT id FROM customers WHERE customer_group_id = ?').all(id) as Array<{
        id: number;
      }>
    ).map((r) => r.id);
    ctx.db
      .prepare(
        'UPDATE customers SET customer_group_id = 0, updated_at = ? WHERE customer_group_id = ?',
      )
      .run(ctx.clock.now(), id);
    ctx.db.prepare('DELETE FROM customer_groups WHERE id = ?').run(id);
    return members;
  })();
}
