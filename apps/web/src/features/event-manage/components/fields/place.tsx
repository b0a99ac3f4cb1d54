import { EVENT_ONLINE_VALUES, type EventOnlineValue } from '@meetspace/domain';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/field.tsx';
import { useLocationMatches } from '../../api/event-manage.ts';
import { type DraftFieldsProps, setterOf } from './shared.ts';

/** One of our locations, found by name (`GET /v1/location?searchTerm=`). */
export function LocationSearch({
  chosen,
  onChoose,
  error,
}: {
  chosen: { Id: number | null; Name: string; City: string };
  onChoose: (l: { Id: number; Name: string; City: string } | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const typed = useDeferredValue(term);
  const matches = useLocationMatches(typed);
  const id = useId();
  return (
    <div className="em-location">
      {chosen.Id ? (
        <p data-testid="em-location-chosen">
          <strong>{chosen.Name}</strong>
          {chosen.City && <span className="muted">, {chosen.City}</span>}{' '}
          <button type="button" className="link" onClick={() => onChoose(null)}>
            {t('fields.otherLocation')}
          </button>
        </p>
      ) : (
        <>
          <Field label={t('fields.locationSearch')} error={error} hint={t('fields.locationSearchHint')}>
            {(p) => (
              <input
                {...p}
                type="search"
                value={term}
                data-testid="em-location-search"
                onChange={(e) => setTerm(e.target.value)}
              />
            )}
          </Field>
          <p id={`${id}-status`} className="muted" aria-live="polite">
            {typed.trim().length >= 2 && matches.data
              ? t('fields.locationMatches', { count: matches.data.length })
              : ''}
          </p>
          {matches.data && typed.trim().length >= 2 && matches.data.length > 0 && (
            <ul className="em-matches">
              {matches.data.map((l) => (
                <li key={l.Id}>
                  <button
                    type="button"
                    className="link"
                    data-testid="em-location-match"
                    onClick={() => onChoose(l)}
                  >
                    {l.Name}
                    {l.City ? `, ${l.City}` : ''}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

/** In person, online or hybrid (radios named `${name}-online`). */
export function OnlineChoice({ draft, setDraft, name }: Omit<DraftFieldsProps, 'err'> & { name: string }) {
  const { t } = useTranslation();
  const set = setterOf(setDraft);
  return (
    <fieldset>
      <legend>{t('fields.online')}</legend>
      {EVENT_ONLINE_VALUES.map((v) => (
        <label key={v} className="check">
          <input
            type="radio"
            name={`${name}-online`}
            value={v}
            data-testid={`em-online-${v}`}
            checked={draft.IsOnline === v}
            onChange={() => set('IsOnline', v as EventOnlineValue)}
          />{' '}
          {t(`online.${v}`)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Where, unless only online: one of our locations (found by name) or an own address (radios
 * named `${name}-place`).
 */
export function PlaceFields({ draft, setDraft, err, name }: DraftFieldsProps & { name: string }) {
  const { t } = useTranslation();
  const set = setterOf(setDraft);
  if (draft.IsOnline === 'online') return null;
  return (
    <fieldset>
      <legend>{t('fields.place')}</legend>
      <label className="check">
        <input
          type="radio"
          name={`${name}-place`}
          checked={draft.place === 'location'}
          onChange={() => set('place', 'location')}
        />{' '}
        {t('fields.placeLocation')}
      </label>
      <label className="check">
        <input
          type="radio"
          name={`${name}-place`}
          data-testid="em-place-address"
          checked={draft.place === 'address'}
          onChange={() => set('place', 'address')}
        />{' '}
        {t('fields.placeAddress')}
      </label>
      {draft.place === 'location' ? (
        <LocationSearch
          chosen={{ Id: draft.LocationId, Name: draft.LocationName, City: draft.City }}
          error={err('LocationId')}
          onChoose={(l) =>
            setDraft((d) => ({
              ...d,
              LocationId: l?.Id ?? null,
              LocationName: l?.Name ?? '',
              City: l?.City ?? '',
            }))
          }
        />
      ) : (
        <AddressFields draft={draft} setDraft={setDraft} err={err} />
      )}
    </fieldset>
  );
}

const ADDRESS_FIELDS = [
  ['LocationName', 'fields.placeName'],
  ['Address', 'fields.address'],
  ['Postalcode', 'fields.postalcode'],
  ['City', 'fields.city'],
  ['Country', 'fields.country'],
] as const;

/** An own address: the place's name, street, postal code, city and country. */
function AddressFields({ draft, setDraft, err }: DraftFieldsProps) {
  const { t } = useTranslation();
  const set = setterOf(setDraft);
  return (
    <div className="em-row">
      {ADDRESS_FIELDS.map(([field, label]) => (
        <Field key={field} label={t(label)} error={err(field)}>
          {(p) => (
            <input
              {...p}
              data-testid={`em-${field}`}
              value={draft[field]}
              maxLength={200}
              onChange={(e) => set(field, e.target.value)}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
