import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/field.tsx';
import { addTags } from '../../event-draft.ts';

/** The tags: typed one at a time (Enter or comma adds), each with a remove button; the count against 3. */
export function TagInput({
  tags,
  onChange,
  error,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const id = useId();
  const add = () => {
    if (!typed.trim()) return;
    onChange(addTags(tags, typed));
    setTyped('');
  };
  return (
    <fieldset className="em-tags">
      <legend>{t('fields.tags')}</legend>
      <p id={`${id}-count`} className="muted" aria-live="polite">
        {t('fields.tagsCount', { count: tags.length })}
      </p>
      {tags.length > 0 && (
        <ul className="tags" data-testid="em-tags">
          {tags.map((tag) => (
            <li key={tag}>
              {tag}{' '}
              <button
                type="button"
                className="link"
                aria-label={t('fields.removeTag', { tag })}
                onClick={() => onChange(tags.filter((x) => x !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="em-row">
        <Field label={t('fields.newTag')} error={error} hint={t('fields.tagHint')}>
          {(p) => (
            <input
              {...p}
              data-testid="em-tag-input"
              value={typed}
              maxLength={80}
              onChange={(e) => {
                const v = e.target.value;
                if (v.endsWith(',')) {
                  onChange(addTags(tags, v));
                  setTyped('');
                } else setTyped(v);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
          )}
        </Field>
        <button type="button" className="secondary" onClick={add} data-testid="em-tag-add">
          {t('fields.addTag')}
        </button>
      </div>
    </fieldset>
  );
}
