import { z } from 'zod';
import { type StoreApiClient } from './client';
import { listAllPages, v3One } from './pages';

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
 * permission set lets the storefront GraphQL endpoint show it to the resource's customer;
 * `app_only` keeps it to API accounts.
 */
export async function createMetafield(
  api: StoreApiClient,
  resourcePath: string,
  input: {
    namespace: string;
    key: string;
    value: string;
    description?: string;
    permissionSet: 'app_only' | 'read_and_sf_access' | 'write_and_sf_access';
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

/** A resource's metafields with this namespace and key (at most one, as the store keeps them unique). */
export function findMetafields(
  api: StoreApiClient,
  resourcePath: string,
  namespace: string,
  key: string,
): Promise<Metafield[]> {
  return listAllPages(api, `${resourcePath}/metafields`, metafieldSchema, { namespace, key });
}
