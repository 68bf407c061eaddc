import { z } from 'zod';
import { type StoreApiClient } from './client';
import { listAllPages, v3One } from './pages';

/** A channel of `/v3/channels` (seed 2.7), the fields this storefront reads. */
const channelSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  // Strings rather than enums: a type or status the store adds later must not break setup.
  type: z.string(),
  platform: z.string(),
  status: z.string(),
});
export type Channel = z.infer<typeof channelSchema>;

export const CHANNEL_TYPES = ['storefront', 'pos', 'marketing', 'marketplace'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

export interface NewChannel {
  name: string;
  type: ChannelType;
  /** Must form a valid pair with `type` (seed 2.7); e.g. `next` for a storefront. */
  platform: string;
}

export function listChannels(client: StoreApiClient): Promise<Channel[]> {
  return listAllPages(client, '/v3/channels', channelSchema);
}

export async function getChannel(client: StoreApiClient, channelId: number): Promise<Channel> {
  const body = await client.request('GET', `/v3/channels/${channelId}`, {
    schema: v3One(channelSchema),
  });
  return body.data;
}

export async function createChannel(client: StoreApiClient, channel: NewChannel): Promise<Channel> {
  const body = await client.request('POST', '/v3/channels', {
    schema: v3One(channelSchema),
    body: channel,
  });
  return body.data;
}

/** A channel's currency assignments (`/v3/channels/{id}/currency-assignments`): which currencies it offers and its default. */
const currencyAssignmentSchema = z.object({
  enabled_currencies: z.array(z.string()),
  default_currency: z.string(),
});
export type ChannelCurrencyAssignment = z.infer<typeof currencyAssignmentSchema>;

export async function getChannelCurrencies(
  client: StoreApiClient,
  channelId: number,
): Promise<ChannelCurrencyAssignment> {
  const body = await client.request('GET', `/v3/channels/${channelId}/currency-assignments`, {
    schema: v3One(currencyAssignmentSchema),
  });
  return body.data;
}
