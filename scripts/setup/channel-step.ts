import {
  type Channel,
  createChannel,
  getChannel,
  listChannels,
} from '../../lib/store/management/channels';
import { StoreApiError } from '../../lib/store/management/errors';
import { SetupError } from './errors';
import { STOREFRONT_PLATFORM } from './options';
import { type StepContext } from './step-context';

export interface ChannelWanted {
  /** Given by --channel-name: find or create the channel of this name. */
  name?: string;
  /** STORE_CHANNEL_ID of an earlier run: set up that channel. */
  id?: number;
  /** The name used when neither is given. */
  derivedName: string;
}

/** `Storefront shop.example.com`: a name a merchant recognises in the channel list. */
export function channelNameFor(publicUrl: string): string {
  return `Storefront ${new URL(publicUrl).host}`;
}

const describe = (channel: Pick<Channel, 'name'>) => `channel "${channel.name}"`;

/** The channel STORE_CHANNEL_ID names; it must exist and be a storefront. */
async function channelById(ctx: StepContext, id: number): Promise<Channel> {
  const channel = await getChannel(ctx.client, id).catch((error: unknown) => {
    if (error instanceof StoreApiError && error.kind === 'not_found') {
      throw new SetupError(
        `STORE_CHANNEL_ID=${id} names no channel of this store. Remove it from the environment and the env file ` +
          'so that setup finds or creates the storefront channel, or set it to an existing storefront channel.',
      );
    }
    throw error;
  });
  if (channel.type !== 'storefront') {
    throw new SetupError(
      `STORE_CHANNEL_ID=${id} is a ${channel.type} channel ("${channel.name}"), not a storefront. ` +
        'Set it to a storefront channel, or remove it so that setup creates one.',
    );
  }
  ctx.report.item('unchanged', `${describe(channel)} (id ${channel.id}, from STORE_CHANNEL_ID)`);
  return channel;
}

/**
 * Finds the storefront channel (by id from an earlier run, else by name + type +
 * platform) or creates it. Returns null in a dry run that would create it.
 */
export async function ensureChannel(
  ctx: StepContext,
  wanted: ChannelWanted,
): Promise<Channel | null> {
  if (wanted.id !== undefined && wanted.name === undefined) return channelById(ctx, wanted.id);

  const name = wanted.name ?? wanted.derivedName;
  const channels = await listChannels(ctx.client);
  const found = channels.find(
    (c) => c.name === name && c.type === 'storefront' && c.platform === STOREFRONT_PLATFORM,
  );
  if (found) {
    ctx.report.item('unchanged', `${describe(found)} (id ${found.id})`);
    return found;
  }
  if (ctx.dryRun) {
    ctx.report.item(
      'created',
      `${describe({ name })}`,
      `type storefront, platform ${STOREFRONT_PLATFORM}`,
    );
    return null;
  }
  const created = await createChannel(ctx.client, {
    name,
    type: 'storefront',
    platform: STOREFRONT_PLATFORM,
  });
  ctx.report.item('created', `${describe(created)} (id ${created.id})`);
  return created;
}
