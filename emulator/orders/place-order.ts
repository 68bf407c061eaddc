import { type PricingCurrency, adjustInventory, getBrand, variantImageOf } from '../catalog';
import { type CartRow, findCart, checkoutTotals, parcelOf } from '../carts';
import { type ServiceContext, STORE_CURRENCY, toCents } from '../core';
import { ApiError, notFound, unprocessable } from '../http';
import { notifyOrderPlaced, sendOrderConfirmation } from './confirmation-email';
import { recordCustomerMessage } from './messages';
import { subscribeFromOrder } from './newsletter';
import { type FeeBody } from './inputs';
import { recomputeTotals, replaceFees } from './fees';
import { type AppliedCoupon, recordOrderCoupons } from './coupons';
import {
  ORDER_COUPON_TYPE,
  countCouponUses,
  issueGiftCertificates,
  sendGiftCertificates,
  giftCertificatePayments,
  redeemGiftCertificates,
} from '../marketing';
import { type ShippingQuote, shippingQuote } from '../shipping';
import {
  type CustomLine,
  type OrderProductInput,
  type PricedLine,
  checkAvailable,
  contentsOfCart,
  linesOfProducts,
} from './order-lines';
import { type CardCharge, type PaymentInput, chargeCard } from './payments';
import { type OrderAddress, type OrderRecord, findOrder } from './repository';
import { type OrderStatusId } from './statuses';
import { type TransactionEvent, announceTransaction, recordCardTransaction } from './transactions';

export interface PlaceOrderInput {
  channelId: number;
  /** null (or 0) for a guest. A cart's own customer wins over this. */
  customerId: number | null;
  /** What is bought: a cart (which the order converts), or catalog and custom products (v2 API). */
  items:
    { cartId: string } | { products: readonly OrderProductInput[]; custom: readonly CustomLine[] };
  /** The merchant's fees (v2 API). */
  fees?: readonly FeeBody[];
  billingAddress: OrderAddress;
  shippingAddress: OrderAddress | null;
  /**
   * A shipping option (a method of the shipping address's zone), quoted on the cart's
   * items; or a name and cost the checkout already quoted or the merchant sets.
   */
  shipping: { methodId: string } | { name: string; costCents: number };
  payment: PaymentInput;
  /** Defaults: Awaiting Fulfillment for a paid checkout, Pending for the v2 API. */
  statusId?: OrderStatusId;
  customerMessage?: string;
  staffNotes?: string;
  /** The shopper asked for the newsletter. */
  newsletter?: boolean;
  /**
   * Where the order comes from: the hosted checkout (paid at once), the v3 checkouts
   * interface (placed unpaid, Incomplete, as a payment is taken elsewhere) or the v2
   * orders interface.
   */
  origin: OrderOrigin;
  ipAddress?: string;
}

export type OrderOrigin = 'checkout' | 'checkout_api' | 'api';

/** Per origin: the status an order starts in, its `order_source`, and whether the shopper's comment opens its messages. */
const ORIGINS: Record<
  OrderOrigin,
  { statusId: OrderStatusId; source: string; commentIsMessage: boolean }
> = {
  checkout: { statusId: 11, source: 'www', commentIsMessage: true },
  checkout_api: { statusId: 0, source: 'checkout_api', commentIsMessage: true },
  api: { statusId: 1, source: 'external', commentIsMessage: false },
};

const PAYMENT_METHOD_NAMES: Record<PaymentInput['kind'], string> = {
  card: 'Credit Card',
  test_gateway: 'Test Payment Gateway',
  gift_certificate: 'Gift Certificate',
  manual: 'Manual',
};

/** The option chosen, priced for the shipping address and the lines; refused when that address does not get it. */
function quotedShipping(
  ctx: ServiceContext,
  input: PlaceOrderInput,
  lines: readonly PricedLine[],
  methodId: string,
  currency: PricingCurrency,
): ShippingQuote {
  const to = input.shippingAddress ?? input.billingAddress;
  const parcel = { ...parcelOf(lines), currency };
  const quote = shippingQuote(
    ctx,
    { countryCode: to.country_iso2, state: to.state, postalCode: to.zip },
    parcel,
    methodId,
  );
  if (!quote)
    throw unprocessable(
      `The shipping method chosen is not offered for ${to.country || to.country_iso2}; choose another.`,
      { shipping_method: 'not offered for this address' },
    );
  return quote;
}

/** The cart to convert: it must still be active on this channel. */
function cartToConvert(ctx: ServiceContext, cartId: string, channelId: number): CartRow {
  const cart = findCart(ctx, cartId);
  if (!cart || cart.channel_id !== channelId) throw notFound(`Cart ${cartId}`);
  if (cart.status === 'converted') {
    throw new ApiError(
      410,
      `Cart ${cartId} was already turned into ${cart.order_id ? `order ${cart.order_id}` : 'an order'}.`,
    );
  }
  if (cart.status !== 'active')
    throw new ApiError(410, `Cart ${cartId} no longer exists: it was emptied or deleted.`);
  return cart;
}

function insertOrder(
  ctx: ServiceContext,
  input: PlaceOrderInput,
  values: {
    customerId: number;
    cartId: string | null;
    currency: PricingCurrency;
    subtotal: number;
    shippingCents: number;
    shippingName: string;
    charge: CardCharge | null;
  },
): number {
  const now = ctx.clock.now();
  const statusId = input.statusId ?? ORIGINS[input.origin].statusId;
  const paid = input.payment.kind !== 'manual';
  const info = ctx.db
    .prepare(
      `INSERT INTO orders (channel_id, customer_id, cart_id, status_id, subtotal, shipping, total, payment_method, payment_provider_id,
         payment_status, shipping_method, customer_message, staff_notes, billing_address, shipping_address, is_email_opt_in,
         order_source, ip_address, currency_code, currency_exchange_rate, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      input.channelId,
      values.customerId,
      values.cartId,
      statusId,
      values.subtotal,
      values.shippingCents,
      values.subtotal + values.shippingCents,
      input.payment.kind === 'manual'
        ? input.payment.method
        : PAYMENT_METHOD_NAMES[input.payment.kind],
      values.charge?.gatewayTransactionId ?? '',
      !paid ? '' : values.charge && !values.charge.captured ? 'authorized' : 'captured',
      values.shippingName,
      input.customerMessage ?? '',
      input.staffNotes ?? '',
      JSON.stringify(input.billingAddress),
      input.shippingAddress ? JSON.stringify(input.shippingAddress) : null,
      input.newsletter ? 1 : 0,
      ORIGINS[input.origin].source,
      input.ipAddress ?? '',
      values.currency.code,
      values.currency.exchangeRate,
      now,
      now,
    );
  return Number(info.lastInsertRowid);
}

const INSERT_ITEM = `INSERT INTO order_products (order_id, product_id, variant_id, name, sku, brand, type, quantity, base_price, price, total, options, image_url, tax)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** A custom product's (or gift certificate's) line: product 0, no variant, no stock. */
export function insertCustomItem(ctx: ServiceContext, orderId: number, line: CustomLine): void {
  ctx.db
    .prepare(INSERT_ITEM)
    .run(
      orderId,
      0,
      null,
      line.name,
      line.sku,
      '',
      line.type ?? 'physical',
      line.quantity,
      line.exTax,
      line.exTax,
      line.exTax * line.quantity,
      '[]',
      null,
      line.tax * line.quantity,
    );
}

export function insertItem(ctx: ServiceContext, orderId: number, line: PricedLine): void {
  const options = line.variant.option_values.map((ov) => ({
    display_name: ov.option_display_name,
    display_value: ov.label,
  }));
  ctx.db
    .prepare(INSERT_ITEM)
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
      variantImageOf(ctx, line.variant, line.product.name)?.url_thumbnail ?? null,
      line.taxCents ?? 0,
    );
}

/**
 * Places an order, for the hosted checkout and for `POST /v2/orders` alike. In one
 * database transaction: prices the lines, checks stock, charges a card (a decline leaves
 * nothing behind), writes the order and its products, takes the units out of stock and
 * marks a cart converted; gift certificates applied at the checkout pay first (their
 * balances go down) and gift certificates bought are issued; a checkout comment becomes
 * the order's first message. Only after
 * the commit does the world hear of it: the `store/cart/converted`, `store/order/created`,
 * `store/order/transaction/created` and `store/order/message/created` events, the confirmation e-mail (hosted
 * checkout only: orders made through the v2 interface send none, as with the real
 * service), the bought certificates' e-mails and the newsletter subscription.
 */
export function placeOrder(ctx: ServiceContext, input: PlaceOrderInput): OrderRecord {
  const cartId = 'cartId' in input.items ? input.items.cartId : null;
  const { orderId, messageId, transactionId, transactionEvent, issued } = ctx.db.transaction(() => {
    const cart = cartId ? cartToConvert(ctx, cartId, input.channelId) : null;
    const customerId = cart?.customer_id ?? input.customerId ?? 0;
    const contents = cart ? contentsOfCart(ctx, cart) : null;
    const lines =
      contents?.lines ??
      linesOfProducts(ctx, 'products' in input.items ? input.items.products : [], {
        channelId: input.channelId,
        customerId,
      });
    const custom = contents?.custom ?? ('custom' in input.items ? input.items.custom : []);
    if (!lines.length && !custom.length)
      throw unprocessable('There is nothing to order: the cart is empty.');
    checkAvailable(ctx, lines);

    const subtotal =
      lines.reduce((sum, line) => sum + toCents(line.price.extendedPrice), 0) +
      custom.reduce((sum, line) => sum + line.exTax * line.quantity, 0);
    // A cart's order is in the cart's currency; a v2 order in the store's.
    const currency = contents?.currency ?? {
      code: STORE_CURRENCY,
      exchangeRate: 1,
      decimalPlaces: 2,
    };
    const shipping =
      'methodId' in input.shipping
        ? quotedShipping(ctx, input, lines, input.shipping.methodId, currency)
        : input.shipping;
    const fees = contents?.fees ?? input.fees ?? [];
    const totals = contents ? checkoutTotals(ctx, contents.view, shipping) : null;
    const discount = totals?.discountCents ?? 0;
    const coupons: AppliedCoupon[] = totals?.coupon
      ? [
          {
            couponId: totals.coupon.id,
            code: totals.coupon.code,
            amount: totals.coupon.amount,
            type: ORDER_COUPON_TYPE[totals.coupon.type],
            discountCents: totals.couponCents,
          },
        ]
      : [];
    const total =
      subtotal -
      discount +
      shipping.costCents +
      fees.reduce((sum, fee) => sum + fee.cost_inc_tax, 0);
    // Gift certificates applied at the checkout pay first; a card pays what is left.
    const byCertificates = cart
      ? giftCertificatePayments(ctx, cart, total).reduce((sum, p) => sum + p.amountCents, 0)
      : 0;
    const due = total - byCertificates;
    const charge =
      input.payment.kind === 'card' && due > 0 ? chargeCard(input.payment.card, due) : null;
    const payment: PaymentInput =
      due === 0 && byCertificates > 0 ? { kind: 'gift_certificate' } : input.payment;

    const id = insertOrder(
      ctx,
      { ...input, payment },
      {
        customerId,
        cartId,
        currency,
        subtotal,
        shippingCents: shipping.costCents,
        shippingName: shipping.name,
        charge,
      },
    );
    for (const line of lines) {
      insertItem(ctx, id, line);
      adjustInventory(ctx, line.variant.id, -line.quantity);
    }
    for (const line of custom) insertCustomItem(ctx, id, line);
    replaceFees(ctx, id, fees);
    if (discount) ctx.db.prepare('UPDATE orders SET discount = ? WHERE id = ?').run(discount, id);
    // The shopper's language is the cart's: the confirmation e-mail and the order speak it.
    const cartLocale = cartId ? findCart(ctx, cartId)?.locale : undefined;
    if (cartLocale)
      ctx.db.prepare('UPDATE orders SET customer_locale = ? WHERE id = ?').run(cartLocale, id);
    recordOrderCoupons(ctx, id, coupons);
    countCouponUses(
      ctx,
      coupons.map((c) => c.couponId),
    );
    if (cart) redeemGiftCertificates(ctx, cart, id, total);
    // Gift certificates bought become certificates: active once paid (the hosted checkout), pending until then.
    const issued = issueGiftCertificates(
      ctx,
      { id, customerId, status: input.origin === 'checkout' ? 'active' : 'pending' },
      contents?.view.giftCertificates ?? [],
    );
    // Custom products, a merchant's own prices, discounts and fees change the money computed above.
    recomputeTotals(ctx, id);
    const event: TransactionEvent = charge?.captured === false ? 'authorization' : 'purchase';
    const transactionId = charge
      ? recordCardTransaction(ctx, {
          orderId: id,
          event,
          amountCents: due,
          currency: currency.code,
          charge,
        })
      : null;
    if (cart) {
      ctx.db
        .prepare(`UPDATE carts SET status = 'converted', order_id = ?, updated_at = ? WHERE id = ?`)
        .run(id, ctx.clock.now(), cart.id);
    }
    // A comment left at a checkout is also the first message of the order's conversation.
    const messageId = ORIGINS[input.origin].commentIsMessage
      ? recordCustomerMessage(ctx, { id, customerId }, input.customerMessage ?? '')
      : null;
    return { orderId: id, messageId, transactionId, transactionEvent: event, issued };
  })();

  const order = findOrder(ctx, orderId)!;
  if (cartId) ctx.events.publish('store/cart/converted', { type: 'cart', id: cartId, orderId });
  ctx.events.publish('store/order/created', { type: 'order', id: orderId });
  if (transactionId !== null) announceTransaction(ctx, orderId, transactionId, transactionEvent);
  if (messageId !== null)
    ctx.events.publish('store/order/message/created', {
      type: 'order',
      id: orderId,
      message: { order_message_id: messageId },
    });
  if (input.origin === 'checkout') sendOrderConfirmation(ctx, order);
  sendGiftCertificates(ctx, order.channel_id, issued);
  notifyOrderPlaced(ctx, order);
  if (input.newsletter) subscribeFromOrder(ctx, order);
  return order;
}
