import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A score of 1 to 5 stars as a radio group: the stars are the radios' labels (each says "3 stars" to
 * a screen reader), arrow keys move between them, and the stars up to the chosen one are filled.
 */
export function StarInput({
  label,
  hint,
  value,
  onChange,
  required,
  error,
  name,
}: {
  label: string;
  hint?: string;
  value: number | undefined;
  onChange: (value: number) => void;
  required: boolean;
  error?: string;
  name: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div
      role="radiogroup"
      className="star-input"
      aria-labelledby={`${id}-label`}
      aria-describedby={described || undefined}
      aria-required={required}
      aria-invalid={error ? true : undefined}
    >
      <span id={`${id}-label`} className="star-input-label">
        {label}
        {!required && <span className="muted"> {t('form.optional')}</span>}
      </span>
      <span className="star-input-stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className="star-input-star">
            <input
              type="radio"
              id={`${id}-${n}`}
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="visually-hidden"
            />
            <label
              htmlFor={`${id}-${n}`}
              className={value !== undefined && n <= value ? 'filled' : undefined}
            >
              <span aria-hidden="true">{value !== undefined && n <= value ? '★' : '☆'}</span>
              <span className="visually-hidden">{t('stars.count', { count: n })}</span>
            </label>
          </span>
        ))}
      </span>
      {hint && (
        <small id={`${id}-hint`} className="muted">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="error">
          {error}
        </small>
      )}
    </div>
  );
}
