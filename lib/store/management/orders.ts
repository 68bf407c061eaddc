import { z } from 'zod';
import { type StoreApiClient } from './client';
import { type Metafield, createMetafield } from './metafields';

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

export type OrderMetafield = Metafield;

/**
 * Stores a value on an order. `read_and_sf_access` lets the storefront GraphQL endpoint
 * show it to the order's customer too.
 */
export const createOrderMetafield = (
  api: StoreApiClient,
  orderId: number,
  input: { namespace: string; key: string; value: string; description?: string },
) =>
  createMetafield(api, `/v3/orders/${orderId}`, { ...input, permissionSet: 'read_and_sf_access' });
