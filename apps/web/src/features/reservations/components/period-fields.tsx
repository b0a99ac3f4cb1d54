import { addDays, MeetingType, minutesToTime, type ReservationDetail, timeStepFor } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { daysBetween, todayInNl } from '../../../lib/format.ts';

/** A period being chosen for a reservation (the end date stays the same number of days after). */
export interface Period {
  StartDate: string;
  EndDate: string;
  StartMinutes: number;
  EndMinutes: number;
}

const DAY_START = 6 * 60;
const DAY_END = 23 * 60;

/** The reservation's own period, moved to `startDate` (the same length in days). */
export function periodOf(r: ReservationDetail, startDate: string): Period {
  return {
    StartDate: startDate,
    EndDate: addDays(startDate, daysBetween(r.StartDate, r.EndDate)),
    StartMinutes: r.StartMinutes,
    EndMinutes: r.EndMinutes,
  };
}

/** The body of a period for the API: the end date only for multi-day reservations. */
export function periodBody(r: ReservationDetail, p: Period) {
  const multiDay = daysBetween(r.StartDate, r.EndDate) > 0;
  return {
    StartDate: p.StartDate,
    ...(multiDay ? { EndDate: p.EndDate } : {}),
    StartMinutes: p.StartMinutes,
    EndMinutes: p.EndMinutes,
  };
}

/** A day's opening hours, minutes from midnight. */
export interface OpeningHours {
  open: number;
  close: number;
}

/**
 * Date (and last day for multi-day reservations) and times in the meeting type's steps, within the
 * day's opening hours when they are known (else 06:00–23:00); a temporary office keeps its fixed
 * hours. Field errors of the server show under their field.
 */
export function PeriodFields({
  r,
  value,
  onChange,
  errors,
  hours = null,
}: {
  r: ReservationDetail;
  value: Period;
  onChange: (p: Period) => void;
  errors: Record<string, string>;
  hours?: OpeningHours | null;
}) {
  const { t } = useTranslation();
  const multiDay = daysBetween(r.StartDate, r.EndDate) > 0;
  const step = timeStepFor(r.MeetingtypeId);
  const times: number[] = [];
  const first = hours ? hours.open : Math.min(DAY_START, value.StartMinutes);
  const last = hours ? hours.close : Math.max(DAY_END, value.EndMinutes);
  for (let m = Math.ceil(first / step) * step; m <= last; m += step) times.push(m);
  // The chosen times stay choosable while an answer about a new day is on its way.
  for (const m of [value.StartMinutes, value.EndMinutes]) if (!times.includes(m)) times.push(m);
  times.sort((a, b) => a - b);
  const fixedHours = r.MeetingtypeId === MeetingType.TemporaryOffice;
  const length = daysBetween(r.StartDate, r.EndDate);

  return (
    <div className="fields">
      <Field label={multiDay ? t('res.period.firstDay') : t('res.period.date')} error={errors.StartDate}>
        {(props) => (
          <input
            {...props}
            type="date"
            required
            min={todayInNl()}
            value={value.StartDate}
            onChange={(e) =>
              onChange({
                ...value,
                StartDate: e.target.value,
                EndDate: addDays(e.target.value || r.StartDate, length),
              })
            }
          />
        )}
      </Field>
      {multiDay && (
        <Field label={t('res.period.lastDay')} error={errors.EndDate}>
          {(props) => (
            <input
              {...props}
              type="date"
              required
              min={value.StartDate}
              value={value.EndDate}
              onChange={(e) => onChange({ ...value, EndDate: e.target.value })}
            />
          )}
        </Field>
      )}
      {!fixedHours && (
        <>
          <Field label={t('res.period.start')} error={errors.StartMinutes}>
            {(props) => (
              <select
                {...props}
                value={value.StartMinutes}
                onChange={(e) => onChange({ ...value, StartMinutes: Number(e.target.value) })}
              >
                {times.map((m) => (
                  <option key={m} value={m}>
                    {minutesToTime(m)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('res.period.end')} error={errors.EndMinutes}>
            {(props) => (
              <select
                {...props}
                value={value.EndMinutes}
                onChange={(e) => onChange({ ...value, EndMinutes: Number(e.target.value) })}
              >
                {times.map((m) => (
                  <option key={m} value={m}>
                    {minutesToTime(m)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      )}
    </div>
  );
}

/** The fields `PeriodFields` shows errors of. */
export const isPeriodField = (field: string) =>
  ['StartDate', 'EndDate', 'StartMinutes', 'EndMinutes'].includes(field);

/** Whether the times are the right way round (checked before asking the server). */
export const periodProblem = (p: Period): 'endBeforeStart' | 'lastDayBeforeFirst' | null =>
  p.EndMinutes <= p.StartMinutes ? 'endBeforeStart' : p.EndDate < p.StartDate ? 'lastDayBeforeFirst' : null;
