import { z } from 'zod';
import { type StoreApiClient } from './client';
import { StoreApiError } from './errors';
import { v3One } from './pages';

const abandonedCart = v3One(z.object({ cart_id: z.string() }));

/** The cart behind an abandoned-cart e-mail's token, or null when the token is unknown. */
export async function cartIdOfRecoveryToken(
  api: StoreApiClient,
  token: string,
): Promise<string | null> {
  try {
    const { data } = await api.request('GET', `/v3/abandoned-carts/${encodeURIComponent(token)}`, {
      schema: abandonedCart,
    });
    return data.cart_id;
  } catch (error) {
    if (error instanceof StoreApiError && error.kind === 'not_found') return null;
    throw error;
  }
}
