import { z } from 'zod';
import { type ServiceContext, WhereBuilder, moneyInput } from '../core';
import { pageQuery, sqlPage } from '../http';
import { type OrderRow } from './repository';

/**
 * The filters of `GET /v2/orders` and `/v2/orders/count` that the local store supports,
 * with the real service's names. Dates may be RFC 2822 or ISO 8601, as there.
 */
export const dateFilter = z
  .string()
  .trim()
  .transform((text) => Date.parse(text))
  .refine(
    (ms) => Number.isFinite(ms),
    'must be a date in RFC 2822 (Tue, 20 Nov 2012 00:00:00 +0000) or ISO 8601',
  );
export const idFilter = z.coerce.number().int().min(0);

export const orderFilters = z.object({
  min_id: idFilter.optional(),
  max_id: idFilter.optional(),
  min_total: moneyInput.optional(),
  max_total: moneyInput.optional(),
  customer_id: idFilter.optional(),
  email: z.string().trim().min(1).optional(),
  status_id: idFilter.optional(),
  cart_id: z.string().trim().min(1).optional(),
  payment_method: z.string().trim().min(1).optional(),
  channel_id: idFilter.optional(),
  min_date_created: dateFilter.optional(),
  max_date_created: dateFilter.optional(),
  min_date_modified: dateFilter.optional(),
  max_date_modified: dateFilter.optional(),
});
export type OrderFilters = z.output<typeof orderFilters>;

const SORT_COLUMNS = {
  id: 'id',
  customer_id: 'customer_id',
  date_created: 'created_at',
  date_modified: 'updated_at',
  status_id: 'status_id',
  channel_id: 'channel_id',
} as const;

export const orderListQuery = orderFilters.extend({
  ...pageQuery.shape,
  sort: z
    .string()
    .regex(
      /^(id|customer_id|date_created|date_modified|status_id|channel_id)(:(asc|desc))?$/,
      'must be a field (id, customer_id, date_created, date_modified, status_id, channel_id) with an optional :asc or :desc',
    )
    .default('id:asc'),
});
export type OrderListQuery = z.output<typeof orderListQuery>;

/** The WHERE clause of the filters; archived orders never match. */
function whereOf(filters: OrderFilters): WhereBuilder {
  const where = new WhereBuilder();
  where.add('is_deleted = 0');
  where.addIf('id >= ?', filters.min_id);
  where.addIf('id <= ?', filters.max_id);
  where.addIf('total >= ?', filters.min_total);
  where.addIf('total <= ?', filters.max_total);
  where.addIf('customer_id = ?', filters.customer_id);
  where.addIf(`json_extract(billing_address, '$.email') = ? COLLATE NOCASE`, filters.email);
  where.addIf('status_id = ?', filters.status_id);
  where.addIf('cart_id = ?', filters.cart_id);
  where.addIf('payment_method = ? COLLATE NOCASE', filters.payment_method);
  where.addIf('channel_id = ?', filters.channel_id);
  where.addIf('created_at >= ?', filters.min_date_created);
  where.addIf('created_at <= ?', filters.max_date_created);
  where.addIf('updated_at >= ?', filters.min_date_modified);
  where.addIf('updated_at <= ?', filters.max_date_modified);
  return where;
}

/** One page of matching orders, sorted as asked (then by id, so pages never overlap). */
export function findOrderRows(ctx: ServiceContext, query: OrderListQuery): OrderRow[] {
  const { clause, params } = whereOf(query);
  const [field, direction = 'asc'] = query.sort.split(':') as [keyof typeof SORT_COLUMNS, string?];
  const order = `${SORT_COLUMNS[field]} ${direction === 'desc' ? 'DESC' : 'ASC'}, id ${direction === 'desc' ? 'DESC' : 'ASC'}`;
  const { limit, offset } = sqlPage(query);
  return ctx.db
    .prepare(`SELECT * FROM orders ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, limit, offset) as OrderRow[];
}

/** How many matching orders each status holds. */
export function countOrdersByStatus(
  ctx: ServiceContext,
  filters: OrderFilters,
): Map<number, number> {
  const { clause, params } = whereOf(filters);
  const rows = ctx.db
    .prepare(`SELECT status_id, COUNT(*) AS n FROM orders ${clause} GROUP BY status_id`)
    .all(...params) as Array<{
    status_id: number;
    n: number;
  }>;
  return new Map(rows.map((r) => [r.status_id, r.n]));
}
