import { isValidDateString, moveIntoOpeningHours } from '@meetspace/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { money } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import {
  reservationCalls,
  useChangeDatePreview,
  useManageToken,
  useReservationWrite,
} from '../api/reservations.ts';
import {
  isPeriodField,
  type Period,
  PeriodFields,
  periodBody,
  periodOf,
  periodProblem,
} from './period-fields.tsx';
import { type ReservationFormProps, reservationDialog } from './reservation-dialog.tsx';

/**
 * Moves the reservation (the same spaces) to another date and times:
 * `PUT /v2/reservation/{id}/changedate` (or the manage link's call). Before confirming, the
 * preview call says the location's opening hours that day (only those times are offered), whether
 * the move is possible (the server's refusal in words) and the new price.
 */
export const ChangeDateDialog = reservationDialog('res.changeDate.title', ChangeDateForm);

function ChangeDateForm({ r, onCancel, onDone }: ReservationFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const token = useManageToken();
  const [period, setPeriod] = useState<Period>(() => periodOf(r, r.StartDate.slice(0, 10)));
  const change = useReservationWrite(r.Id, (p: Period) =>
    reservationCalls.changeDate(r.Id, periodBody(r, p), token),
  );
  const problem = useProblem(change.error, 'res.saveFailed');
  const local = periodProblem(period);
  const askable = local === null && isValidDateString(period.StartDate) && isValidDateString(period.EndDate);
  const preview = useChangeDatePreview(r.Id, period, askable);
  const answer = askable ? preview.data : undefined;
  const current = answer && !preview.isPlaceholderData ? answer : undefined;
  const open = answer?.OpenMinutes ?? null;
  const close = answer?.CloseMinutes ?? null;
  const hours = open !== null && close !== null ? { open, close } : null;
  const closed = current !== undefined && current.OpenMinutes === null;
  const refusal = useProblem(
    current && !current.Possible && !closed
      ? new ApiError(409, { StatusCode: 409, Message: '', Errors: current.Errors })
      : null,
    'res.changeDate.notPossible',
  );

  // Times outside the day's opening hours are moved into them (the same length where it fits).
  useEffect(() => {
    if (open === null || close === null) return;
    const clamped = moveIntoOpeningHours(period, { open, close }, r.MeetingtypeId);
    if (clamped.StartMinutes !== period.StartMinutes || clamped.EndMinutes !== period.EndMinutes)
      setPeriod(clamped);
  }, [open, close, period, r.MeetingtypeId]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending || local || !current?.Possible) return;
    change.mutate(period, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} className="dialog-form">
      <p>{t('res.changeDate.intro')}</p>
      <PeriodFields
        r={r}
        value={period}
        hours={hours}
        onChange={(p) => {
          change.reset();
          setPeriod(p);
        }}
        errors={problem.fields}
      />
      <p role="status" className="preview" aria-live="polite">
        {!askable || !current
          ? askable && preview.isFetching
            ? t('res.changeDate.checking')
            : ''
          : closed
            ? t('res.changeDate.closed')
            : current.Possible && current.TotalInclTax !== null
              ? t('res.changeDate.newPrice', {
                  price: money(current.TotalInclTax, locale),
                  now: money(r.TotalInclTax, locale),
                })
              : refusal.message}
      </p>
      <ProblemAlert problem={local ? t(`res.period.${local}`) : problem} shown={isPeriodField} />
      <p className="actions">
        <button
          type="submit"
          disabled={change.isPending || local !== null || !current?.Possible || preview.isFetching}
        >
          {t('res.changeDate.save')}
        </button>{' '}
        <button type="button" className="secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
      </p>
    </form>
  );
}
