import { minutesToTime } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/field.tsx';
import { type DraftFieldsProps, setterOf } from './shared.ts';

/** Quarter hours of a day: starts 00:00..23:45, ends 00:15..24:00. */
export const STARTS = Array.from({ length: 96 }, (_, i) => i * 15);
export const ENDS = Array.from({ length: 96 }, (_, i) => (i + 1) * 15);

/** A time of day as a list of quarter hours (ends may be 24:00). */
export function TimeSelect({
  label,
  value,
  onChange,
  ends = false,
  error,
  testId,
}: {
  label: string;
  value: number;
  onChange: (minutes: number) => void;
  ends?: boolean;
  error?: string;
  testId?: string;
}) {
  const values = ends ? ENDS : STARTS;
  return (
    <Field label={label} error={error}>
      {(p) => (
        <select {...p} value={value} data-testid={testId} onChange={(e) => onChange(Number(e.target.value))}>
          {values.includes(value) ? null : <option value={value}>{minutesToTime(value)}</option>}
          {values.map((m) => (
            <option key={m} value={m}>
              {minutesToTime(m)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * Start date and time, end date and time; a new start date pulls the end date along. With
 * `today`, no date before today (and no end before the start) can be picked.
 */
export function WhenFields({ draft, setDraft, err, today }: DraftFieldsProps & { today?: string }) {
  const { t } = useTranslation();
  const set = setterOf(setDraft);
  return (
    <div className="em-row">
      <Field label={t('fields.startDate')} error={err('StartDate')}>
        {(p) => (
          <input
            {...p}
            type="date"
            min={today}
            data-testid="em-start-date"
            value={draft.StartDate}
            onChange={(e) => {
              const v = e.target.value;
              setDraft((d) => ({ ...d, StartDate: v, EndDate: d.EndDate < v ? v : d.EndDate }));
            }}
          />
        )}
      </Field>
      <TimeSelect
        label={t('fields.startTime')}
        value={draft.StartMinutes}
        error={err('StartMinutes')}
        onChange={(m) => set('StartMinutes', m)}
      />
      <Field label={t('fields.endDate')} error={err('EndDate')}>
        {(p) => (
          <input
            {...p}
            type="date"
            min={today === undefined ? undefined : draft.StartDate || today}
            data-testid="em-end-date"
            value={draft.EndDate}
            onChange={(e) => set('EndDate', e.target.value)}
          />
        )}
      </Field>
      <TimeSelect
        label={t('fields.endTime')}
        ends
        value={draft.EndMinutes}
        error={err('EndMinutes')}
        onChange={(m) => set('EndMinutes', m)}
      />
    </div>
  );
}
