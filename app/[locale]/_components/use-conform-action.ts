'use client';

import { type DefaultValue, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { startTransition, useActionState, useEffect } from 'react';
import { type z } from 'zod';
import { type FormResult } from '@/lib/shared/forms';

/**
 * A form on Conform sent to its server action: the form checks itself with `schema` (the
 * one the action parses with) before sending and focuses the first invalid field; the
 * action's answer (`lastResult`) shows the values kept and the errors per field. The form
 * still posts itself without JavaScript (its `action`).
 *
 * With script the form is sent as a transition of its own, not through the form's action:
 * React resets a form after its action has run, which would empty what the shopper typed
 * and drop Conform's errors. `useFormStatus` still reports it pending.
 */
export function useConformAction<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own bound for a form's shape
  Schema extends z.ZodType<Record<string, any>, Record<string, any>>,
  Result extends FormResult,
>(
  serverAction: (previous: unknown, form: FormData) => Promise<Result>,
  schema: Schema,
  {
    defaultValue,
    browserChecksWithoutScript = false,
  }: {
    defaultValue?: DefaultValue<z.input<Schema>>;
    /** Whether the browser checks the fields (`required`, `type`) before script runs. */
    browserChecksWithoutScript?: boolean;
  } = {},
) {
  const [lastResult, action, pending] = useActionState<Result | undefined, FormData>(
    serverAction,
    undefined,
  );
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    lastResult,
    defaultValue,
    defaultNoValidate: !browserChecksWithoutScript,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { formData }) {
      event.preventDefault();
      startTransition(() => action(formData));
    },
  });
  // A password is never sent back: after each answer its fields are empty again.
  useEffect(() => {
    if (!lastResult) return;
    const element = document.forms.namedItem(form.id);
    for (const input of element?.querySelectorAll('input[type="password"]') ?? [])
      (input as HTMLInputElement).value = '';
  }, [lastResult, form.id]);
  return { form, fields, action, lastResult, pending };
}
