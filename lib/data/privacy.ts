import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { PrivacySettingsDocument } from '@/graphql/generated/operations';
import { cacheTags } from '../shared/cache-tags.mjs';
import { buildingWithoutStore } from '../store/build-without-store';
import { storefrontQuery } from '../store/graphql';
import { catalogQuery } from '../store/last-known';
import { readOptional } from '../store/or-without';
import { RETRY_CACHE_LIFE, THEME_CONTENT_CACHE_LIFE } from './content-cache';

export interface PrivacySettings {
  cookieConsentEnabled: boolean;
  privacyPolicyUrl: string | null;
}

/**
 * The store's cookie consent settings (`settings.privacy`): whether the shop asks shoppers
 * before running scripts that are not essential, and its privacy policy's address. The
 * same for every shopper; kept with the theme content, whose scheduled check also watches
 * them (readPrivacySettingsNow), as the store sends no event when the merchant changes
 * them. While the store cannot say, the shop asks: a script must not run without consent
 * because the setting could not be read.
 */
export async function getPrivacySettings(): Promise<PrivacySettings> {
  'use cache';
  if (buildingWithoutStore()) return { cookieConsentEnabled: false, privacyPolicyUrl: null };
  cacheLife(THEME_CONTENT_CACHE_LIFE);
  cacheTag(cacheTags.themeContent());
  const read = await readOptional(
    'privacy settings',
    async () => (await catalogQuery(PrivacySettingsDocument, {})).site.settings?.privacy,
    { cookieConsentEnabled: true, privacyPolicyUrl: null },
  );
  if (read.failed) cacheLife(RETRY_CACHE_LIFE);
  const privacy = read.value;
  const url = privacy?.privacyPolicyUrl ?? '';
  return {
    cookieConsentEnabled: privacy?.cookieConsentEnabled ?? false,
    privacyPolicyUrl: /^https?:\/\//i.test(url) ? url : null,
  };
}

/**
 * The settings as the store gives them at this moment (no cache, no last known answer: a
 * failure is thrown), for the theme content check (app/api/theme-content/route.ts) to
 * notice a change.
 */
export async function readPrivacySettingsNow(): Promise<unknown> {
  return (await storefrontQuery(PrivacySettingsDocument, {})).site.settings?.privacy ?? null;
}
