import { z } from 'zod';
import { type ServiceContext, WhereBuilder, rfc2822 } from '../core';
import { pageQuery, sqlPage } from '../http';
import { dateFilter, idFilter } from './order-query';

/**
 * Order messages: the conversation between shopper and merchant about one order. The
 * interface only reads them (`GET /v2/orders/{id}/messages`); the store itself writes
 * them. Here the one writer is the checkout: a comment the shopper leaves with the order
 * becomes an unread customer message, and `store/order/message/created` announces it.
 */
export const orderMessagesSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS order_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    staff_id INTEGER NOT NULL DEFAULT 0,
    customer_id INTEGER NOT NULL DEFAULT 0,
    type TEXT NOT NULL CHECK (type IN ('customer', 'admin')),
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'unread' CHECK (status IN ('read', 'unread')),
    is_flagged INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS order_messages_order ON order_messages (order_id, id);
`;

interface OrderMessageRow {
  id: number;
  order_id: number;
  staff_id: number;
  customer_id: number;
  type: 'customer' | 'admin';
  subject: string;
  message: string;
  status: 'read' | 'unread';
  is_flagged: number;
  created_at: number;
}

/**
 * Records the shopper's comment on a newly placed order as a customer message. Returns
 * its id, or null when the comment is blank (nothing to say, no message).
 */
export function recordCustomerMessage(
  ctx: ServiceContext,
  order: { id: number; customerId: number },
  text: string,
): number | null {
  const message = text.trim();
  if (!message) return null;
  const info = ctx.db
    .prepare(
      `INSERT INTO order_messages (order_id, customer_id, type, subject, message, created_at)
       VALUES (?, ?, 'customer', ?, ?, ?)`,
    )
    .run(order.id, order.customerId, `Order #${order.id}`, message, ctx.clock.now());
  return Number(info.lastInsertRowid);
}

/** The query of `GET /v2/orders/{id}/messages`, with the real service's names. */
export const orderMessageQuery = z.object({
  min_id: idFilter.optional(),
  max_id: idFilter.optional(),
  customer_id: idFilter.optional(),
  min_date_created: dateFilter.optional(),
  max_date_created: dateFilter.optional(),
  is_flagged: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  status: z.enum(['read', 'unread'], { error: 'must be read or unread' }).optional(),
  ...pageQuery.shape,
});
export type OrderMessageQuery = z.output<typeof orderMessageQuery>;

/** One page of an order's messages, oldest first, in the v2 shape. */
export function listOrderMessages(
  ctx: ServiceContext,
  orderId: number,
  query: OrderMessageQuery,
): object[] {
  const where = new WhereBuilder();
  where.add('order_id = ?', orderId);
  where.addIf('id >= ?', query.min_id);
  where.addIf('id <= ?', query.max_id);
  where.addIf('customer_id = ?', query.customer_id);
  where.addIf('created_at >= ?', query.min_date_created);
  where.addIf('created_at <= ?', query.max_date_created);
  where.addIf(
    'is_flagged = ?',
    query.is_flagged === undefined ? undefined : Number(query.is_flagged),
  );
  where.addIf('status = ?', query.status);
  const { limit, offset } = sqlPage(query);
  const rows = ctx.db
    .prepare(`SELECT * FROM order_messages ${where.clause} ORDER BY id LIMIT ? OFFSET ?`)
    .all(...where.params, limit, offset) as OrderMessageRow[];
  return rows.map(orderMessageJson);
}

function orderMessageJson(row: OrderMessageRow): object {
  return {
    id: row.id,
    order_id: row.order_id,
    staff_id: row.staff_id,
    customer_id: row.customer_id,
    type: row.type,
    subject: row.subject,
    message: row.message,
    status: row.status,
    is_flagged: row.is_flagged === 1,
    date_created: rfc2822(row.created_at),
    customer: {},
  };
}
