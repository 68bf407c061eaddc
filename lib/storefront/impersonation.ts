import 'server-only';
import { getStorefrontConfig } from '../config';
import { createImpersonationToken } from '../store-api/tokens';
import { storeApi } from './store-api';
import { TokenKeeper } from './token-keeper';

let keeper: TokenKeeper | undefined;

/**
 * The one impersonation token keeper of this process, for the storefront's channel. The
 * token it holds lets this server act as any customer, so it only ever goes out in the
 * Authorization header of server-to-server GraphQL requests.
 */
export function impersonationTokens(): TokenKeeper {
  if (!keeper) {
    const channelId = getStorefrontConfig().STORE_CHANNEL_ID;
    keeper = new TokenKeeper({ mint: (expiresAt) => createImpersonationToken(storeApi(), channelId, expiresAt) });
  }
  return keeper;
}
