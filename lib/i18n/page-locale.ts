import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { type CatalogKind, catalogHref, storePathOf } from '../shared/links';
import { listingHref, splitListingPath } from '../shared/listing-state';
import { locale as localeSegment } from 'next/root-params';
import { DEFAULT_LOCALE_SEGMENT, localePrefix } from '../shared/locale-path';
import { getShopLocales, type ShopLocales } from './shop-locales';

/**
 * What a page's address says of its language: its own prefix (or none, the default's), the
 * default language's own code (`/en/products/...`), or a code the channel does not offer
 * (`/es/products/...`). The proxy answers the last two before any page but a product's,
 * category's or brand's (proxy.ts leaves their prefixed addresses out: running it cost them a
 * fifth of their speed, docs/performance.md); those pages render in the default language and
 * answer them themselves (answerForeignAddress).
 */
export type AddressedLanguage = 'own' | 'default-code' | 'unoffered';

/** The language a page is rendered in, and the channel's others (for hreflang and the switch). */
export interface PageLocale {
  /** The store's code: `en`, `fr`. */
  code: string;
  /** '' in the default language, `/fr` otherwise: what the page's own links start with. */
  prefix: string;
  shop: ShopLocales;
  addressed: AddressedLanguage;
}

/**
 * The page's language, from its `[locale]` segment (DEFAULT_LOCALE_SEGMENT: the channel's
 * default), or null before the store has named its languages. Reading the root parameter
 * makes a 'use cache' caller keyed by it, and only by it.
 */
export async function pageLocale(): Promise<PageLocale | null> {
  const [segment, shop] = await Promise.all([localeSegment(), getShopLocales()]);
  if (!shop.default) return null;
  const addressed: AddressedLanguage =
    segment === DEFAULT_LOCALE_SEGMENT || (segment !== shop.default && shop.all.includes(segment))
      ? 'own'
      : segment === shop.default
        ? 'default-code'
        : 'unoffered';
  const code = addressed === 'own' && segment !== DEFAULT_LOCALE_SEGMENT ? segment : shop.default;
  return { code, prefix: localePrefix(code, shop.default), shop, addressed };
}

/**
 * A product, category or brand page (its `kind` and catch-all `slug`) at an address whose
 * language is not its own: at the default language's code, on permanently to the same
 * address without it; in a language the channel does not offer, not found. Called before
 * the page renders anything, so each is an HTTP answer (308, 404).
 */
export async function answerForeignAddress(
  kind: CatalogKind,
  slug: readonly string[],
): Promise<void> {
  const addressed = (await pageLocale())?.addressed;
  if (addressed === 'unoffered') notFound();
  if (addressed !== 'default-code') return;
  const { segments, state } = splitListingPath(kind, slug);
  permanentRedirect(listingHref(catalogHref(kind, storePathOf(segments)), state));
}
