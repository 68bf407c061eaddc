import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import {
  BrandPathDocument,
  CatalogRouteDocument,
  CategoryPathDocument,
  ProductPathDocument,
} from '@/graphql/generated/operations';
import { cacheTags } from '../shared/cache-tags.mjs';
import { type CatalogKind, catalogHref } from '../shared/links';
import { type PathsByLocale, type ShopLocales, storeLocaleOf } from '../shared/locale-path';
import { catalogQuery } from '../store/last-known';
import { orBuildPlaceholder } from '../store/build-placeholder';

/**
 * The addresses of a product, category or brand in each of the channel's languages: the
 * store gives each its own custom URL per language (`/cuisine/mugs-et-tasses/...` in
 * French), so the same page has another path in each. Each language's path is asked of
 * the store in that language (`@shopperPreferences(locale:)`, named by the loader rather
 * than read from the page, so one entry serves every language's pages) and cached.
 *
 * The tags are those of what can move an address: a product's or brand's changes with a
 * product update or deletion (a translation's too: the store sends the product's update),
 * which refresh the listings; a category's with a category event. A product's own tag is
 * left out on purpose: stock events, the most frequent, revalidate it and never move an
 * address, and would cost a store request per language on the next view.
 */

/** The cache tag that every change to a kind's addresses revalidates. */
const ADDRESS_TAG: Record<CatalogKind, () => string> = {
  product: cacheTags.productListings,
  category: cacheTags.categories,
  brand: cacheTags.productListings,
};

async function storePathOf(kind: CatalogKind, entityId: number, locale: string | null) {
  const language = { locale };
  if (kind === 'product')
    return (await catalogQuery(ProductPathDocument, { entityId }, language)).site.product?.path;
  if (kind === 'category')
    return (await catalogQuery(CategoryPathDocument, { entityId }, language)).site.category?.path;
  return (await catalogQuery(BrandPathDocument, { entityId }, language)).site.brand?.path;
}

/**
 * The store path of a product, category or brand in a language (null: the store's
 * default), or null where the store has none (gone, hidden). In a build that cannot reach
 * the store, null too: the page then names no address for that language.
 */
export async function catalogPathIn(
  kind: CatalogKind,
  entityId: number,
  locale: string | null,
): Promise<string | null> {
  'use cache';
  return orBuildPlaceholder(null, async () => {
    cacheLife('hours');
    cacheTag(ADDRESS_TAG[kind]());
    return (await storePathOf(kind, entityId, locale)) ?? null;
  });
}

/** A product, category or brand, by its kind and the store's id. */
export interface CatalogEntity {
  kind: CatalogKind;
  entityId: number;
}

/**
 * What a store path names in a language (null: the store's default): the product,
 * category or brand there, or null. The language switch's look-up (app/language): a path
 * may be another language's, so the language it was read in matters.
 */
export async function catalogEntityAt(
  path: string,
  locale: string | null,
): Promise<CatalogEntity | null> {
  'use cache';
  cacheLife('hours');
  // Any product, category or brand may come to live at a path, or leave it.
  cacheTag(cacheTags.productListings(), cacheTags.categories());
  const { site } = await catalogQuery(CatalogRouteDocument, { path }, { locale });
  const node = site.route.node;
  if (node?.__typename === 'Product') return { kind: 'product', entityId: node.entityId };
  if (node?.__typename === 'Category') return { kind: 'category', entityId: node.entityId };
  if (node?.__typename === 'Brand') return { kind: 'brand', entityId: node.entityId };
  return null;
}

/**
 * The page of a product, category or brand at its address in each of the channel's
 * languages (hreflang, the canonical link): `storePath` is its path in the language
 * `code`, which the page has read already; every other language's is asked for (one
 * cached query each). With one language, its one address and no question to the store.
 */
export async function catalogPagePaths(
  entity: CatalogEntity,
  known: { code: string; storePath: string },
  shop: ShopLocales,
): Promise<PathsByLocale> {
  if (shop.all.length < 2) return catalogHref(entity.kind, known.storePath);
  const paths = await Promise.all(
    shop.all.map(async (code) => {
      const storePath =
        code === known.code
          ? known.storePath
          : await catalogPathIn(entity.kind, entity.entityId, storeLocaleOf(code, shop));
      return storePath === null ? [] : [[code, catalogHref(entity.kind, storePath)] as const];
    }),
  );
  return Object.fromEntries(paths.flat());
}

/**
 * A product's page addresses in every language, for the edge's purge of its pages (the edge
 * knows a page by its address): the default language's first. Empty when the store has no
 * such product.
 */
export async function getProductHrefs(productId: number, shop: ShopLocales): Promise<string[]> {
  const paths = await Promise.all(
    shop.all.map((code) => catalogPathIn('product', productId, storeLocaleOf(code, shop))),
  );
  return [
    ...new Set(paths.flatMap((path) => (path === null ? [] : [catalogHref('product', path)]))),
  ];
}
