import {
  type Product,
  getProduct,
  getVariant,
  hasOptionValues,
  variantsOf,
  whyNotPurchasable,
} from '../catalog';
import { type ServiceContext } from '../core';
import { channelCurrency } from '../currencies';
import { findCustomer } from '../customers';
import { localesOf, offeredLocale } from '../locales';
import { conflict, notFound, unprocessable } from '../http';
import {
  type CartRow,
  type ExtraItemKind,
  cartExtraItems,
  cartItems,
  findCart,
  insertCart,
  insertCartExtraItem,
  insertCartItem,
  touchCart,
} from './repository';
import { checkPurchasingAllowed } from './settings';

/** One line as a shopper asks for it: a product and either its variant or its chosen options. */
export interface LineItemInput {
  productId: number;
  variantId?: number | null;
  quantity: number;
  selectedOptions?: ReadonlyArray<{ optionId: number; valueId: number }>;
  /** The merchant's unit price in cents (management API), replacing the catalog's. */
  listPriceCents?: number | null;
  /** The merchant's name for the line (management API). */
  name?: string | null;
}

/** A custom item or gift certificate (management API): no product, its own price. */
export interface ExtraItemInput {
  kind: ExtraItemKind;
  name: string;
  sku: string;
  quantity: number;
  unitCents: number;
  details: Record<string, unknown>;
}

/** Who is acting on a cart: a customer's cart is theirs alone; a guest cart is anyone's who knows its id. */
export interface CartActor {
  channelId: number;
  customerId: number | null;
}

/** The merchant (the management API): every active cart is theirs, on any channel. */
export const MERCHANT = 'merchant' as const;
export type CartUser = CartActor | typeof MERCHANT;

export type CartEvents = Array<[string, Record<string, unknown>]>;

const MAX_LINE_QUANTITY = 1000;

/** The cart, if `user` may use it; "not found" otherwise, so carts of others stay invisible. */
export function cartFor(ctx: ServiceContext, cartId: string, user: CartUser): CartRow {
  const cart = findCart(ctx, cartId);
  if (!cart || cart.status !== 'active') throw notFound(`Cart ${cartId}`);
  if (user === MERCHANT) return cart;
  if (cart.channel_id !== user.channelId) throw notFound(`Cart ${cartId}`);
  if (cart.customer_id !== null && cart.customer_id !== user.customerId)
    throw notFound(`Cart ${cartId}`);
  return cart;
}

/** 409 when a change names a version the cart has moved past, as the real service answers. */
export function checkVersion(cart: CartRow, version: number | undefined): void {
  if (version !== undefined && version !== cart.version) {
    throw conflict(
      `Cart ${cart.id} is at version ${cart.version}, not ${version}: read it again and retry with its version.`,
      { version: `must be ${cart.version}` },
    );
  }
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
  throw unprocessable(
    `Choose the options of ${product.name} (${variants[0]?.option_values.map((o) => o.option_display_name).join(', ')}).`,
  );
}

function checkQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    throw unprocessable(
      `A quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}; got ${quantity}.`,
    );
  }
}

function resolveLine(ctx: ServiceContext, input: LineItemInput) {
  checkQuantity(input.quantity);
  const product = getProduct(ctx, input.productId);
  if (!product || !product.is_visible) throw notFound(`Product ${input.productId}`);
  return {
    productId: product.id,
    variantId: variantFor(ctx, product, input),
    quantity: input.quantity,
    listPrice: input.listPriceCents ?? null,
    name: input.name ?? null,
  };
}

function checkPurchasable(ctx: ServiceContext, variantId: number, quantity: number): void {
  const problem = whyNotPurchasable(ctx, variantId, quantity);
  if (problem) throw unprocessable(problem);
}

/** Adds lines, merging a variant already in the cart at the same price; returns the events to publish. */
function addLines(
  ctx: ServiceContext,
  cart: CartRow,
  inputs: readonly LineItemInput[],
): CartEvents {
  const events: CartEvents = [];
  if (inputs.length) checkPurchasingAllowed(ctx, cart.channel_id);
  for (const input of inputs) {
    const line = resolveLine(ctx, input);
    const existing = cartItems(ctx, cart.id).find(
      (item) => item.variant_id === line.variantId && item.list_price === line.listPrice,
    );
    const total = (existing?.quantity ?? 0) + line.quantity;
    checkQuantity(total);
    checkPurchasable(ctx, line.variantId, total);
    if (existing) {
      ctx.db.prepare('UPDATE cart_items SET quantity = ? WHERE id = ?').run(total, existing.id);
      events.push([
        'store/cart/lineItem/updated',
        { type: 'cart_line_item', id: existing.id, cartId: cart.id },
      ]);
    } else {
      const id = insertCartItem(ctx, cart.id, line);
      events.push(['store/cart/lineItem/created', { type: 'cart_line_item', id, cartId: cart.id }]);
    }
  }
  return events;
}

/** Adds custom items and gift certificates; returns the events to publish. */
function addExtras(
  ctx: ServiceContext,
  cart: CartRow,
  extras: readonly ExtraItemInput[],
): CartEvents {
  if (extras.length) checkPurchasingAllowed(ctx, cart.channel_id);
  return extras.map((extra) => {
    checkQuantity(extra.quantity);
    const id = insertCartExtraItem(ctx, cart.id, {
      kind: extra.kind,
      name: extra.name,
      sku: extra.sku,
      quantity: extra.quantity,
      amount: extra.unitCents,
      details: extra.details,
    });
    return ['store/cart/lineItem/created', { type: 'cart_line_item', id, cartId: cart.id }];
  });
}

export function publishCartEvents(ctx: ServiceContext, events: CartEvents): void {
  for (const [scope, data] of events)
    ctx.events.publish(scope, data as { type: string; id: string });
}

/** What a new cart or an addition holds: catalog lines and (management API) custom items and gift certificates. */
export interface CartContents {
  lineItems: readonly LineItemInput[];
  extras?: readonly ExtraItemInput[];
}

/** How a new cart is made: its locale, and its currency (a code the caller sent, and where: `currencyCode`, `currency.code`). */
export interface NewCartOptions {
  locale?: string | null;
  currency?: { code: string | null | undefined; field: string };
}

export function createCart(
  ctx: ServiceContext,
  actor: CartActor,
  lineItems: readonly LineItemInput[] | CartContents,
  options: NewCartOptions = {},
): CartRow {
  const contents = 'lineItems' in lineItems ? lineItems : { lineItems };
  if (!contents.lineItems.length && !contents.extras?.length)
    throw unprocessable('A new cart needs at least one line item.');
  // The channel's default unless the caller names another of its currencies carts can be in.
  const currency = channelCurrency(ctx, actor.channelId, options.currency?.code, {
    use: 'transaction',
    field: options.currency?.field ?? 'currency',
  });
  const { cart, events } = ctx.db.transaction(() => {
    const email = actor.customerId ? (findCustomer(ctx, actor.customerId)?.email ?? null) : null;
    const created = insertCart(ctx, {
      channelId: actor.channelId,
      customerId: actor.customerId,
      email,
      locale: options.locale ?? undefined,
      currency: currency.code,
    });
    return {
      cart: created,
      events: [
        ...addLines(ctx, created, contents.lineItems),
        ...addExtras(ctx, created, contents.extras ?? []),
      ],
    };
  })();
  publishCartEvents(ctx, [['store/cart/created', { type: 'cart', id: cart.id }], ...events]);
  return findCart(ctx, cart.id)!;
}

export function addCartLineItems(
  ctx: ServiceContext,
  user: CartUser,
  cartId: string,
  lineItems: readonly LineItemInput[] | CartContents,
): CartRow {
  const contents = 'lineItems' in lineItems ? lineItems : { lineItems };
  if (!contents.lineItems.length && !contents.extras?.length)
    throw unprocessable('Send at least one line item to add.');
  const events = ctx.db.transaction(() => {
    const cart = cartFor(ctx, cartId, user);
    const added = [
      ...addLines(ctx, cart, contents.lineItems),
      ...addExtras(ctx, cart, contents.extras ?? []),
    ];
    touchCart(ctx, cart.id);
    return added;
  })();
  publishCartEvents(ctx, [...events, ['store/cart/updated', { type: 'cart', id: cartId }]]);
  return findCart(ctx, cartId)!;
}

/** Changes a line's quantity (0 removes it) or its variant. */
export function updateCartLineItem(
  ctx: ServiceContext,
  user: CartUser,
  cartId: string,
  lineItemId: string,
  input: LineItemInput,
): { cart: CartRow | null; deletedCartId: string | null } {
  if (input.quantity === 0) return deleteCartLineItem(ctx, user, cartId, lineItemId);
  ctx.db.transaction(() => {
    const cart = cartFor(ctx, cartId, user);
    const item = cartItems(ctx, cart.id).find((i) => i.id === lineItemId);
    if (!item) throw notFound(`Line item ${lineItemId}`);
    const productId = input.productId || item.product_id;
    // A quantity change names the product but need not restate its variant or options:
    // the line keeps the variant it has (and its own price and name, unless new ones come).
    const keepsVariant =
      productId === item.product_id && !input.variantId && !input.selectedOptions?.length;
    const line = resolveLine(ctx, {
      ...input,
      productId,
      ...(keepsVariant ? { variantId: item.variant_id } : {}),
    });
    checkPurchasable(ctx, line.variantId, line.quantity);
    ctx.db
      .prepare(
        'UPDATE cart_items SET product_id = ?, variant_id = ?, quantity = ?, list_price = ?, name = ? WHERE id = ?',
      )
      .run(
        line.productId,
        line.variantId,
        line.quantity,
        input.listPriceCents === undefined ? item.list_price : line.listPrice,
        input.name === undefined ? item.name : line.name,
        item.id,
      );
    touchCart(ctx, cart.id);
  })();
  publishCartEvents(ctx, [
    ['store/cart/lineItem/updated', { type: 'cart_line_item', id: lineItemId, cartId }],
    ['store/cart/updated', { type: 'cart', id: cartId }],
  ]);
  return { cart: findCart(ctx, cartId)!, deletedCartId: null };
}

/** Changes a custom item or gift certificate (management API): its new contents replace it. */
export function updateCartExtraItem(
  ctx: ServiceContext,
  cartId: string,
  itemId: string,
  input: ExtraItemInput,
): CartRow {
  checkQuantity(input.quantity);
  ctx.db.transaction(() => {
    const cart = cartFor(ctx, cartId, MERCHANT);
    const item = cartExtraItems(ctx, cart.id).find((i) => i.id === itemId);
    if (!item) throw notFound(`Line item ${itemId}`);
    if (item.kind !== input.kind)
      throw unprocessable(
        `Line item ${itemId} is a ${item.kind.replace('_', ' ')}; send it as one.`,
      );
    ctx.db
      .prepare(
        'UPDATE cart_extra_items SET name = ?, sku = ?, quantity = ?, amount = ?, details = ? WHERE id = ?',
      )
      .run(
        input.name,
        input.sku,
        input.quantity,
        input.unitCents,
        JSON.stringify(input.details),
        itemId,
      );
    touchCart(ctx, cart.id);
  })();
  publishCartEvents(ctx, [
    ['store/cart/lineItem/updated', { type: 'cart_line_item', id: itemId, cartId }],
    ['store/cart/updated', { type: 'cart', id: cartId }],
  ]);
  return findCart(ctx, cartId)!;
}

/** Removes a line (of any kind); removing the last one deletes the cart, as the real service does. */
export function deleteCartLineItem(
  ctx: ServiceContext,
  user: CartUser,
  cartId: string,
  lineItemId: string,
): { cart: CartRow | null; deletedCartId: string | null } {
  const emptied = ctx.db.transaction(() => {
    const cart = cartFor(ctx, cartId, user);
    const ids = [...cartItems(ctx, cart.id), ...cartExtraItems(ctx, cart.id)].map((i) => i.id);
    if (!ids.includes(lineItemId)) throw notFound(`Line item ${lineItemId}`);
    ctx.db.prepare('DELETE FROM cart_items WHERE id = ?').run(lineItemId);
    ctx.db.prepare('DELETE FROM cart_extra_items WHERE id = ?').run(lineItemId);
    if (ids.length === 1) {
      ctx.db
        .prepare(`UPDATE carts SET status = 'deleted', updated_at = ? WHERE id = ?`)
        .run(ctx.clock.now(), cart.id);
      return true;
    }
    touchCart(ctx, cart.id);
    return false;
  })();
  publishCartEvents(ctx, [
    ['store/cart/lineItem/deleted', { type: 'cart_line_item', id: lineItemId, cartId }],
    emptied
      ? ['store/cart/deleted', { type: 'cart', id: cartId }]
      : ['store/cart/updated', { type: 'cart', id: cartId }],
  ]);
  return emptied
    ? { cart: null, deletedCartId: cartId }
    : { cart: findCart(ctx, cartId)!, deletedCartId: null };
}

export function deleteCart(ctx: ServiceContext, user: CartUser, cartId: string): void {
  const cart = cartFor(ctx, cartId, user);
  ctx.db
    .prepare(`UPDATE carts SET status = 'deleted', updated_at = ? WHERE id = ?`)
    .run(ctx.clock.now(), cart.id);
  publishCartEvents(ctx, [['store/cart/deleted', { type: 'cart', id: cartId }]]);
}

/**
 * Reprices a cart in another currency of its channel that carts can be in; its lines keep
 * their quantities and are priced again (the cart view converts the store's prices).
 */
export function setCartCurrency(
  ctx: ServiceContext,
  user: CartUser,
  cartId: string,
  code: string,
  field: string,
): CartRow {
  const cart = cartFor(ctx, cartId, user);
  const currency = channelCurrency(ctx, cart.channel_id, code, { use: 'transaction', field });
  if (cart.currency === currency.code) return cart;
  return changeCartSetting(ctx, cart, 'currency', currency.code);
}

/**
 * `updateCartLocale`: the cart speaks another of its channel's languages (the shopper
 * switched), so the hosted checkout and the store's e-mails about it do too. A language
 * the channel does not offer is refused with the ones it does.
 */
export function setCartLocale(
  ctx: ServiceContext,
  user: CartUser,
  cartId: string,
  code: string,
  field: string,
): CartRow {
  const cart = cartFor(ctx, cartId, user);
  const locale = offeredLocale(ctx, cart.channel_id, code);
  if (!locale) {
    const offered = localesOf(ctx, cart.channel_id).map((l) => l.code);
    throw unprocessable(
      `${field}: "${code.slice(0, 20)}" is not a language of this channel; use one of ${offered.join(', ')}.`,
    );
  }
  if (cart.locale === locale) return cart;
  return changeCartSetting(ctx, cart, 'locale', locale);
}

/** A cart's currency or language changed: saved, the cart touched, `store/cart/updated` sent. */
function changeCartSetting(
  ctx: ServiceContext,
  cart: CartRow,
  column: 'currency' | 'locale',
  value: string,
): CartRow {
  ctx.db.prepare(`UPDATE carts SET ${column} = ? WHERE id = ?`).run(value, cart.id);
  touchCart(ctx, cart.id);
  publishCartEvents(ctx, [['store/cart/updated', { type: 'cart', id: cart.id }]]);
  return findCart(ctx, cart.id)!;
}

/**
 * Gives a guest cart to a customer (on sign-in). A cart already theirs is left as is; a
 * cart of another customer is "not found".
 */
export function assignCartToCustomer(
  ctx: ServiceContext,
  channelId: number,
  cartId: string,
  customerId: number,
): CartRow {
  const cart = cartFor(ctx, cartId, { channelId, customerId });
  if (cart.customer_id === customerId) return cart;
  return setCartCustomer(ctx, cart, customerId);
}

/**
 * `PUT /v3/carts/{id}`: the merchant gives a cart to a customer (or, with 0, makes it a
 * guest cart again). An unknown customer is refused.
 */
export function changeCartCustomer(
  ctx: ServiceContext,
  cartId: string,
  customerId: number,
): CartRow {
  const cart = cartFor(ctx, cartId, MERCHANT);
  if (customerId && !findCustomer(ctx, customerId))
    throw unprocessable(`Customer ${customerId} does not exist.`, {
      customer_id: 'no such customer (0 makes it a guest cart)',
    });
  if ((cart.customer_id ?? 0) === customerId) return cart;
  return setCartCustomer(ctx, cart, customerId || null);
}

function setCartCustomer(ctx: ServiceContext, cart: CartRow, customerId: number | null): CartRow {
  const email = customerId ? (findCustomer(ctx, customerId)?.email ?? null) : null;
  ctx.db
    .prepare('UPDATE carts SET customer_id = ?, email = COALESCE(?, email) WHERE id = ?')
    .run(customerId, email, cart.id);
  touchCart(ctx, cart.id);
  publishCartEvents(ctx, [['store/cart/updated', { type: 'cart', id: cart.id }]]);
  return findCart(ctx, cart.id)!;
}
