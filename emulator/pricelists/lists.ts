import { type ServiceContext, isoSeconds } from '../core';

export interface PriceListRow {
  id: number;
  name: string;
  active: number;
  created_at: number;
  updated_at: number;
}

/** The price list object of the v3 interface. */
export const priceListJson = (row: PriceListRow) => ({
  id: row.id,
  name: row.name,
  active: row.active === 1,
  date_created: isoSeconds(row.created_at),
  date_modified: isoSeconds(row.updated_at),
});

export function findPriceList(ctx: ServiceContext, id: number): PriceListRow | undefined {
  return ctx.db.prepare('SELECT * FROM price_lists WHERE id = ?').get(id) as
    PriceListRow | undefined;
}

export function findPriceListByName(ctx: ServiceContext, name: string): PriceListRow | undefined {
  return ctx.db.prepare('SELECT * FROM price_lists WHERE name = ?').get(name.trim()) as
    PriceListRow | undefined;
}

export function insertPriceList(
  ctx: ServiceContext,
  fields: { name: string; active: boolean },
): PriceListRow {
  const now = ctx.clock.now();
  const info = ctx.db
    .prepare('INSERT INTO price_lists (name, active, created_at, updated_at) VALUES (?, ?, ?, ?)')
    .run(fields.name, Number(fields.active), now, now);
  return findPriceList(ctx, Number(info.lastInsertRowid))!;
}

export function updatePriceList(
  ctx: ServiceContext,
  id: number,
  fields: { name: string; active: boolean },
): PriceListRow {
  ctx.db
    .prepare('UPDATE price_lists SET name = ?, active = ?, updated_at = ? WHERE id = ?')
    .run(fields.name, Number(fields.active), ctx.clock.now(), id);
  return findPriceList(ctx, id)!;
}

/** Deletes lists; their records and assignments go with them (ON DELETE CASCADE). */
export function deletePriceLists(ctx: ServiceContext, ids: readonly number[]): void {
  if (!ids.length) return;
  ctx.db
    .prepare(`DELETE FROM price_lists WHERE id IN (${ids.map(() => '?').join(', ')})`)
    .run(...ids);
}
