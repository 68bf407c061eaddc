import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { z } from 'zod';
import { CustomerOrdersDocument, OrderPageDocument } from '@/graphql/generated/operations';
import { cacheTags } from '../shared/cache-tags.mjs';
import { createOrderMetafield } from '../store/management/orders';
import { StoreInputError } from '../store/errors';
import { storefrontQuery } from '../store/graphql';
import { storeApi } from '../store/management-client';

/** Order metafield namespace where this storefront keeps the return requests shoppers start. */
const RETURNS_NAMESPACE = 'storefront.returns';

export const RETURN_REASONS = [
  'Damaged or defective',
  'Wrong item received',
  'No longer needed',
  'Does not fit',
  'Other',
] as const;

const returnRequest = z.object({
  reason: z.enum(RETURN_REASONS),
  comments: z.string().max(1000),
  items: z
    .array(
      z.object({
        lineItemId: z.number().int(),
        name: z.string(),
        quantity: z.number().int().positive(),
      }),
    )
    .min(1),
  requestedAt: z.string(),
});
export type ReturnRequest = z.infer<typeof returnRequest>;

/**
 * One order of the signed-in customer, with the returns started for it. Cached per order
 * and customer; the store answers null for another customer's order.
 */
export async function getOrder(orderId: number, customerId: number) {
  'use cache';
  cacheLife('minutes');
  cacheTag(cacheTags.order(orderId));
  const site = await orderSite(orderId, customerId);
  const order = site?.order;
  if (!order) return null;
  const returns = (order.metafields.edges ?? []).flatMap(({ node }) => {
    try {
      const parsed = returnRequest.safeParse(JSON.parse(node.value));
      return parsed.success ? [{ id: node.entityId, ...parsed.data }] : [];
    } catch {
      return [];
    }
  });
  return { ...order, returns };
}

export type Order = NonNullable<Awaited<ReturnType<typeof getOrder>>>;

/**
 * An order id the store refuses (a store whose ids are narrower than ours, say) is an order
 * it does not have: null. Caught here, inside the cached getOrder: an error leaving a
 * 'use cache' function reaches its caller only as an anonymous error.
 */
async function orderSite(orderId: number, customerId: number) {
  try {
    return (
      await storefrontQuery(
        OrderPageDocument,
        { orderId, returnsNamespace: RETURNS_NAMESPACE },
        { customerId },
      )
    ).site;
  } catch (error) {
    if (error instanceof StoreInputError) return null;
    throw error;
  }
}

export async function getOrders(customerId: number) {
  'use cache';
  cacheLife('minutes');
  cacheTag(cacheTags.customerOrders(customerId), cacheTags.orderLists());
  const { customer } = await storefrontQuery(CustomerOrdersDocument, { first: 50 }, { customerId });
  const orders = customer?.orders?.edges?.map((e) => e.node) ?? [];
  // Each order the list shows tags it too, so an order's change refreshes the list without
  // the receiver having to look up whose order it is; only a new order needs that.
  if (orders.length) cacheTag(...orders.map((order) => cacheTags.order(order.entityId)));
  return orders;
}

/**
 * Records a return request on the order, through the management API (the storefront
 * GraphQL API has no returns). It is stored as an order metafield the store shows back
 * to the customer, and its webhook refreshes the order page.
 */
export async function startReturn(
  orderId: number,
  request: Omit<ReturnRequest, 'requestedAt'>,
  now = new Date(),
): Promise<void> {
  const value: ReturnRequest = {
    ...returnRequest.omit({ requestedAt: true }).parse(request),
    requestedAt: now.toISOString(),
  };
  await createOrderMetafield(storeApi(), orderId, {
    namespace: RETURNS_NAMESPACE,
    key: `return-${now.getTime()}`,
    value: JSON.stringify(value),
    description: `Return requested by the customer: ${value.reason}`,
  });
}
