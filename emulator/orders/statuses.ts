/**
 * The order statuses of the v2 orders interface (id and name) and the storefront
 * GraphQL enum value each maps to.
 */
export const ORDER_STATUSES = [
  { id: 0, name: 'Incomplete', value: 'INCOMPLETE' },
  { id: 1, name: 'Pending', value: 'PENDING' },
  { id: 2, name: 'Shipped', value: 'SHIPPED' },
  { id: 3, name: 'Partially Shipped', value: 'PARTIALLY_SHIPPED' },
  { id: 4, name: 'Refunded', value: 'REFUNDED' },
  { id: 5, name: 'Cancelled', value: 'CANCELLED' },
  { id: 6, name: 'Declined', value: 'DECLINED' },
  { id: 7, name: 'Awaiting Payment', value: 'AWAITING_PAYMENT' },
  { id: 8, name: 'Awaiting Pickup', value: 'AWAITING_PICKUP' },
  { id: 9, name: 'Awaiting Shipment', value: 'AWAITING_SHIPMENT' },
  { id: 10, name: 'Completed', value: 'COMPLETED' },
  { id: 11, name: 'Awaiting Fulfillment', value: 'AWAITING_FULFILLMENT' },
  { id: 12, name: 'Manual Verification Required', value: 'MANUAL_VERIFICATION_REQUIRED' },
  { id: 13, name: 'Disputed', value: 'DISPUTED' },
  { id: 14, name: 'Partially Refunded', value: 'PARTIALLY_REFUNDED' },
] as const;

export type OrderStatusId = (typeof ORDER_STATUSES)[number]['id'];
export type OrderStatusValue = (typeof ORDER_STATUSES)[number]['value'];

export const isOrderStatusId = (id: number): id is OrderStatusId =>
  ORDER_STATUSES.some((s) => s.id === id);

export function orderStatus(id: number): (typeof ORDER_STATUSES)[number] {
  return ORDER_STATUSES.find((s) => s.id === id) ?? ORDER_STATUSES[0];
}

export const statusIdOfValue = (value: string): OrderStatusId | undefined =>
  ORDER_STATUSES.find((s) => s.value === value)?.id;
