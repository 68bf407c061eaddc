import sanitize from 'sanitize-html';

/**
 * Product and category descriptions arrive from the store as HTML written by the merchant.
 * They are shown as formatted text, so the `sanitize-html` library (a real HTML parser)
 * keeps only plain formatting tags, without attributes, and closes every tag it opened:
 * a description can neither run script on the shop's pages nor break the layout after it
 * (an unclosed `<a>` or `<b>`, a stray `</div>`), which would also make React's hydration
 * disagree with the server's HTML.
 */

/** A base that stands for this site when resolving a relative link. */
const SITE = 'http://storefront.invalid';

/**
 * A link's target, normalised, or null. Absolute http(s) and mailto: links, and paths on
 * this site. The value is already entity-decoded by the parser (`/&#x2f;evil` is `//evil`)
 * and is resolved the way a browser does (tabs and newlines dropped, `\` read as `/`), so
 * `/\evil.com` or `/\t/evil.com`, which a browser follows off-site, are refused; what was
 * checked is what is written out.
 */
function safeHref(raw: string | undefined): { href: string; external: boolean } | null {
  const href = raw?.trim();
  if (!href) return null;
  try {
    if (href.startsWith('/')) {
      if (/^\/[\\/]/.test(href)) return null;
      const url = new URL(href, SITE);
      if (url.origin !== SITE || url.pathname.startsWith('//') || url.pathname.includes('\\')) return null;
      return { href: `${url.pathname}${url.search}${url.hash}`, external: false };
    }
    const url = new URL(href);
    if (url.protocol === 'mailto:') return { href: url.href, external: false };
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? { href: url.href, external: true } : null;
  } catch {
    return null;
  }
}

/** A link keeps only a safe target; one to another site does not pass this page on. */
const linkTag: sanitize.Transformer = (tagName, attribs) => {
  const link = safeHref(attribs.href);
  const kept: sanitize.Attributes = {};
  if (link) kept.href = link.href;
  if (link?.external) kept.rel = 'noopener noreferrer';
  return { tagName, attribs: kept };
};

const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'h2', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The page has its own h1: a description's headings become the levels below it.
  transformTags: { h1: 'h2', h5: 'h4', h6: 'h4', a: linkTag },
  // Dropped with everything inside: their content is not text to show.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'svg', 'math', 'title', 'head'],
  disallowedTagsMode: 'discard',
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
