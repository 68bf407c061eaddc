import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheTags } from '../shared/cache-tags.mjs';
import { getStorefrontConfig } from '../store/config';
import {
  type ScriptVisibility,
  type StoreScript,
  listChannelScripts,
} from '../store/management/scripts';
import { RETRY_CACHE_LIFE, THEME_CONTENT_CACHE_LIFE } from './content-cache';
import { readOptional } from '../store/or-without';
import { storeApi } from '../store/management-client';

/**
 * The enabled scripts of this storefront's channel (management API, Content scope). The
 * consent category is not checked: the storefront shows no cookie-consent banner, and
 * the store hides scripts by category only on stores that show one.
 */
async function getChannelScripts(): Promise<StoreScript[]> {
  'use cache';
  cacheLife(THEME_CONTENT_CACHE_LIFE);
  cacheTag(cacheTags.themeContent());
  const scripts = await readOptional(
    'scripts',
    () => listChannelScripts(storeApi(), getStorefrontConfig().STORE_CHANNEL_ID),
    [],
  );
  if (scripts.failed) cacheLife(RETRY_CACHE_LIFE);
  return scripts.value.filter((script) => script.enabled);
}

/** Which scripts a page gets: `storefront` and `all_pages` ones on shop pages, `order_confirmation` after an order. */
export const SHOP_PAGES: readonly ScriptVisibility[] = ['storefront', 'all_pages'];
export const ORDER_CONFIRMATION: readonly ScriptVisibility[] = ['order_confirmation'];

/** The scripts of the given visibilities, in the store's order (StoreScripts puts each at its location). */
export async function getScripts(
  visibilities: readonly ScriptVisibility[],
): Promise<StoreScript[]> {
  const scripts = await getChannelScripts();
  return scripts.filter((script) => visibilities.includes(script.visibility));
}
