import {
  type HostOption,
  type HostPackage,
  MEETING_TYPE_NAMES,
  type MeetingType,
  offeringsApi,
  type PackageInput,
} from '@meetspace/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { callApi } from '../../lib/api-client.ts';
import { money } from '../../lib/format.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useOptions, usePackages } from './api/offerings.ts';
import {
  AddButton,
  CheckField,
  EditCell,
  EditDialog,
  FormActions,
  InputField,
  MeetingTypeField,
  nameOf,
  OfferingsTable,
  useEditing,
  useOfferingForm,
  VatField,
} from './form-kit.tsx';
import { eurosText, parseEuros, parseWhole } from './form-values.ts';
import { OfferingsFrame, useLocationId } from './frame.tsx';
import { VouchersSection } from './vouchers-section.tsx';

/** `host/locations/:locationId/packages`: packages with their options, and the location's vouchers. */
export function PackagesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const locationId = useLocationId();
  const packages = usePackages(locationId);
  const options = useOptions(locationId);
  const data = packages.data;
  const [editing, setEditing] = useEditing<HostPackage>();
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
          <AddButton label={t('packages.add')} onClick={() => setEditing('new')} />
          {data.Results.length === 0 ? (
            <p>{t('packages.none')}</p>
          ) : (
            <OfferingsTable
              caption={t('packages.caption')}
              columns={[
                t('fields.name'),
                t('fields.meetingType'),
                t('fields.pricePerPerson'),
                t('packages.includes'),
                t('fields.status'),
              ]}
            >
              {data.Results.map((item) => (
                <tr key={item.Id}>
                  <EditCell
                    label={t('fields.name')}
                    name={nameOf(item, locale)}
                    onEdit={() => setEditing(item)}
                  />
                  <td data-label={t('fields.meetingType')}>
                    {MEETING_TYPE_NAMES[item.MeetingtypeId as MeetingType]?.[locale] ?? item.MeetingtypeId}
                  </td>
                  <td data-label={t('fields.pricePerPerson')}>{money(item.PricePerPerson, locale)}</td>
                  <td data-label={t('packages.includes')}>
                    {item.Options.length === 0
                      ? '—'
                      : item.Options.map((o) => `${o.AmountPerPerson}× ${optionName(o.OptionId)}`).join(', ')}
                  </td>
                  <td data-label={t('fields.status')}>{item.IsActive ? t('active') : t('inactive')}</td>
                </tr>
              ))}
            </OfferingsTable>
          )}
          <VouchersSection
            locationId={locationId}
            meetingTypes={data.MeetingtypeIds}
            packages={data.Results}
          />
        </>
      )}
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        addTitle={t('packages.add')}
        editTitle={t('packages.edit')}
      >
        {(item) =>
          data && (
            <PackageForm
              locationId={locationId}
              meetingTypes={data.MeetingtypeIds}
              options={options.data?.Results ?? []}
              item={item}
              onDone={() => setEditing(null)}
            />
          )
        }
      </EditDialog>
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
  const { values, set, busy, form, err, run } = useOfferingForm(locationId, () => ({
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
    }, onDone);
  }

  const remove = (item: HostPackage) =>
    run(async () => {
      const result = await callApi(offeringsApi.removePackage, { params: { id: item.Id } });
      return result.Outcome === 'Deleted' ? t('packages.deleted') : t('packages.deactivated');
    }, onDone);

  return (
    <form className="dialog-form" onSubmit={submit} noValidate>
      <div className="fields">
        <InputField
          label={t('fields.nameNl')}
          error={err('NameNl')}
          lang="nl"
          value={values.nameNl}
          onChange={set('nameNl')}
        />
        <InputField
          label={t('fields.nameEn')}
          error={err('NameEn')}
          lang="en"
          value={values.nameEn}
          onChange={set('nameEn')}
        />
        <MeetingTypeField
          meetingTypes={meetingTypes}
          error={err('MeetingtypeId')}
          value={values.meetingType}
          onChange={set('meetingType')}
        />
        <InputField
          label={t('fields.pricePerPerson')}
          error={err('PricePerPerson')}
          inputMode="decimal"
          value={values.price}
          onChange={set('price')}
        />
        <VatField error={err('TaxPercentage')} value={values.vat} onChange={set('vat')} />
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
      <CheckField label={t('fields.active')} checked={values.active} onChange={set('active')} />
      <ProblemAlert problem={form.alert} shown={(f) => PACKAGE_FIELDS.has(f)} />
      <FormActions
        busy={busy}
        remove={
          item && {
            label: t('packages.remove'),
            name: nameOf(item, locale),
            onConfirm: () => void remove(item),
          }
        }
      />
    </form>
  );
}
