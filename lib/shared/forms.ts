import { type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import { problem } from './problems';

/**
 * Forms on Conform: each form has one zod schema, which its client component validates
 * with before sending and its server action parses the posted form with (Conform reads
 * an empty field as absent, so the field builders below give each absent one its message
 * or its empty default). What an action hands back to the form (through useActionState)
 * is Conform's submission result: the values to show again and the errors per field.
 * Schemas and actions give their errors as message keys (lib/shared/problems.ts), which
 * the form words in the page's language.
 */
export type FormResult = SubmissionResult<string[]>;

/** The message every form shows for an e-mail address that does not look like one. */
export const EMAIL_MESSAGE = problem('validation.emailInvalid');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A text field the shopper must fill in: `message` when it is empty or only spaces. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

/** A text field that may stay empty (then it is ''). */
export const optionalText = () => z.string().trim().default('');

/** A field whose text goes as typed (a password): `message` when it is empty. */
export const secretText = (message: string) => z.string({ error: message }).min(1, message);

/** An e-mail address, as every form asks for one. */
export const emailAddress = () =>
  z.string({ error: EMAIL_MESSAGE }).trim().regex(EMAIL, EMAIL_MESSAGE);

/** A form that asks for one e-mail address (a reset link, leaving the newsletter). */
export const emailFormSchema = z.object({ email: emailAddress() });

const GARBLED = /\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const GARBLED_MESSAGE = problem('validation.garbled');

/**
 * The form a server action was posted: a server action is a public endpoint, and a
 * hand-made call may pass anything (a string, an object, nothing) where the form goes;
 * that reads as an empty form, so the action answers with its usual form errors.
 */
export const postedForm = (value: unknown): FormData =>
  value instanceof FormData ? value : new FormData();

/** A text field of a posted form ('' when absent or a file), for forms' fields no schema reads. */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** How an action answers its form: `formErrors` for the whole form, `fieldErrors` by field. */
export type Reply = (options?: {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
  resetForm?: boolean;
}) => FormResult;

/**
 * A posted form read with its schema, for a server action: the schema's output, or the
 * result the form shows again. Every reply leaves out the `secret` fields' values (such as
 * passwords). Text that was no UTF-8 on the way in (the parser made U+FFFD of it) or holds
 * a lone surrogate is not what the shopper typed: it is an error on its field, and never
 * reaches the store.
 */
export function readForm<Schema extends z.ZodType>(
  posted: unknown,
  schema: Schema,
  { secret = [] }: { secret?: readonly string[] } = {},
):
  | { ok: true; data: z.output<Schema>; form: FormData; reply: Reply }
  | { ok: false; result: FormResult } {
  const form = postedForm(posted);
  const submission = parseWithZod(form, { schema });
  const reply: Reply = (options = {}) => submission.reply({ ...options, hideFields: [...secret] });
  const garbled = [...form.entries()].filter(
    ([, value]) => typeof value === 'string' && GARBLED.test(value),
  );
  if (garbled.length)
    return {
      ok: false,
      result: reply({
        fieldErrors: Object.fromEntries(garbled.map(([name]) => [name, [GARBLED_MESSAGE]])),
      }),
    };
  if (submission.status !== 'success') return { ok: false, result: reply() };
  return { ok: true, data: submission.value, form, reply };
}
