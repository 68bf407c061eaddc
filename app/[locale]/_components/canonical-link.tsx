import { canonicalUrl } from '@/lib/data/seo';
import { pageLocale } from '@/lib/i18n/page-locale';
import { languageAlternates, pathInLocale } from '@/lib/shared/locale-path';

/**
 * A page's canonical address as `<link rel="canonical">`, which React moves into <head>:
 * absolute on the origin the build was given (lib/shared/canonical-origin.mjs), or relative
 * to the page for the local demo, in the page's own language; and, where the channel
 * offers several, the same page in each (`hreflang`), the default language's as
 * `x-default` (languageAlternates, which the sitemaps share). Next's `alternates` would
 * need metadataBase for the same and adds nothing. `path` is the page's path in the
 * default language.
 */
export async function CanonicalLink({ path }: { path: string }) {
  const here = await pageLocale();
  if (!here) return <link rel="canonical" href={canonicalUrl(path)} />;
  const { shop } = here;
  return (
    <>
      <link rel="canonical" href={canonicalUrl(pathInLocale(path, here.code, shop))} />
      {languageAlternates(path, shop).map(({ hreflang, path: alternate }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={canonicalUrl(alternate)} />
      ))}
    </>
  );
}
