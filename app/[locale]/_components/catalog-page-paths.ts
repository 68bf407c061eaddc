import { type CatalogEntity, catalogPagePaths } from '@/lib/data/catalog-paths';
import { pageLocale } from '@/lib/i18n/page-locale';
import { catalogHref } from '@/lib/shared/links';
import { type PathsByLocale } from '@/lib/shared/locale-path';

/**
 * A product's, category's or brand's page in each of the channel's languages, for its
 * canonical link and `hreflang` (CanonicalLink): `storePath` is its path as the page read
 * it from the store, in the page's language (its translated custom URL, whichever address
 * the shopper came by); the other languages' are asked of the store, cached
 * (lib/data/catalog-paths.ts).
 */
export async function catalogPagePathsHere(
  entity: CatalogEntity,
  storePath: string,
): Promise<PathsByLocale> {
  const here = await pageLocale();
  if (!here) return catalogHref(entity.kind, storePath);
  return catalogPagePaths(entity, { code: here.code, storePath }, here.shop);
}
