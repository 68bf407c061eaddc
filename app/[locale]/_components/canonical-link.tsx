import { canonicalUrl } from '@/lib/data/seo';
import { pageLocale } from '@/lib/i18n/page-locale';
import {
  type PathsByLocale,
  languageAlternates,
  pathFor,
  pathInLocale,
} from '@/lib/shared/locale-path';

/**
 * A page's canonical address as `<link rel="canonical">`, which React moves into <head>:
 * absolute on the origin the build was given (lib/shared/canonical-origin.mjs), or relative
 * to the page for the local demo, in the page's own language at that language's own path;
 * and, where the channel offers several, the same page in each (`hreflang`) at each one's
 * own address, the default language's as `x-default` (languageAlternates, which the
 * sitemaps share). Next's `alternates` would need metadataBase for the same and adds
 * nothing. `paths` is the page's path, one for every language or one per language (a
 * catalog page's translated custom URLs: catalog-page-paths.ts).
 */
export async function CanonicalLink({ paths }: { paths: PathsByLocale }) {
  const here = await pageLocale();
  // No language (the layout answers "not found"): nothing to name.
  if (!here) return null;
  const { shop } = here;
  // A set always holds the page's own language (the path it was read at).
  const own = pathFor(paths, here.code);
  if (own === undefined) return null;
  return (
    <>
      <link rel="canonical" href={canonicalUrl(pathInLocale(own, here.code, shop))} />
      {languageAlternates(paths, shop).map(({ hreflang, path: alternate }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={canonicalUrl(alternate)} />
      ))}
    </>
  );
}
