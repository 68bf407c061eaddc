import { z } from 'zod';
import { type StoreApiClient } from './client';
import { listAllPages, v3One } from './pages';

/** A site route (seed 2.5): how the store links to one kind of storefront page. */
const siteRouteSchema = z.object({
  id: z.number().int().positive(),
  type: z.string(),
  /** An item id as text, or `*` for every item of the type. */
  matching: z.string(),
  route: z.string(),
});
export type SiteRoute = z.infer<typeof siteRouteSchema>;
export type SiteRouteFields = Omit<SiteRoute, 'id'>;

/** `*`: the route applies to every item of its type. */
export const MATCH_ALL = '*';

export function listSiteRoutes(client: StoreApiClient, siteId: number): Promise<SiteRoute[]> {
  return listAllPages(client, `/v3/sites/${siteId}/routes`, siteRouteSchema);
}

export async function createSiteRoute(
  client: StoreApiClient,
  siteId: number,
  route: SiteRouteFields,
): Promise<SiteRoute> {
  const body = await client.request('POST', `/v3/sites/${siteId}/routes`, {
    schema: v3One(siteRouteSchema),
    body: route,
  });
  return body.data;
}

export async function updateSiteRoute(
  client: StoreApiClient,
  siteId: number,
  routeId: number,
  changes: Partial<SiteRouteFields>,
): Promise<SiteRoute> {
  const body = await client.request('PUT', `/v3/sites/${siteId}/routes/${routeId}`, {
    schema: v3One(siteRouteSchema),
    body: changes,
  });
  return body.data;
}
