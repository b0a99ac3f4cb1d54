import type { InputHTMLAttributes, Ref } from 'react';

/**
 * A labelled input of the auth forms with an optional hint and its error underneath
 * (`aria-invalid`, `aria-describedby`; the error is announced as an alert).
 */
export function AuthField({
  id,
  label,
  hint,
  describedBy,
  error,
  inputRef,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  /** The id of text elsewhere on the page that describes the field too. */
  describedBy?: string;
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const described = [describedBy ?? '', hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        {...input}
        {...(error ? { 'aria-invalid': true as const } : {})}
        {...(described ? { 'aria-describedby': described } : {})}
      />
      {hint && (
        <small id={`${id}-hint`} className="muted">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} role="alert" className="error">
          {error}
        </small>
      )}
    </div>
  );
}
