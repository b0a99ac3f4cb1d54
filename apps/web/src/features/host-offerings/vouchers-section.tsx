import {
  type HostPackage,
  type HostVoucher,
  MEETING_TYPE_NAMES,
  type MeetingType,
  offeringsApi,
  type VoucherInput,
  VoucherType,
} from '@meetspace/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { useToast } from '../../components/toasts.tsx';
import { callApi } from '../../lib/api-client.ts';
import { formatDate, money } from '../../lib/format.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useRefresh, useVouchers } from './api/offerings.ts';
import { ConfirmRemove } from './confirm-remove.tsx';
import { eurosText, parseOptionalEuros, parseOptionalWhole } from './form-values.ts';
import { useFormErrors } from './use-form-errors.ts';

const TYPE_KEYS = { 1: 'package', 2: 'voucher', 3: 'credit', 4: 'rate', 5: 'action' } as const;
const typeKey = (id: number) => TYPE_KEYS[id as keyof typeof TYPE_KEYS] ?? 'voucher';

/** The location's own vouchers (on the packages page): a list and a dialog to add or change one. */
export function VouchersSection({
  locationId,
  meetingTypes,
  packages,
}: {
  locationId: number;
  meetingTypes: readonly number[];
  packages: readonly HostPackage[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const vouchers = useVouchers(locationId);
  const problem = useProblem(vouchers.error, 'loadFailed');
  const [editing, setEditing] = useState<HostVoucher | 'new' | null>(null);
  const value = (v: HostVoucher) => {
    if (v.TypeId === VoucherType.Package)
      return packages.find((p) => p.Id === v.PackageId)?.NameNl ?? `#${v.PackageId ?? ''}`;
    if (v.TypeId === VoucherType.Credit && v.Credit !== null) return money(v.Credit, locale);
    if (v.TypeId === VoucherType.Rate && v.RatePerSeat !== null)
      return t('vouchers.ratePerSeat', { amount: money(v.RatePerSeat, locale) });
    if (v.DiscountAmount) return money(v.DiscountAmount, locale);
    return v.DiscountPercentage ? `${v.DiscountPercentage}%` : '—';
  };
  return (
    <section aria-labelledby="vouchers-title" className="offerings-vouchers">
      <h2 id="vouchers-title">{t('vouchers.title')}</h2>
      <p className="muted">{t('vouchers.intro')}</p>
      <ProblemAlert problem={problem} />
      <p>
        <button type="button" onClick={() => setEditing('new')}>
          {t('vouchers.add')}
        </button>
      </p>
      {vouchers.data && vouchers.data.Results.length === 0 && <p>{t('vouchers.none')}</p>}
      {vouchers.data && vouchers.data.Results.length > 0 && (
        <table className="offerings-table">
          <caption className="visually-hidden">{t('vouchers.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fields.code')}</th>
              <th scope="col">{t('fields.voucherType')}</th>
              <th scope="col">{t('fields.value')}</th>
              <th scope="col">{t('fields.valid')}</th>
              <th scope="col">{t('fields.status')}</th>
            </tr>
          </thead>
          <tbody>
            {vouchers.data.Results.map((v) => (
              <tr key={v.Id}>
                <th scope="row" data-label={t('fields.code')}>
                  <button type="button" className="link" onClick={() => setEditing(v)}>
                    {v.Code}
                  </button>
                  <span className="muted"> {v.Name}</span>
                </th>
                <td data-label={t('fields.voucherType')}>{t(`vouchers.types.${typeKey(v.TypeId)}`)}</td>
                <td data-label={t('fields.value')}>{value(v)}</td>
                <td data-label={t('fields.valid')}>
                  {v.ValidFrom || v.ValidUntil
                    ? `${v.ValidFrom ? formatDate(v.ValidFrom, locale) : '…'} – ${v.ValidUntil ? formatDate(v.ValidUntil, locale) : '…'}`
                    : t('vouchers.always')}
                </td>
                <td data-label={t('fields.status')}>
                  {v.IsActive ? t('active') : t('inactive')}
                  {v.Uses > 0 && <span className="muted"> · {t('vouchers.uses', { count: v.Uses })}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('vouchers.add') : t('vouchers.edit')}
      >
        {editing !== null && (
          <VoucherForm
            locationId={locationId}
            meetingTypes={meetingTypes}
            packages={packages}
            voucher={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </section>
  );
}

const VOUCHER_FIELDS = new Set([
  'Code',
  'Name',
  'TypeId',
  'DiscountPercentage',
  'DiscountAmount',
  'RatePerSeat',
  'Credit',
  'PackageId',
  'MeetingtypeId',
  'ValidFrom',
  'ValidUntil',
  'MinSeats',
  'MaxSeats',
]);

function VoucherForm({
  locationId,
  meetingTypes,
  packages,
  voucher,
  onDone,
}: {
  locationId: number;
  meetingTypes: readonly number[];
  packages: readonly HostPackage[];
  voucher: HostVoucher | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const refresh = useRefresh(locationId);
  const amount = (euros: number | null | undefined) => (euros == null ? '' : eurosText(euros, locale));
  const [values, setValues] = useState(() => ({
    code: voucher?.Code ?? '',
    name: voucher?.Name ?? '',
    type: String(voucher?.TypeId ?? VoucherType.Action),
    percentage: voucher?.DiscountPercentage == null ? '' : String(voucher.DiscountPercentage),
    discount: amount(voucher?.DiscountAmount),
    rate: amount(voucher?.RatePerSeat),
    credit: amount(voucher?.Credit),
    packageId: String(voucher?.PackageId ?? packages[0]?.Id ?? ''),
    meetingType: voucher?.MeetingtypeId == null ? '' : String(voucher.MeetingtypeId),
    validFrom: voucher?.ValidFrom ?? '',
    validUntil: voucher?.ValidUntil ?? '',
    minSeats: voucher?.MinSeats == null ? '' : String(voucher.MinSeats),
    maxSeats: voucher?.MaxSeats == null ? '' : String(voucher.MaxSeats),
    oncePerUser: voucher?.OncePerUser ?? false,
    active: voucher?.IsActive ?? true,
  }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const problem = useProblem(error, 'saveFailed');
  const set = (name: keyof typeof values) => (value: string | boolean) =>
    setValues((v) => ({ ...v, [name]: value }));
  const form = useFormErrors(problem);
  const err = form.error;
  const type = Number(values.type);

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
    const body: VoucherInput = {
      Code: values.code,
      TypeId: type,
      Name: values.name,
      MeetingtypeId: values.meetingType === '' ? null : Number(values.meetingType),
      ValidFrom: values.validFrom || null,
      ValidUntil: values.validUntil || null,
      WeekdayMask: voucher?.WeekdayMask ?? 0,
      MinSeats: parseOptionalWhole(values.minSeats),
      MaxSeats: parseOptionalWhole(values.maxSeats),
      MinDurationMinutes: voucher?.MinDurationMinutes ?? null,
      MaxDurationMinutes: voucher?.MaxDurationMinutes ?? null,
      TotalSeats: voucher?.TotalSeats ?? null,
      OncePerUser: values.oncePerUser,
      Credit: type === VoucherType.Credit ? parseOptionalEuros(values.credit) : null,
      DiscountPercentage:
        type === VoucherType.Voucher || type === VoucherType.Action
          ? parseOptionalWhole(values.percentage)
          : null,
      DiscountAmount: type === VoucherType.Voucher ? parseOptionalEuros(values.discount) : null,
      RatePerSeat: type === VoucherType.Rate ? parseOptionalEuros(values.rate) : null,
      PackageId: type === VoucherType.Package && values.packageId ? Number(values.packageId) : null,
      IsActive: values.active,
    };
    if (!form.check(body)) return;
    void run(async () => {
      if (voucher) await callApi(offeringsApi.updateVoucher, { params: { id: voucher.Id }, body });
      else await callApi(offeringsApi.createVoucher, { params: { id: locationId }, body });
      return t('vouchers.saved');
    });
  }

  const remove = () =>
    voucher &&
    run(async () => {
      const result = await callApi(offeringsApi.removeVoucher, { params: { id: voucher.Id } });
      return result.Outcome === 'Deleted' ? t('vouchers.deleted') : t('vouchers.deactivated');
    });

  return (
    <form className="dialog-form" onSubmit={submit} noValidate>
      <div className="fields">
        <Field label={t('fields.code')} error={err('Code')} hint={t('vouchers.codeHint')}>
          {(p) => (
            <input
              {...p}
              value={values.code}
              onChange={(e) => set('code')(e.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label={t('fields.voucherName')} error={err('Name')}>
          {(p) => <input {...p} value={values.name} onChange={(e) => set('name')(e.target.value)} />}
        </Field>
        <Field label={t('fields.voucherType')} error={err('TypeId')}>
          {(p) => (
            <select {...p} value={values.type} onChange={(e) => set('type')(e.target.value)}>
              {Object.values(VoucherType).map((id) => (
                <option key={id} value={id}>
                  {t(`vouchers.types.${typeKey(id)}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {(type === VoucherType.Voucher || type === VoucherType.Action) && (
          <Field label={t('fields.discountPercentage')} error={err('DiscountPercentage')}>
            {(p) => (
              <input
                {...p}
                inputMode="numeric"
                value={values.percentage}
                onChange={(e) => set('percentage')(e.target.value)}
              />
            )}
          </Field>
        )}
        {type === VoucherType.Voucher && (
          <Field label={t('fields.discountAmount')} error={err('DiscountAmount')}>
            {(p) => (
              <input
                {...p}
                inputMode="decimal"
                value={values.discount}
                onChange={(e) => set('discount')(e.target.value)}
              />
            )}
          </Field>
        )}
        {type === VoucherType.Rate && (
          <Field label={t('fields.ratePerSeat')} error={err('RatePerSeat')}>
            {(p) => (
              <input
                {...p}
                inputMode="decimal"
                value={values.rate}
                onChange={(e) => set('rate')(e.target.value)}
              />
            )}
          </Field>
        )}
        {type === VoucherType.Credit && (
          <Field label={t('fields.credit')} error={err('Credit')}>
            {(p) => (
              <input
                {...p}
                inputMode="decimal"
                value={values.credit}
                onChange={(e) => set('credit')(e.target.value)}
              />
            )}
          </Field>
        )}
        {type === VoucherType.Package && (
          <Field label={t('fields.package')} error={err('PackageId')}>
            {(p) => (
              <select {...p} value={values.packageId} onChange={(e) => set('packageId')(e.target.value)}>
                {packages.map((item) => (
                  <option key={item.Id} value={item.Id}>
                    {(locale === 'en' && item.NameEn) || item.NameNl}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field label={t('fields.meetingType')} error={err('MeetingtypeId')}>
          {(p) => (
            <select {...p} value={values.meetingType} onChange={(e) => set('meetingType')(e.target.value)}>
              <option value="">{t('vouchers.anyType')}</option>
              {meetingTypes.map((id) => (
                <option key={id} value={id}>
                  {MEETING_TYPE_NAMES[id as MeetingType]?.[locale] ?? id}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('fields.validFrom')} error={err('ValidFrom')}>
          {(p) => (
            <input
              {...p}
              type="date"
              value={values.validFrom}
              onChange={(e) => set('validFrom')(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('fields.validUntil')} error={err('ValidUntil')}>
          {(p) => (
            <input
              {...p}
              type="date"
              value={values.validUntil}
              onChange={(e) => set('validUntil')(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('fields.minSeats')} error={err('MinSeats')}>
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              value={values.minSeats}
              onChange={(e) => set('minSeats')(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('fields.maxSeats')} error={err('MaxSeats')}>
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              value={values.maxSeats}
              onChange={(e) => set('maxSeats')(e.target.value)}
            />
          )}
        </Field>
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={values.oncePerUser}
          onChange={(e) => set('oncePerUser')(e.target.checked)}
        />
        {t('fields.oncePerUser')}
      </label>
      <label className="check">
        <input type="checkbox" checked={values.active} onChange={(e) => set('active')(e.target.checked)} />
        {t('fields.active')}
      </label>
      <ProblemAlert problem={form.alert} shown={(f) => VOUCHER_FIELDS.has(f)} />
      <div className="offerings-actions">
        <button type="submit" disabled={busy}>
          {t('save')}
        </button>
        {voucher && (
          <ConfirmRemove
            label={t('vouchers.remove')}
            name={voucher.Code}
            disabled={busy}
            onConfirm={() => void remove()}
          />
        )}
      </div>
    </form>
  );
}
