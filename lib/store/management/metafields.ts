import { z } from 'zod';
import { type StoreApiClient } from './client';
import { v3One } from './pages';

/** A metafield as the v3 interface answers it, for any resource (orders, customers, ...). */
const metafieldSchema = z.object({
  id: z.number(),
  namespace: z.string(),
  key: z.string(),
  value: z.string(),
  permission_set: z.string(),
  date_created: z.string().optional(),
});
export type Metafield = z.output<typeof metafieldSchema>;

const metafieldOne = v3One(metafieldSchema);

/**
 * Stores a value on a resource (`resourcePath` such as `/v3/orders/7`). A `*_sf_access`
 * permission set lets the storefront GraphQL endpoint show it to the resource's customer.
 */
export async function createMetafield(
  api: StoreApiClient,
  resourcePath: string,
  input: {
    namespace: string;
    key: string;
    value: string;
    description?: string;
    permissionSet: 'read_and_sf_access' | 'write_and_sf_access';
  },
): Promise<Metafield> {
  const { permissionSet, ...fields } = input;
  const { data } = await api.request('POST', `${resourcePath}/metafields`, {
    schema: metafieldOne,
    body: { ...fields, permission_set: permissionSet },
  });
  return data;
}

export async function updateMetafieldValue(
  api: StoreApiClient,
  resourcePath: string,
  metafieldId: number,
  value: string,
): Promise<Metafield> {
  const { data } = await api.request('PUT', `${resourcePath}/metafields/${metafieldId}`, {
    schema: metafieldOne,
    body: { value },
  });
  return data;
}
