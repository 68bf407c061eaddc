import { ORDER_STATUSES, type OrderStatusId } from './statuses';

/**
 * What the v2 interface tells about each order status besides its name: a sentence for
 * the merchant and the place the control panel lists it in (`order` / `sort_order`),
 * which follows an order's usual life rather than the ids.
 */
const DETAILS: Record<OrderStatusId, { description: string; position: number }> = {
  0: { description: 'The shopper reached payment but did not finish paying.', position: 0 },
  1: { description: 'The order was started but checkout was not completed.', position: 1 },
  7: { description: 'Checkout is complete; the payment is not confirmed yet.', position: 2 },
  11: { description: 'Paid and confirmed; the order is waiting to be packed.', position: 3 },
  9: { description: 'Packed and waiting for the carrier to collect it.', position: 4 },
  8: { description: 'Packed and waiting for the shopper to pick it up.', position: 5 },
  3: { description: 'Some of the items have shipped, the rest will follow.', position: 6 },
  10: {
    description: 'Fulfilled, for example digital goods made available to download.',
    position: 7,
  },
  2: { description: 'Every item has shipped; delivery is not confirmed.', position: 8 },
  5: { description: 'The merchant cancelled the order.', position: 9 },
  6: {
    description: 'The merchant declined the order, for example for lack of payment.',
    position: 10,
  },
  4: { description: 'The whole order was refunded.', position: 11 },
  13: { description: 'The shopper disputes the payment.', position: 12 },
  12: { description: 'On hold until the merchant checks something by hand.', position: 13 },
  14: { description: 'Part of the order was refunded.', position: 14 },
};

/** The order status object of the v2 interface. */
export function orderStatusJson(id: OrderStatusId) {
  const status = ORDER_STATUSES.find((s) => s.id === id)!;
  const { description, position } = DETAILS[id];
  return {
    id,
    name: status.name,
    system_label: status.name,
    custom_label: status.name,
    system_description: description,
    order: position,
  };
}

/** Every status, in the control panel's order. */
export const orderStatusesInDisplayOrder = (): OrderStatusId[] =>
  ORDER_STATUSES.map((s) => s.id).sort((a, b) => DETAILS[a].position - DETAILS[b].position);
