/**
 * Parses the subset of Handlebars that widget templates use: `{{path}}`, `{{{raw}}}`,
 * `{{&raw}}`, comments, and the blocks `#each`, `#if`, `#unless`, `#with` (with
 * `{{else}}`). Other helpers parse (so valid templates are accepted) and render as
 * nothing, or render their body unchanged when they are blocks.
 */

export type TemplateNode =
  | { type: 'text'; value: string }
  | { type: 'value'; expression: string; raw: boolean }
  | {
      type: 'block';
      helper: string;
      expression: string;
      body: TemplateNode[];
      inverse: TemplateNode[];
    };

export class TemplateSyntaxError extends Error {}

interface OpenBlock {
  helper: string;
  expression: string;
  /** What the closing tag names: the helper, or the path of a `{{^path}}` section. */
  closeName: string;
  body: TemplateNode[];
  inverse: TemplateNode[];
  inElse: boolean;
  /** Opened by `{{else if ...}}`: it ends with the block it continues. */
  chained: boolean;
}

type Tag =
  { kind: 'comment'; end: number } | { kind: 'tag'; inner: string; raw: boolean; end: number };

/** The tag starting at `start`, where the source holds `{{`. */
function readTag(source: string, start: number): Tag {
  const comment = source.startsWith('{{!--', start)
    ? '--}}'
    : source.startsWith('{{!', start)
      ? '}}'
      : null;
  const raw = !comment && source.startsWith('{{{', start);
  const close = comment ?? (raw ? '}}}' : '}}');
  const end = source.indexOf(close, start + 2);
  if (end < 0)
    throw new TemplateSyntaxError(`"{{" at character ${start} is never closed with "${close}"`);
  if (comment) return { kind: 'comment', end: end + close.length };
  // `~` trims whitespace around a tag in Handlebars; a preview keeps the whitespace.
  const inner = source
    .slice(start + (raw ? 3 : 2), end)
    .replace(/^~|~$/g, '')
    .trim();
  return { kind: 'tag', inner, raw, end: end + close.length };
}

export function parseTemplate(source: string): TemplateNode[] {
  const root: TemplateNode[] = [];
  const open: OpenBlock[] = [];
  const target = () => {
    const block = open.at(-1);
    if (!block) return root;
    return block.inElse ? block.inverse : block.body;
  };

  let position = 0;
  while (position < source.length) {
    const start = source.indexOf('{{', position);
    if (start < 0) {
      target().push({ type: 'text', value: source.slice(position) });
      break;
    }
    if (start > position) target().push({ type: 'text', value: source.slice(position, start) });
    const tag = readTag(source, start);
    position = tag.end;
    if (tag.kind === 'comment') continue;
    const { inner, raw } = tag;
    if (!inner) throw new TemplateSyntaxError(`empty expression at character ${start}`);

    if (inner.startsWith('#')) {
      const [helper = '', ...rest] = inner.slice(1).trim().split(/\s+/);
      open.push({
        helper,
        expression: rest.join(' '),
        closeName: helper,
        body: [],
        inverse: [],
        inElse: false,
        chained: false,
      });
    } else if (inner.startsWith('^') && inner !== '^') {
      // `{{^items}}...{{/items}}` renders its body when `items` is empty.
      const path = inner.slice(1).trim();
      open.push({
        helper: 'unless',
        expression: path,
        closeName: path,
        body: [],
        inverse: [],
        inElse: false,
        chained: false,
      });
    } else if (inner.startsWith('/')) {
      const name = inner.slice(1).trim();
      // One closing tag ends a block and every `{{else if}}` chained onto it.
      for (let block = open.pop(); ; block = open.pop()) {
        if (!block)
          throw new TemplateSyntaxError(`{{/${name}}} closes a block that was never opened`);
        if (name !== block.closeName)
          throw new TemplateSyntaxError(`{{/${name}}} closes {{#${block.closeName}}}`);
        target().push({
          type: 'block',
          helper: block.helper,
          expression: block.expression,
          body: block.body,
          inverse: block.inverse,
        });
        if (!block.chained) break;
      }
    } else if (inner === 'else' || inner === '^' || inner.startsWith('else ')) {
      const block = open.at(-1);
      if (!block || block.inElse)
        throw new TemplateSyntaxError(`{{${inner}}} at character ${start} is outside a block`);
      block.inElse = true;
      const [helper, ...rest] = inner.slice('else'.length).trim().split(/\s+/);
      if (helper) {
        open.push({
          helper,
          expression: rest.join(' '),
          closeName: block.closeName,
          body: [],
          inverse: [],
          inElse: false,
          chained: true,
        });
      }
    } else if (inner.startsWith('>')) {
      // Partials belong to the theme, which a preview does not have; they render as nothing.
    } else {
      const isAmpersand = inner.startsWith('&');
      target().push({
        type: 'value',
        expression: isAmpersand ? inner.slice(1).trim() : inner,
        raw: raw || isAmpersand,
      });
    }
  }
  const unclosed = open.at(-1);
  if (unclosed) throw new TemplateSyntaxError(`{{#${unclosed.closeName}}} is never closed`);
  return root;
}
