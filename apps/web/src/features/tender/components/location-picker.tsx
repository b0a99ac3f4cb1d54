import { useDeferredValue, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationMatches } from '../api/tender.ts';
import type { AskedLocation } from '../tender-draft.ts';

/**
 * The locations asked (1 to `max`): the chosen ones with a remove button each, a live count against
 * the rule, and a search by name or city (`GET /v1/location?searchTerm=`) whose matches are added
 * with a button. Removing moves focus to the search field; adding keeps it on the list of matches.
 */
export function LocationPicker({
  locations,
  onChange,
  max,
  error,
  itemErrors,
}: {
  locations: AskedLocation[];
  onChange: (locations: AskedLocation[]) => void;
  max: number;
  error?: string;
  /** Errors of single locations (the server's `LocationIds[i]`), by location id. */
  itemErrors: Record<number, string>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [term, setTerm] = useState('');
  const typed = useDeferredValue(term);
  const matches = useLocationMatches(typed);
  const searchRef = useRef<HTMLInputElement>(null);
  const full = locations.length >= max;
  const chosen = new Set(locations.map((l) => l.Id));
  const described = [`${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <fieldset className="tender-locations" aria-describedby={described} data-testid="tender-locations">
      <legend>{t('tender.locations.title')}</legend>
      <p id={`${id}-count`} className="muted" aria-live="polite">
        {t('tender.locations.count', { count: locations.length, max })}
      </p>
      {error && (
        <p id={`${id}-error`} className="error">
          {error}
        </p>
      )}
      {locations.length > 0 && (
        <ul className="tender-chosen">
          {locations.map((l) => (
            <li key={l.Id} data-testid="tender-location">
              <span>
                <strong>{l.Name || t('tender.locations.loading')}</strong>
                {l.City && <span className="muted">, {l.City}</span>}
                {itemErrors[l.Id] && <small className="error block">{itemErrors[l.Id]}</small>}
              </span>
              <button
                type="button"
                className="link"
                onClick={() => {
                  onChange(locations.filter((x) => x.Id !== l.Id));
                  searchRef.current?.focus();
                }}
              >
                {t('tender.locations.remove', { name: l.Name || l.Id })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor={`${id}-search`}>{t('tender.locations.search')}</label>
        <input
          ref={searchRef}
          id={`${id}-search`}
          type="search"
          value={term}
          autoComplete="off"
          aria-describedby={`${id}-search-hint`}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
          }}
        />
        <small id={`${id}-search-hint`} className="muted">
          {full ? t('tender.locations.full', { max }) : t('tender.locations.searchHint')}
        </small>
      </div>
      {typed.trim().length >= 2 && (
        <div aria-live="polite" aria-busy={matches.isFetching}>
          {matches.isError ? (
            <p className="error">{t('tender.locations.searchFailed')}</p>
          ) : matches.data && matches.data.length === 0 ? (
            <p className="muted">{t('tender.locations.noMatches', { term: typed.trim() })}</p>
          ) : (
            matches.data && (
              <ul className="tender-matches" aria-label={t('tender.locations.matches')}>
                {matches.data.map((m) => (
                  <li key={m.Id}>
                    <span>
                      {m.Name}
                      <span className="muted">, {m.City}</span>
                    </span>
                    <button
                      type="button"
                      className="secondary"
                      disabled={full || chosen.has(m.Id)}
                      onClick={() => onChange([...locations, m])}
                    >
                      {chosen.has(m.Id)
                        ? t('tender.locations.added', { name: m.Name })
                        : t('tender.locations.add', { name: m.Name })}
                    </button>
                  </li>
                ))}
              </ul>
            )
          )}
        </div>
      )}
    </fieldset>
  );
}
