import {
  minutesToTime,
  type ProgramItem,
  type ReservationDetail,
  ReservationStatus,
} from '@meetspace/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { reservationCalls, useProgram, useReservationWrite } from '../api/reservations.ts';
import { useFocusFirstField, useReturnFocus } from '../components/focus.ts';

const MAX_ITEMS = 50;
const STEP = 15;

interface Row {
  key: number;
  StartMinutes: number;
  EndMinutes: number;
  Title: string;
  Description: string;
}

let nextKey = 1;

/**
 * The day's program (agenda): items within the reservation's times. It can be changed until the
 * day itself (agendas are often finished on the day), but not once the reservation is cancelled.
 */
export function ProgramSection({ r }: { r: ReservationDetail }) {
  const { t } = useTranslation();
  const program = useProgram(r.Id);
  const problem = useProblem(program.error, 'program.failed');
  const [editing, setEditing] = useState(false);
  const toast = useToast();
  const editButton = useReturnFocus<HTMLButtonElement>(editing);
  const cancelled = r.StatusId === ReservationStatus.Cancelled;
  const items = program.data ?? [];

  return (
    <>
      <Loading active={program.isPending} />
      <ProblemAlert problem={problem} />
      {!editing && program.data && (
        <>
          {items.length === 0 ? (
            <p>{t('program.none')}</p>
          ) : (
            <ol className="program">
              {items.map((item) => (
                <li key={item.Id}>
                  <strong>
                    {minutesToTime(item.StartMinutes)}–{minutesToTime(item.EndMinutes)}
                  </strong>{' '}
                  {item.Title}
                  {item.Description && <p className="pre muted">{item.Description}</p>}
                </li>
              ))}
            </ol>
          )}
          {cancelled ? (
            <p className="muted">{t('program.cancelled')}</p>
          ) : (
            <p>
              <button type="button" ref={editButton} onClick={() => setEditing(true)}>
                {items.length === 0 ? t('program.create') : t('program.edit')}
              </button>
            </p>
          )}
        </>
      )}
      {editing && (
        <ProgramForm
          r={r}
          initial={items}
          onDone={() => {
            setEditing(false);
            toast(t('program.saved'));
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </>
  );
}

function ProgramForm({
  r,
  initial,
  onDone,
  onCancel,
}: {
  r: ReservationDetail;
  initial: ProgramItem[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const newRow = (start: number): Row => ({
    key: nextKey++,
    StartMinutes: start,
    EndMinutes: Math.min(start + 60, r.EndMinutes),
    Title: '',
    Description: '',
  });
  const [rows, setRows] = useState<Row[]>(() =>
    initial.length
      ? initial.map((item) => ({ ...item, key: nextKey++, Description: item.Description ?? '' }))
      : [newRow(r.StartMinutes)],
  );
  const save = useReservationWrite(r.Id, (items: Parameters<typeof reservationCalls.saveProgram>[1]) =>
    reservationCalls.saveProgram(r.Id, items),
  );
  const problem = useProblem(save.error, 'program.saveFailed');
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstField(form);
  const times: number[] = [];
  for (let m = r.StartMinutes; m <= r.EndMinutes; m += STEP) times.push(m);
  if (times[times.length - 1] !== r.EndMinutes) times.push(r.EndMinutes);
  const update = (key: number, change: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const err = (i: number, field: string) => problem.fields[`ProgramItems.${i}.${field}`];
  const reversed = rows.findIndex((row) => row.EndMinutes <= row.StartMinutes);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending || reversed >= 0) return;
    save.mutate(
      [...rows]
        .sort((a, b) => a.StartMinutes - b.StartMinutes)
        .map((row) => ({
          StartMinutes: row.StartMinutes,
          EndMinutes: row.EndMinutes,
          Title: row.Title.trim(),
          Description: row.Description.trim() || null,
        })),
      { onSuccess: onDone },
    );
  }

  const timeSelect = (row: Row, field: 'StartMinutes' | 'EndMinutes') => (props: object) => (
    <select
      {...props}
      value={row[field]}
      onChange={(e) => update(row.key, { [field]: Number(e.target.value) })}
    >
      {times.map((m) => (
        <option key={m} value={m}>
          {minutesToTime(m)}
        </option>
      ))}
    </select>
  );

  return (
    <form ref={form} onSubmit={submit} className="rows-form">
      <p className="muted">
        {t('program.rules', { start: minutesToTime(r.StartMinutes), end: minutesToTime(r.EndMinutes) })}
      </p>
      {rows.map((row, i) => (
        <fieldset key={row.key} className="row">
          <legend>{t('program.row', { n: i + 1 })}</legend>
          <div className="fields">
            <Field label={t('program.start')} error={err(i, 'StartMinutes')}>
              {timeSelect(row, 'StartMinutes')}
            </Field>
            <Field
              label={t('program.end')}
              error={
                err(i, 'EndMinutes') ??
                (row.EndMinutes <= row.StartMinutes ? t('program.endBeforeStart') : undefined)
              }
            >
              {timeSelect(row, 'EndMinutes')}
            </Field>
            <Field label={t('program.itemTitle')} error={err(i, 'Title')}>
              {(props) => (
                <input
                  {...props}
                  required
                  maxLength={200}
                  value={row.Title}
                  onChange={(e) => update(row.key, { Title: e.target.value })}
                />
              )}
            </Field>
          </div>
          <Field label={t('program.description')} error={err(i, 'Description')}>
            {(props) => (
              <textarea
                {...props}
                rows={2}
                maxLength={2000}
                value={row.Description}
                onChange={(e) => update(row.key, { Description: e.target.value })}
              />
            )}
          </Field>
          <p>
            <button
              type="button"
              className="secondary"
              onClick={() => setRows((all) => all.filter((x) => x.key !== row.key))}
            >
              {t('program.remove', { n: i + 1 })}
            </button>
          </p>
        </fieldset>
      ))}
      <p>
        <button
          type="button"
          className="secondary"
          disabled={rows.length >= MAX_ITEMS}
          onClick={() =>
            setRows((all) => [
              ...all,
              newRow(Math.min(all[all.length - 1]?.EndMinutes ?? r.StartMinutes, r.EndMinutes - STEP)),
            ])
          }
        >
          {t('program.add')}
        </button>
      </p>
      <ProblemAlert
        problem={problem}
        shown={(f) => /^ProgramItems\.\d+\.(StartMinutes|EndMinutes|Title|Description)$/.test(f)}
      />
      <p className="actions">
        <button type="submit" disabled={save.isPending || reversed >= 0}>
          {t('program.save')}
        </button>{' '}
        <button type="button" className="secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
      </p>
    </form>
  );
}
