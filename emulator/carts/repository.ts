import { randomUUID } from 'node:crypto';
import { type ServiceContext, type Db, ensureColumn } from '../core';

export const cartsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS carts (
    id TEXT PRIMARY KEY,
    channel_id INTEGER NOT NULL,
    customer_id INTEGER,
    email TEXT,
    currency TEXT NOT NULL DEFAULT 'USD',
    locale TEXT NOT NULL DEFAULT 'en',
    version INTEGER NOT NULL DEFAULT 1,
    status TEXT NOT NULL DEFAULT 'active',
    order_id INTEGER,
    recovery_token TEXT UNIQUE,
    abandoned_at INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  DROP INDEX IF EXISTS carts_idle;
  CREATE INDEX IF NOT EXISTS carts_abandonable ON carts (status, abandoned_at, updated_at);
  CREATE TABLE IF NOT EXISTS cart_items (
    id TEXT PRIMARY KEY,
    cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL,
    variant_id INTEGER NOT NULL,
    quantity INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    seq INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS cart_items_cart ON cart_items (cart_id, seq);
  CREATE TABLE IF NOT EXISTS abandoned_cart_digests (
    channel_id INTEGER PRIMARY KEY,
    pending INTEGER NOT NULL
  );
  -- Lines that are no catalog product: a merchant's custom items and gift certificates
  -- (management API only). amount: one unit, cents. details: JSON of the kind's own fields.
  CREATE TABLE IF NOT EXISTS cart_extra_items (
    id TEXT PRIMARY KEY,
    cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('custom', 'gift_certificate')),
    name TEXT NOT NULL,
    sku TEXT NOT NULL DEFAULT '',
    quantity INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    details TEXT NOT NULL DEFAULT '{}',
    seq INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS cart_extra_items_cart ON cart_extra_items (cart_id, seq);
`;

/**
 * Columns newer than databases made before them: a line's own price and name (set through
 * the management API), and what a checkout adds to its cart: a manual discount, the
 * billing address, the shopper's comment.
 */
export function migrateCarts(db: Db): void {
  ensureColumn(db, 'cart_items', 'list_price', 'INTEGER');
  ensureColumn(db, 'cart_items', 'name', 'TEXT');
  ensureColumn(db, 'carts', 'manual_discount', 'INTEGER NOT NULL DEFAULT 0');
  ensureColumn(db, 'carts', 'billing_address', 'TEXT');
  ensureColumn(db, 'carts', 'customer_message', "TEXT NOT NULL DEFAULT ''");
}

export type CartStatus = 'active' | 'converted' | 'deleted';

export interface CartRow {
  id: string;
  channel_id: number;
  customer_id: number | null;
  email: string | null;
  currency: string;
  locale: string;
  version: number;
  status: CartStatus;
  order_id: number | null;
  recovery_token: string | null;
  abandoned_at: number | null;
  created_at: number;
  updated_at: number;
  /** Cents off the whole cart, set through a checkout's discounts. */
  manual_discount: number;
  /** JSON of the checkout's billing address, null until one is given. */
  billing_address: string | null;
  customer_message: string;
}

export interface CartItemRow {
  id: string;
  cart_id: string;
  product_id: number;
  variant_id: number;
  quantity: number;
  created_at: number;
  seq: number;
  /** The merchant's unit price (cents) replacing the catalog's; null: the catalog prices it. */
  list_price: number | null;
  /** A name the merchant gave the line; null: the product's. */
  name: string | null;
}

export type ExtraItemKind = 'custom' | 'gift_certificate';

export interface CartExtraItemRow {
  id: string;
  cart_id: string;
  kind: ExtraItemKind;
  name: string;
  sku: string;
  quantity: number;
  amount: number;
  details: string;
  seq: number;
}

export function findCart(ctx: ServiceContext, id: string): CartRow | undefined {
  return ctx.db.prepare('SELECT * FROM carts WHERE id = ?').get(id) as CartRow | undefined;
}

export function cartItems(ctx: ServiceContext, cartId: string): CartItemRow[] {
  return ctx.db
    .prepare('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY seq')
    .all(cartId) as CartItemRow[];
}

export function insertCart(
  ctx: ServiceContext,
  input: {
    channelId: number;
    customerId: number | null;
    email: string | null;
    locale?: string;
    currency: string;
  },
): CartRow {
  const now = ctx.clock.now();
  const id = randomUUID();
  ctx.db
    .prepare(
      'INSERT INTO carts (id, channel_id, customer_id, email, locale, currency, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      id,
      input.channelId,
      input.customerId,
      input.email,
      input.locale ?? 'en',
      input.currency,
      now,
      now,
    );
  return findCart(ctx, id)!;
}

export function insertCartItem(
  ctx: ServiceContext,
  cartId: string,
  item: {
    productId: number;
    variantId: number;
    quantity: number;
    listPrice?: number | null;
    name?: string | null;
  },
): string {
  const id = randomUUID();
  const { next } = ctx.db
    .prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM cart_items WHERE cart_id = ?')
    .get(cartId) as { next: number };
  ctx.db
    .prepare(
      'INSERT INTO cart_items (id, cart_id, product_id, variant_id, quantity, created_at, seq, list_price, name) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      id,
      cartId,
      item.productId,
      item.variantId,
      item.quantity,
      ctx.clock.now(),
      next,
      item.listPrice ?? null,
      item.name ?? null,
    );
  return id;
}

export function cartExtraItems(
  ctx: ServiceContext,
  cartId: string,
  kind?: ExtraItemKind,
): CartExtraItemRow[] {
  const rows = ctx.db
    .prepare('SELECT * FROM cart_extra_items WHERE cart_id = ? ORDER BY seq')
    .all(cartId) as CartExtraItemRow[];
  return kind ? rows.filter((row) => row.kind === kind) : rows;
}

export function insertCartExtraItem(
  ctx: ServiceContext,
  cartId: string,
  item: {
    kind: ExtraItemKind;
    name: string;
    sku: string;
    quantity: number;
    amount: number;
    details: object;
  },
): string {
  const id = randomUUID();
  const { next } = ctx.db
    .prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM cart_extra_items WHERE cart_id = ?')
    .get(cartId) as { next: number };
  ctx.db
    .prepare(
      'INSERT INTO cart_extra_items (id, cart_id, kind, name, sku, quantity, amount, details, seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      id,
      cartId,
      item.kind,
      item.name,
      item.sku,
      item.quantity,
      item.amount,
      JSON.stringify(item.details),
      next,
    );
  return id;
}

/**
 * Marks a change: bumps the version and the idle clock the abandoned-cart sweep reads. A
 * cart that changes is in use again, so it can be abandoned again later (its recovery token
 * stays, so links in earlier e-mails keep working).
 */
export function touchCart(ctx: ServiceContext, cartId: string): void {
  ctx.db
    .prepare(
      'UPDATE carts SET version = version + 1, updated_at = ?, abandoned_at = NULL WHERE id = ?',
    )
    .run(ctx.clock.now(), cartId);
}

/** A customer's most recently changed active cart on a channel (their cart on a new device). */
export function latestActiveCart(
  ctx: ServiceContext,
  customerId: number,
  channelId: number,
): CartRow | undefined {
  return ctx.db
    .prepare(
      `SELECT * FROM carts WHERE customer_id = ? AND channel_id = ? AND status = 'active' ORDER BY updated_at DESC, created_at DESC LIMIT 1`,
    )
    .get(customerId, channelId) as CartRow | undefined;
}
