import { Notice } from './notice';
import { useProblemsText } from './problem-text';

/** The errors of a whole form (Conform's `form.errors`): what went wrong that no field shows. */
export function FormErrors({ errors }: { errors: string[] | undefined }) {
  const text = useProblemsText()(errors);
  return text ? <Notice tone="error" title={text} /> : null;
}

/** The same in a line of its own, for small forms (a button next to what it changes). */
export function InlineErrors({ errors, id }: { errors: string[] | undefined; id?: string }) {
  const text = useProblemsText()(errors);
  return text ? (
    <p id={id} className="field-error" role="alert">
      {text}
    </p>
  ) : null;
}
