import 'server-only';
import { getStorefrontConfig } from './config';
import { createImpersonationToken } from './management/tokens';
import { storeApi } from './management-client';
import { TokenKeeper } from './token-keeper';
import { metrics } from '../observability/metrics';
import { inSpan } from '../observability/tracing';
import { processWide } from '../shared/process-wide.mjs';

/** Mints a token in a `token.mint` span, counted by outcome (the token itself goes nowhere). */
function mintObserved(channelId: number, expiresAt: number): Promise<string> {
  return inSpan('token.mint', { 'storefront.channel_id': channelId }, async () => {
    try {
      const token = await createImpersonationToken(storeApi(), channelId, expiresAt);
      metrics().tokenMints.inc({ outcome: 'minted' });
      return token;
    } catch (error) {
      metrics().tokenMints.inc({ outcome: 'failed' });
      throw error;
    }
  });
}

/**
 * The one impersonation token keeper of this process, for the storefront's channel. The
 * token it holds lets this server act as any customer, so it only ever goes out in the
 * Authorization header of server-to-server GraphQL requests.
 */
export function impersonationTokens(): TokenKeeper {
  // Process-wide: the build bundles this module once for route handlers and once for
  // pages, and each copy would otherwise mint and keep a token of its own.
  return processWide('impersonation-token-keeper', () => {
    const channelId = getStorefrontConfig().STORE_CHANNEL_ID;
    return new TokenKeeper({ mint: (expiresAt) => mintObserved(channelId, expiresAt) });
  });
}
