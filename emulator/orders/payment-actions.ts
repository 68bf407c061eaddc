import { type ServiceContext, toDollars } from '../core';
import { unprocessable } from '../http';
import { type RefundItemsBody } from './refund-request';
import { planRefund } from './refunds';
import { type OrderRecord } from './repository';
import {
  CARD_GATEWAY,
  type TransactionEvent,
  announceTransaction,
  purchaseOf,
  recordCardTransaction,
} from './transactions';

/**
 * Capturing and voiding an authorized card payment (`/v3/orders/{id}/payment_actions/
 * capture|void`), and quoting a refund. Only a payment made with the authorize-only test
 * card waits for either; anything else has nothing to capture or void (422).
 */
function settleAuthorization(
  ctx: ServiceContext,
  order: OrderRecord,
  event: Extract<TransactionEvent, 'capture' | 'void'>,
): void {
  const payment = purchaseOf(ctx, order.id);
  if (!payment || payment.charge.captured || order.payment_status !== 'authorized') {
    const what =
      order.payment_status === 'void'
        ? 'its payment was already voided'
        : payment
          ? 'its payment was already captured (refund it instead)'
          : 'it was not paid by card through the store';
    throw unprocessable(`Order ${order.id} has no authorized payment to ${event}: ${what}.`);
  }
  const transactionId = ctx.db.transaction(() => {
    const id = recordCardTransaction(ctx, {
      orderId: order.id,
      event,
      amountCents: order.total,
      currency: order.currency_code,
      charge: payment.charge,
      referenceId: payment.id,
    });
    ctx.db
      .prepare('UPDATE orders SET payment_status = ?, updated_at = ? WHERE id = ?')
      .run(event === 'capture' ? 'captured' : 'void', ctx.clock.now(), order.id);
    return id;
  })();
  announceTransaction(ctx, order.id, transactionId, event);
  ctx.events.publish('store/order/updated', { type: 'order', id: order.id });
}

export const captureOrderPayment = (ctx: ServiceContext, order: OrderRecord) =>
  settleAuthorization(ctx, order, 'capture');
export const voidOrderPayment = (ctx: ServiceContext, order: OrderRecord) =>
  settleAuthorization(ctx, order, 'void');

/** What a refund of these items would come to and how it could be paid back; nothing is written. */
export function quoteRefund(ctx: ServiceContext, orderId: number, body: RefundItemsBody) {
  const { order, total, tax } = planRefund(ctx, orderId, body);
  const method = purchaseOf(ctx, orderId)
    ? {
        provider_id: CARD_GATEWAY,
        provider_description: 'Credit card (test gateway)',
        offline: false,
      }
    : {
        provider_id: 'custom',
        provider_description: 'Custom refund (outside the store)',
        offline: true,
      };
  return {
    order_id: order.id,
    total_refund_amount: toDollars(total),
    total_refund_tax_amount: toDollars(tax),
    rounding: 0,
    adjustment: 0,
    tax_inclusive: false,
    // One way to pay it back: all of it to how the order was paid.
    refund_methods: [
      [
        {
          ...method,
          amount: toDollars(total),
          offline_provider: method.offline,
          offline_reason: method.offline ? 'The order was not paid through the store.' : '',
        },
      ],
    ],
  };
}
