import Handlebars from 'handlebars';

/**
 * Widget templates in the `handlebars` package, the engine the store service renders them
 * with. Its built-in helpers (`if`, `unless`, `each`, `with`, `lookup`, `log`) work as
 * there; the theme's helpers and partials are theme code a widget here does not have, so a
 * call to another helper renders nothing (a block of one renders its body) and a partial
 * renders nothing (a partial block its default content).
 */
const handlebars = Handlebars.create();
handlebars.registerHelper('helperMissing', function (this: unknown, ...args: unknown[]) {
  // Only options: a missing value (`{{title}}`, `{{#items}}`), which Handlebars leaves empty.
  if (args.length === 1) return undefined;
  const options = args.at(-1) as Partial<Handlebars.HelperOptions>;
  return typeof options.fn === 'function' ? options.fn(this) : '';
});

/** A template Handlebars refuses to compile, or a misuse of a built-in helper. */
export class TemplateSyntaxError extends Error {}

/** Built-in block helpers, with the number of arguments Handlebars' runtime requires. */
const BLOCK_HELPER_ARITY: Record<string, (count: number) => boolean> = {
  if: (count) => count === 1,
  unless: (count) => count === 1,
  with: (count) => count === 1,
  each: (count) => count >= 1,
};
const blockHelperArity = (path: hbs.AST.PathExpression | hbs.AST.Literal) =>
  path.type === 'PathExpression' &&
  Object.hasOwn(BLOCK_HELPER_ARITY, (path as hbs.AST.PathExpression).original)
    ? BLOCK_HELPER_ARITY[(path as hbs.AST.PathExpression).original]
    : undefined;

/**
 * Walks a parsed template: names its static partials, and refuses built-in block helpers
 * used in a way that would only fail at render time (`{{#if}}`, `{{each items}}`).
 */
class TemplateCheck extends Handlebars.Visitor {
  readonly partials = new Set<string>();

  override BlockStatement(block: hbs.AST.BlockStatement): void {
    const { original } = block.path;
    const arity = blockHelperArity(block.path);
    if (arity && !arity(block.params.length)) {
      throw new TemplateSyntaxError(
        `{{#${original}}} on line ${block.loc.start.line} takes ${original === 'each' ? 'a list' : 'exactly one argument'}`,
      );
    }
    super.BlockStatement(block);
  }

  override MustacheStatement(mustache: hbs.AST.MustacheStatement): void {
    if (blockHelperArity(mustache.path)) {
      const { original } = mustache.path as hbs.AST.PathExpression;
      throw new TemplateSyntaxError(
        `{{${original}}} on line ${mustache.loc.start.line} is a block helper: write {{#${original} ...}}...{{/${original}}}`,
      );
    }
    super.MustacheStatement(mustache);
  }

  override PartialStatement(partial: hbs.AST.PartialStatement): void {
    if (partial.name.type === 'PathExpression') this.partials.add(partial.name.original);
    super.PartialStatement(partial);
  }
}

interface CompiledTemplate {
  render: Handlebars.TemplateDelegate;
  /** Its static partials, each as an empty template. */
  partials: Record<string, string>;
}

/**
 * Compiles a template as the store service would, or throws `TemplateSyntaxError` saying
 * why not. `precompile` runs Handlebars' parser and compiler, so it finds every error that
 * would otherwise surface on the first render.
 */
function compileTemplate(template: string): CompiledTemplate {
  const check = new TemplateCheck();
  try {
    check.accept(handlebars.parse(template));
    handlebars.precompile(template);
  } catch (error) {
    if (error instanceof TemplateSyntaxError) throw error;
    // Handlebars' own message: a parse error points at the place with a caret line.
    throw new TemplateSyntaxError(error instanceof Error ? error.message : String(error));
  }
  return {
    render: handlebars.compile(template),
    partials: Object.fromEntries([...check.partials].map((name) => [name, ''])),
  };
}

/** Compiled templates by their text; widgets of one template version share one entry. */
const compiled = new Map<string, CompiledTemplate>();
const MAX_COMPILED = 500;

function compiledTemplate(template: string): CompiledTemplate {
  let entry = compiled.get(template);
  if (!entry) {
    entry = compileTemplate(template);
    if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
    compiled.set(template, entry);
  }
  return entry;
}

/** Throws `TemplateSyntaxError` unless Handlebars compiles the template. */
export function checkWidgetTemplate(template: string): void {
  compiledTemplate(template);
}

/** A stored template that failed to compile or to render this configuration. */
export class TemplateRenderError extends Error {}

/** Renders a widget template with a widget configuration, as the preview endpoint shows it. */
export function renderWidgetTemplate(
  template: string,
  configuration: Record<string, unknown>,
): string {
  try {
    // A template stored before a check it fails also ends here, not in a 500.
    const { render, partials } = compiledTemplate(template);
    return render(configuration, { partials });
  } catch (error) {
    throw new TemplateRenderError(error instanceof Error ? error.message : String(error));
  }
}
