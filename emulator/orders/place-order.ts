import { adjustInventory, getBrand, primaryImageOf } from '../catalog';
import { type CartRow, findCart } from '../carts/repository';
import { type ServiceContext } from '../context';
import { ApiError, notFound, unprocessable } from '../http/errors';
import { sendOrderConfirmation } from './confirmation-email';
import { recordCustomerMessage } from './messages';
import { toCents } from '../money';
import { subscribeFromOrder } from './newsletter';
import { type OrderProductInput, type PricedLine, checkAvailable, linesOfCart, linesOfProducts } from './order-lines';
import { type CardCharge, type PaymentInput, chargeCard } from './payments';
import { type OrderAddress, type OrderRecord, findOrder } from './repository';
import { type ShippingMethodId, quoteShipping } from './shipping';
import { type OrderStatusId } from './statuses';
import { announceTransaction, recordCardTransaction } from './transactions';

export interface PlaceOrderInput {
  channelId: number;
  /** null (or 0) for a guest. A cart's own customer wins over this. */
  customerId: number | null;
  /** What is bought: a cart (which the order converts) or catalog products (v2 API). */
  items: { cartId: string } | { products: readonly OrderProductInput[] };
  billingAddress: OrderAddress;
  shippingAddress: OrderAddress | null;
  /** A method of the shipping table, priced from it; or a name and cost the merchant sets (v2 API). */
  shipping: { methodId: ShippingMethodId } | { name: string; costCents: number };
  payment: PaymentInput;
  /** Defaults: Awaiting Fulfillment for a paid checkout, Pending for the v2 API. */
  statusId?: OrderStatusId;
  customerMessage?: string;
  staffNotes?: string;
  /** The shopper asked for the newsletter. */
  newsletter?: boolean;
  /** Where the order comes from: the hosted checkout or the v2 orders interface. */
  origin: 'checkout' | 'api';
  ipAddress?: string;
}

const PAYMENT_METHOD_NAMES: Record<PaymentInput['kind'], string> = {
  card: 'Credit Card',
  test_gateway: 'Test Payment Gateway',
  manual: 'Manual',
};

/** The cart to convert: it must still be active on this channel. */
function cartToConvert(ctx: ServiceContext, cartId: string, channelId: number): CartRow {
  const cart = findCart(ctx, cartId);
  if (!cart || cart.channel_id !== channelId) throw notFound(`Cart ${cartId}`);
  if (cart.status === 'converted') {
    throw new ApiError(410, `Cart ${cartId} was already turned into ${cart.order_id ? `order ${cart.order_id}` : 'an order'}.`);
  }
  if (cart.status !== 'active') throw new ApiError(410, `Cart ${cartId} no longer exists: it was emptied or deleted.`);
  return cart;
}

function insertOrder(
  ctx: ServiceContext,
  input: PlaceOrderInput,
  values: { customerId: number; cartId: string | null; subtotal: number; shippingCents: number; shippingName: string; charge: CardCharge | null },
): number {
  const now = ctx.clock.now();
  const statusId = input.statusId ?? (input.origin === 'checkout' ? 11 : 1);
  const paid = input.payment.kind !== 'manual';
  const info = ctx.db
    .prepare(
      `INSERT INTO orders (channel_id, customer_id, cart_id, status_id, subtotal, shipping, total, payment_method, payment_provider_id,
         payment_status, shipping_method, customer_message, staff_notes, billing_address, shipping_address, is_email_opt_in,
         order_source, ip_address, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      input.channelId,
      values.customerId,
      values.cartId,
      statusId,
      values.subtotal,
      values.shippingCents,
      values.subtotal + values.shippingCents,
      input.payment.kind === 'manual' ? input.payment.method : PAYMENT_METHOD_NAMES[input.payment.kind],
      values.charge?.gatewayTransactionId ?? '',
      paid ? 'captured' : '',
      values.shippingName,
      input.customerMessage ?? '',
      input.staffNotes ?? '',
      JSON.stringify(input.billingAddress),
      input.shippingAddress ? JSON.stringify(input.shippingAddress) : null,
      input.newsletter ? 1 : 0,
      input.origin === 'checkout' ? 'www' : 'external',
      input.ipAddress ?? '',
      now,
      now,
    );
  return Number(info.lastInsertRowid);
}

function insertItem(ctx: ServiceContext, orderId: number, line: PricedLine): void {
  const options = line.variant.option_values.map((ov) => ({ display_name: ov.option_display_name, display_value: ov.label }));
  ctx.db
    .prepare(
      `INSERT INTO order_products (order_id, product_id, variant_id, name, sku, brand, type, quantity, base_price, price, total, options, image_url)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      orderId,
      line.product.id,
      line.variant.id,
      line.product.name,
      line.variant.sku,
      line.product.brand_id ? (getBrand(ctx, line.product.brand_id)?.name ?? '') : '',
      line.product.type,
      line.quantity,
      toCents(line.price.basePrice),
      toCents(line.price.unitPrice),
      toCents(line.price.extendedPrice),
      JSON.stringify(options),
      primaryImageOf(ctx, line.product.id)?.url_thumbnail ?? null,
    );
}

/**
 * Places an order, for the hosted checkout and for `POST /v2/orders` alike. In one
 * database transaction: prices the lines, checks stock, charges a card (a decline leaves
 * nothing behind), writes the order and its products, takes the units out of stock and
 * marks a cart converted; a checkout comment becomes the order's first message. Only after
 * the commit does the world hear of it: the `store/cart/converted`, `store/order/created`,
 * `store/order/transaction/created` and `store/order/message/created` events, the confirmation e-mail (hosted
 * checkout only: orders made through the v2 interface send none, as with the real
 * service) and the newsletter subscription.
 */
export function placeOrder(ctx: ServiceContext, input: PlaceOrderInput): OrderRecord {
  const cartId = 'cartId' in input.items ? input.items.cartId : null;
  const { orderId, messageId, transactionId } = ctx.db.transaction(() => {
    const cart = cartId ? cartToConvert(ctx, cartId, input.channelId) : null;
    const customerId = cart?.customer_id ?? input.customerId ?? 0;
    const lines = cart ? linesOfCart(ctx, cart) : linesOfProducts(ctx, 'products' in input.items ? input.items.products : [], { channelId: input.channelId, customerId });
    if (!lines.length) throw unprocessable('There is nothing to order: the cart is empty.');
    checkAvailable(ctx, lines);

    const subtotal = lines.reduce((sum, line) => sum + toCents(line.price.extendedPrice), 0);
    const shipping = 'methodId' in input.shipping ? quoteShipping(input.shipping.methodId, subtotal) : input.shipping;
    const total = subtotal + shipping.costCents;
    const charge = input.payment.kind === 'card' ? chargeCard(input.payment.card, total) : null;

    const id = insertOrder(ctx, input, { customerId, cartId, subtotal, shippingCents: shipping.costCents, shippingName: shipping.name, charge });
    for (const line of lines) {
      insertItem(ctx, id, line);
      adjustInventory(ctx, line.variant.id, -line.quantity);
    }
    const transactionId = charge ? recordCardTransaction(ctx, { orderId: id, event: 'purchase', amountCents: total, currency: 'USD', charge }) : null;
    if (cart) {
      ctx.db.prepare(`UPDATE carts SET status = 'converted', order_id = ?, updated_at = ? WHERE id = ?`).run(id, ctx.clock.now(), cart.id);
    }
    // A comment left at the hosted checkout is also the first message of the order's conversation.
    const messageId = input.origin === 'checkout' ? recordCustomerMessage(ctx, { id, customerId }, input.customerMessage ?? '') : null;
    return { orderId: id, messageId, transactionId };
  })();

  const order = findOrder(ctx, orderId)!;
  if (cartId) ctx.events.publish('store/cart/converted', { type: 'cart', id: cartId, orderId });
  ctx.events.publish('store/order/created', { type: 'order', id: orderId });
  if (transactionId !== null) announceTransaction(ctx, orderId, transactionId, 'purchase');
  if (messageId !== null) ctx.events.publish('store/order/message/created', { type: 'order', id: orderId, message: { order_message_id: messageId } });
  if (input.origin === 'checkout') sendOrderConfirmation(ctx, order);
  if (input.newsletter) subscribeFromOrder(ctx, order);
  return order;
}
