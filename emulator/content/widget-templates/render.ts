import { type TemplateNode, parseTemplate } from './template-syntax';

/** One level of the context stack: the value `this` names, and `@index` / `@key` data. */
interface Frame {
  value: unknown;
  data: Record<string, unknown>;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '`': '&#x60;',
  '=': '&#x3D;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"'`=]/g, (c) => ESCAPES[c]!);

/** Handlebars' idea of empty: falsy values and empty arrays. */
const isEmpty = (value: unknown) => !value || (Array.isArray(value) && value.length === 0);

function toText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(toText).join(',');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // Objects print as JavaScript prints them, which is what Handlebars shows too.
  return typeof value === 'object' ? '[object Object]' : '';
}

function lookup(stack: readonly Frame[], expression: string): unknown {
  const literal = /^(["'])(.*)\1$/.exec(expression);
  if (literal) return literal[2];
  if (/^-?\d+(\.\d+)?$/.test(expression)) return Number(expression);
  let path = expression;
  let depth = stack.length - 1;
  while (path.startsWith('../')) {
    path = path.slice(3);
    depth = Math.max(0, depth - 1);
  }
  const frame = stack[depth]!;
  if (path.startsWith('@')) return frame.data[path.slice(1)];
  const segments = path.split(/[./]/).filter((segment) => segment && segment !== 'this');
  let value: unknown = frame.value;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

function renderNodes(nodes: readonly TemplateNode[], stack: Frame[]): string {
  return nodes.map((node) => renderNode(node, stack)).join('');
}

function renderEach(node: Extract<TemplateNode, { type: 'block' }>, stack: Frame[]): string {
  const collection = lookup(stack, node.expression);
  const entries: [string | number, unknown][] = Array.isArray(collection)
    ? collection.map((item, index) => [index, item])
    : collection && typeof collection === 'object'
      ? Object.entries(collection)
      : [];
  if (!entries.length) return renderNodes(node.inverse, stack);
  return entries
    .map(([key, item], index) =>
      renderNodes(node.body, [
        ...stack,
        {
          value: item,
          data: { index, key, first: index === 0, last: index === entries.length - 1 },
        },
      ]),
    )
    .join('');
}

function renderNode(node: TemplateNode, stack: Frame[]): string {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'value': {
      // An expression with arguments is a helper call; helpers are theme code a preview lacks.
      if (/\s/.test(node.expression.replace(/(["']).*?\1/g, ''))) return '';
      const text = toText(lookup(stack, node.expression));
      return node.raw ? text : escapeHtml(text);
    }
    case 'block':
      switch (node.helper) {
        case 'each':
          return renderEach(node, stack);
        case 'if':
          return renderNodes(
            isEmpty(lookup(stack, node.expression)) ? node.inverse : node.body,
            stack,
          );
        case 'unless':
          return renderNodes(
            isEmpty(lookup(stack, node.expression)) ? node.body : node.inverse,
            stack,
          );
        case 'with': {
          const value = lookup(stack, node.expression);
          return isEmpty(value)
            ? renderNodes(node.inverse, stack)
            : renderNodes(node.body, [...stack, { value, data: {} }]);
        }
        default:
          return renderNodes(node.body, stack);
      }
  }
}

/** Renders a widget template with a widget configuration, as the preview endpoint shows it. */
export function renderWidgetTemplate(
  template: string,
  configuration: Record<string, unknown>,
): string {
  return renderNodes(parseTemplate(template), [{ value: configuration, data: {} }]);
}
