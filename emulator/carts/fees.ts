import { randomUUID } from 'node:crypto';
import { type ServiceContext } from '../core';

/**
 * Fees a checkout adds to its cart (`/v3/checkouts/{id}/fees`): the merchant's own
 * charges (handling, a bag fee), added to the grand total and carried into the order as
 * its fees, by the checkout interface and the hosted checkout alike. Cost in cents.
 */
export const cartFeesSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS cart_fees (
    id TEXT PRIMARY KEY,
    cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    display_name TEXT NOT NULL,
    cost INTEGER NOT NULL,
    source TEXT NOT NULL,
    tax_class_id INTEGER,
    seq INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS cart_fees_cart ON cart_fees (cart_id, seq);
`;

export interface CartFeeRow {
  id: string;
  cart_id: string;
  name: string;
  display_name: string;
  cost: number;
  source: string;
  tax_class_id: number | null;
  seq: number;
}

export interface CartFeeInput {
  name: string;
  display_name: string;
  cost: number;
  source: string;
  tax_class_id?: number | null;
}

export const cartFees = (ctx: ServiceContext, cartId: string): CartFeeRow[] =>
  ctx.db
    .prepare('SELECT * FROM cart_fees WHERE cart_id = ? ORDER BY seq')
    .all(cartId) as CartFeeRow[];

export function insertCartFee(ctx: ServiceContext, cartId: string, fee: CartFeeInput): string {
  const id = randomUUID();
  const { next } = ctx.db
    .prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM cart_fees WHERE cart_id = ?')
    .get(cartId) as { next: number };
  ctx.db
    .prepare(
      'INSERT INTO cart_fees (id, cart_id, name, display_name, cost, source, tax_class_id, seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      id,
      cartId,
      fee.name,
      fee.display_name,
      fee.cost,
      fee.source,
      fee.tax_class_id ?? null,
      next,
    );
  return id;
}

export function updateCartFee(ctx: ServiceContext, feeId: string, fee: CartFeeInput): void {
  ctx.db
    .prepare(
      'UPDATE cart_fees SET name = ?, display_name = ?, cost = ?, source = ?, tax_class_id = ? WHERE id = ?',
    )
    .run(fee.name, fee.display_name, fee.cost, fee.source, fee.tax_class_id ?? null, feeId);
}

export const deleteCartFee = (ctx: ServiceContext, feeId: string): void => {
  ctx.db.prepare('DELETE FROM cart_fees WHERE id = ?').run(feeId);
};
