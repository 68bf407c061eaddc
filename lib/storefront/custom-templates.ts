import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheTags } from '../cache-tags';
import { getStorefrontConfig } from '../config';
import { type TemplateEntityType, customTemplateFileOf } from '../store-api/template-associations';
import { CONTENT_CACHE_LIFE, orWithout } from './content-cache';
import { storeApi } from './store-api';

/**
 * The custom templates this storefront lays out, by entity type: the Foundation theme's
 * (the store's default theme). An entity associated with any other file, or with none,
 * shows the default layout.
 */
export const CUSTOM_LAYOUTS = {
  product: ['featured.html', 'bundle.html', 'preorder.html'],
  category: ['grid-wide.html', 'lookbook.html'],
  brand: ['minimal.html'],
  page: ['contact-form.html', 'holiday.html'],
} as const satisfies Record<TemplateEntityType, readonly string[]>;

export type CustomLayout<T extends TemplateEntityType> = (typeof CUSTOM_LAYOUTS)[T][number] | 'default';

const isLayoutOf = <T extends TemplateEntityType>(type: T, file: string | null): file is (typeof CUSTOM_LAYOUTS)[T][number] =>
  file !== null && (CUSTOM_LAYOUTS[type] as readonly string[]).includes(file);

/**
 * How the page of an entity is laid out: its valid custom template association on this
 * storefront's channel (read through the management API, Themes scope), or the default.
 * Without the scope, or when the store fails, every page keeps the default layout.
 */
export async function getCustomLayout<T extends TemplateEntityType>(entityType: T, entityId: number): Promise<CustomLayout<T>> {
  'use cache';
  cacheLife(CONTENT_CACHE_LIFE);
  cacheTag(cacheTags.themeContent());
  const file = await orWithout(
    'custom templates',
    () => customTemplateFileOf(storeApi(), getStorefrontConfig().STORE_CHANNEL_ID, entityType, entityId),
    null,
  );
  return isLayoutOf(entityType, file) ? file : 'default';
}
