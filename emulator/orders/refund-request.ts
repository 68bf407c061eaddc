import { z } from 'zod';
import { type ServiceContext, formatMoney, toCents, toDollars } from '../core';
import { unprocessable } from '../http';
import { shippingAddressIdOf } from './order-json';
import { type OrderRecord } from './repository';
import { CARD_GATEWAY, purchaseOf } from './transactions';

/** A refund request of the v3 interface, what each item of it is worth, and where the money goes. */

const reason = z.string().max(1000, 'must be at most 1000 characters');
const amount = z
  .number()
  .positive('must be more than 0')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'must have at most two decimals')
  .transform(toCents);

const refundItem = z.discriminatedUnion(
  'item_type',
  [
    z.object({
      item_type: z.literal('PRODUCT'),
      item_id: z.number().int(),
      quantity: z.number().int().min(1, 'must be at least 1'),
      reason: reason.optional(),
    }),
    z.object({
      item_type: z.enum(['ORDER', 'SHIPPING', 'FEE']),
      item_id: z.number().int(),
      amount,
      reason: reason.optional(),
    }),
  ],
  {
    error:
      'item_type must be PRODUCT (with quantity), ORDER, SHIPPING or FEE (with amount); the local store has no handling, tax or gift wrapping to refund',
  },
);

const money = z.number().min(0, 'must not be negative').transform(toCents);

export const refundItemsBody = z.object({
  items: z.array(refundItem).min(1, 'list at least one item to refund').max(100),
  reason: reason.optional(),
  /**
   * The merchant's own totals, which replace the computed ones (the items still say what
   * goes back, for quantities and the order's refunded lines).
   */
  merchant_calculated_override: z.object({ total_amount: money, total_tax: money }).optional(),
});
export type RefundItemsBody = z.output<typeof refundItemsBody>;

export const createRefundBody = refundItemsBody.extend({
  payments: z
    .array(
      z.object({
        provider_id: z.string().trim().min(1),
        amount: z.number().min(0).transform(toCents),
        offline: z.boolean().default(false),
      }),
    )
    .min(1)
    .optional(),
});
export type CreateRefundBody = z.output<typeof createRefundBody>;

export interface RefundedItem {
  item_type: 'PRODUCT' | 'ORDER' | 'SHIPPING' | 'FEE';
  item_id: number;
  reason: string;
  quantity: number | null;
  /** Cents. */
  amount: number;
}

/**
 * What each requested item is worth, checked against what is left to refund on the order
 * (`fees`: the order's fees, what a FEE item may give back).
 */
export function priceItems(
  order: OrderRecord,
  fees: ReadonlyArray<{ id: number; cost_inc_tax: number }>,
  body: RefundItemsBody,
): RefundedItem[] {
  const quantities = new Map<number, number>();
  return body.items.map((item, index) => {
    const field = `items.${index}`;
    const why = item.reason ?? body.reason ?? '';
    if (item.item_type === 'PRODUCT') {
      const line = order.items.find((l) => l.id === item.item_id);
      if (!line)
        throw unprocessable(`Order ${order.id} has no product line ${item.item_id}.`, {
          [`${field}.item_id`]: 'not an order product id of this order',
        });
      const asked = (quantities.get(line.id) ?? 0) + item.quantity;
      const left = line.quantity - line.quantity_refunded;
      if (asked > left) {
        throw unprocessable(`Only ${left} of ${line.name} can still be refunded.`, {
          [`${field}.quantity`]: `at most ${left}`,
        });
      }
      quantities.set(line.id, asked);
      return {
        item_type: 'PRODUCT',
        item_id: line.id,
        reason: why,
        quantity: item.quantity,
        amount: line.price * item.quantity,
      };
    }
    if (item.item_type === 'SHIPPING') {
      if (!order.shippingAddress || item.item_id !== shippingAddressIdOf(order)) {
        throw unprocessable(`Order ${order.id} has no shipping address ${item.item_id}.`, {
          [`${field}.item_id`]: 'not the shipping address id of this order',
        });
      }
      if (item.amount > order.shipping) {
        throw unprocessable(`Shipping on order ${order.id} cost ${formatMoney(order.shipping)}.`, {
          [`${field}.amount`]: `at most ${toDollars(order.shipping)}`,
        });
      }
    } else if (item.item_type === 'FEE') {
      const fee = fees.find((f) => f.id === item.item_id);
      if (!fee)
        throw unprocessable(`Order ${order.id} has no fee ${item.item_id}.`, {
          [`${field}.item_id`]: 'not a fee of this order (see GET /v2/orders/{id}/fees)',
        });
      if (item.amount > fee.cost_inc_tax) {
        throw unprocessable(
          `Fee ${fee.id} of order ${order.id} cost ${formatMoney(fee.cost_inc_tax)}.`,
          { [`${field}.amount`]: `at most ${toDollars(fee.cost_inc_tax)}` },
        );
      }
    } else if (item.item_id !== order.id) {
      throw unprocessable(`An ORDER refund item names the order itself (${order.id}).`, {
        [`${field}.item_id`]: `must be ${order.id}`,
      });
    }
    return {
      item_type: item.item_type,
      item_id: item.item_id,
      reason: why,
      quantity: null,
      amount: item.amount,
    };
  });
}

/** Where the money goes back: as asked (adding up to the refund), else to how the order was paid. */
export function paymentsFor(
  ctx: ServiceContext,
  order: OrderRecord,
  body: CreateRefundBody,
  total: number,
) {
  if (body.payments) {
    const sum = body.payments.reduce((s, p) => s + p.amount, 0);
    if (sum !== total) {
      throw unprocessable(
        `The payments add up to ${formatMoney(sum)} but the items come to ${formatMoney(total)}.`,
        { payments: `must add up to ${toDollars(total)}` },
      );
    }
    if (order.customer_id === 0 && body.payments.some((p) => p.provider_id === 'storecredit')) {
      throw unprocessable('A guest has no store credit to refund to.', {
        payments: 'storecredit needs a customer order',
      });
    }
    return body.payments;
  }
  const card = purchaseOf(ctx, order.id);
  if (card) return [{ provider_id: CARD_GATEWAY, amount: total, offline: false }];
  if (order.payment_method === 'Test Payment Gateway')
    return [{ provider_id: 'testgateway', amount: total, offline: false }];
  return [{ provider_id: 'custom', amount: total, offline: true }];
}
