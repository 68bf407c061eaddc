import type { Order } from '@/lib/data/orders';

/** Every item of an order, across its shipping consignments. */
export function orderLines(order: Order) {
  return (order.consignments?.shipping?.edges ?? []).flatMap(
    ({ node }) => node.lineItems.edges?.map((edge) => edge.node) ?? [],
  );
}

/** The shipping addresses of an order, one per consignment. */
export function shippingAddresses(order: Order) {
  return (order.consignments?.shipping?.edges ?? []).map(({ node }) => node.shippingAddress);
}

/**
 * How many of each item can still be returned: bought, less what was refunded and what
 * earlier return requests already asked for.
 */
export function returnableQuantities(order: Order): Map<number, number> {
  const requested = new Map<number, number>();
  for (const request of order.returns) {
    for (const item of request.items)
      requested.set(item.lineItemId, (requested.get(item.lineItemId) ?? 0) + item.quantity);
  }
  return new Map(
    orderLines(order).map((line) => [
      line.entityId,
      Math.max(0, line.quantity - line.refundedQuantity - (requested.get(line.entityId) ?? 0)),
    ]),
  );
}

/** The items of an order as the return form offers them: how many were bought, how many can go back. */
export function returnableItems(order: Order) {
  const returnable = returnableQuantities(order);
  return orderLines(order).map((line) => ({
    lineItemId: line.entityId,
    name: line.name,
    options: line.productOptions.map((option) => `${option.name}: ${option.value}`).join(', '),
    bought: line.quantity,
    returnable: returnable.get(line.entityId) ?? 0,
  }));
}
