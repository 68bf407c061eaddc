import { type Product, getProduct, getVariant, hasOptionValues, variantsOf, whyNotPurchasable } from '../catalog';
import { type ServiceContext } from '../context';
import { findCustomer } from '../customers/repository';
import { notFound, unprocessable } from '../http/errors';
import { type CartRow, cartItems, findCart, insertCart, insertCartItem, touchCart } from './repository';

/** One line as a shopper asks for it: a product and either its variant or its chosen options. */
export interface LineItemInput {
  productId: number;
  variantId?: number | null;
  quantity: number;
  selectedOptions?: ReadonlyArray<{ optionId: number; valueId: number }>;
}

/** Who is acting on a cart: a customer's cart is theirs alone; a guest cart is anyone's who knows its id. */
export interface CartActor {
  channelId: number;
  customerId: number | null;
}

const MAX_LINE_QUANTITY = 1000;

/** The cart, if `actor` may use it; "not found" otherwise, so carts of others stay invisible. */
export function cartFor(ctx: ServiceContext, cartId: string, actor: CartActor): CartRow {
  const cart = findCart(ctx, cartId);
  if (!cart || cart.status !== 'active' || cart.channel_id !== actor.channelId) throw notFound(`Cart ${cartId}`);
  if (cart.customer_id !== null && cart.customer_id !== actor.customerId) throw notFound(`Cart ${cartId}`);
  return cart;
}

/** Which variant a line means; refuses a product whose options were not chosen. */
function variantFor(ctx: ServiceContext, product: Product, input: LineItemInput): number {
  if (input.variantId) {
    const variant = getVariant(ctx, input.variantId);
    if (!variant || variant.product_id !== product.id) {
      throw unprocessable(`Variant ${input.variantId} is not a variant of ${product.name}.`);
    }
    return variant.id;
  }
  const variants = variantsOf(ctx, product.id);
  if (input.selectedOptions?.length) {
    const wanted = input.selectedOptions;
    const match = variants.find((v) => hasOptionValues(v, wanted));
    if (!match) throw unprocessable(`No variant of ${product.name} has the options chosen.`);
    return match.id;
  }
  if (product.base_variant_id) return product.base_variant_id;
  if (variants.length === 1) return variants[0]!.id;
  throw unprocessable(`Choose the options of ${product.name} (${variants[0]?.option_values.map((o) => o.option_display_name).join(', ')}).`);
}

function checkQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    throw unprocessable(`A quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}; got ${quantity}.`);
  }
}

function resolveLine(ctx: ServiceContext, input: LineItemInput): { productId: number; variantId: number; quantity: number } {
  checkQuantity(input.quantity);
  const product = getProduct(ctx, input.productId);
  if (!product || !product.is_visible) throw notFound(`Product ${input.productId}`);
  return { productId: product.id, variantId: variantFor(ctx, product, input), quantity: input.quantity };
}

function checkPurchasable(ctx: ServiceContext, variantId: number, quantity: number): void {
  const problem = whyNotPurchasable(ctx, variantId, quantity);
  if (problem) throw unprocessable(problem);
}

/** Adds lines, merging a variant already in the cart; returns the events to publish. */
function addLines(ctx: ServiceContext, cart: CartRow, inputs: readonly LineItemInput[]): Array<[string, Record<string, unknown>]> {
  const events: Array<[string, Record<string, unknown>]> = [];
  for (const input of inputs) {
    const line = resolveLine(ctx, input);
    const existing = cartItems(ctx, cart.id).find((item) => item.variant_id === line.variantId);
    const total = (existing?.quantity ?? 0) + line.quantity;
    checkQuantity(total);
    checkPurchasable(ctx, line.variantId, total);
    if (existing) {
      ctx.db.prepare('UPDATE cart_items SET quantity = ? WHERE id = ?').run(total, existing.id);
      events.push(['store/cart/lineItem/updated', { type: 'cart_line_item', id: existing.id, cartId: cart.id }]);
    } else {
      const id = insertCartItem(ctx, cart.id, line);
      events.push(['store/cart/lineItem/created', { type: 'cart_line_item', id, cartId: cart.id }]);
    }
  }
  return events;
}

function publish(ctx: ServiceContext, events: ReadonlyArray<[string, Record<string, unknown>]>): void {
  for (const [scope, data] of events) ctx.events.publish(scope, data as { type: string; id: string });
}

export function createCart(ctx: ServiceContext, actor: CartActor, lineItems: readonly LineItemInput[], locale?: string | null): CartRow {
  if (!lineItems.length) throw unprocessable('A new cart needs at least one line item.');
  const { cart, events } = ctx.db.transaction(() => {
    const email = actor.customerId ? (findCustomer(ctx, actor.customerId)?.email ?? null) : null;
    const created = insertCart(ctx, { channelId: actor.channelId, customerId: actor.customerId, email, locale: locale ?? undefined });
    return { cart: created, events: addLines(ctx, created, lineItems) };
  })();
  publish(ctx, [['store/cart/created', { type: 'cart', id: cart.id }], ...events]);
  return findCart(ctx, cart.id)!;
}

export function addCartLineItems(ctx: ServiceContext, actor: CartActor, cartId: string, lineItems: readonly LineItemInput[]): CartRow {
  if (!lineItems.length) throw unprocessable('Send at least one line item to add.');
  const events = ctx.db.transaction(() => {
    const cart = cartFor(ctx, cartId, actor);
    const added = addLines(ctx, cart, lineItems);
    touchCart(ctx, cart.id);
    return added;
  })();
  publish(ctx, [...events, ['store/cart/updated', { type: 'cart', id: cartId }]]);
  return findCart(ctx, cartId)!;
}

/** Changes a line's quantity (0 removes it) or its variant. */
export function updateCartLineItem(
  ctx: ServiceContext,
  actor: CartActor,
  cartId: string,
  lineItemId: string,
  input: LineItemInput,
): { cart: CartRow | null; deletedCartId: string | null } {
  if (input.quantity === 0) return deleteCartLineItem(ctx, actor, cartId, lineItemId);
  ctx.db.transaction(() => {
    const cart = cartFor(ctx, cartId, actor);
    const item = cartItems(ctx, cart.id).find((i) => i.id === lineItemId);
    if (!item) throw notFound(`Line item ${lineItemId}`);
    const productId = input.productId || item.product_id;
    // A quantity change names the product but need not restate its variant or options:
    // the line keeps the variant it has.
    const keepsVariant = productId === item.product_id && !input.variantId && !input.selectedOptions?.length;
    const line = resolveLine(ctx, { ...input, productId, ...(keepsVariant ? { variantId: item.variant_id } : {}) });
    checkPurchasable(ctx, line.variantId, line.quantity);
    ctx.db.prepare('UPDATE cart_items SET product_id = ?, variant_id = ?, quantity = ? WHERE id = ?').run(line.productId, line.variantId, line.quantity, item.id);
    touchCart(ctx, cart.id);
  })();
  publish(ctx, [
    ['store/cart/lineItem/updated', { type: 'cart_line_item', id: lineItemId, cartId }],
    ['store/cart/updated', { type: 'cart', id: cartId }],
  ]);
  return { cart: findCart(ctx, cartId)!, deletedCartId: null };
}

/** Removes a line; removing the last one deletes the cart, as the real service does. */
export function deleteCartLineItem(
  ctx: ServiceContext,
  actor: CartActor,
  cartId: string,
  lineItemId: string,
): { cart: CartRow | null; deletedCartId: string | null } {
  const emptied = ctx.db.transaction(() => {
    const cart = cartFor(ctx, cartId, actor);
    const items = cartItems(ctx, cart.id);
    if (!items.some((i) => i.id === lineItemId)) throw notFound(`Line item ${lineItemId}`);
    ctx.db.prepare('DELETE FROM cart_items WHERE id = ?').run(lineItemId);
    if (items.length === 1) {
      ctx.db.prepare(`UPDATE carts SET status = 'deleted', updated_at = ? WHERE id = ?`).run(ctx.clock.now(), cart.id);
      return true;
    }
    touchCart(ctx, cart.id);
    return false;
  })();
  publish(ctx, [
    ['store/cart/lineItem/deleted', { type: 'cart_line_item', id: lineItemId, cartId }],
    emptied ? ['store/cart/deleted', { type: 'cart', id: cartId }] : ['store/cart/updated', { type: 'cart', id: cartId }],
  ]);
  return emptied ? { cart: null, deletedCartId: cartId } : { cart: findCart(ctx, cartId)!, deletedCartId: null };
}

export function deleteCart(ctx: ServiceContext, actor: CartActor, cartId: string): void {
  const cart = cartFor(ctx, cartId, actor);
  ctx.db.prepare(`UPDATE carts SET status = 'deleted', updated_at = ? WHERE id = ?`).run(ctx.clock.now(), cart.id);
  publish(ctx, [['store/cart/deleted', { type: 'cart', id: cartId }]]);
}

/**
 * Gives a guest cart to a customer (on sign-in). A cart already theirs is left as is; a
 * cart of another customer is "not found".
 */
export function assignCartToCustomer(ctx: ServiceContext, channelId: number, cartId: string, customerId: number): CartRow {
  const cart = cartFor(ctx, cartId, { channelId, customerId });
  if (cart.customer_id === customerId) return cart;
  const email = findCustomer(ctx, customerId)?.email ?? null;
  ctx.db.prepare('UPDATE carts SET customer_id = ?, email = COALESCE(?, email) WHERE id = ?').run(customerId, email, cartId);
  touchCart(ctx, cartId);
  publish(ctx, [['store/cart/updated', { type: 'cart', id: cartId }]]);
  return findCart(ctx, cartId)!;
}
