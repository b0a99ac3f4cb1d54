import { CONSENT_ACCEPTED, CONSENT_REFUSED, type ConsentValue, type CookieSettings } from '@meetspace/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentChoices } from './consent.ts';

/**
 * The choices of the consent dialog: each cookie type with its Short text and Description, a
 * checkbox per editable type (the others checked and disabled), and the three ways to answer.
 */
export function ConsentForm({
  settings,
  choices,
  onChange,
  onAcceptAll,
  onRefuseOptional,
  onSave,
}: {
  settings: CookieSettings;
  choices: ConsentChoices;
  onChange: (key: string, value: ConsentValue) => void;
  onAcceptAll: () => void;
  onRefuseOptional: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form
      className="consent-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <fieldset>
        <legend>{t('consent.types')}</legend>
        <ul className="consent-types">
          {settings.CookieTypes.map((type, index) => (
            <li key={type.Key}>
              <label className="check">
                <input
                  type="checkbox"
                  name={type.Key}
                  checked={!type.IsEditable || choices[type.Key] === CONSENT_ACCEPTED}
                  disabled={!type.IsEditable}
                  aria-describedby={`${id}-${index}`}
                  onChange={(event) =>
                    onChange(type.Key, event.target.checked ? CONSENT_ACCEPTED : CONSENT_REFUSED)
                  }
                />
                <strong>{type.Short}</strong>
              </label>
              <p id={`${id}-${index}`} className="muted">
                {type.Description}
              </p>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="consent-actions">
        <button type="button" onClick={onAcceptAll}>
          {t('consent.acceptAll')}
        </button>
        <button type="button" onClick={onRefuseOptional}>
          {t('consent.refuseOptional')}
        </button>
        <button type="submit">{t('consent.save')}</button>
      </div>
    </form>
  );
}
