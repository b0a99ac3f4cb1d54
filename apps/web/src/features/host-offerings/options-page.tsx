import {
  type HostOption,
  OPTION_CATEGORY_IDS,
  OPTION_CATEGORY_NAMES,
  type OptionCategory,
  type OptionInput,
  offeringsApi,
} from '@meetspace/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { callApi } from '../../lib/api-client.ts';
import { money } from '../../lib/format.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useOptions } from './api/offerings.ts';
import {
  AddButton,
  CheckField,
  EditCell,
  EditDialog,
  FormActions,
  InputField,
  nameOf,
  OfferingsTable,
  SelectField,
  useEditing,
  useOfferingForm,
  VatField,
} from './form-kit.tsx';
import { eurosText, parseEuros, parseOptionalWhole, parseWhole } from './form-values.ts';
import { OfferingsFrame, useLocationId } from './frame.tsx';

/** `host/locations/:locationId/options`: the location's options, added and changed in a dialog. */
export function OptionsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const locationId = useLocationId();
  const options = useOptions(locationId);
  const data = options.data;
  const [editing, setEditing] = useEditing<HostOption>();
  return (
    <OfferingsFrame
      current="host-location-options"
      locationId={locationId}
      locationName={data?.LocationName}
      title={t('options.title')}
      pending={options.isPending}
      error={options.error}
    >
      {data && (
        <>
          <AddButton label={t('options.add')} onClick={() => setEditing('new')} />
          {data.Results.length === 0 ? (
            <p>{t('options.none')}</p>
          ) : (
            <OfferingsTable
              caption={t('options.caption')}
              columns={[
                t('fields.name'),
                t('fields.category'),
                t('fields.priceExcl'),
                t('fields.limits'),
                t('fields.status'),
              ]}
            >
              {data.Results.map((option) => (
                <tr key={option.Id}>
                  <EditCell
                    label={t('fields.name')}
                    name={nameOf(option, locale)}
                    onEdit={() => setEditing(option)}
                  />
                  <td data-label={t('fields.category')}>
                    {OPTION_CATEGORY_NAMES[option.CategoryId as OptionCategory]?.[locale] ??
                      option.CategoryId}
                  </td>
                  <td data-label={t('fields.priceExcl')}>
                    {money(option.Price, locale)} <span className="muted">({option.TaxPercentage}%)</span>
                  </td>
                  <td data-label={t('fields.limits')}>
                    {t('options.limits', {
                      max: option.MaxAmount || '∞',
                      pp: option.MaxPP || '∞',
                      stock: option.Stock ?? '∞',
                    })}
                  </td>
                  <td data-label={t('fields.status')}>{option.IsActive ? t('active') : t('inactive')}</td>
                </tr>
              ))}
            </OfferingsTable>
          )}
        </>
      )}
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        addTitle={t('options.add')}
        editTitle={t('options.edit')}
      >
        {(option) => <OptionForm locationId={locationId} option={option} onDone={() => setEditing(null)} />}
      </EditDialog>
    </OfferingsFrame>
  );
}

const OPTION_FIELDS = new Set([
  'CategoryId',
  'NameNl',
  'NameEn',
  'Price',
  'TaxPercentage',
  'MaxAmount',
  'MaxPP',
  'Stock',
  'Rank',
]);

function OptionForm({
  locationId,
  option,
  onDone,
}: {
  locationId: number;
  option: HostOption | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { values, set, busy, form, err, run } = useOfferingForm(locationId, () => ({
    category: String(option?.CategoryId ?? 1),
    nameNl: option?.NameNl ?? '',
    nameEn: option?.NameEn ?? '',
    price: option ? eurosText(option.Price, locale) : '',
    vat: String(option?.TaxPercentage ?? 21),
    maxAmount: String(option?.MaxAmount ?? 0),
    maxPP: String(option?.MaxPP ?? 0),
    stock: option?.Stock === null || option === undefined ? '' : String(option.Stock),
    rank: String(option?.Rank ?? 0),
    active: option?.IsActive ?? true,
  }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: OptionInput = {
      CategoryId: Number(values.category),
      NameNl: values.nameNl,
      NameEn: values.nameEn,
      DescriptionNl: option?.DescriptionNl ?? '',
      DescriptionEn: option?.DescriptionEn ?? '',
      Price: parseEuros(values.price),
      TaxPercentage: Number(values.vat),
      MaxAmount: parseWhole(values.maxAmount),
      MaxPP: parseWhole(values.maxPP),
      Stock: parseOptionalWhole(values.stock),
      Rank: parseWhole(values.rank),
      IsActive: values.active,
    };
    if (!form.check(body)) return;
    void run(async () => {
      if (option) await callApi(offeringsApi.updateOption, { params: { id: option.Id }, body });
      else await callApi(offeringsApi.createOption, { params: { id: locationId }, body });
      return t('options.saved');
    }, onDone);
  }

  const remove = (option: HostOption) =>
    run(async () => {
      const result = await callApi(offeringsApi.removeOption, { params: { id: option.Id } });
      return result.Outcome === 'Deleted' ? t('options.deleted') : t('options.deactivated');
    }, onDone);

  return (
    <form className="dialog-form" onSubmit={submit} noValidate>
      <div className="fields">
        <SelectField
          label={t('fields.category')}
          error={err('CategoryId')}
          value={values.category}
          onChange={set('category')}
        >
          {OPTION_CATEGORY_IDS.map((id) => (
            <option key={id} value={id}>
              {OPTION_CATEGORY_NAMES[id][locale]}
            </option>
          ))}
        </SelectField>
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
        <InputField
          label={t('fields.priceExcl')}
          error={err('Price')}
          inputMode="decimal"
          value={values.price}
          onChange={set('price')}
        />
        <VatField error={err('TaxPercentage')} value={values.vat} onChange={set('vat')} />
        <InputField
          label={t('fields.maxAmount')}
          hint={t('fields.zeroNoCap')}
          error={err('MaxAmount')}
          inputMode="numeric"
          value={values.maxAmount}
          onChange={set('maxAmount')}
        />
        <InputField
          label={t('fields.maxPP')}
          hint={t('fields.zeroNoCap')}
          error={err('MaxPP')}
          inputMode="numeric"
          value={values.maxPP}
          onChange={set('maxPP')}
        />
        <InputField
          label={t('fields.stock')}
          hint={t('fields.emptyUnlimited')}
          error={err('Stock')}
          inputMode="numeric"
          value={values.stock}
          onChange={set('stock')}
        />
        <InputField
          label={t('fields.rank')}
          error={err('Rank')}
          inputMode="numeric"
          value={values.rank}
          onChange={set('rank')}
        />
      </div>
      <CheckField label={t('fields.active')} checked={values.active} onChange={set('active')} />
      <ProblemAlert problem={form.alert} shown={(f) => OPTION_FIELDS.has(f)} />
      <FormActions
        busy={busy}
        remove={
          option && {
            label: t('options.remove'),
            name: nameOf(option, locale),
            onConfirm: () => void remove(option),
          }
        }
      />
    </form>
  );
}
