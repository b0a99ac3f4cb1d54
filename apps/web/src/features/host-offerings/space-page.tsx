import {
  type HostSpace,
  localizedPath,
  MeetingType,
  offeringsApi,
  PRICING_TYPE_IDS,
  PRICING_TYPE_NAMES,
  type SpaceConfiguration,
  type SpaceInput,
} from '@meetspace/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Field } from '../../components/field.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { callApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useSettingNames, useSpaces } from './api/offerings.ts';
import {
  CheckField,
  FormActions,
  InputField,
  MeetingTypeField,
  nameOf,
  SelectField,
  useOfferingForm,
  VatField,
} from './form-kit.tsx';
import { eurosText, parseEuros, parseWhole } from './form-values.ts';
import { OfferingsFrame, useLocationId } from './frame.tsx';

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
  const title = space ? nameOf(space, locale) : t('space.newTitle');
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
  const { values, setValues, set, busy, setBusy, setError, form, refresh, toast } = useOfferingForm(
    locationId,
    () => ({
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
    }),
  );
  const [settings, setSettings] = useState<SettingRow[]>(() =>
    (space?.Settings ?? [{ SettingId: 10, MinSeats: 1, MaxSeats: 10 }]).map((s, i) => ({
      key: i,
      settingId: String(s.SettingId),
      min: String(s.MinSeats),
      max: String(s.MaxSeats),
    })),
  );
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
          <InputField
            label={t('fields.nameNl')}
            error={fieldError('NameNl')}
            value={values.nameNl}
            onChange={set('nameNl')}
            required
            lang="nl"
          />
          <InputField
            label={t('fields.nameEn')}
            error={fieldError('NameEn')}
            value={values.nameEn}
            onChange={set('nameEn')}
            lang="en"
          />
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
          <MeetingTypeField
            meetingTypes={meetingTypes}
            error={fieldError('MeetingtypeId')}
            value={values.meetingType}
            onChange={set('meetingType')}
          />
          <InputField
            label={t('fields.capacity')}
            error={fieldError('Capacity')}
            inputMode="numeric"
            value={values.capacity}
            onChange={set('capacity')}
          />
          <InputField
            label={t('fields.minDuration')}
            error={fieldError('MinDurationMinutes')}
            inputMode="numeric"
            value={values.minDuration}
            onChange={set('minDuration')}
          />
          <InputField
            label={t('fields.rank')}
            error={fieldError('Rank')}
            hint={t('fields.rankHint')}
            inputMode="numeric"
            value={values.rank}
            onChange={set('rank')}
          />
        </div>
        <CheckField label={t('fields.active')} checked={values.active} onChange={set('active')} />
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
          <SelectField
            label={t('fields.pricingType')}
            error={fieldError('PricingTypeId')}
            value={values.pricingType}
            onChange={set('pricingType')}
          >
            {PRICING_TYPE_IDS.map((id) => (
              <option key={id} value={id}>
                {PRICING_TYPE_NAMES[id][locale]}
              </option>
            ))}
          </SelectField>
          <InputField
            label={t('fields.priceExcl')}
            error={fieldError('Price')}
            inputMode="decimal"
            value={values.price}
            onChange={set('price')}
          />
          <VatField error={fieldError('TaxPercentage')} value={values.vat} onChange={set('vat')} />
        </div>
        {isWorkspace && (
          <CheckField
            label={t('fields.socialCapital')}
            checked={values.socialCapital}
            onChange={set('socialCapital')}
          />
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
      <FormActions
        busy={busy}
        saveLabel={space ? t('save') : t('space.create')}
        remove={space && { label: t('space.remove'), name: nameOf(space, locale), onConfirm: remove }}
      />
    </form>
  );
}
