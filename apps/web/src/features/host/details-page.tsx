import {
  AMENITIES,
  AMENITY_NAMES,
  type HostLocation,
  isAccessibilityAmenity,
  localizedPath,
} from '@meetspace/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../components/field.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useToast } from '../../components/toasts.tsx';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useSaveLocation } from './api.ts';
import { CheckinQr } from './components/checkin-qr.tsx';
import { useHostProblem } from './components/host-problem.ts';
import { LocationFrame } from './components/location-frame.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import { useFocusInvalid } from './components/use-focus-invalid.ts';
import { type DetailsForm, detailsBody, detailsFormOf, toggled } from './details-form.ts';

/** `/host/locations/:id`: the location's name, texts in both languages, contact, lead time, amenities. */
export function DetailsPage() {
  return (
    <LocationFrame current="host-location" titleKey="host:details.title">
      {(location) => (
        <>
          <DetailsEditor key={location.Id} location={location} />
          <CheckinQr locationId={location.Id} />
        </>
      )}
    </LocationFrame>
  );
}

const GROUPS = [
  { key: 'amenities', items: AMENITIES.filter((a) => !isAccessibilityAmenity(a)) },
  { key: 'accessibility', items: AMENITIES.filter(isAccessibilityAmenity) },
] as const;

function DetailsEditor({ location }: { location: HostLocation }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form, setForm] = useState<DetailsForm>(() => detailsFormOf(location));
  const save = useSaveLocation(location.Id);
  const toast = useToast();
  const problem = useHostProblem(save.error, 'host:details.saveFailed');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusInvalid(formRef, save.error);
  const set = (field: keyof DetailsForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const fieldShown = (f: string) => f in form && f !== 'Amenities';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!save.isPending) save.mutate(detailsBody(form), { onSuccess: () => toast(t('host:details.saved')) });
  }

  const text = (field: keyof DetailsForm, label: string, multiline: boolean, lang: 'nl' | 'en') => (
    <Field label={label} error={problem.fields[field]}>
      {(props) =>
        multiline ? (
          <textarea
            {...props}
            lang={lang}
            rows={field.startsWith('Description') ? 8 : 4}
            maxLength={field.startsWith('Description') ? 5000 : 2000}
            value={form[field] as string}
            onChange={(e) => set(field)(e.target.value)}
          />
        ) : (
          <input {...props} value={form[field] as string} onChange={(e) => set(field)(e.target.value)} />
        )
      }
    </Field>
  );

  return (
    <>
      <p className="host-status">
        <StatusBadge status={location.Status} /> {location.Address}, {location.Postalcode} {location.City}
        {location.Status === 'live' && (
          <>
            {' · '}
            <Link to={localizedPath('location', locale, { id: location.Id, slug: location.UrlName })}>
              {t('host:details.viewPublic')}
            </Link>
          </>
        )}
      </p>
      <form ref={formRef} onSubmit={submit} noValidate className="host-form" aria-busy={save.isPending}>
        <Field label={t('host:details.name')} error={problem.fields.Name}>
          {(props) => (
            <input
              {...props}
              required
              maxLength={100}
              value={form.Name}
              onChange={(e) => set('Name')(e.target.value)}
            />
          )}
        </Field>
        <div className="host-languages">
          <fieldset lang="nl">
            <legend>{t('host:details.dutch')}</legend>
            {text('DescriptionNl', t('host:details.description'), true, 'nl')}
            {text('DirectionsNl', t('host:details.directions'), true, 'nl')}
          </fieldset>
          <fieldset lang="en">
            <legend>{t('host:details.english')}</legend>
            {text('DescriptionEn', t('host:details.description'), true, 'en')}
            {text('DirectionsEn', t('host:details.directions'), true, 'en')}
          </fieldset>
        </div>
        <fieldset>
          <legend>{t('host:details.contact')}</legend>
          <div className="fields">
            <Field label={t('host:details.email')} error={problem.fields.Email}>
              {(props) => (
                <input
                  {...props}
                  type="email"
                  autoComplete="off"
                  maxLength={254}
                  value={form.Email}
                  onChange={(e) => set('Email')(e.target.value)}
                />
              )}
            </Field>
            <Field label={t('host:details.phone')} error={problem.fields.Phone}>
              {(props) => (
                <input
                  {...props}
                  type="tel"
                  maxLength={30}
                  value={form.Phone}
                  onChange={(e) => set('Phone')(e.target.value)}
                />
              )}
            </Field>
          </div>
          <Field
            label={t('host:details.website')}
            hint={t('host:details.websiteHint')}
            error={problem.fields.Website}
          >
            {(props) => (
              <input
                {...props}
                type="url"
                maxLength={300}
                value={form.Website}
                onChange={(e) => set('Website')(e.target.value)}
              />
            )}
          </Field>
        </fieldset>
        <Field
          label={t('host:details.leadTime')}
          hint={t('host:details.leadTimeHint')}
          error={problem.fields.MinHoursBeforeBooking}
        >
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={0}
              max={720}
              step={1}
              className="host-narrow"
              value={form.MinHoursBeforeBooking}
              onChange={(e) => set('MinHoursBeforeBooking')(e.target.value)}
            />
          )}
        </Field>
        {GROUPS.map((group) => (
          <fieldset key={group.key} className="host-checks">
            <legend>{t(`host:details.${group.key}`)}</legend>
            <ul>
              {group.items.map((amenity) => (
                <li key={amenity}>
                  <label>
                    <input
                      type="checkbox"
                      checked={form.Amenities.includes(amenity)}
                      onChange={(e) =>
                        setForm((f) => ({ ...f, Amenities: toggled(f.Amenities, amenity, e.target.checked) }))
                      }
                    />{' '}
                    {AMENITY_NAMES[amenity][locale]}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
        <ProblemAlert problem={problem} shown={fieldShown} />
        <p className="actions">
          <button type="submit" aria-disabled={save.isPending || undefined}>
            {t('host:details.save')}
          </button>
        </p>
      </form>
    </>
  );
}
