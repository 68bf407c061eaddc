import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes } from 'react';
import { useProblemText } from './problem-text';

type InputType = 'text' | 'email' | 'password' | 'tel' | 'search' | 'url';

/**
 * A labelled input for a Conform field, with its hint and first error tied to it
 * (aria-describedby, aria-invalid), so a screen reader reads the problem with the field.
 * Its value after a failed submission is the one sent (Conform's `lastResult`).
 */
export function TextField({
  field,
  id = field.id,
  label,
  hint,
  type = 'text',
  ...input
}: {
  field: FieldMetadata<string | undefined>;
  /** The input's id, when a page or test names it; Conform's otherwise. */
  id?: string;
  label: string;
  hint?: string;
  type?: InputType;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'defaultValue'>) {
  const { key, ...props } = getInputProps(field, {
    type,
    ariaDescribedBy: hint ? field.descriptionId : undefined,
  });
  const word = useProblemText();
  const error = field.errors?.[0];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={field.descriptionId} className="hint">
          {hint}
        </p>
      )}
      <input key={key} className="input" {...props} id={id} {...input} />
      {error && (
        <p id={field.errorId} className="field-error">
          {word(error)}
        </p>
      )}
    </div>
  );
}

/** The shopper's e-mail address, as every account form asks for it. */
export function EmailField({ field }: { field: FieldMetadata<string | undefined> }) {
  const t = useTranslations('forms');
  return <TextField field={field} type="email" label={t('email')} autoComplete="email" required />;
}
