import {
  type HostOption,
  OPTION_CATEGORY_IDS,
  OPTION_CATEGORY_NAMES,
  type OptionCategory,
  type OptionInput,
  offeringsApi,
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
import { useOptions, useRefresh } from './api/offerings.ts';
import { ConfirmRemove } from './confirm-remove.tsx';
import { eurosText, parseEuros, parseOptionalWhole, parseWhole } from './form-values.ts';
import { OfferingsFrame, useLocationId } from './frame.tsx';
import { useFormErrors } from './use-form-errors.ts';

/** `host/locations/:locationId/options`: the location's options, added and changed in a dialog. */
export function OptionsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const locationId = useLocationId();
  const options = useOptions(locationId);
  const data = options.data;
  const [editing, setEditing] = useState<HostOption | 'new' | null>(null);
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
          <p>
            <button type="button" onClick={() => setEditing('new')}>
              {t('options.add')}
            </button>
          </p>
          {data.Results.length === 0 ? (
            <p>{t('options.none')}</p>
          ) : (
            <table className="offerings-table">
              <caption className="visually-hidden">{t('options.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('fields.name')}</th>
                  <th scope="col">{t('fields.category')}</th>
                  <th scope="col">{t('fields.priceExcl')}</th>
                  <th scope="col">{t('fields.limits')}</th>
                  <th scope="col">{t('fields.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.Results.map((option) => (
                  <tr key={option.Id}>
                    <th scope="row" data-label={t('fields.name')}>
                      <button type="button" className="link" onClick={() => setEditing(option)}>
                        {(locale === 'en' && option.NameEn) || option.NameNl}
                      </button>
                    </th>
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
              </tbody>
            </table>
          )}
        </>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('options.add') : t('options.edit')}
      >
        {editing !== null && (
          <OptionForm
            locationId={locationId}
            option={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
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
  const toast = useToast();
  const refresh = useRefresh(locationId);
  const [values, setValues] = useState(() => ({
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
    });
  }

  const remove = () =>
    option &&
    run(async () => {
      const result = await callApi(offeringsApi.removeOption, { params: { id: option.Id } });
      return result.Outcome === 'Deleted' ? t('options.deleted') : t('options.deactivated');
    });

  return (
    <form className="dialog-form" onSubmit={submit} noValidate>
      <div className="fields">
        <Field label={t('fields.category')} error={err('CategoryId')}>
          {(p) => (
            <select {...p} value={values.category} onChange={(e) => set('category')(e.target.value)}>
              {OPTION_CATEGORY_IDS.map((id) => (
                <option key={id} value={id}>
                  {OPTION_CATEGORY_NAMES[id][locale]}
                </option>
              ))}
            </select>
          )}
        </Field>
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
        <Field label={t('fields.priceExcl')} error={err('Price')}>
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
        <Field label={t('fields.maxAmount')} hint={t('fields.zeroNoCap')} error={err('MaxAmount')}>
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              value={values.maxAmount}
              onChange={(e) => set('maxAmount')(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('fields.maxPP')} hint={t('fields.zeroNoCap')} error={err('MaxPP')}>
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              value={values.maxPP}
              onChange={(e) => set('maxPP')(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('fields.stock')} hint={t('fields.emptyUnlimited')} error={err('Stock')}>
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              value={values.stock}
              onChange={(e) => set('stock')(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('fields.rank')} error={err('Rank')}>
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
      <ProblemAlert problem={form.alert} shown={(f) => OPTION_FIELDS.has(f)} />
      <div className="offerings-actions">
        <button type="submit" disabled={busy}>
          {t('save')}
        </button>
        {option && (
          <ConfirmRemove
            label={t('options.remove')}
            name={(locale === 'en' && option.NameEn) || option.NameNl}
            disabled={busy}
            onConfirm={() => void remove()}
          />
        )}
      </div>
    </form>
  );
}
