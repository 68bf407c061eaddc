import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { RegionsByEntityDocument, RegionsByPageTypeDocument } from '@/graphql/generated/operations';
import { cacheTags } from '../shared/cache-tags.mjs';
import { sanitizeWidgetHtml } from './sanitize-html';
import { RETRY_CACHE_LIFE, THEME_CONTENT_CACHE_LIFE } from './content-cache';
import { type OptionalRead, readOptional } from '../store/or-without';
import { storefrontQuery } from '../store/graphql';

/**
 * The page whose widget regions to show: a page type that shows no single entity, or the
 * page of one product, category, brand or content page (laid out by its custom template
 * when it has one; the store applies that).
 */
export type RegionsPage =
  | { pageType: 'HOME' | 'CART' | 'SEARCH' }
  | { entity: 'PRODUCT' | 'CATEGORY' | 'BRAND' | 'PAGE'; id: number };

/** Region name -> its widgets' sanitized HTML; regions with nothing in them are left out. */
export type Regions = Readonly<Record<string, string>>;

async function fetchRegions(page: RegionsPage) {
  if ('pageType' in page) {
    const { site } = await storefrontQuery(RegionsByPageTypeDocument, { pageType: page.pageType });
    return site.content.renderedRegionsByPageType.regions;
  }
  const { site } = await storefrontQuery(RegionsByEntityDocument, {
    entityId: page.id,
    entityPageType: page.entity,
  });
  return site.content.renderedRegionsByPageTypeAndEntityId.regions;
}

/**
 * A page's widget regions, shared by every shopper (widgets show the same to all),
 * sanitized. A store that fails gives a page without widgets (`failed`). Not cached here:
 * see getRegions, and getEntityTheme for the page of one entity.
 */
export async function readRegions(page: RegionsPage): Promise<OptionalRead<Regions>> {
  return readOptional(
    'widget regions',
    async () => {
      const regions = await fetchRegions(page);
      return Object.fromEntries(
        regions.flatMap((region) => {
          const html = sanitizeWidgetHtml(region.html).trim();
          return html ? [[region.name, html]] : [];
        }),
      );
    },
    {},
  );
}

/**
 * The widget regions of a page type that shows no single entity (home, cart, search). One
 * request per page and cached apart from the catalog, refreshed by the theme content check.
 */
export async function getRegions(pageType: 'HOME' | 'CART' | 'SEARCH'): Promise<Regions> {
  'use cache';
  cacheLife(THEME_CONTENT_CACHE_LIFE);
  cacheTag(cacheTags.themeContent());
  const regions = await readRegions({ pageType });
  if (regions.failed) cacheLife(RETRY_CACHE_LIFE);
  return regions.value;
}
