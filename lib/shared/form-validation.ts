import { type z } from 'zod';
import { type FormState, textField } from './form-state';

const GARBLED = /\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const GARBLED_MESSAGE = 'This has a character we could not read. Type it again.';

/**
 * A posted form read and checked with a zod schema, for server actions: its fields as
 * text (a missing one or a file is ''), then either the schema's output or the state the
 * form shows again: the values typed (never the `secret` ones, such as passwords) and one
 * message per field, from the first problem with it.
 */
export function parseForm<Field extends string, S extends z.ZodType>(
  form: FormData,
  fields: readonly Field[],
  schema: S,
  { secret = [] }: { secret?: readonly Field[] } = {},
):
  | { ok: true; data: z.output<S>; values: Partial<Record<Field, string>> }
  | { ok: false; state: FormState<Field> } {
  const raw = Object.fromEntries(fields.map((field) => [field, textField(form, field)])) as Record<
    Field,
    string
  >;
  const values = Object.fromEntries(
    fields.filter((field) => !secret.includes(field)).map((field) => [field, raw[field]]),
  ) as Partial<Record<Field, string>>;
  // Text that was no UTF-8 on the way in (the parser made U+FFFD of it) or holds a lone
  // surrogate is not what the shopper typed: it goes back as an error, never to the store.
  const garbled = fields.filter((field) => GARBLED.test(raw[field]));
  if (garbled.length) {
    return {
      ok: false,
      state: {
        values,
        fieldErrors: Object.fromEntries(
          garbled.map((field) => [field, GARBLED_MESSAGE]),
        ) as Partial<Record<Field, string>>,
        error: null,
      },
    };
  }
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data, values };
  const fieldErrors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as Field;
    if (fields.includes(field)) fieldErrors[field] ??= issue.message;
  }
  return {
    ok: false,
    state: {
      values,
      fieldErrors,
      error: Object.keys(fieldErrors).length ? null : 'Check the form and try again.',
    },
  };
}
