import {
  type ServiceContext,
  type Db,
  ensureColumn,
  WhereBuilder,
  selectPage,
  isoSeconds,
  formatMoney,
  toDollars,
} from '../core';
import { notFound, unprocessable } from '../http';
import { feesOf } from './fees';
import {
  type CreateRefundBody,
  type RefundItemsBody,
  type RefundedItem,
  paymentsFor,
  priceItems,
} from './refund-request';
import { findOrder } from './repository';
import { announceStatusChange, writeStatus } from './status-change';
import { type OrderStatusId } from './statuses';
import {
  CARD_GATEWAY,
  announceTransaction,
  purchaseOf,
  recordCardTransaction,
} from './transactions';

export { createRefundBody } from './refund-request';

/**
 * Refunds (v3 `/orders/{id}/payment_actions/refunds`): products by quantity, or an
 * amount of the order or of its shipping. Each refund raises the order's refunded total
 * and moves it to Refunded (everything back) or Partially Refunded.
 */
export const refundsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS order_refunds (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    reason TEXT NOT NULL,
    total_amount INTEGER NOT NULL,
    items TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS order_refunds_order ON order_refunds (order_id, id);
  -- total_tax, uses_override: added with merchant_calculated_override (see migrateRefunds).
  CREATE TABLE IF NOT EXISTS order_refund_payments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    refund_id INTEGER NOT NULL REFERENCES order_refunds(id) ON DELETE CASCADE,
    provider_id TEXT NOT NULL,
    amount INTEGER NOT NULL,
    offline INTEGER NOT NULL
  );
`;

/** Columns newer than databases made before them. */
export function migrateRefunds(db: Db): void {
  ensureColumn(db, 'order_refunds', 'total_tax', 'INTEGER NOT NULL DEFAULT 0');
  ensureColumn(db, 'order_refunds', 'uses_override', 'INTEGER NOT NULL DEFAULT 0');
}

const REFUNDED: OrderStatusId = 4;
const PARTIALLY_REFUNDED: OrderStatusId = 14;

interface RefundRow {
  id: number;
  order_id: number;
  reason: string;
  total_amount: number;
  total_tax: number;
  uses_override: number;
  items: string;
  created_at: number;
}

interface RefundPaymentRow {
  id: number;
  refund_id: number;
  provider_id: string;
  amount: number;
  offline: number;
}

/** What a refund of `body` would be: its items, its total and tax (the merchant's, when overridden). */
export function planRefund(ctx: ServiceContext, orderId: number, body: RefundItemsBody) {
  const order = findOrder(ctx, orderId);
  if (!order) throw notFound(`Order ${orderId}`);
  if (order.payment_status === 'authorized' || order.payment_status === 'void') {
    throw unprocessable(
      order.payment_status === 'void'
        ? `The payment of order ${orderId} was voided: nothing was taken, so nothing can be refunded.`
        : `The payment of order ${orderId} is authorized but not captured: capture it (POST .../payment_actions/capture) or void it instead of refunding.`,
    );
  }
  const items = priceItems(order, feesOf(ctx, orderId), body);
  const override = body.merchant_calculated_override;
  const total = override ? override.total_amount : items.reduce((sum, i) => sum + i.amount, 0);
  const left = order.total - order.refunded;
  if (total > left) {
    throw unprocessable(
      `Only ${formatMoney(left)} of order ${orderId} can still be refunded; this refund comes to ${formatMoney(total)}.`,
      {
        [override ? 'merchant_calculated_override.total_amount' : 'items']:
          `refundable: at most ${toDollars(left)}`,
      },
    );
  }
  return { order, items, total, tax: override?.total_tax ?? 0, overridden: override !== undefined };
}

export function createRefund(
  ctx: ServiceContext,
  orderId: number,
  body: CreateRefundBody,
): ReturnType<typeof refundJson> {
  const { order, items, total, tax, overridden } = planRefund(ctx, orderId, body);
  const payments = paymentsFor(ctx, order, body, total);
  const refunded = order.refunded + total;
  const statusId = refunded >= order.total ? REFUNDED : PARTIALLY_REFUNDED;

  const { id: refundId, transactionId } = ctx.db.transaction(() => {
    const now = ctx.clock.now();
    const id = Number(
      ctx.db
        .prepare(
          'INSERT INTO order_refunds (order_id, reason, total_amount, total_tax, uses_override, items, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(orderId, body.reason ?? '', total, tax, Number(overridden), JSON.stringify(items), now)
        .lastInsertRowid,
    );
    for (const p of payments) {
      ctx.db
        .prepare(
          'INSERT INTO order_refund_payments (refund_id, provider_id, amount, offline) VALUES (?, ?, ?, ?)',
        )
        .run(id, p.provider_id, p.amount, p.offline ? 1 : 0);
    }
    for (const item of items.filter((i) => i.item_type === 'PRODUCT')) {
      ctx.db
        .prepare(
          'UPDATE order_products SET quantity_refunded = quantity_refunded + ?, refund_amount = refund_amount + ? WHERE id = ?',
        )
        .run(item.quantity, item.amount, item.item_id);
    }
    const paymentStatus = statusId === REFUNDED ? 'refunded' : 'partially refunded';
    ctx.db
      .prepare('UPDATE orders SET refunded = ?, payment_status = ?, updated_at = ? WHERE id = ?')
      .run(refunded, paymentStatus, now, orderId);
    if (statusId !== order.status_id) writeStatus(ctx, orderId, statusId);
    const card = purchaseOf(ctx, orderId);
    const toCard = payments.find((p) => p.provider_id === CARD_GATEWAY && !p.offline);
    const transactionId =
      card && toCard
        ? recordCardTransaction(ctx, {
            orderId,
            event: 'refund',
            amountCents: toCard.amount,
            currency: order.currency_code,
            charge: card.charge,
            referenceId: card.id,
          })
        : null;
    return { id, transactionId };
  })();

  ctx.events.publish('store/order/refund/created', {
    type: 'order',
    id: orderId,
    refund: { refund_id: refundId },
  });
  if (transactionId !== null) announceTransaction(ctx, orderId, transactionId, 'refund');
  if (statusId !== order.status_id) announceStatusChange(ctx, orderId, order.status_id, statusId);
  ctx.events.publish('store/order/updated', { type: 'order', id: orderId });
  return refundJson(
    ctx,
    ctx.db.prepare('SELECT * FROM order_refunds WHERE id = ?').get(refundId) as RefundRow,
  );
}

/** The refund object of the v3 interface. */
export function refundJson(ctx: ServiceContext, row: RefundRow) {
  const payments = ctx.db
    .prepare('SELECT * FROM order_refund_payments WHERE refund_id = ? ORDER BY id')
    .all(row.id) as RefundPaymentRow[];
  return {
    id: row.id,
    order_id: row.order_id,
    user_id: 0,
    created: isoSeconds(row.created_at).replace(/Z$/, '+00:00'),
    reason: row.reason,
    total_amount: toDollars(row.total_amount),
    total_tax: toDollars(row.total_tax),
    uses_merchant_override_values: row.uses_override === 1,
    items: (JSON.parse(row.items) as RefundedItem[]).map((item) => ({
      item_type: item.item_type,
      item_id: item.item_id,
      reason: item.reason,
      // Only product lines are refunded by quantity; the reference types quantity as an integer, never null.
      ...(item.quantity === null ? {} : { quantity: item.quantity }),
      requested_amount: item.quantity === null ? toDollars(item.amount) : null,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      provider_id: p.provider_id,
      amount: toDollars(p.amount),
      offline: p.offline === 1,
      is_declined: false,
      declined_message: '',
    })),
  };
}

export function refundsOf(ctx: ServiceContext, orderId: number) {
  if (!findOrder(ctx, orderId)) throw notFound(`Order ${orderId}`);
  const rows = ctx.db
    .prepare('SELECT * FROM order_refunds WHERE order_id = ? ORDER BY id')
    .all(orderId) as RefundRow[];
  return rows.map((row) => refundJson(ctx, row));
}

export interface RefundFilter {
  orderIds?: readonly number[];
  ids?: readonly number[];
  /** Epoch ms bounds of `created`. */
  from?: number;
  to?: number;
}

/** Refunds of every order (`GET /v3/orders/payment_actions/refunds`), oldest first. */
export function listRefunds(
  ctx: ServiceContext,
  filter: RefundFilter,
  page: { limit: number; offset: number },
) {
  const where = new WhereBuilder();
  where.within('order_id', filter.orderIds);
  where.within('id', filter.ids);
  where.addIf('created_at >= ?', filter.from);
  where.addIf('created_at <= ?', filter.to);
  const { rows, total } = selectPage<RefundRow>(
    ctx.db,
    { from: 'FROM order_refunds', order: 'id' },
    where,
    page,
  );
  return { items: rows.map((row) => refundJson(ctx, row)), total };
}

export function findRefund(ctx: ServiceContext, id: number) {
  const row = ctx.db.prepare('SELECT * FROM order_refunds WHERE id = ?').get(id) as
    RefundRow | undefined;
  return row ? refundJson(ctx, row) : null;
}
