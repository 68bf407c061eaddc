import 'server-only';
import { getStorefrontConfig } from './config';
import { createImpersonationToken } from './management/tokens';
import { storeApi } from './management-client';
import { TokenKeeper } from './token-keeper';

/**
 * Where the keeper lives: on globalThis, not in a module variable. The production build
 * bundles this module once for route handlers and once for pages, and each copy would
 * otherwise mint and keep a token of its own. `Symbol.for` gives every copy the same key.
 */
const KEEPER_KEY = Symbol.for('headless-storefront.impersonation-token-keeper');

type KeeperHolder = { [KEEPER_KEY]?: TokenKeeper };

/**
 * The one impersonation token keeper of this process, for the storefront's channel. The
 * token it holds lets this server act as any customer, so it only ever goes out in the
 * Authorization header of server-to-server GraphQL requests.
 */
export function impersonationTokens(): TokenKeeper {
  const holder = globalThis as KeeperHolder;
  if (!holder[KEEPER_KEY]) {
    const channelId = getStorefrontConfig().STORE_CHANNEL_ID;
    holder[KEEPER_KEY] = new TokenKeeper({
      mint: (expiresAt) => createImpersonationToken(storeApi(), channelId, expiresAt),
    });
  }
  return holder[KEEPER_KEY];
}
