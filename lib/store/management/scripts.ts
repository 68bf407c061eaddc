import { z } from 'zod';
import { type StoreApiClient } from './client';
import { listAllPages } from './pages';

/**
 * A script of `GET /v3/content/scripts`, the fields the storefront needs to inject it.
 * `html` comes with `script_tag` scripts, `src` with `src` ones (the reference's rule).
 */
const storeScriptSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  kind: z.enum(['src', 'script_tag']),
  html: z.string().optional(),
  src: z.string().optional(),
  load_method: z.enum(['default', 'async', 'defer']).catch('default'),
  location: z.enum(['head', 'footer']),
  visibility: z.enum(['storefront', 'all_pages', 'checkout', 'order_confirmation']),
  consent_category: z.string().optional(),
  enabled: z.boolean(),
  channel_id: z.number(),
  integrity_hashes: z.array(z.string()).default([]),
});
export type StoreScript = z.output<typeof storeScriptSchema>;
export type ScriptVisibility = StoreScript['visibility'];

/**
 * The scripts of a channel. The store lists the scripts of the API account that asks
 * (apps see their own); an account without the Checkout Content scope gets the list
 * without checkout scripts, which the storefront does not inject anyway.
 */
export async function listChannelScripts(
  api: StoreApiClient,
  channelId: number,
): Promise<StoreScript[]> {
  return listAllPages(api, '/v3/content/scripts', storeScriptSchema, {
    'channel_id:in': channelId,
  });
}
