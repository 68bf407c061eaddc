import { type ServiceContext } from '../../core';
import { ApiError } from '../../http';
import { unknownChannelError } from '../channels';
import { type ScriptSettings } from './resolve';
import { MAX_SCRIPTS_PER_API_CLIENT, MAX_SCRIPTS_PER_CHANNEL } from './rules';
import { countScripts } from './repository';

/** The script's channel must exist and have room: the reference allows 50 scripts per channel. */
export function checkChannelRoom(
  ctx: ServiceContext,
  settings: ScriptSettings,
  movingIn: boolean,
): void {
  const unknown = unknownChannelError(ctx, settings.channel_id);
  if (unknown)
    throw new ApiError(
      422,
      'The script is invalid. Fix the fields listed in errors and try again.',
      { channel_id: unknown },
    );
  if (
    movingIn &&
    countScripts(ctx, { channelId: settings.channel_id }) >= MAX_SCRIPTS_PER_CHANNEL
  ) {
    throw new ApiError(
      422,
      `Channel ${settings.channel_id} already has ${MAX_SCRIPTS_PER_CHANNEL} scripts, the most a channel can have. Delete one first.`,
      { channel_id: `at most ${MAX_SCRIPTS_PER_CHANNEL} scripts per channel` },
    );
  }
}

/** The reference allows each app (API client) 10 scripts. */
export function checkClientRoom(ctx: ServiceContext, apiClientId: string): void {
  if (countScripts(ctx, { apiClientId }) >= MAX_SCRIPTS_PER_API_CLIENT) {
    throw new ApiError(
      422,
      `This API account already has ${MAX_SCRIPTS_PER_API_CLIENT} scripts, the most one app can install. Delete one first.`,
    );
  }
}
