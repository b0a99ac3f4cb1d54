import {
  type HostOption,
  type HostPackage,
  MEETING_TYPE_NAMES,
  type MeetingType,
  offeringsApi,
  type PackageInput,
  VAT_PERCENTAGES,
} from '@meetspace/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { useToast } from '../../components/toasts.tsx';
import { callApi } from '../../lib/api-client.ts';
import { money } from '../../lib/format.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useOptions, usePackages, useRefresh } from './api/offerings.ts';
import { ConfirmRemove } from './confirm-remove.tsx';
import { eurosText, parseEuros, parseWhole } from './form-values.ts';
import { OfferingsFrame, useLocationId } from './frame.tsx';
import { useFormErrors } from './use-form-errors.ts';
import { VouchersSection } from './vouchers-section.tsx';

const nameOf = (thing: { NameNl: string; NameEn: string }, locale: 'nl' | 'en') =>
  (locale === 'en' && thing.NameEn) || thing.NameNl;

/** `host/locations/:locationId/packages`: packages with their options, and the location's vouchers. */
export function PackagesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const locationId = useLocationId();
  const packages = usePackages(locationId);
  const options = useOptions(locationId);
  const data = packages.data;
  const [editing, setEditing] = useState<HostPackage | 'new' | null>(null);
  const optionName = (id: number) => {
    const option = options.data?.Results.find((o) => o.Id === id);
    return option ? nameOf(option, locale) : `#${id}`;
  };
  return (
    <OfferingsFrame
      current="host-location-packages"
      locationId={locationId}
      locationName={data?.LocationName}
      title={t('packages.title')}
      pending={packages.isPending}
      error={packages.error ?? options.error}
    >
      {data && (
        <>
          <p>
            <button type="button" onClick={() => setEditing('new')}>
              {t('packages.add')}
            </button>
          </p>
          {data.Results.length === 0 ? (
            <p>{t('packages.none')}</p>
          ) : (
            <table className="offerings-table">
              <caption className="visually-hidden">{t('packages.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('fields.name')}</th>
                  <th scope="col">{t('fields.meetingType')}</th>
                  <th scope="col">{t('fields.pricePerPerson')}</th>
                  <th scope="col">{t('packages.includes')}</th>
                  <th scope="col">{t('fields.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.Results.map((item) => (
                  <tr key={item.Id}>
                    <th scope="row" data-label={t('fields.name')}>
                      <button type="button" className="link" onClick={() => setEditing(item)}>
                        {nameOf(item, locale)}
                      </button>
                    </th>
                    <td data-label={t('fields.meetingType')}>
                      {MEETING_TYPE_NAMES[item.MeetingtypeId as MeetingType]?.[locale] ?? item.MeetingtypeId}
                    </td>
                    <td data-label={t('fields.pricePerPerson')}>{money(item.PricePerPerson, locale)}</td>
                    <td data-label={t('packages.includes')}>
                      {item.Options.length === 0
                        ? '—'
                        : item.Options.map((o) => `${o.AmountPerPerson}× ${optionName(o.OptionId)}`).join(
                            ', ',
                          )}
                    </td>
                    <td data-label={t('fields.status')}>{item.IsActive ? t('active') : t('inactive')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <VouchersSection
            locationId={locationId}
            meetingTypes={data.MeetingtypeIds}
            packages={data.Results}
          />
        </>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('packages.add') : t('packages.edit')}
      >
        {editing !== null && data && (
          <PackageForm
            locationId={locationId}
            meetingTypes={data.MeetingtypeIds}
            options={options.data?.Results ?? []}
            item={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </OfferingsFrame>
  );
}

const PACKAGE_FIELDS = new Set(['MeetingtypeId', 'NameNl', 'NameEn', 'PricePerPerson', 'TaxPercentage']);

function PackageForm({
  locationId,
  meetingTypes,
  options,
  item,
  onDone,
}: {
  locationId: number;
  meetingTypes: readonly number[];
  options: readonly HostOption[];
  item: HostPackage | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const refresh = useRefresh(locationId);
  const [values, setValues] = useState(() => ({
    meetingType: String(item?.MeetingtypeId ?? meetingTypes[0] ?? 1),
    nameNl: item?.NameNl ?? '',
    nameEn: item?.NameEn ?? '',
    price: item ? eurosText(item.PricePerPerson, locale) : '',
    vat: String(item?.TaxPercentage ?? 9),
    active: item?.IsActive ?? true,
  }));
  // Per option id: the amount per person as typed; absent when the package does not include it.
  const [included, setIncluded] = useState<Record<number, string>>(() =>
    Object.fromEntries((item?.Options ?? []).map((o) => [o.OptionId, String(o.AmountPerPerson)])),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const problem = useProblem(error, 'saveFailed');
  const set = (name: keyof typeof values) => (value: string | boolean) =>
    setValues((v) => ({ ...v, [name]: value }));
  const form = useFormErrors(problem);
  const err = form.error;

  async function run(work: () => Promise<string>) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const message = await work();
      await refresh();
      toast(message);
      onDone();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: PackageInput = {
      MeetingtypeId: Number(values.meetingType),
      NameNl: values.nameNl,
      NameEn: values.nameEn,
      DescriptionNl: item?.DescriptionNl ?? '',
      DescriptionEn: item?.DescriptionEn ?? '',
      PricePerPerson: parseEuros(values.price),
      TaxPercentage: Number(values.vat),
      IsActive: values.active,
      Options: Object.entries(included).map(([id, amount]) => ({
        OptionId: Number(id),
        AmountPerPerson: parseWhole(amount),
      })),
    };
    if (!form.check(body)) return;
    void run(async () => {
      if (item) await callApi(offeringsApi.updatePackage, { params: { id: item.Id }, body });
      else await callApi(offeringsApi.createPackage, { params: { id: locationId }, body });
      return t('packages.saved');
    });
  }

  const remove = () =>
    item &&
    run(async () => {
      const result = await callApi(offeringsApi.removePackage, { params: { id: item.Id } });
      return result.Outcome === 'Deleted' ? t('packages.deleted') : t('packages.deactivated');
    });

  return (
    <form className="dialog-form" onSubmit={submit} noValidate>
      <div className="fields">
        <Field label={t('fields.nameNl')} error={err('NameNl')}>
          {(p) => (
            <input {...p} lang="nl" value={values.nameNl} onChange={(e) => set('nameNl')(e.target.value)} />
          )}
        </Field>
        <Field label={t('fields.nameEn')} error={err('NameEn')}>
          {(p) => (
            <input {...p} lang="en" value={values.nameEn} onChange={(e) => set('nameEn')(e.target.value)} />
          )}
        </Field>
        <Field label={t('fields.meetingType')} error={err('MeetingtypeId')}>
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
        <Field label={t('fields.pricePerPerson')} error={err('PricePerPerson')}>
          {(p) => (
            <input
              {...p}
              inputMode="decimal"
              value={values.price}
              onChange={(e) => set('price')(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('fields.vat')} error={err('TaxPercentage')}>
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
      <fieldset>
        <legend>{t('packages.includes')}</legend>
        {options.length === 0 && <p className="muted">{t('packages.noOptions')}</p>}
        <ul className="package-options">
          {options.map((option) => {
            const amount = included[option.Id];
            const name = nameOf(option, locale);
            return (
              <li key={option.Id}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={amount !== undefined}
                    onChange={(e) =>
                      setIncluded((current) => {
                        const next = { ...current };
                        if (e.target.checked) next[option.Id] = '1';
                        else delete next[option.Id];
                        return next;
                      })
                    }
                  />
                  {name}
                </label>
                {amount !== undefined && (
                  <Field label={t('packages.amountOf', { name })} className="field compact">
                    {(p) => (
                      <input
                        {...p}
                        inputMode="numeric"
                        size={4}
                        value={amount}
                        onChange={(e) => setIncluded((c) => ({ ...c, [option.Id]: e.target.value }))}
                      />
                    )}
                  </Field>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <label className="check">
        <input type="checkbox" checked={values.active} onChange={(e) => set('active')(e.target.checked)} />
        {t('fields.active')}
      </label>
      <ProblemAlert problem={form.alert} shown={(f) => PACKAGE_FIELDS.has(f)} />
      <div className="offerings-actions">
        <button type="submit" disabled={busy}>
          {t('save')}
        </button>
        {item && (
          <ConfirmRemove
            label={t('packages.remove')}
            name={nameOf(item, locale)}
            disabled={busy}
            onConfirm={() => void remove()}
          />
        )}
      </div>
    </form>
  );
}
