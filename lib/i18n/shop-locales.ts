import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { ChannelLocalesDocument } from '@/graphql/generated/operations';
import { cacheTags } from '../shared/cache-tags.mjs';
import { buildingWithoutStore } from '../store/build-without-store';
import { catalogQuery } from '../store/last-known';
import { ENGLISH_ONLY, type ShopLocales, shopLocalesOf } from '../shared/locale-path';

export type { ShopLocales };

/**
 * The languages the channel offers (storefront GraphQL `site.settings.locales`): read when
 * the site is built (each is a `[locale]` of the pages) and cached with the channel's
 * other settings, so the pages and the proxy agree on them.
 */
export async function getShopLocales(): Promise<ShopLocales> {
  'use cache';
  if (buildingWithoutStore()) return ENGLISH_ONLY;
  cacheLife('hours');
  cacheTag(cacheTags.currencies());
  const { site } = await catalogQuery(ChannelLocalesDocument, {});
  return shopLocalesOf(site.settings?.locales ?? []);
}
