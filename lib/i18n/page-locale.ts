import 'server-only';
import { locale as localeSegment } from 'next/root-params';
import { DEFAULT_LOCALE_SEGMENT, localePrefix } from '../shared/locale-path';
import { getShopLocales, type ShopLocales } from './shop-locales';

/** The language a page is rendered in, and the channel's others (for hreflang and the switch). */
export interface PageLocale {
  /** The store's code: `en`, `fr`. */
  code: string;
  /** '' in the default language, `/fr` otherwise: what the page's own links start with. */
  prefix: string;
  shop: ShopLocales;
}

/**
 * The page's language, from its `[locale]` segment (DEFAULT_LOCALE_SEGMENT: the channel's
 * default), or null when the channel does not offer that language. Reading the root
 * parameter makes a 'use cache' caller keyed by it, and only by it.
 */
export async function pageLocale(): Promise<PageLocale | null> {
  const [segment, shop] = await Promise.all([localeSegment(), getShopLocales()]);
  const code = segment === DEFAULT_LOCALE_SEGMENT ? shop.default : segment;
  // The default language's own code is no address of its own: the proxy sends it to the
  // unprefixed one, and the page is not found.
  if (!code || (segment !== DEFAULT_LOCALE_SEGMENT && code === shop.default)) return null;
  if (!shop.all.includes(code)) return null;
  return { code, prefix: localePrefix(code, shop.default), shop };
}
