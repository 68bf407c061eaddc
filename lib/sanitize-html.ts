/**
 * Product descriptions arrive from the store as HTML written by the merchant. They are
 * shown as formatted text, so only plain formatting tags are kept, each rebuilt without
 * attributes (links keep an http(s) or relative href); every other tag is dropped and any
 * stray `<` escaped. Nothing the store sends can run script on the shop's pages.
 */
const ALLOWED = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'h2', 'h3', 'h4', 'blockquote', 'a']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^<>]*)>/g;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

function safeHref(raw: string | undefined): string | null {
  if (!raw) return null;
  const href = raw.trim();
  if (/^(https?:)?\/\//i.test(href) || (href.startsWith('/') && !href.startsWith('//'))) {
    return href.replace(/"/g, '&quot;');
  }
  return null;
}

/** Elements whose content is not text to show. */
const DROPPED_WITH_CONTENT = /<(script|style|iframe|object|template)\b[\s\S]*?<\/\1\s*>/gi;

export function sanitizeHtml(input: string): string {
  const html = input.replace(DROPPED_WITH_CONTENT, '');
  let out = '';
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    out += escapeText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, rawName, attributes] = match;
    const name = rawName!.toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      out += name === 'br' ? '' : `</${name}>`;
    } else if (name === 'a') {
      const found = HREF.exec(attributes ?? '');
      const href = safeHref(found?.[1] ?? found?.[2] ?? found?.[3]);
      out += href ? `<a href="${href}" rel="nofollow noopener">` : '<a>';
    } else {
      out += `<${name}>`;
    }
  }
  return out + escapeText(html.slice(last));
}

/** Text between tags keeps its entities; only a `<` or `>` that opens nothing is escaped. */
const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
