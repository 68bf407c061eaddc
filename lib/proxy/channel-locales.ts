import 'server-only';
import { print } from 'graphql';
import { ChannelLocalesDocument } from '@/graphql/generated/operations';
import { shopLocalesOf, type ShopLocales } from '../shared/locale-path';
import { authorizedFetch } from '../store/authorized-fetch';
import { getStorefrontConfig } from '../store/config';
import { orWithout } from '../store/or-without';

/** A merchant's new language reaches the proxy within this; the pages have theirs cached too. */
const FRESH_FOR_MS = 5 * 60_000;
/** After a failed read, the next request asks again only after this. */
const RETRY_AFTER_MS = 10_000;

let known: { locales: ShopLocales; until: number } | null = null;
let asking: Promise<void> | null = null;

/**
 * The channel's languages for the proxy, which runs before any page and has no 'use cache':
 * the same storefront GraphQL read as the pages' (lib/i18n/shop-locales.ts), kept in this
 * process for a few minutes, one read at a time. The last answer is used while the store
 * does not answer; null until the store has answered once.
 */
export async function channelLocales(): Promise<ShopLocales | null> {
  if (!known || Date.now() > known.until) {
    asking ??= refresh().finally(() => (asking = null));
    // A stale answer serves at once; only the very first request waits for the store.
    if (!known) await asking;
  }
  return known?.locales ?? null;
}

async function refresh(): Promise<void> {
  const locales = await orWithout('the channel’s languages for the proxy', readLocales, null);
  if (locales) known = { locales, until: Date.now() + FRESH_FOR_MS };
  else if (known) known = { ...known, until: Date.now() + RETRY_AFTER_MS };
}

async function readLocales(): Promise<ShopLocales> {
  const response = await authorizedFetch(getStorefrontConfig().STOREFRONT_GRAPHQL_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: print(ChannelLocalesDocument) }),
  });
  if (!response.ok) throw new Error(`the store answered HTTP ${response.status}`);
  const body = (await response.json()) as {
    data?: { site?: { settings?: { locales?: Array<{ code: string; isDefault: boolean }> } } };
  };
  const locales = body.data?.site?.settings?.locales;
  if (!locales) throw new Error('the store sent no languages');
  return shopLocalesOf(locales);
}
