import { z } from 'zod';
import { type StoreApiClient } from './client';
import { listAllPages, v3One } from './pages';

/** A site of `/v3/sites` (seed 2.4): the headless storefront's URL for one channel. */
const siteSchema = z.object({
  id: z.number().int().positive(),
  url: z.string(),
  channel_id: z.number().int().positive(),
});
export type Site = z.infer<typeof siteSchema>;

/** The sites of one channel (a channel has at most one, but the list is what E7 offers). */
export async function listSitesOfChannel(
  client: StoreApiClient,
  channelId: number,
): Promise<Site[]> {
  const sites = await listAllPages(client, '/v3/sites', siteSchema, { 'channel_id:in': channelId });
  // The filter is the store's; checking it here keeps another channel's site from being changed.
  return sites.filter((site) => site.channel_id === channelId);
}

export async function createSite(
  client: StoreApiClient,
  site: { url: string; channel_id: number },
): Promise<Site> {
  const body = await client.request('POST', '/v3/sites', { schema: v3One(siteSchema), body: site });
  return body.data;
}

export async function updateSiteUrl(
  client: StoreApiClient,
  siteId: number,
  url: string,
): Promise<Site> {
  const body = await client.request('PUT', `/v3/sites/${siteId}`, {
    schema: v3One(siteSchema),
    body: { url },
  });
  return body.data;
}
