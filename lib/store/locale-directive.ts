import { Kind, OperationTypeNode, type DocumentNode, type OperationDefinitionNode } from 'graphql';

const inLocale = new Map<string, WeakMap<DocumentNode, DocumentNode>>();

/**
 * An operation with `@shopperPreferences(locale: "<code>")` on its queries, the store's way
 * to be asked in a language (it wins over Accept-Language; a missing translation is the
 * default language's). Made once per document and language.
 */
export function withLocaleDirective(document: DocumentNode, locale: string): DocumentNode {
  let made = inLocale.get(locale);
  if (!made) inLocale.set(locale, (made = new WeakMap()));
  const known = made.get(document);
  if (known) return known;
  const localized: DocumentNode = {
    ...document,
    definitions: document.definitions.map((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === OperationTypeNode.QUERY
        ? withDirective(definition, locale)
        : definition,
    ),
  };
  made.set(document, localized);
  return localized;
}

function withDirective(
  operation: OperationDefinitionNode,
  locale: string,
): OperationDefinitionNode {
  return {
    ...operation,
    directives: [
      ...(operation.directives ?? []).filter(
        (directive) => directive.name.value !== 'shopperPreferences',
      ),
      {
        kind: Kind.DIRECTIVE,
        name: { kind: Kind.NAME, value: 'shopperPreferences' },
        arguments: [
          {
            kind: Kind.ARGUMENT,
            name: { kind: Kind.NAME, value: 'locale' },
            value: { kind: Kind.STRING, value: locale },
          },
        ],
      },
    ],
  };
}
