import 'server-only';
import sanitize from 'sanitize-html';
import { clipDescription } from '../shared/format';

/**
 * Product and category descriptions and content pages arrive from the store as HTML written
 * by the merchant. They are shown as formatted text, so the `sanitize-html` library (a real
 * HTML parser) keeps only plain formatting tags, without attributes, and closes every tag it
 * opened: a description can neither run script on the shop's pages nor break the layout
 * after it (an unclosed `<a>` or `<b>`, a stray `</div>`), which would also make React's
 * hydration disagree with the server's HTML. Widgets get a wider profile (below).
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
      if (url.origin !== SITE || url.pathname.startsWith('//') || url.pathname.includes('\\'))
        return null;
      return { href: `${url.pathname}${url.search}${url.hash}`, external: false };
    }
    const url = new URL(href);
    if (url.protocol === 'mailto:') return { href: url.href, external: false };
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname
      ? { href: url.href, external: true }
      : null;
  } catch {
    return null;
  }
}

/**
 * A link keeps only a safe target (and the `keep` attributes); one to another site does
 * not pass this page on.
 */
const linkTag =
  (keep: readonly string[] = []): sanitize.Transformer =>
  (tagName, attribs) => {
    const link = safeHref(attribs.href);
    const kept: sanitize.Attributes = Object.fromEntries(
      keep.flatMap((name) => (attribs[name] ? [[name, attribs[name]]] : [])),
    );
    if (link) kept.href = link.href;
    if (link?.external) kept.rel = 'noopener noreferrer';
    return { tagName, attribs: kept };
  };

/** Dropped with everything inside: their content is not text to show. */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'iframe',
  'object',
  'svg',
  'math',
  'title',
  'head',
];

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The page has its own h1: a description's headings become the levels below it.
  transformTags: { h1: 'h2', h5: 'h4', h6: 'h4', a: linkTag() },
  nonTextTags: NON_TEXT_TAGS,
  disallowedTagsMode: 'discard',
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** An image shows only from an absolute http(s) URL (the store's image service, a CDN). */
const imageTag: sanitize.Transformer = (tagName, attribs) => {
  const kept: sanitize.Attributes = {};
  for (const name of ['alt', 'class', 'width', 'height'])
    if (attribs[name] !== undefined) kept[name] = attribs[name];
  const src = attribs.src?.trim();
  if (src && /^https?:\/\/[^/\\]/i.test(src)) kept.src = src;
  // Widgets are rarely what a page opens with: their images need not hold up its first paint.
  kept.loading = 'lazy';
  return { tagName, attribs: kept };
};

/**
 * Widgets: markup from the merchant's widget templates, laid out with their own classes
 * (banners, columns of cards, lists of benefits). Layout elements and `class` stay, so
 * the widget looks as designed; nothing that runs or restyles the page does: no script,
 * style, iframe, form, event handler or `style` attribute, and images and links only with
 * safe targets. Headings start below the page's own h1.
 */
const WIDGET_OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...[
      'div',
      'section',
      'article',
      'aside',
      'header',
      'footer',
      'span',
      'p',
      'br',
      'hr',
      'img',
      'a',
      'figure',
      'figcaption',
    ],
    ...['h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'small', 'blockquote'],
  ],
  allowedAttributes: {
    '*': ['class'],
    a: ['href', 'rel', 'class'],
    img: ['src', 'alt', 'class', 'width', 'height', 'loading'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: { h1: 'h2', h5: 'h4', h6: 'h4', a: linkTag(['class']), img: imageTag },
  // An image left without a source shows nothing but its broken-image box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  nonTextTags: NON_TEXT_TAGS,
  disallowedTagsMode: 'discard',
};

export function sanitizeWidgetHtml(html: string): string {
  return sanitize(html, WIDGET_OPTIONS);
}

/**
 * A page's meta description from merchant HTML (a category's or a content page's body):
 * its text, without tags or entities, clipped as search engines show it. Empty when there
 * is no text.
 */
export function metaDescriptionOf(html: string): string {
  // sanitize-html decodes the merchant's entities and escapes its output for HTML; the
  // meta tag wants plain text (React escapes it again), so that escaping is undone, &amp; last.
  // A block's end is a word break ("<h2>Home</h2><p>We" is "Home We", not "HomeWe").
  const spaced = html.replace(/<\/(?:p|h[1-6]|li|div|blockquote|td|tr)\s*>|<br\s*\/?>/gi, '$& ');
  const text = sanitize(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return clipDescription(text);
}
