import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheTags } from '../shared/cache-tags.mjs';
import { getStorefrontConfig } from '../store/config';
import {
  type TemplateEntityType,
  customTemplateFileOf,
} from '../store/management/template-associations';
import { type Regions, readRegions } from './content';
import { RETRY_CACHE_LIFE, THEME_CONTENT_CACHE_LIFE } from './content-cache';
import { readOptional } from '../store/or-without';
import { storeApi } from '../store/management-client';

/**
 * The custom templates this storefront lays out, by entity type: the Foundation theme's
 * (the store's default theme). An entity associated with any other file, or with none,
 * shows the default layout.
 */
const CUSTOM_LAYOUTS = {
  product: ['featured.html', 'bundle.html', 'preorder.html'],
  category: ['grid-wide.html', 'lookbook.html'],
  brand: ['minimal.html'],
  page: ['contact-form.html', 'holiday.html'],
} as const satisfies Record<TemplateEntityType, readonly string[]>;

export type CustomLayout<T extends TemplateEntityType> =
  (typeof CUSTOM_LAYOUTS)[T][number] | 'default';

const isLayoutOf = <T extends TemplateEntityType>(
  type: T,
  file: string | null,
): file is (typeof CUSTOM_LAYOUTS)[T][number] =>
  file !== null && (CUSTOM_LAYOUTS[type] as readonly string[]).includes(file);

/** The GraphQL page type of each entity type's page (for its widget regions). */
const ENTITY_PAGE_TYPE = {
  product: 'PRODUCT',
  category: 'CATEGORY',
  brand: 'BRAND',
  page: 'PAGE',
} as const satisfies Record<TemplateEntityType, string>;

/**
 * What the store's theme does to the page of one product, category, brand or content page:
 * its layout (its valid custom template association on this storefront's channel, read
 * through the management API, Themes scope; else the default) and its widget regions.
 * One cache entry for both, so a page view reads one, not two. Without the scope, or when
 * the store fails, the page keeps the default layout and shows no widgets.
 */
export async function getEntityTheme<T extends TemplateEntityType>(
  entityType: T,
  entityId: number,
): Promise<{ layout: CustomLayout<T>; regions: Regions }> {
  'use cache';
  cacheLife(THEME_CONTENT_CACHE_LIFE);
  cacheTag(cacheTags.themeContent());
  const [file, regions] = await Promise.all([
    readOptional(
      'custom templates',
      () =>
        customTemplateFileOf(
          storeApi(),
          getStorefrontConfig().STORE_CHANNEL_ID,
          entityType,
          entityId,
        ),
      null,
    ),
    readRegions({ entity: ENTITY_PAGE_TYPE[entityType], id: entityId }),
  ]);
  if (file.failed || regions.failed) cacheLife(RETRY_CACHE_LIFE);
  return {
    layout: isLayoutOf(entityType, file.value) ? file.value : 'default',
    regions: regions.value,
  };
}
