import { type ServiceContext } from '../context';
import { findChannel } from '../management/channels/repository';

/** The field error for a `channel_id` that names no channel, or null when it exists. */
export function unknownChannelError(ctx: ServiceContext, channelId: number): string | null {
  return findChannel(ctx, channelId) ? null : `Channel ${channelId} does not exist; GET /v3/channels lists the channels.`;
}
