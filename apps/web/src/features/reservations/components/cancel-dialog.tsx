import { CANCEL_REASON_LABELS, CancelReason } from '@meetspace/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { money } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { reservationCalls, useManageToken, useReservationWrite } from '../api/reservations.ts';
import { type ReservationFormProps, reservationDialog } from './reservation-dialog.tsx';

const REASONS = Object.values(CancelReason);

/**
 * Cancelling, with what it costs now said first (free, or the fee) and a reason; the fee is only
 * charged because the member confirms it (`ApplyCancelFee` with the percentage they saw).
 */
export const CancelDialog = reservationDialog('my.cancel', CancelForm);

function CancelForm({ r, onCancel, onDone }: ReservationFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const c = r.Cancellation;
  const [reasonType, setReasonType] = useState<number>(CancelReason.NoReason);
  const [reason, setReason] = useState('');
  const token = useManageToken();
  const cancel = useReservationWrite(r.Id, () =>
    reservationCalls.cancel(
      r.Id,
      {
        ReasonType: reasonType,
        ...(reason.trim() ? { Reason: reason.trim() } : {}),
        ApplyCancelFee: !c.IsFree,
        Percentage: c.Percentage,
      },
      token,
    ),
  );
  const problem = useProblem(cancel.error, 'res.cancelFailed');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!cancel.isPending) cancel.mutate(undefined, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} className="dialog-form">
      <p>
        {c.IsFree
          ? t('my.cancelFree')
          : t('my.cancelFee', { percentage: c.Percentage, fee: money(c.FeeInclTax, locale) })}
      </p>
      <Field label={t('res.cancel.reason')} error={problem.fields.ReasonType}>
        {(props) => (
          <select {...props} value={reasonType} onChange={(e) => setReasonType(Number(e.target.value))}>
            {REASONS.map((id) => (
              <option key={id} value={id}>
                {CANCEL_REASON_LABELS[id][locale]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={reasonType === CancelReason.Other ? t('res.cancel.explainRequired') : t('res.cancel.explain')}
        error={problem.fields.Reason}
      >
        {(props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={2000}
            required={reasonType === CancelReason.Other}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
      <ProblemAlert problem={problem} shown={(f) => f === 'ReasonType' || f === 'Reason'} />
      <p className="actions">
        <button type="submit" disabled={cancel.isPending}>
          {t('my.cancelConfirm')}
        </button>{' '}
        <button type="button" className="secondary" onClick={onCancel}>
          {t('my.cancelKeep')}
        </button>
      </p>
    </form>
  );
}
