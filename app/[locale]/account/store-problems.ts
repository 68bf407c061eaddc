/**
 * The store's answers to an account change, for the form's reply: each next to the field
 * it names (the first per field), the others for the whole form.
 */
export function errorsByField(
  problems: ReadonlyArray<{ field: string | null; message: string }>,
  fields: readonly string[],
): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const problem of problems) {
    if (problem.field && fields.includes(problem.field))
      fieldErrors[problem.field] ??= [problem.message];
    else formErrors.push(problem.message);
  }
  return { fieldErrors, formErrors };
}
