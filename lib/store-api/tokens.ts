import { z } from 'zod';
import { type StoreApiClient } from './client';

const tokenResponse = z.object({ data: z.object({ token: z.string().min(1) }) });

/**
 * Mints a customer impersonation token for a channel (E10). The token lets this server
 * act as any customer of the channel through `X-Svc-Customer-Id`, so it never leaves
 * the server.
 */
export async function createImpersonationToken(api: StoreApiClient, channelId: number, expiresAt: number): Promise<string> {
  const { data } = await api.request('POST', '/v3/storefront/api-token-customer-impersonation', {
    schema: tokenResponse,
    body: { channel_id: channelId, expires_at: expiresAt },
  });
  return data.token;
}

export async function revokeImpersonationToken(api: StoreApiClient, token: string): Promise<void> {
  await api.request('DELETE', '/v3/storefront/api-token-customer-impersonation', {
    schema: z.unknown(),
    headers: { 'sf-api-token': token },
  });
}
