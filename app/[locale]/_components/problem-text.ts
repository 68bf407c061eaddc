import { useFormatter, useTranslations } from 'next-intl';
import { wordProblem } from '@/lib/shared/problems';

/**
 * Words a form's problems (lib/shared/problems.ts: a schema's or an action's message key
 * and values) in the page's language; the store's own words stay as they are. The one
 * place form errors are worded: TextField, FormErrors and the forms' own error lines use
 * it, in the browser and in the server's HTML alike (so an answer posted without
 * JavaScript is worded too).
 */
export function useProblemText(): (text: string) => string {
  const t = useTranslations();
  const format = useFormatter();
  return (text) =>
    wordProblem(text, {
      t: (key, values) => t(key, values),
      has: (key) => t.has(key),
      // "7 characters, 1 number": a list of what is missing, in the language's own way.
      list: (items) => format.list(items, { type: 'unit', style: 'short' }),
    });
}

/** A form's problems worded and joined, for a line or a notice (undefined when there are none). */
export function useProblemsText(): (errors: readonly string[] | undefined) => string | undefined {
  const word = useProblemText();
  return (errors) => (errors?.length ? errors.map(word).join(' ') : undefined);
}
