/** The sitemaps protocol's XML, apart from the store so that it is plain to test. */
const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A sitemap (`urlset`) or a sitemap index (`sitemapindex`) of absolute URLs, escaped as the protocol asks. */
export function sitemapXml(kind: 'urlset' | 'sitemapindex', urls: readonly string[]): string {
  const entry = kind === 'urlset' ? 'url' : 'sitemap';
  const entries = urls.map((url) => `  <${entry}><loc>${escapeXml(url)}</loc></${entry}>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${kind} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</${kind}>\n`;
}
