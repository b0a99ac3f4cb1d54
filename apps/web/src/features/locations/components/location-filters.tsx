import {
  AMENITIES,
  AMENITY_NAMES,
  isAccessibilityAmenity,
  isMeetingTypeId,
  LOCATION_RADIUS_KM,
  MEETING_TYPE_IDS,
  MEETING_TYPE_NAMES,
} from '@meetspace/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { useCountries } from '../api/get-countries.ts';
import { type LocationFilters, RADIUS_CHOICES_KM, roundCoordinate } from '../list-filters.ts';

/**
 * The list's filters: words of a name or city (applied on submit), meeting type and country
 * (applied on change), and optionally "near me" with a radius (the browser's position).
 */
export function LocationFilterForm({
  filters,
  onChange,
}: {
  filters: LocationFilters;
  onChange: (change: Partial<LocationFilters>) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const countries = useCountries(locale);
  const [term, setTerm] = useState(filters.searchTerm);
  const [locating, setLocating] = useState(false);
  const [nearProblem, setNearProblem] = useState<string | null>(null);

  // Back/forward and links change the URL: the field follows it.
  useEffect(() => setTerm(filters.searchTerm), [filters.searchTerm]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ searchTerm: term.trim() });
  }

  function locate() {
    if (locating) return;
    setNearProblem(null);
    if (!('geolocation' in navigator)) {
      setNearProblem(t('locations.filters.nearUnsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChange({
          near: {
            lat: roundCoordinate(position.coords.latitude),
            lng: roundCoordinate(position.coords.longitude),
            radius: filters.near?.radius ?? LOCATION_RADIUS_KM,
          },
        });
      },
      () => {
        setLocating(false);
        setNearProblem(t('locations.filters.nearFailed'));
      },
      { timeout: 15_000, maximumAge: 300_000 },
    );
  }

  return (
    <search aria-labelledby={`${id}-title`} className="locations-filters">
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('locations.filters.title')}
      </h2>
      <form onSubmit={submit}>
        <div className="locations-filters-fields">
          <label className="locations-filters-term">
            {t('locations.filters.term')}
            <input
              type="search"
              name="q"
              value={term}
              maxLength={100}
              placeholder={t('locations.filters.termHint')}
              onChange={(e) => setTerm(e.target.value)}
            />
          </label>
          <label>
            {t('locations.filters.meetingType')}
            <select
              value={filters.meetingtypeId ?? ''}
              onChange={(e) => {
                const type = Number(e.target.value);
                onChange({ meetingtypeId: isMeetingTypeId(type) ? type : undefined });
              }}
            >
              <option value="">{t('locations.filters.allMeetingTypes')}</option>
              {MEETING_TYPE_IDS.map((type) => (
                <option key={type} value={type}>
                  {MEETING_TYPE_NAMES[type][locale]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('locations.filters.country')}
            <select
              value={filters.countryId ?? ''}
              onChange={(e) => onChange({ countryId: e.target.value ? Number(e.target.value) : undefined })}
            >
              <option value="">{t('locations.filters.allCountries')}</option>
              {/* A country from the URL that is not (yet) listed stays selectable. */}
              {filters.countryId !== undefined &&
                !countries.data?.some((c) => c.CountryId === filters.countryId) && (
                  <option value={filters.countryId}>{t('locations.filters.countryLoading')}</option>
                )}
              {countries.data?.map((country) => (
                <option key={country.CountryId} value={country.CountryId}>
                  {country.Name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="locations-filters-submit">
            {t('locations.filters.submit')}
          </button>
        </div>
        <details className="locations-amenities" open={(filters.amenities?.length ?? 0) > 0 || undefined}>
          <summary>
            {t('locations.filters.amenities')}
            {filters.amenities?.length ? ` (${filters.amenities.length})` : ''}
          </summary>
          {(['general', 'accessibility'] as const).map((group) => (
            <fieldset key={group}>
              <legend>{t(`locations.amenities.${group}`)}</legend>
              <ul>
                {AMENITIES.filter((a) => isAccessibilityAmenity(a) === (group === 'accessibility')).map(
                  (a) => (
                    <li key={a}>
                      <label>
                        <input
                          type="checkbox"
                          checked={filters.amenities?.includes(a) ?? false}
                          onChange={(e) => {
                            const rest = (filters.amenities ?? []).filter((x) => x !== a);
                            const next = e.target.checked ? [...rest, a] : rest;
                            onChange({ amenities: AMENITIES.filter((x) => next.includes(x)) });
                          }}
                        />{' '}
                        {AMENITY_NAMES[a][locale]}
                      </label>
                    </li>
                  ),
                )}
              </ul>
            </fieldset>
          ))}
        </details>
        <div className="locations-near">
          {filters.near ? (
            <>
              <label className="locations-near-radius">
                {t('locations.filters.radius')}
                <select
                  value={filters.near.radius}
                  onChange={(e) =>
                    filters.near && onChange({ near: { ...filters.near, radius: Number(e.target.value) } })
                  }
                >
                  {[...new Set([...RADIUS_CHOICES_KM, filters.near.radius])]
                    .sort((a, b) => a - b)
                    .map((km) => (
                      <option key={km} value={km}>
                        {t('locations.filters.radiusKm', { km })}
                      </option>
                    ))}
                </select>
              </label>
              <button type="button" className="link" onClick={() => onChange({ near: undefined })}>
                {t('locations.filters.nearClear')}
              </button>
            </>
          ) : (
            <button type="button" className="secondary" onClick={locate} aria-disabled={locating}>
              {locating ? t('locations.filters.locating') : t('locations.filters.near')}
            </button>
          )}
          <p role="status" className={nearProblem ? 'error' : 'visually-hidden'}>
            {nearProblem ?? ''}
          </p>
        </div>
      </form>
    </search>
  );
}
