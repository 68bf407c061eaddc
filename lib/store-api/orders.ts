import { z } from 'zod';
import { type StoreApiClient } from './client';
import { v3One } from './pages';

/** The parts of a v2 order the storefront reads (the webhook receiver needs the customer). */
const orderSchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  status_id: z.number(),
  status: z.string(),
  channel_id: z.number().optional(),
  /** The cart the order was placed from; empty for an order made otherwise (in the control panel, say). */
  cart_id: z.string().optional(),
  total_inc_tax: z.string().optional(),
  currency_code: z.string().optional(),
  billing_address: z.object({ email: z.string().optional() }).partial().optional(),
});
export type StoreOrder = z.output<typeof orderSchema>;

export async function getOrder(api: StoreApiClient, orderId: number): Promise<StoreOrder> {
  return api.request('GET', `/v2/orders/${orderId}`, { schema: orderSchema });
}

const orderMetafieldSchema = z.object({
  id: z.number(),
  namespace: z.string(),
  key: z.string(),
  value: z.string(),
  permission_set: z.string(),
  date_created: z.string().optional(),
});
export type OrderMetafield = z.output<typeof orderMetafieldSchema>;

const metafieldOne = v3One(orderMetafieldSchema);

/**
 * Stores a value on an order. `read_and_sf_access` lets the storefront GraphQL endpoint
 * show it to the order's customer too.
 */
export async function createOrderMetafield(
  api: StoreApiClient,
  orderId: number,
  input: { namespace: string; key: string; value: string; description?: string },
): Promise<OrderMetafield> {
  const { data } = await api.request('POST', `/v3/orders/${orderId}/metafields`, {
    schema: metafieldOne,
    body: { ...input, permission_set: 'read_and_sf_access' },
  });
  return data;
}
