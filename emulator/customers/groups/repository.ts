import { type ServiceContext } from '../../context';
import { isoSeconds } from '../../core/time';
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

export const discountRulesOf = (row: CustomerGroupRow): DiscountRule[] => JSON.parse(row.discount_rules) as DiscountRule[];
export const categoryAccessOf = (row: CustomerGroupRow): CategoryAccess => JSON.parse(row.category_access) as CategoryAccess;

/** Amounts are strings with four decimals in the real service's answers ("10.0000"). */
const ruleJson = (rule: DiscountRule) => ({ ...rule, amount: rule.amount.toFixed(4) });

/** The customer group object of the v2 interface; `priceListId` is its `price_list` rule's list. */
export function customerGroupJson(row: CustomerGroupRow, priceListId: number | null) {
  return {
    id: row.id,
    name: row.name,
    is_default: row.is_default === 1,
    category_access: categoryAccessOf(row),
    discount_rules: priceListId === null ? discountRulesOf(row).map(ruleJson) : [{ type: 'price_list' as const, price_list_id: priceListId }],
    date_created: isoSeconds(row.created_at),
    date_modified: isoSeconds(row.updated_at),
    is_group_for_guests: row.is_group_for_guests === 1,
  };
}

export function findCustomerGroup(ctx: ServiceContext, id: number): CustomerGroupRow | undefined {
  return ctx.db.prepare('SELECT * FROM customer_groups WHERE id = ?').get(id) as CustomerGroupRow | undefined;
}

export function findCustomerGroupByName(ctx: ServiceContext, name: string): CustomerGroupRow | undefined {
  return ctx.db.prepare('SELECT * FROM customer_groups WHERE name = ?').get(name.trim()) as CustomerGroupRow | undefined;
}

/** The group new customers join (`is_default`), if the merchant chose one. */
export function defaultCustomerGroupId(ctx: ServiceContext): number | null {
  const row = ctx.db.prepare('SELECT id FROM customer_groups WHERE is_default = 1 LIMIT 1').get() as { id: number } | undefined;
  return row?.id ?? null;
}

/** The group whose pricing applies to shoppers who are not signed in, if any. */
export function guestCustomerGroupId(ctx: ServiceContext): number | null {
  const row = ctx.db.prepare('SELECT id FROM customer_groups WHERE is_group_for_guests = 1 LIMIT 1').get() as { id: number } | undefined;
  return row?.id ?? null;
}

/**
 * Seed 2.10: a group with custom discounts cannot take a price list. Custom discounts are
 * the group's own rules (store-wide, category or product).
 */
export const hasCustomDiscounts = (row: CustomerGroupRow): boolean => discountRulesOf(row).length > 0;

/** Only one group can be the default, and only one the guests' group: setting it moves the flag. */
function releaseSingletonFlags(ctx: ServiceContext, fields: Pick<CustomerGroupFields, 'isDefault' | 'isGroupForGuests'>, keepId: number) {
  if (fields.isDefault) ctx.db.prepare('UPDATE customer_groups SET is_default = 0 WHERE id != ?').run(keepId);
  if (fields.isGroupForGuests) ctx.db.prepare('UPDATE customer_groups SET is_group_for_guests = 0 WHERE id != ?').run(keepId);
}

export function insertCustomerGroup(ctx: ServiceContext, fields: CustomerGroupFields): CustomerGroupRow {
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

export function updateCustomerGroup(ctx: ServiceContext, id: number, fields: CustomerGroupFields): CustomerGroupRow {
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
    const members = (ctx.db.prepare('SELECT id FROM customers WHERE customer_group_id = ?').all(id) as Array<{ id: number }>).map((r) => r.id);
    ctx.db.prepare('UPDATE customers SET customer_group_id = 0, updated_at = ? WHERE customer_group_id = ?').run(ctx.clock.now(), id);
    ctx.db.prepare('DELETE FROM customer_groups WHERE id = ?').run(id);
    return members;
  })();
}
