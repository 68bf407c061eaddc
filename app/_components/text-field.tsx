import type { InputHTMLAttributes } from 'react';

/**
 * A labelled input with its hint and inline error tied to it (aria-describedby,
 * aria-invalid), so a screen reader reads the problem with the field. No hooks: client
 * forms and server pages both use it.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  ...input
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The shopper's e-mail address, as every account form asks for it. `value` is what the
 * form sent last time: the field keeps it after a failed submission.
 */
export function EmailField({
  id,
  value,
  error,
}: {
  id: string;
  value?: string | null;
  error?: string | null;
}) {
  return (
    <TextField
      id={id}
      name="email"
      type="email"
      label="E-mail address"
      autoComplete="email"
      required
      defaultValue={value ?? undefined}
      // A new key remounts the uncontrolled input, so the value the action returned shows.
      key={`email-${value ?? ''}`}
      error={error}
    />
  );
}
