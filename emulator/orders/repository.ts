import { type ServiceContext, type Db, ensureColumn, WhereBuilder, selectPage } from '../core';
import { notFound, idParam } from '../http';
import { orderStatus } from './statuses';

export const ordersSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id INTEGER NOT NULL DEFAULT 1,
    customer_id INTEGER NOT NULL DEFAULT 0,
    cart_id TEXT,
    status_id INTEGER NOT NULL,
    currency_code TEXT NOT NULL DEFAULT 'USD',
    subtotal INTEGER NOT NULL,
    discount INTEGER NOT NULL DEFAULT 0,
    shipping INTEGER NOT NULL DEFAULT 0,
    handling INTEGER NOT NULL DEFAULT 0,
    tax INTEGER NOT NULL DEFAULT 0,
    total INTEGER NOT NULL,
    refunded INTEGER NOT NULL DEFAULT 0,
    payment_method TEXT NOT NULL DEFAULT '',
    payment_provider_id TEXT NOT NULL DEFAULT '',
    payment_status TEXT NOT NULL DEFAULT '',
    shipping_method TEXT NOT NULL DEFAULT '',
    customer_message TEXT NOT NULL DEFAULT '',
    staff_notes TEXT NOT NULL DEFAULT '',
    billing_address TEXT NOT NULL,
    shipping_address TEXT,
    is_email_opt_in INTEGER NOT NULL DEFAULT 0,
    is_deleted INTEGER NOT NULL DEFAULT 0,
    order_source TEXT NOT NULL DEFAULT 'www',
    ip_address TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    shipped_at INTEGER,
    customer_locale TEXT NOT NULL DEFAULT 'en'
  );
  CREATE INDEX IF NOT EXISTS orders_customer ON orders (customer_id, id);
  CREATE TABLE IF NOT EXISTS order_products (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL,
    variant_id INTEGER,
    name TEXT NOT NULL,
    sku TEXT NOT NULL DEFAULT '',
    brand TEXT NOT NULL DEFAULT '',
    type TEXT NOT NULL DEFAULT 'physical',
    quantity INTEGER NOT NULL,
    base_price INTEGER NOT NULL,
    price INTEGER NOT NULL,
    total INTEGER NOT NULL,
    options TEXT NOT NULL DEFAULT '[]',
    image_url TEXT,
    quantity_refunded INTEGER NOT NULL DEFAULT 0,
    refund_amount INTEGER NOT NULL DEFAULT 0,
    quantity_shipped INTEGER NOT NULL DEFAULT 0,
    tax INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS order_products_order ON order_products (order_id, id);
`;

/** Columns newer than databases made before them: a line's tax, the shopper's locale. */
export function migrateOrders(db: Db): void {
  ensureColumn(db, 'order_products', 'tax', 'INTEGER NOT NULL DEFAULT 0');
  ensureColumn(db, 'orders', 'customer_locale', "TEXT NOT NULL DEFAULT 'en'");
  // What one unit of the store's default currency was worth in the order's currency.
  ensureColumn(db, 'orders', 'currency_exchange_rate', 'REAL NOT NULL DEFAULT 1');
}

/** A postal address as the v2 orders interface names its fields. */
export interface OrderAddress {
  first_name: string;
  last_name: string;
  company: string;
  street_1: string;
  street_2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  country_iso2: string;
  phone: string;
  email: string;
}

export interface OrderRow {
  id: number;
  channel_id: number;
  customer_id: number;
  cart_id: string | null;
  status_id: number;
  currency_code: string;
  currency_exchange_rate: number;
  /** Money columns are whole cents. */
  subtotal: number;
  discount: number;
  shipping: number;
  handling: number;
  tax: number;
  total: number;
  refunded: number;
  payment_method: string;
  payment_provider_id: string;
  payment_status: string;
  shipping_method: string;
  customer_message: string;
  staff_notes: string;
  billing_address: string;
  shipping_address: string | null;
  is_email_opt_in: number;
  is_deleted: number;
  order_source: string;
  ip_address: string;
  created_at: number;
  updated_at: number;
  shipped_at: number | null;
  customer_locale: string;
}

export interface OrderItemRow {
  id: number;
  order_id: number;
  product_id: number;
  variant_id: number | null;
  name: string;
  sku: string;
  brand: string;
  type: string;
  quantity: number;
  base_price: number;
  price: number;
  total: number;
  options: string;
  image_url: string | null;
  quantity_refunded: number;
  refund_amount: number;
  quantity_shipped: number;
  /** The line's tax, all units (cents); only a merchant's own prices carry one. */
  tax: number;
}

/** One line of an order, money in cents, options decoded. */
export interface OrderItemRecord extends Omit<OrderItemRow, 'options'> {
  options: Array<{ display_name: string; display_value: string }>;
}

/** An order with its lines and decoded addresses, money in cents. */
export interface OrderRecord extends Omit<OrderRow, 'billing_address' | 'shipping_address'> {
  status: string;
  billingAddress: OrderAddress;
  shippingAddress: OrderAddress | null;
  items: OrderItemRecord[];
}

/** Orders with their lines, the lines of all of them read in one query. */
export function toOrderRecords(ctx: ServiceContext, rows: readonly OrderRow[]): OrderRecord[] {
  const itemsByOrder = new Map<number, OrderItemRecord[]>(rows.map((row) => [row.id, []]));
  if (rows.length) {
    const items = ctx.db
      .prepare(
        `SELECT * FROM order_products WHERE order_id IN (${rows.map(() => '?').join(', ')}) ORDER BY id`,
      )
      .all(...rows.map((row) => row.id)) as OrderItemRow[];
    for (const item of items)
      itemsByOrder
        .get(item.order_id)!
        .push({ ...item, options: JSON.parse(item.options) as OrderItemRecord['options'] });
  }
  return rows.map(({ billing_address, shipping_address, ...rest }) => ({
    ...rest,
    status: orderStatus(rest.status_id).name,
    billingAddress: JSON.parse(billing_address) as OrderAddress,
    shippingAddress: shipping_address ? (JSON.parse(shipping_address) as OrderAddress) : null,
    items: itemsByOrder.get(rest.id)!,
  }));
}

/** An order that is not archived (deleted orders stay in the table, as the real service archives them). */
export function findOrder(
  ctx: ServiceContext,
  id: number,
  options: { includeDeleted?: boolean } = {},
): OrderRecord | null {
  const row = ctx.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
  if (!row || (row.is_deleted === 1 && !options.includeDeleted)) return null;
  return toOrderRecords(ctx, [row])[0]!;
}

/** A customer's orders, newest first. */
export function ordersOfCustomer(
  ctx: ServiceContext,
  customerId: number,
  filter: { statusId?: number; from?: number; to?: number; limit: number; offset: number },
): { items: OrderRecord[]; total: number } {
  const where = new WhereBuilder();
  where.add('customer_id = ?', customerId);
  where.add('is_deleted = 0');
  where.addIf('status_id = ?', filter.statusId);
  where.addIf('created_at >= ?', filter.from);
  where.addIf('created_at <= ?', filter.to);
  const { rows, total } = selectPage<OrderRow>(
    ctx.db,
    { from: 'FROM orders', order: 'id DESC' },
    where,
    filter,
  );
  return { items: toOrderRecords(ctx, rows), total };
}

/** The order a route's `:orderId` names; 404 when there is none (or the id is no id). */
export function orderOfPath(ctx: ServiceContext, params: unknown): OrderRecord {
  const id = idParam((params as { orderId?: string }).orderId, 'order_id');
  const order = findOrder(ctx, id);
  if (!order) throw notFound(`Order ${id}`);
  return order;
}
