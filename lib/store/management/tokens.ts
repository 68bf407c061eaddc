import { z } from 'zod';
import { HEADER_SAFE } from '../config';
import { type StoreApiClient } from './client';
import { v3One } from './pages';

/** The token goes into an Authorization header; a value that cannot is refused here, unquoted. */
const tokenResponse = v3One(
  z.object({
    token: z
      .string()
      .min(1)
      .regex(HEADER_SAFE, 'the minted token is not printable ASCII without spaces'),
  }),
);

/**
 * Mints a customer impersonation token for a channel (E10). The token lets this server
 * act as any customer of the channel through the customer id header, so it never leaves
 * the server.
 */
export async function createImpersonationToken(
  api: StoreApiClient,
  channelId: number,
  expiresAt: number,
): Promise<string> {
  const { data } = await api.request('POST', '/v3/storefront/api-token-customer-impersonation', {
    schema: tokenResponse,
    body: { channel_id: channelId, expires_at: expiresAt },
  });
  return data.token;
}
