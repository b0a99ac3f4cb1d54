import {
  type HostSpace,
  localizedPath,
  MEETING_TYPE_NAMES,
  MeetingType,
  offeringsApi,
  PRICING_TYPE_IDS,
  PRICING_TYPE_NAMES,
  type SpaceConfiguration,
  type SpaceInput,
  VAT_PERCENTAGES,
} from '@meetspace/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Field } from '../../components/field.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { useToast } from '../../components/toasts.tsx';
import { callApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useRefresh, useSettingNames, useSpaces } from './api/offerings.ts';
import { ConfirmRemove } from './confirm-remove.tsx';
import { eurosText, parseEuros, parseWhole } from './form-values.ts';
import { OfferingsFrame, useLocationId } from './frame.tsx';
import { useFormErrors } from './use-form-errors.ts';

/** `host/locations/:locationId/spaces/:spaceId` (`new` for a new one): one space's form. */
export function SpacePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const locationId = useLocationId();
  const spaceId = useParams().spaceId ?? 'new';
  const spaces = useSpaces(locationId);
  const settingNames = useSettingNames(locale);
  const data = spaces.data;
  const space = data?.Results.find((s) => String(s.Id) === spaceId);
  const missing = data !== undefined && spaceId !== 'new' && space === undefined;
  const title = space ? (locale === 'en' && space.NameEn) || space.NameNl : t('space.newTitle');
  return (
    <OfferingsFrame
      current="host-location-spaces"
      locationId={locationId}
      locationName={data?.LocationName}
      title={title}
      pending={spaces.isPending || settingNames.isPending}
      error={spaces.error ?? settingNames.error}
    >
      {missing && <p role="alert">{t('space.missing')}</p>}
      {data && settingNames.data && !missing && (
        <SpaceForm
          key={spaceId}
          locationId={locationId}
          meetingTypes={data.MeetingtypeIds}
          settingNames={settingNames.data}
          space={space}
        />
      )}
    </OfferingsFrame>
  );
}

interface SettingRow {
  key: number;
  settingId: string;
  min: string;
  max: string;
}

function SpaceForm({
  locationId,
  meetingTypes,
  settingNames,
  space,
}: {
  locationId: number;
  meetingTypes: readonly number[];
  /** The settings by id with their names (the reference call), in the page's language. */
  settingNames: readonly SpaceConfiguration[];
  space: HostSpace | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const refresh = useRefresh(locationId);
  const [values, setValues] = useState(() => ({
    meetingType: String(space?.MeetingtypeId ?? meetingTypes[0] ?? MeetingType.MeetingRoom),
    nameNl: space?.NameNl ?? '',
    nameEn: space?.NameEn ?? '',
    descriptionNl: space?.DescriptionNl ?? '',
    descriptionEn: space?.DescriptionEn ?? '',
    capacity: String(space?.Capacity ?? 10),
    pricingType: String(space?.PricingTypeId ?? 1),
    price: space ? eurosText(space.Price, locale) : '',
    vat: String(space?.TaxPercentage ?? 21),
    minDuration: String(space?.MinDurationMinutes ?? 60),
    rank: String(space?.Rank ?? 0),
    active: space?.IsActive ?? true,
    socialCapital: space?.IsSocialCapital ?? false,
  }));
  const [settings, setSettings] = useState<SettingRow[]>(() =>
    (space?.Settings ?? [{ SettingId: 10, MinSeats: 1, MaxSeats: 10 }]).map((s, i) => ({
      key: i,
      settingId: String(s.SettingId),
      min: String(s.MinSeats),
      max: String(s.MaxSeats),
    })),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const problem = useProblem(error, 'saveFailed');
  const set = (name: keyof typeof values) => (value: string | boolean) =>
    setValues((v) => ({ ...v, [name]: value }));
  const form = useFormErrors(problem);
  const fieldError = form.error;
  const isWorkspace = values.meetingType === String(MeetingType.Workspace);

  function body(): SpaceInput {
    return {
      MeetingtypeId: Number(values.meetingType),
      NameNl: values.nameNl,
      NameEn: values.nameEn,
      DescriptionNl: values.descriptionNl,
      DescriptionEn: values.descriptionEn,
      Capacity: parseWhole(values.capacity),
      PricingTypeId: Number(values.pricingType),
      Price: parseEuros(values.price),
      TaxPercentage: Number(values.vat),
      MinDurationMinutes: parseWhole(values.minDuration),
      Rank: parseWhole(values.rank),
      IsActive: values.active,
      IsSocialCapital: isWorkspace && values.socialCapital,
      Settings: settings.map((s) => ({
        SettingId: Number(s.settingId),
        MinSeats: parseWhole(s.min),
        MaxSeats: parseWhole(s.max),
      })),
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const input = body();
    if (!form.check(input)) return;
    setBusy(true);
    setError(null);
    try {
      const saved = space
        ? await callApi(offeringsApi.updateSpace, { params: { id: space.Id }, body: input })
        : await callApi(offeringsApi.createSpace, { params: { id: locationId }, body: input });
      await refresh();
      toast(t('space.saved'));
      if (!space)
        navigate(localizedPath('host-location-space', locale, { locationId, spaceId: saved.Id }), {
          replace: true,
        });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!space || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await callApi(offeringsApi.removeSpace, { params: { id: space.Id } });
      await refresh();
      toast(result.Outcome === 'Deleted' ? t('space.deleted') : t('space.deactivated'));
      if (result.Outcome === 'Deleted')
        navigate(localizedPath('host-location-spaces', locale, { locationId }));
      else setValues((v) => ({ ...v, active: false }));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  const used = new Set(settings.map((s) => s.settingId));
  const addSetting = () => {
    const free = settingNames.find((s) => !used.has(String(s.Id)));
    if (!free) return;
    setSettings((rows) => [
      ...rows,
      {
        key: Math.max(-1, ...rows.map((r) => r.key)) + 1,
        settingId: String(free.Id),
        min: '1',
        max: values.capacity,
      },
    ]);
  };
  const setSetting = (key: number, name: 'settingId' | 'min' | 'max', value: string) =>
    setSettings((rows) => rows.map((r) => (r.key === key ? { ...r, [name]: value } : r)));

  return (
    <form className="rows-form offerings-form" onSubmit={submit} noValidate>
      <p>
        <Link to={localizedPath('host-location-spaces', locale, { locationId })}>{t('space.back')}</Link>
      </p>
      <fieldset>
        <legend>{t('space.about')}</legend>
        <div className="fields">
          <Field label={t('fields.nameNl')} error={fieldError('NameNl')}>
            {(p) => (
              <input
                {...p}
                value={values.nameNl}
                onChange={(e) => set('nameNl')(e.target.value)}
                required
                lang="nl"
              />
            )}
          </Field>
          <Field label={t('fields.nameEn')} error={fieldError('NameEn')}>
            {(p) => (
              <input {...p} value={values.nameEn} onChange={(e) => set('nameEn')(e.target.value)} lang="en" />
            )}
          </Field>
        </div>
        <Field label={t('fields.descriptionNl')} error={fieldError('DescriptionNl')}>
          {(p) => (
            <textarea
              {...p}
              rows={3}
              value={values.descriptionNl}
              onChange={(e) => set('descriptionNl')(e.target.value)}
              lang="nl"
            />
          )}
        </Field>
        <Field label={t('fields.descriptionEn')} error={fieldError('DescriptionEn')}>
          {(p) => (
            <textarea
              {...p}
              rows={3}
              value={values.descriptionEn}
              onChange={(e) => set('descriptionEn')(e.target.value)}
              lang="en"
            />
          )}
        </Field>
        <div className="fields">
          <Field label={t('fields.meetingType')} error={fieldError('MeetingtypeId')}>
            {(p) => (
              <select {...p} value={values.meetingType} onChange={(e) => set('meetingType')(e.target.value)}>
                {meetingTypes.map((id) => (
                  <option key={id} value={id}>
                    {MEETING_TYPE_NAMES[id as MeetingType]?.[locale] ?? id}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('fields.capacity')} error={fieldError('Capacity')}>
            {(p) => (
              <input
                {...p}
                inputMode="numeric"
                value={values.capacity}
                onChange={(e) => set('capacity')(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('fields.minDuration')} error={fieldError('MinDurationMinutes')}>
            {(p) => (
              <input
                {...p}
                inputMode="numeric"
                value={values.minDuration}
                onChange={(e) => set('minDuration')(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('fields.rank')} error={fieldError('Rank')} hint={t('fields.rankHint')}>
            {(p) => (
              <input
                {...p}
                inputMode="numeric"
                value={values.rank}
                onChange={(e) => set('rank')(e.target.value)}
              />
            )}
          </Field>
        </div>
        <label className="check">
          <input type="checkbox" checked={values.active} onChange={(e) => set('active')(e.target.checked)} />
          {t('fields.active')}
        </label>
      </fieldset>

      <fieldset>
        <legend>{t('space.settings')}</legend>
        <p className="muted">{t('space.settingsHint')}</p>
        {fieldError('Settings') && (
          <p className="error" id="settings-error">
            {fieldError('Settings')}
          </p>
        )}
        <table className="offerings-table settings-table">
          <caption className="visually-hidden">{t('space.settings')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fields.setting')}</th>
              <th scope="col">{t('fields.minSeats')}</th>
              <th scope="col">{t('fields.maxSeats')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {settings.map((row, index) => {
              const name = settingNames.find((s) => String(s.Id) === row.settingId)?.Name ?? row.settingId;
              return (
                <tr key={row.key}>
                  <td data-label={t('fields.setting')}>
                    <Field
                      label={t('fields.settingOf', { n: index + 1 })}
                      error={fieldError(`Settings.${index}.SettingId`)}
                      className="field compact"
                    >
                      {(p) => (
                        <select
                          {...p}
                          value={row.settingId}
                          onChange={(e) => setSetting(row.key, 'settingId', e.target.value)}
                        >
                          {settingNames
                            .filter((s) => String(s.Id) === row.settingId || !used.has(String(s.Id)))
                            .map((s) => (
                              <option key={s.Id} value={s.Id}>
                                {s.Name}
                              </option>
                            ))}
                        </select>
                      )}
                    </Field>
                  </td>
                  <td data-label={t('fields.minSeats')}>
                    <Field
                      label={t('fields.minSeatsOf', { name })}
                      error={fieldError(`Settings.${index}.MinSeats`)}
                      className="field compact"
                    >
                      {(p) => (
                        <input
                          {...p}
                          inputMode="numeric"
                          size={5}
                          value={row.min}
                          onChange={(e) => setSetting(row.key, 'min', e.target.value)}
                        />
                      )}
                    </Field>
                  </td>
                  <td data-label={t('fields.maxSeats')}>
                    <Field
                      label={t('fields.maxSeatsOf', { name })}
                      error={fieldError(`Settings.${index}.MaxSeats`)}
                      className="field compact"
                    >
                      {(p) => (
                        <input
                          {...p}
                          inputMode="numeric"
                          size={5}
                          value={row.max}
                          onChange={(e) => setSetting(row.key, 'max', e.target.value)}
                        />
                      )}
                    </Field>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="link"
                      onClick={() => setSettings((rows) => rows.filter((r) => r.key !== row.key))}
                    >
                      {t('space.removeSetting', { name })}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <button
          type="button"
          className="secondary"
          onClick={addSetting}
          disabled={used.size >= settingNames.length}
        >
          {t('space.addSetting')}
        </button>
      </fieldset>

      <fieldset>
        <legend>{t('space.pricing')}</legend>
        <div className="fields">
          <Field label={t('fields.pricingType')} error={fieldError('PricingTypeId')}>
            {(p) => (
              <select {...p} value={values.pricingType} onChange={(e) => set('pricingType')(e.target.value)}>
                {PRICING_TYPE_IDS.map((id) => (
                  <option key={id} value={id}>
                    {PRICING_TYPE_NAMES[id][locale]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('fields.priceExcl')} error={fieldError('Price')}>
            {(p) => (
              <input
                {...p}
                inputMode="decimal"
                value={values.price}
                onChange={(e) => set('price')(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('fields.vat')} error={fieldError('TaxPercentage')}>
            {(p) => (
              <select {...p} value={values.vat} onChange={(e) => set('vat')(e.target.value)}>
                {VAT_PERCENTAGES.map((rate) => (
                  <option key={rate} value={rate}>
                    {rate}%
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {isWorkspace && (
          <label className="check">
            <input
              type="checkbox"
              checked={values.socialCapital}
              onChange={(e) => set('socialCapital')(e.target.checked)}
            />
            {t('fields.socialCapital')}
          </label>
        )}
      </fieldset>

      <ProblemAlert
        problem={form.alert}
        shown={(f) =>
          f === 'Settings' ||
          /^(Name|Description|Meetingtype|Capacity|MinDuration|Rank|PricingType|Price|TaxPercentage|Settings\.)/.test(
            f,
          )
        }
      />
      <div className="offerings-actions">
        <button type="submit" disabled={busy}>
          {space ? t('save') : t('space.create')}
        </button>
        {space && (
          <ConfirmRemove
            label={t('space.remove')}
            name={(locale === 'en' && space.NameEn) || space.NameNl}
            disabled={busy}
            onConfirm={remove}
          />
        )}
      </div>
    </form>
  );
}
