import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { reservationCalls, useManageToken, useReservationWrite } from '../api/reservations.ts';
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
 * `PUT /v2/reservation/{id}/changedate`. The server's refusals (locked, too late, not free then)
 * are shown in words.
 */
export const ChangeDateDialog = reservationDialog('res.changeDate.title', ChangeDateForm);

function ChangeDateForm({ r, onCancel, onDone }: ReservationFormProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>(() => periodOf(r, r.StartDate.slice(0, 10)));
  const token = useManageToken();
  const change = useReservationWrite(r.Id, (p: Period) =>
    reservationCalls.changeDate(r.Id, periodBody(r, p), token),
  );
  const problem = useProblem(change.error, 'res.saveFailed');
  const local = periodProblem(period);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending || local) return;
    change.mutate(period, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} className="dialog-form">
      <p>{t('res.changeDate.intro')}</p>
      <PeriodFields
        r={r}
        value={period}
        onChange={(p) => {
          change.reset();
          setPeriod(p);
        }}
        errors={problem.fields}
      />
      <ProblemAlert problem={local ? t(`res.period.${local}`) : problem} shown={isPeriodField} />
      <p className="actions">
        <button type="submit" disabled={change.isPending || local !== null}>
          {t('res.changeDate.save')}
        </button>{' '}
        <button type="button" className="secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
      </p>
    </form>
  );
}
