import { Notice } from './notice';

/** The errors of a whole form (Conform's `form.errors`): what went wrong that no field shows. */
export function FormErrors({ errors }: { errors: string[] | undefined }) {
  return errors?.length ? <Notice tone="error" title={errors.join(' ')} /> : null;
}

/** The same in a line of its own, for small forms (a button next to what it changes). */
export function InlineErrors({ errors, id }: { errors: string[] | undefined; id?: string }) {
  return errors?.length ? (
    <p id={id} className="field-error" role="alert">
      {errors.join(' ')}
    </p>
  ) : null;
}
