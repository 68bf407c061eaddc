import { type ServiceContext } from '../core';
import { findChannel } from '../channels';
import { findSite } from '../sites';

/** The field error for a `channel_id` that names no channel, or null when it exists. */
export function unknownChannelError(ctx: ServiceContext, channelId: number): string | null {
  return findChannel(ctx, channelId)
    ? null
    : `Channel ${channelId} does not exist; GET /v3/channels lists the channels.`;
}

/** The channels of the given sites (a site belongs to one channel); unknown sites add none. */
export function channelsOfSites(ctx: ServiceContext, siteIds: readonly number[]): number[] {
  return siteIds.flatMap((id) => {
    const site = findSite(ctx, id);
    return site ? [site.channel_id] : [];
  });
}
