/**
 * A tiny HTML template for the pages the service renders itself. Everything interpolated
 * into `html\`...\`` is escaped unless it is already `Html` (another template's output),
 * so shopper input can never become markup: escaping is the default, not a step to
 * remember.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlPart = Html | string | number | null | undefined | false | readonly HtmlPart[];

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

function render(part: HtmlPart): string {
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  if (part === null || part === undefined || part === false) return '';
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...values: HtmlPart[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

/** Markup written in this codebase (a style sheet), trusted as is. */
export const trusted = (markup: string): Html => new Html(markup);
