/** The sitemaps protocol's XML, apart from the store so that it is plain to test. */
const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A page of a sitemap: its absolute URL and the same page in the shop's other languages. */
export interface SitemapUrl {
  loc: string;
  /** `hreflang` (a language code or `x-default`) and absolute URL of each language's address. */
  alternates?: ReadonlyArray<{ hreflang: string; href: string }>;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The namespace Google reads a sitemap's `hreflang` alternates in (`<xhtml:link>`). */
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

function urlEntry(url: string | SitemapUrl): string {
  const { loc, alternates = [] } = typeof url === 'string' ? { loc: url } : url;
  const location = `<loc>${escapeXml(loc)}</loc>`;
  if (!alternates.length) return `  <url>${location}</url>`;
  const links = alternates.map(
    ({ hreflang, href }) =>
      `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
  );
  return `  <url>\n    ${location}\n${links.join('\n')}\n  </url>`;
}

/**
 * A sitemap (`urlset`) or a sitemap index (`sitemapindex`) of absolute URLs, escaped as the
 * protocol asks. A sitemap's pages may carry their addresses in other languages, as
 * Google's documented `<xhtml:link rel="alternate" hreflang>` form; only then does the
 * urlset declare the xhtml namespace, so a shop in one language gets the plain protocol.
 */
export function sitemapXml(kind: 'sitemapindex', urls: readonly string[]): string;
export function sitemapXml(kind: 'urlset', urls: ReadonlyArray<string | SitemapUrl>): string;
export function sitemapXml(
  kind: 'urlset' | 'sitemapindex',
  urls: ReadonlyArray<string | SitemapUrl>,
): string {
  const entries =
    kind === 'urlset'
      ? urls.map(urlEntry)
      : urls.map(
          (url) =>
            `  <sitemap><loc>${escapeXml(typeof url === 'string' ? url : url.loc)}</loc></sitemap>`,
        );
  const withAlternates = urls.some((url) => typeof url !== 'string' && url.alternates?.length);
  const namespaces = `xmlns="${SITEMAP_NS}"${withAlternates ? ` xmlns:xhtml="${XHTML_NS}"` : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${kind} ${namespaces}>\n${entries.join('\n')}\n</${kind}>\n`;
}
