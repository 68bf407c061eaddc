/**
 * What a form's server action hands back to the form (through useActionState): the
 * values to show again (never a password), an error per field and one for the form.
 */
export interface FormState<Field extends string> {
  values: Partial<Record<Field, string>>;
  fieldErrors: Partial<Record<Field, string>>;
  error: string | null;
}

export const emptyFormState = <Field extends string>(
  values: Partial<Record<Field, string>> = {},
): FormState<Field> => ({
  values,
  fieldErrors: {},
  error: null,
});

/** A text field of a posted form ('' when absent or a file). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const looksLikeEmail = (value: string) => EMAIL.test(value);

export const hasErrors = (errors: Partial<Record<string, string>>) =>
  Object.values(errors).some(Boolean);

/** The first message per field of a failed zod parse, for a form's field errors. */
export function fieldErrorsOf<Field extends string>(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field))
      errors[field as Field] ??= issue.message;
  }
  return errors;
}
/**
 * The form a server action was posted: a server action is a public endpoint, and a
 * hand-made call may pass anything (a string, an object, nothing) where the form goes;
 * that reads as an empty form, so the action answers with its usual form errors.
 */
export const postedForm = (value: unknown): FormData =>
  value instanceof FormData ? value : new FormData();
