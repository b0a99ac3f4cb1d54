import { type HostLocation, type MeetingType, meetingTypeName } from '@meetspace/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field.tsx';
import { Loading } from '../../components/loading.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useToast } from '../../components/toasts.tsx';
import { formatDate, todayInNl } from '../../lib/format.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import {
  useAddClosedDay,
  useClosedDays,
  useOpeningHours,
  useRemoveClosedDay,
  useSaveOpeningHours,
} from './api.ts';
import { useHostProblem } from './components/host-problem.ts';
import { LocationFrame } from './components/location-frame.tsx';
import { useFocusInvalid } from './components/use-focus-invalid.ts';
import { type DayRow, toOpeningHours, weekTable } from './hours.ts';

/** `/host/locations/:id/opening-hours`: the week per meeting type, and the closed days. */
export function HoursPage() {
  return (
    <LocationFrame current="host-location-hours" titleKey="host:hours.title">
      {(location) => (
        <>
          <Week location={location} />
          <ClosedDays locationId={location.Id} />
        </>
      )}
    </LocationFrame>
  );
}

function Week({ location }: { location: HostLocation }) {
  const hours = useOpeningHours(location.Id);
  return (
    <section aria-labelledby="host-week-title" className="host-section">
      <Loading active={hours.isPending} />
      {hours.data && (
        <WeekForm
          key={hours.dataUpdatedAt}
          location={location}
          initial={weekTable(
            location.MeetingtypeIds.length > 0 ? location.MeetingtypeIds : [1],
            hours.data.OpeningHours,
          )}
        />
      )}
    </section>
  );
}

function WeekForm({ location, initial }: { location: HostLocation; initial: DayRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [rows, setRows] = useState(initial);
  const [sentIndex, setSentIndex] = useState<number[]>([]);
  const save = useSaveOpeningHours(location.Id);
  const toast = useToast();
  const problem = useHostProblem(save.error, 'host:hours.saveFailed');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusInvalid(formRef, save.error);
  const errorAt = (i: number, field: 'OpenMinutes' | 'CloseMinutes' | 'Weekday') => {
    const sent = sentIndex.indexOf(i);
    return sent < 0 ? undefined : problem.fields[`OpeningHours.${sent}.${field}`];
  };
  const update = (i: number, change: Partial<DayRow>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...change } : r)));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const { hours, sentIndex: index } = toOpeningHours(rows);
    setSentIndex(index);
    save.mutate({ OpeningHours: hours }, { onSuccess: () => toast(t('host:hours.saved')) });
  }

  const types = [...new Set(rows.map((r) => r.meetingTypeId))];
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="host-form" aria-busy={save.isPending}>
      <h2 id="host-week-title">{t('host:hours.week')}</h2>
      <p className="muted">{t('host:hours.hint')}</p>
      {types.map((type) => (
        <fieldset key={type} className="host-week">
          <legend>{meetingTypeName(type as MeetingType, locale)}</legend>
          <ul>
            {rows.map((row, i) => {
              if (row.meetingTypeId !== type) return null;
              const day = t(`host:weekday.${row.weekday}`);
              const openError = errorAt(i, 'OpenMinutes');
              const closeError = errorAt(i, 'CloseMinutes');
              return (
                <li key={`${row.meetingTypeId}-${row.weekday}`} className="host-day">
                  <label className="host-day-open">
                    <input
                      type="checkbox"
                      checked={row.open}
                      onChange={(e) => update(i, { open: e.target.checked })}
                    />{' '}
                    {day}
                  </label>
                  {row.open ? (
                    <>
                      <Field label={t('host:hours.from', { day })} error={openError}>
                        {(props) => (
                          <input
                            {...props}
                            type="time"
                            step={900}
                            value={row.from}
                            onChange={(e) => update(i, { from: e.target.value })}
                          />
                        )}
                      </Field>
                      <Field label={t('host:hours.to', { day })} error={closeError}>
                        {(props) => (
                          <input
                            {...props}
                            type="time"
                            step={900}
                            value={row.to}
                            onChange={(e) => update(i, { to: e.target.value })}
                          />
                        )}
                      </Field>
                    </>
                  ) : (
                    <span className="muted">{t('host:hours.closed')}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      <ProblemAlert problem={problem} shown={(f) => f.startsWith('OpeningHours.')} />
      <p className="actions">
        <button type="submit" aria-disabled={save.isPending || undefined}>
          {t('host:hours.save')}
        </button>
      </p>
    </form>
  );
}

/** The closed days from today on, each with a remove button; a form adds one. */
function ClosedDays({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const days = useClosedDays(locationId);
  const add = useAddClosedDay(locationId);
  const remove = useRemoveClosedDay(locationId);
  const toast = useToast();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const problem = useHostProblem(add.error, 'host:closed.saveFailed');
  const removeProblem = useHostProblem(remove.error, 'host:closed.removeFailed');
  const titleId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    add.mutate(
      { Date: date, Reason: reason },
      {
        onSuccess: () => {
          toast(t('host:closed.added', { date: formatDate(date, locale) }));
          setDate('');
          setReason('');
        },
      },
    );
  }

  return (
    <section aria-labelledby={titleId} className="host-section">
      <h2 id={titleId}>{t('host:closed.title')}</h2>
      <Loading active={days.isPending} />
      <ProblemAlert problem={removeProblem} />
      {days.data && days.data.Results.length === 0 && <p>{t('host:closed.none')}</p>}
      {days.data && days.data.Results.length > 0 && (
        <ul className="host-list">
          {days.data.Results.map((d) => (
            <li key={d.Date}>
              <span>
                <strong>{formatDate(d.Date, locale)}</strong>
                {d.Reason && ` · ${d.Reason}`}
              </span>
              <button
                type="button"
                className="link"
                aria-disabled={remove.isPending || undefined}
                onClick={() =>
                  !remove.isPending &&
                  remove.mutate(d.Date, {
                    onSuccess: () => toast(t('host:closed.removed', { date: formatDate(d.Date, locale) })),
                  })
                }
              >
                {t('host:closed.remove', { date: formatDate(d.Date, locale) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="host-form host-inline" aria-busy={add.isPending}>
        <Field label={t('host:closed.date')} error={problem.fields.Date}>
          {(props) => (
            <input
              {...props}
              type="date"
              required
              min={todayInNl()}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('host:closed.reason')} error={problem.fields.Reason}>
          {(props) => (
            <input {...props} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          )}
        </Field>
        <p className="actions">
          <button type="submit" aria-disabled={add.isPending || undefined}>
            {t('host:closed.add')}
          </button>
        </p>
      </form>
      <ProblemAlert problem={problem} shown={(f) => f === 'Date' || f === 'Reason'} />
    </section>
  );
}
