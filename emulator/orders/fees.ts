import { type ServiceContext, v2Money } from '../core';
import { type FeeBody } from './inputs';

/**
 * An order's fees (`fees` of `POST`/`PUT /v2/orders`, `GET /v2/orders/{id}/fees`): the
 * merchant's own charges, added to the order's total (their tax to its tax).
 */
export const orderFeesSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS order_fees (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    display_name_customer TEXT NOT NULL,
    display_name_merchant TEXT NOT NULL,
    source TEXT NOT NULL,
    cost_ex_tax INTEGER NOT NULL,
    cost_inc_tax INTEGER NOT NULL,
    tax_class_id INTEGER
  );
  CREATE INDEX IF NOT EXISTS order_fees_order ON order_fees (order_id, id);
`;

interface FeeRow {
  id: number;
  order_id: number;
  display_name_customer: string;
  display_name_merchant: string;
  source: string;
  cost_ex_tax: number;
  cost_inc_tax: number;
  tax_class_id: number | null;
}

export const feesOf = (ctx: ServiceContext, orderId: number) =>
  ctx.db
    .prepare('SELECT * FROM order_fees WHERE order_id = ? ORDER BY id')
    .all(orderId) as FeeRow[];

/** The fee object of the v2 interface. */
export const feeJson = (row: FeeRow) => ({
  id: row.id,
  type: 'custom_fee' as const,
  display_name_customer: row.display_name_customer,
  display_name_merchant: row.display_name_merchant,
  source: row.source,
  base_cost: v2Money(row.cost_ex_tax),
  cost_ex_tax: v2Money(row.cost_ex_tax),
  cost_inc_tax: v2Money(row.cost_inc_tax),
  cost_tax: v2Money(row.cost_inc_tax - row.cost_ex_tax),
  tax_class_id: row.tax_class_id,
});

/**
 * Sets an order's fees to `fees` (inside the caller's transaction): one with an id of the
 * order changes it, one without is added, the order's others are removed. An id that is
 * not one of the order's fees is the caller's mistake (thrown by `check` first).
 */
export function replaceFees(ctx: ServiceContext, orderId: number, fees: readonly FeeBody[]): void {
  const kept = new Set(fees.flatMap((fee) => (fee.id === undefined ? [] : [fee.id])));
  for (const row of feesOf(ctx, orderId))
    if (!kept.has(row.id)) ctx.db.prepare('DELETE FROM order_fees WHERE id = ?').run(row.id);
  for (const fee of fees) {
    const values = [
      fee.display_name_customer ?? fee.display_name_merchant ?? '',
      fee.display_name_merchant ?? fee.display_name_customer ?? '',
      fee.source ?? '',
      fee.cost_ex_tax,
      fee.cost_inc_tax,
      fee.tax_class_id ?? null,
    ];
    if (fee.id === undefined) {
      ctx.db
        .prepare(
          'INSERT INTO order_fees (order_id, display_name_customer, display_name_merchant, source, cost_ex_tax, cost_inc_tax, tax_class_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(orderId, ...values);
    } else {
      ctx.db
        .prepare(
          'UPDATE order_fees SET display_name_customer = ?, display_name_merchant = ?, source = ?, cost_ex_tax = ?, cost_inc_tax = ?, tax_class_id = ? WHERE id = ?',
        )
        .run(...values, fee.id);
    }
  }
}

/** The fee ids of `fees` that are not fees of the order, by index. */
export function unknownFees(
  ctx: ServiceContext,
  orderId: number | null,
  fees: readonly FeeBody[],
): Record<string, string> {
  const own = new Set(orderId === null ? [] : feesOf(ctx, orderId).map((row) => row.id));
  const errors: Record<string, string> = {};
  fees.forEach((fee, i) => {
    if (fee.id !== undefined && !own.has(fee.id))
      errors[`fees.${i}.id`] =
        orderId === null
          ? 'a new order has no fees to change; leave out id'
          : `not a fee of order ${orderId}`;
  });
  return errors;
}

/**
 * Recomputes an order's money from its lines and fees (inside the caller's transaction):
 * subtotal (lines without tax), tax (lines' and fees' tax) and total.
 */
export function recomputeTotals(ctx: ServiceContext, orderId: number): void {
  const lines = ctx.db
    .prepare(
      'SELECT IFNULL(SUM(total), 0) AS subtotal, IFNULL(SUM(tax), 0) AS tax FROM order_products WHERE order_id = ?',
    )
    .get(orderId) as {
    subtotal: number;
    tax: number;
  };
  const fees = ctx.db
    .prepare(
      'SELECT IFNULL(SUM(cost_ex_tax), 0) AS ex, IFNULL(SUM(cost_inc_tax), 0) AS inc FROM order_fees WHERE order_id = ?',
    )
    .get(orderId) as {
    ex: number;
    inc: number;
  };
  const tax = lines.tax + (fees.inc - fees.ex);
  ctx.db
    .prepare(
      'UPDATE orders SET subtotal = ?, tax = ?, total = ? + shipping + handling - discount + ? + ? WHERE id = ?',
    )
    .run(lines.subtotal, tax, lines.subtotal, fees.ex, tax, orderId);
}
