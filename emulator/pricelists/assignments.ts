import { type ServiceContext, WhereBuilder, selectPage } from '../core';
import { type AssignmentFilters } from './inputs';

export interface AssignmentRow {
  id: number;
  price_list_id: number;
  customer_group_id: number | null;
  channel_id: number | null;
  created_at: number;
}

/** The assignment object of the v3 interface; a target not set is null. */
export const assignmentJson = (row: AssignmentRow) => ({
  id: row.id,
  price_list_id: row.price_list_id,
  customer_group_id: row.customer_group_id,
  channel_id: row.channel_id,
});

export interface AssignmentTarget {
  customerGroupId: number | null;
  channelId: number | null;
}

/** The assignment of a group, a channel or a group on a channel (each target has at most one list). */
export function findAssignmentFor(
  ctx: ServiceContext,
  target: AssignmentTarget,
): AssignmentRow | undefined {
  return ctx.db
    .prepare(
      'SELECT * FROM price_list_assignments WHERE IFNULL(customer_group_id, 0) = ? AND IFNULL(channel_id, 0) = ?',
    )
    .get(target.customerGroupId ?? 0, target.channelId ?? 0) as AssignmentRow | undefined;
}

export function findAssignment(ctx: ServiceContext, id: number): AssignmentRow | undefined {
  return ctx.db.prepare('SELECT * FROM price_list_assignments WHERE id = ?').get(id) as
    AssignmentRow | undefined;
}

export function insertAssignment(
  ctx: ServiceContext,
  listId: number,
  target: AssignmentTarget,
): AssignmentRow {
  const info = ctx.db
    .prepare(
      'INSERT INTO price_list_assignments (price_list_id, customer_group_id, channel_id, created_at) VALUES (?, ?, ?, ?)',
    )
    .run(listId, target.customerGroupId, target.channelId, ctx.clock.now());
  return findAssignment(ctx, Number(info.lastInsertRowid))!;
}

export function reassign(ctx: ServiceContext, id: number, listId: number): AssignmentRow {
  ctx.db
    .prepare('UPDATE price_list_assignments SET price_list_id = ? WHERE id = ?')
    .run(listId, id);
  return findAssignment(ctx, id)!;
}

export function whereOf(filters: Partial<AssignmentFilters>): WhereBuilder {
  const where = new WhereBuilder();
  const columns = ['id', 'price_list_id', 'customer_group_id', 'channel_id'] as const;
  for (const column of columns) where.addIf(`${column} = ?`, filters[column]);
  for (const column of columns) where.within(column, filters[`${column}:in`]);
  return where;
}

export function selectAssignments(
  ctx: ServiceContext,
  filters: Partial<AssignmentFilters>,
  page?: { limit: number; offset: number },
): { rows: AssignmentRow[]; total: number } {
  return selectPage<AssignmentRow>(
    ctx.db,
    { from: 'FROM price_list_assignments', order: 'id' },
    whereOf(filters),
    page ?? { limit: -1, offset: 0 },
  );
}

export function deleteAssignments(ctx: ServiceContext, ids: readonly number[]): void {
  if (!ids.length) return;
  ctx.db
    .prepare(`DELETE FROM price_list_assignments WHERE id IN (${ids.map(() => '?').join(', ')})`)
    .run(...ids);
}

/** Whether any group or channel uses the list, i.e. whether its prices reach shoppers. */
export function isAssigned(ctx: ServiceContext, listId: number): boolean {
  return (
    ctx.db
      .prepare('SELECT 1 FROM price_list_assignments WHERE price_list_id = ? LIMIT 1')
      .get(listId) !== undefined
  );
}
