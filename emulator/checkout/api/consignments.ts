import { randomUUID } from 'node:crypto';
import { type CartView, parcelOf } from '../../carts';
import { type ServiceContext } from '../../core';
import { notFound, unprocessable } from '../../http';
import { type Parcel, type ShippingQuote, shippingQuotes } from '../../shipping';
import { type ConsignmentAddress, type ConsignmentChange, destinationOf } from './inputs';

/**
 * A checkout's consignments: which of its cart's physical lines go to which address, and
 * by which shipping option (a method of the address's shipping zone, quoted on the
 * consignment's items) or a custom shipping price the merchant sets. A line ships whole,
 * in one consignment; naming it in another moves it there.
 */
export const consignmentsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS checkout_consignments (
    id TEXT PRIMARY KEY,
    cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    address TEXT NOT NULL,
    line_item_ids TEXT NOT NULL,
    shipping_option_id TEXT,
    -- JSON {"price": cents, "description": text}: a price the merchant set instead of an option
    custom_shipping TEXT,
    seq INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS checkout_consignments_cart ON checkout_consignments (cart_id, seq);
`;

interface ConsignmentRow {
  id: string;
  cart_id: string;
  address: string;
  line_item_ids: string;
  shipping_option_id: string | null;
  custom_shipping: string | null;
  seq: number;
}

export interface Consignment {
  id: string;
  address: ConsignmentAddress & { id: string };
  lineItemIds: string[];
  /** Quotes of the store's methods for this consignment's items. */
  options: ShippingQuote[];
  /** The chosen option, or the merchant's custom shipping; null until one is chosen. */
  selected: {
    id: string;
    name: string;
    description: string;
    costCents: number;
    transitTime: string;
    custom: boolean;
  } | null;
}

const rowsOf = (ctx: ServiceContext, cartId: string) =>
  ctx.db
    .prepare('SELECT * FROM checkout_consignments WHERE cart_id = ? ORDER BY seq')
    .all(cartId) as ConsignmentRow[];

/** The consignment's items as shipping quotes them. */
const parcelOfLines = (view: CartView, lineIds: readonly string[]): Parcel => ({
  ...parcelOf(view.items.filter((i) => lineIds.includes(i.id))),
  currency: view.currency,
});

/** What the options of an address are quoted on: the consignment's items. */
function quotesFor(
  ctx: ServiceContext,
  view: CartView,
  address: ConsignmentAddress,
  lineIds: readonly string[],
): ShippingQuote[] {
  return shippingQuotes(ctx, destinationOf(address), parcelOfLines(view, lineIds));
}

function consignmentOf(ctx: ServiceContext, view: CartView, row: ConsignmentRow): Consignment {
  const lineItemIds = JSON.parse(row.line_item_ids) as string[];
  const address = JSON.parse(row.address) as Consignment['address'];
  const options = quotesFor(ctx, view, address, lineItemIds);
  const custom = row.custom_shipping
    ? (JSON.parse(row.custom_shipping) as { price: number; description?: string })
    : null;
  const option = options.find((o) => o.methodId === row.shipping_option_id);
  const selected = custom
    ? {
        id: 'custom',
        name: 'Custom shipping',
        description: custom.description ?? 'Custom shipping',
        costCents: custom.price,
        transitTime: '',
        custom: true,
      }
    : option
      ? {
          id: option.methodId,
          name: option.name,
          description: option.name,
          costCents: option.costCents,
          transitTime: option.delivery,
          custom: false,
        }
      : null;
  return { id: row.id, address, lineItemIds, options, selected };
}

export const consignmentsOf = (ctx: ServiceContext, view: CartView): Consignment[] =>
  rowsOf(ctx, view.cart.id).map((row) => consignmentOf(ctx, view, row));

/**
 * Checks that `lines` name physical lines of the cart, each with its whole quantity, and
 * answers their ids.
 */
function checkedLineIds(
  view: CartView,
  lines: ReadonlyArray<{ item_id: string; quantity: number }>,
): string[] {
  lines.forEach((line, i) => {
    const item = view.items.find((it) => it.id === line.item_id);
    if (!item)
      throw unprocessable(`Line ${line.item_id} is not a line of this checkout.`, {
        [`line_items.${i}.item_id`]: 'not a line of this cart',
      });
    if (item.product.type !== 'physical')
      throw unprocessable(`${item.name} is digital: it needs no shipping.`, {
        [`line_items.${i}.item_id`]: 'not a physical line',
      });
    if (line.quantity !== item.quantity) {
      throw unprocessable(
        `This store ships a line in one consignment: send all ${item.quantity} of ${item.name}.`,
        { [`line_items.${i}.quantity`]: `must be ${item.quantity}` },
      );
    }
  });
  return [...new Set(lines.map((l) => l.item_id))];
}

/** Takes lines out of the cart's other consignments; consignments left empty go. */
function releaseLines(
  ctx: ServiceContext,
  cartId: string,
  lineIds: readonly string[],
  except?: string,
): void {
  for (const row of rowsOf(ctx, cartId)) {
    if (row.id === except) continue;
    const kept = (JSON.parse(row.line_item_ids) as string[]).filter((id) => !lineIds.includes(id));
    if (!kept.length) ctx.db.prepare('DELETE FROM checkout_consignments WHERE id = ?').run(row.id);
    else
      ctx.db
        .prepare('UPDATE checkout_consignments SET line_item_ids = ? WHERE id = ?')
        .run(JSON.stringify(kept), row.id);
  }
}

const NO_PICKUP = 'This store has no pickup methods: ship the items to an address instead.';

/** Adds consignments (inside the caller's transaction). */
export function addConsignments(
  ctx: ServiceContext,
  view: CartView,
  consignments: ReadonlyArray<{
    address?: ConsignmentAddress;
    line_items: ReadonlyArray<{ item_id: string; quantity: number }>;
    pickup_option?: unknown;
  }>,
): void {
  consignments.forEach((consignment, i) => {
    if (consignment.pickup_option)
      throw unprocessable(NO_PICKUP, { [`${i}.pickup_option`]: 'no pickup methods' });
    const address = consignment.address;
    if (!address)
      throw unprocessable('A consignment needs the address its items ship to.', {
        [`${i}.address`]: 'is required',
      });
    const lineIds = checkedLineIds(view, consignment.line_items);
    releaseLines(ctx, view.cart.id, lineIds);
    const { next } = ctx.db
      .prepare(
        'SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM checkout_consignments WHERE cart_id = ?',
      )
      .get(view.cart.id) as { next: number };
    const id = randomUUID().replace(/-/g, '').slice(0, 13);
    ctx.db
      .prepare(
        'INSERT INTO checkout_consignments (id, cart_id, address, line_item_ids, seq) VALUES (?, ?, ?, ?, ?)',
      )
      .run(id, view.cart.id, JSON.stringify({ ...address, id }), JSON.stringify(lineIds), next);
  });
}

export function findConsignment(
  ctx: ServiceContext,
  view: CartView,
  consignmentId: string,
): Consignment {
  const row = rowsOf(ctx, view.cart.id).find((r) => r.id === consignmentId);
  if (!row) throw notFound(`Consignment ${consignmentId} of checkout ${view.cart.id}`);
  return consignmentOf(ctx, view, row);
}

/**
 * Changes a consignment (inside the caller's transaction): its address, its lines (moved
 * from other consignments), its shipping option (one it was quoted) or a custom price.
 * A new address or new lines drop the chosen option: its quote may no longer hold.
 */
export function updateConsignment(
  ctx: ServiceContext,
  view: CartView,
  consignmentId: string,
  change: ConsignmentChange,
): void {
  const current = findConsignment(ctx, view, consignmentId);
  if (change.pickup_option) throw unprocessable(NO_PICKUP, { pickup_option: 'no pickup methods' });
  const lineIds = change.line_items ? checkedLineIds(view, change.line_items) : current.lineItemIds;
  if (change.line_items) releaseLines(ctx, view.cart.id, lineIds, consignmentId);
  const address = change.address ? { ...change.address, id: consignmentId } : current.address;
  const moved = Boolean(change.address || change.line_items);
  let optionId = moved ? null : current.selected?.custom ? null : (current.selected?.id ?? null);
  let custom: string | null =
    moved || !current.selected?.custom
      ? null
      : JSON.stringify({
          price: current.selected.costCents,
          description: current.selected.description,
        });
  if (change.shipping_option_id !== undefined) {
    const options = quotesFor(ctx, view, address, lineIds);
    const option = options.find((o) => o.methodId === change.shipping_option_id);
    if (!option) {
      const offered = options.length
        ? `choose one of ${options.map((o) => o.methodId).join(', ')}`
        : 'the store does not ship to its address';
      throw unprocessable(
        `Shipping option ${change.shipping_option_id} is not available for this consignment; ${offered}.`,
        {
          shipping_option_id: 'not an available shipping option',
        },
      );
    }
    optionId = option.methodId;
    custom = null;
  }
  if (change.custom_shipping) {
    optionId = null;
    custom = JSON.stringify({
      price: change.custom_shipping.price,
      description: change.custom_shipping.description,
    });
  }
  ctx.db
    .prepare(
      'UPDATE checkout_consignments SET address = ?, line_item_ids = ?, shipping_option_id = ?, custom_shipping = ? WHERE id = ?',
    )
    .run(JSON.stringify(address), JSON.stringify(lineIds), optionId, custom, consignmentId);
}

export function deleteConsignment(
  ctx: ServiceContext,
  view: CartView,
  consignmentId: string,
): void {
  findConsignment(ctx, view, consignmentId);
  ctx.db.prepare('DELETE FROM checkout_consignments WHERE id = ?').run(consignmentId);
}

/** Drops lines that left the cart from its consignments (a cart changed after they were made). */
export function pruneConsignments(ctx: ServiceContext, view: CartView): void {
  const live = new Set(view.items.map((i) => i.id));
  releaseLines(
    ctx,
    view.cart.id,
    rowsOf(ctx, view.cart.id).flatMap((row) =>
      (JSON.parse(row.line_item_ids) as string[]).filter((id) => !live.has(id)),
    ),
  );
}
