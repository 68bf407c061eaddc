import { z } from 'zod';
import { type StoreApiClient } from './client';
import { StoreApiError } from './errors';
import { v3One } from './pages';

const localesSchema = v3One(z.array(z.object({ code: z.string(), is_default: z.boolean() })));

/**
 * The languages a channel offers (the real service's `settings.locales`), read through the
 * local store's `GET /v3/channels/{id}/settings/locales`. Null where the store has no such
 * address (a store whose management API does not list them): the caller then knows only
 * that the channel speaks its default language.
 */
export async function listChannelLocales(
  client: StoreApiClient,
  channelId: number,
): Promise<Array<{ code: string; isDefault: boolean }> | null> {
  try {
    const { data } = await client.request('GET', `/v3/channels/${channelId}/settings/locales`, {
      schema: localesSchema,
    });
    return data.map(({ code, is_default }) => ({ code, isDefault: is_default }));
  } catch (error) {
    if (error instanceof StoreApiError && error.kind === 'not_found') return null;
    throw error;
  }
}
