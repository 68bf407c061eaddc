import {
  type DocumentNode,
  Kind,
  type OperationDefinitionNode,
  valueFromASTUntyped,
} from 'graphql';

/**
 * The `locale` of the operation's `@shopperPreferences` directive (a literal or a
 * variable), or null when the query names none. Only a query carries it, as in the real
 * schema (`on QUERY`); which language it picks is the locales module's decision.
 */
export function localePreferenceOf(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): string | null {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  const directive = operation?.directives?.find((d) => d.name.value === 'shopperPreferences');
  const argument = directive?.arguments?.find((a) => a.name.value === 'locale');
  if (!argument) return null;
  const value: unknown = valueFromASTUntyped(argument.value, variables ?? undefined);
  return typeof value === 'string' && value.trim() ? value : null;
}
