import { randomBytes } from 'node:crypto';
import { getProduct, getVariant } from '../catalog';
import { type ServiceContext } from '../core';
import { notFound, unprocessable } from '../http';

/**
 * Customers' wishlists: named lists of products (and, optionally, their variants), each
 * with a share token. A public list can be opened by anyone with its token (the
 * storefront's `/wishlists/{token}` page); a private one only by its owner.
 */
export const wishlistsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS wishlists (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    is_public INTEGER NOT NULL DEFAULT 0,
    token TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS wishlists_customer ON wishlists (customer_id, id);
  CREATE TABLE IF NOT EXISTS wishlist_items (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    wishlist_id INTEGER NOT NULL REFERENCES wishlists(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL,
    -- 0: the product, no particular variant
    variant_id INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    UNIQUE (wishlist_id, product_id, variant_id)
  );
`;

/** How many lists a customer may have, and items a list: enough for anyone, a bound for the store. */
export const MAX_WISHLISTS = 50;
export const MAX_ITEMS = 500;
const MAX_NAME = 255;

export interface WishlistRow {
  id: number;
  customer_id: number;
  name: string;
  is_public: number;
  token: string;
  created_at: number;
  updated_at: number;
}

export interface WishlistItemRow {
  id: number;
  wishlist_id: number;
  product_id: number;
  variant_id: number;
  created_at: number;
}

export interface WishlistItemInput {
  productId: number;
  variantId?: number | null;
}

export const wishlistsOf = (ctx: ServiceContext, customerId: number): WishlistRow[] =>
  ctx.db
    .prepare('SELECT * FROM wishlists WHERE customer_id = ? ORDER BY id')
    .all(customerId) as WishlistRow[];

export const findWishlistByToken = (ctx: ServiceContext, token: string): WishlistRow | undefined =>
  ctx.db.prepare('SELECT * FROM wishlists WHERE token = ?').get(token) as WishlistRow | undefined;

export const itemsOf = (ctx: ServiceContext, wishlistId: number): WishlistItemRow[] =>
  ctx.db
    .prepare('SELECT * FROM wishlist_items WHERE wishlist_id = ? ORDER BY id')
    .all(wishlistId) as WishlistItemRow[];

/** The customer's own list; "not found" for anyone else's, so lists of others stay invisible. */
export function ownWishlist(ctx: ServiceContext, customerId: number, id: number): WishlistRow {
  const row = ctx.db
    .prepare('SELECT * FROM wishlists WHERE id = ? AND customer_id = ?')
    .get(id, customerId) as WishlistRow | undefined;
  if (!row) throw notFound(`Wishlist ${id}`);
  return row;
}

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw unprocessable('Give the wishlist a name.', { name: 'is required' });
  if (trimmed.length > MAX_NAME)
    throw unprocessable(`A wishlist name has at most ${MAX_NAME} characters.`, {
      name: `at most ${MAX_NAME} characters`,
    });
  return trimmed;
}

/** A product shoppers can see, and the variant given (0 for none) when it is that product's. */
function checkedItem(
  ctx: ServiceContext,
  item: WishlistItemInput,
): { productId: number; variantId: number } {
  const product = getProduct(ctx, item.productId);
  if (!product || !product.is_visible) throw notFound(`Product ${item.productId}`);
  if (item.variantId) {
    const variant = getVariant(ctx, item.variantId);
    if (!variant || variant.product_id !== product.id)
      throw unprocessable(`Variant ${item.variantId} is not a variant of ${product.name}.`, {
        variantEntityId: 'not a variant of this product',
      });
  }
  return { productId: product.id, variantId: item.variantId ?? 0 };
}

const touch = (ctx: ServiceContext, id: number) =>
  ctx.db.prepare('UPDATE wishlists SET updated_at = ? WHERE id = ?').run(ctx.clock.now(), id);

/** Adds items a list does not have yet (a product already there is kept once). */
export function addWishlistItems(
  ctx: ServiceContext,
  wishlist: WishlistRow,
  items: readonly WishlistItemInput[],
): void {
  ctx.db.transaction(() => {
    const checked = items.map((item) => checkedItem(ctx, item));
    const insert = ctx.db.prepare(
      'INSERT OR IGNORE INTO wishlist_items (wishlist_id, product_id, variant_id, created_at) VALUES (?, ?, ?, ?)',
    );
    for (const item of checked)
      insert.run(wishlist.id, item.productId, item.variantId, ctx.clock.now());
    if (itemsOf(ctx, wishlist.id).length > MAX_ITEMS)
      throw unprocessable(`A wishlist holds at most ${MAX_ITEMS} items.`, {
        items: `at most ${MAX_ITEMS}`,
      });
    touch(ctx, wishlist.id);
  })();
}

export function createWishlist(
  ctx: ServiceContext,
  customerId: number,
  input: { name: string; isPublic: boolean; items: readonly WishlistItemInput[] },
): WishlistRow {
  const name = checkedName(input.name);
  return ctx.db.transaction(() => {
    if (wishlistsOf(ctx, customerId).length >= MAX_WISHLISTS)
      throw unprocessable(`You can have at most ${MAX_WISHLISTS} wishlists; delete one first.`);
    const now = ctx.clock.now();
    const info = ctx.db
      .prepare(
        'INSERT INTO wishlists (customer_id, name, is_public, token, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(customerId, name, input.isPublic ? 1 : 0, randomBytes(16).toString('hex'), now, now);
    const row = ownWishlist(ctx, customerId, Number(info.lastInsertRowid));
    addWishlistItems(ctx, row, input.items);
    return ownWishlist(ctx, customerId, row.id);
  })();
}

export function updateWishlist(
  ctx: ServiceContext,
  wishlist: WishlistRow,
  change: { name?: string | null; isPublic?: boolean | null },
): WishlistRow {
  const name =
    change.name === undefined || change.name === null ? wishlist.name : checkedName(change.name);
  const isPublic =
    change.isPublic === undefined || change.isPublic === null
      ? wishlist.is_public
      : Number(change.isPublic);
  ctx.db
    .prepare('UPDATE wishlists SET name = ?, is_public = ?, updated_at = ? WHERE id = ?')
    .run(name, isPublic, ctx.clock.now(), wishlist.id);
  return ownWishlist(ctx, wishlist.customer_id, wishlist.id);
}

/** Removes items of the list; an id that is not one of its items is refused, naming it. */
export function deleteWishlistItems(
  ctx: ServiceContext,
  wishlist: WishlistRow,
  itemIds: readonly number[],
): void {
  ctx.db.transaction(() => {
    const own = new Set(itemsOf(ctx, wishlist.id).map((i) => i.id));
    const unknown = itemIds.find((id) => !own.has(id));
    if (unknown !== undefined) throw notFound(`Item ${unknown} of wishlist ${wishlist.id}`);
    const remove = ctx.db.prepare('DELETE FROM wishlist_items WHERE id = ?');
    for (const id of itemIds) remove.run(id);
    touch(ctx, wishlist.id);
  })();
}

export function deleteWishlists(
  ctx: ServiceContext,
  customerId: number,
  ids: readonly number[],
): void {
  ctx.db.transaction(() => {
    for (const id of ids) ownWishlist(ctx, customerId, id);
    const remove = ctx.db.prepare('DELETE FROM wishlists WHERE id = ?');
    for (const id of ids) remove.run(id);
  })();
}
