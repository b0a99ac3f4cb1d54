import {
  type HostPackage,
  type HostVoucher,
  offeringsApi,
  type VoucherInput,
  VoucherType,
} from '@meetspace/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { callApi } from '../../lib/api-client.ts';
import { formatDate, money } from '../../lib/format.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useVouchers } from './api/offerings.ts';
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
  SelectField,
  useEditing,
  useOfferingForm,
} from './form-kit.tsx';
import { eurosText, parseOptionalEuros, parseOptionalWhole } from './form-values.ts';

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
  const [editing, setEditing] = useEditing<HostVoucher>();
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
      <AddButton label={t('vouchers.add')} onClick={() => setEditing('new')} />
      {vouchers.data && vouchers.data.Results.length === 0 && <p>{t('vouchers.none')}</p>}
      {vouchers.data && vouchers.data.Results.length > 0 && (
        <OfferingsTable
          caption={t('vouchers.title')}
          columns={[
            t('fields.code'),
            t('fields.voucherType'),
            t('fields.value'),
            t('fields.valid'),
            t('fields.status'),
          ]}
        >
          {vouchers.data.Results.map((v) => (
            <tr key={v.Id}>
              <EditCell label={t('fields.code')} name={v.Code} onEdit={() => setEditing(v)}>
                <span className="muted"> {v.Name}</span>
              </EditCell>
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
        </OfferingsTable>
      )}
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        addTitle={t('vouchers.add')}
        editTitle={t('vouchers.edit')}
      >
        {(voucher) => (
          <VoucherForm
            locationId={locationId}
            meetingTypes={meetingTypes}
            packages={packages}
            voucher={voucher}
            onDone={() => setEditing(null)}
          />
        )}
      </EditDialog>
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
  const amount = (euros: number | null | undefined) => (euros == null ? '' : eurosText(euros, locale));
  const { values, set, busy, form, err, run } = useOfferingForm(locationId, () => ({
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
  const type = Number(values.type);

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
    }, onDone);
  }

  const remove = (voucher: HostVoucher) =>
    run(async () => {
      const result = await callApi(offeringsApi.removeVoucher, { params: { id: voucher.Id } });
      return result.Outcome === 'Deleted' ? t('vouchers.deleted') : t('vouchers.deactivated');
    }, onDone);

  return (
    <form className="dialog-form" onSubmit={submit} noValidate>
      <div className="fields">
        <InputField
          label={t('fields.code')}
          error={err('Code')}
          hint={t('vouchers.codeHint')}
          autoComplete="off"
          value={values.code}
          onChange={set('code')}
        />
        <InputField
          label={t('fields.voucherName')}
          error={err('Name')}
          value={values.name}
          onChange={set('name')}
        />
        <SelectField
          label={t('fields.voucherType')}
          error={err('TypeId')}
          value={values.type}
          onChange={set('type')}
        >
          {Object.values(VoucherType).map((id) => (
            <option key={id} value={id}>
              {t(`vouchers.types.${typeKey(id)}`)}
            </option>
          ))}
        </SelectField>
        {(type === VoucherType.Voucher || type === VoucherType.Action) && (
          <InputField
            label={t('fields.discountPercentage')}
            error={err('DiscountPercentage')}
            inputMode="numeric"
            value={values.percentage}
            onChange={set('percentage')}
          />
        )}
        {type === VoucherType.Voucher && (
          <InputField
            label={t('fields.discountAmount')}
            error={err('DiscountAmount')}
            inputMode="decimal"
            value={values.discount}
            onChange={set('discount')}
          />
        )}
        {type === VoucherType.Rate && (
          <InputField
            label={t('fields.ratePerSeat')}
            error={err('RatePerSeat')}
            inputMode="decimal"
            value={values.rate}
            onChange={set('rate')}
          />
        )}
        {type === VoucherType.Credit && (
          <InputField
            label={t('fields.credit')}
            error={err('Credit')}
            inputMode="decimal"
            value={values.credit}
            onChange={set('credit')}
          />
        )}
        {type === VoucherType.Package && (
          <SelectField
            label={t('fields.package')}
            error={err('PackageId')}
            value={values.packageId}
            onChange={set('packageId')}
          >
            {packages.map((item) => (
              <option key={item.Id} value={item.Id}>
                {nameOf(item, locale)}
              </option>
            ))}
          </SelectField>
        )}
        <MeetingTypeField
          meetingTypes={meetingTypes}
          error={err('MeetingtypeId')}
          value={values.meetingType}
          onChange={set('meetingType')}
          any={t('vouchers.anyType')}
        />
        <InputField
          label={t('fields.validFrom')}
          error={err('ValidFrom')}
          type="date"
          value={values.validFrom}
          onChange={set('validFrom')}
        />
        <InputField
          label={t('fields.validUntil')}
          error={err('ValidUntil')}
          type="date"
          value={values.validUntil}
          onChange={set('validUntil')}
        />
        <InputField
          label={t('fields.minSeats')}
          error={err('MinSeats')}
          inputMode="numeric"
          value={values.minSeats}
          onChange={set('minSeats')}
        />
        <InputField
          label={t('fields.maxSeats')}
          error={err('MaxSeats')}
          inputMode="numeric"
          value={values.maxSeats}
          onChange={set('maxSeats')}
        />
      </div>
      <CheckField
        label={t('fields.oncePerUser')}
        checked={values.oncePerUser}
        onChange={set('oncePerUser')}
      />
      <CheckField label={t('fields.active')} checked={values.active} onChange={set('active')} />
      <ProblemAlert problem={form.alert} shown={(f) => VOUCHER_FIELDS.has(f)} />
      <FormActions
        busy={busy}
        remove={
          voucher && {
            label: t('vouchers.remove'),
            name: voucher.Code,
            onConfirm: () => void remove(voucher),
          }
        }
      />
    </form>
  );
}
