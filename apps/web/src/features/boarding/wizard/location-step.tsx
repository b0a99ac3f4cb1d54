import { geocodeDutchAddress, type Locale, type MeetingType, meetingTypeName } from '@meetspace/domain';
import {
  Component,
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { useCountries } from '../api/boarding.ts';
import type { BoardingAction, BoardingState, DraftField } from './boarding-state.ts';
import { DRAFT_FIELDS, draftProblems } from './location-form.ts';

// Leaflet (and its CSS) loads only when the host opens the map.
const PinMap = lazy(() => import('./pin-map.tsx'));

/** Says so instead of the map when its code cannot be loaded; the form goes on without it. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const LABELS: Record<DraftField, string> = {
  Name: 'location.name',
  Address: 'location.address',
  PostalCode: 'location.postalCode',
  City: 'location.city',
  Country: 'location.country',
  Email: 'location.email',
  PhoneNumber: 'location.phone',
};

const AUTOCOMPLETE: Record<DraftField, string> = {
  Name: 'organization',
  Address: 'street-address',
  PostalCode: 'postal-code',
  City: 'address-level2',
  Country: 'country',
  Email: 'email',
  PhoneNumber: 'tel',
};

/**
 * Step 3: the location's name, address and contact, and the kinds of space it offers (the licence's
 * meeting types as checkboxes). Checked in the page first (the API checks again); the first field
 * in error takes the focus and the errors are announced.
 */
export function LocationStep({
  state,
  locale,
  errors,
  onErrors,
  dispatch,
  onNext,
  onBack,
}: {
  state: BoardingState;
  locale: Locale;
  /** Field sentences by API path (`Location.Name`), from this page or the API. */
  errors: Record<string, string>;
  onErrors: (codes: Record<string, string>) => Record<string, string>;
  dispatch: (action: BoardingAction) => void;
  onNext: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const countries = useCountries(locale);
  const form = useRef<HTMLFormElement>(null);
  const offered = state.subscription?.Meetingtypes.map((m) => m.MeetingtypeId) ?? [];
  const { Latitude, Longitude } = state.location;
  const pin = Latitude !== null && Longitude !== null ? { latitude: Latitude, longitude: Longitude } : null;
  const positionError = errors['Location.Latitude'];
  const [showMap, setShowMap] = useState(pin !== null || positionError !== undefined);
  // The API could not place the location: the map opens for the pin.
  useEffect(() => {
    if (positionError) setShowMap(true);
  }, [positionError]);
  const guess = geocodeDutchAddress({
    country: state.location.Country,
    postalCode: state.location.PostalCode,
    city: state.location.City,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const shown = onErrors(draftProblems(state));
    const first = [...DRAFT_FIELDS.map((f) => `Location.${f}`), 'Meetingtypes'].find((f) => shown[f]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    onNext();
  }

  const errorCount = Object.keys(errors).length;
  return (
    <form ref={form} onSubmit={submit} noValidate className="boarding-form">
      {errorCount > 0 && (
        <div role="alert" className="error">
          <p>{t('problems.checkFields')}</p>
          {errors['Location.Latitude'] && <p>{errors['Location.Latitude']}</p>}
        </div>
      )}
      <div className="boarding-fields">
        {DRAFT_FIELDS.map((field) => {
          const path = `Location.${field}`;
          return (
            <Field
              key={field}
              label={t(LABELS[field])}
              error={errors[path]}
              hint={field === 'PostalCode' ? t('location.postalCodeHint') : undefined}
            >
              {(props) =>
                field === 'Country' ? (
                  <select
                    {...props}
                    data-field={path}
                    value={state.location.Country}
                    autoComplete={AUTOCOMPLETE[field]}
                    onChange={(e) => dispatch({ type: 'field', field, value: e.target.value })}
                  >
                    {(
                      countries.data ?? [{ Code: 'NL', Name: locale === 'nl' ? 'Nederland' : 'Netherlands' }]
                    ).map((c) => (
                      <option key={c.Code} value={c.Code}>
                        {c.Name}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...props}
                    data-field={path}
                    name={field}
                    type={field === 'Email' ? 'email' : field === 'PhoneNumber' ? 'tel' : 'text'}
                    required
                    autoComplete={AUTOCOMPLETE[field]}
                    maxLength={field === 'PostalCode' ? 20 : field === 'PhoneNumber' ? 40 : 150}
                    value={state.location[field]}
                    onChange={(e) => dispatch({ type: 'field', field, value: e.target.value })}
                  />
                )
              }
            </Field>
          );
        })}
      </div>
      <div className="boarding-pin-section">
        <button
          type="button"
          className="link"
          aria-expanded={showMap}
          aria-controls="boarding-pin"
          onClick={() => setShowMap((open) => !open)}
        >
          {t('pin.open')}
        </button>
        <p className="muted">{t('pin.hint')}</p>
        {positionError && (
          <p id="boarding-pin-error" className="error">
            {positionError}
          </p>
        )}
        {showMap && (
          <div id="boarding-pin">
            <MapBoundary fallback={<p className="map-note">{t('map.unavailable')}</p>}>
              <Suspense fallback={<div className="map-placeholder boarding-map" />}>
                <PinMap
                  pin={pin}
                  guess={guess ?? null}
                  onPin={(latitude, longitude) => dispatch({ type: 'pin', latitude, longitude })}
                />
              </Suspense>
            </MapBoundary>
          </div>
        )}
      </div>
      <fieldset
        className="boarding-types"
        aria-describedby={errors.Meetingtypes ? 'boarding-types-error' : 'boarding-types-hint'}
      >
        <legend>{t('location.meetingTypes')}</legend>
        <p id="boarding-types-hint" className="muted">
          {t('location.meetingTypesHint')}
        </p>
        {offered.map((id, index) => (
          <label key={id} className="check">
            <input
              type="checkbox"
              data-field={index === 0 ? 'Meetingtypes' : undefined}
              checked={state.meetingTypes.includes(id)}
              onChange={(e) => dispatch({ type: 'meetingType', id, on: e.target.checked })}
            />
            {meetingTypeName(id as MeetingType, locale)}
          </label>
        ))}
        {errors.Meetingtypes && (
          <p id="boarding-types-error" className="error">
            {errors.Meetingtypes}
          </p>
        )}
      </fieldset>
      <div className="boarding-actions">
        <button type="button" className="secondary" onClick={onBack}>
          {t('location.back')}
        </button>
        <button type="submit">{t('location.next')}</button>
      </div>
    </form>
  );
}
