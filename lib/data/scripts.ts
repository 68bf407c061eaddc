import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheTags } from '../shared/cache-tags.mjs';
import { CHOOSABLE_CATEGORIES } from '../shared/consent';
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
 * The enabled scripts of this storefront's channel (management API, Content scope). Their
 * consent category decides who runs them where the store asks for cookie consent
 * (consentSplit).
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

/**
 * Where the store asks for cookie consent: the essential scripts, written into the page
 * for everyone, and those of a choosable category, which the browser writes once the
 * shopper allows it; a script of no known category runs for nobody, as the store rules.
 * Where it does not ask, every script is written into the page.
 */
export function consentSplit(
  scripts: readonly StoreScript[],
  consentEnabled: boolean,
): { always: StoreScript[]; gated: StoreScript[] } {
  if (!consentEnabled) return { always: [...scripts], gated: [] };
  return {
    always: scripts.filter((script) => script.consent_category === 'essential'),
    gated: scripts.filter((script) =>
      (CHOOSABLE_CATEGORIES as readonly (string | undefined)[]).includes(script.consent_category),
    ),
  };
}
