import { STATS_GROUP_BY, type StatsGroupBy } from '@meetspace/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { presetOf, presetRange, RANGE_PRESETS, rangeProblem, type StatsRange } from '../range.ts';

/**
 * The period: two labelled date inputs (applied with "Show"), the presets (last 30 days, this year,
 * last 12 months) and the grouping (day, week, month), which apply at once.
 */
export function RangeForm({
  range,
  today,
  problem,
  onChange,
}: {
  range: StatsRange;
  today: string;
  problem: ReturnType<typeof rangeProblem>;
  onChange: (range: StatsRange) => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [typed, setTyped] = useState<ReturnType<typeof rangeProblem>>(null);
  const shown = typed ?? problem;
  const preset = presetOf(range, today);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { ...range, from, to };
    const wrong = rangeProblem(next);
    setTyped(wrong);
    if (!wrong) onChange(next);
  };

  return (
    <div className="stats-range">
      <form className="stats-dates" onSubmit={submit} noValidate>
        <fieldset>
          <legend>{t('range.legend')}</legend>
          <div className="field">
            <label htmlFor="stats-from">{t('range.from')}</label>
            <input
              id="stats-from"
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={shown ? true : undefined}
              aria-describedby={shown ? 'stats-range-problem' : undefined}
            />
          </div>
          <div className="field">
            <label htmlFor="stats-to">{t('range.to')}</label>
            <input
              id="stats-to"
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={shown ? true : undefined}
              aria-describedby={shown ? 'stats-range-problem' : undefined}
            />
          </div>
          <button type="submit">{t('range.apply')}</button>
        </fieldset>
        {shown && (
          <p id="stats-range-problem" role="alert" className="error">
            {t(shown)}
          </p>
        )}
      </form>
      <fieldset className="stats-buttons">
        <legend>{t('range.presets')}</legend>
        {RANGE_PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className="secondary"
            aria-pressed={preset === p}
            onClick={() => onChange(presetRange(p, today))}
          >
            {t(`range.preset.${p}`)}
          </button>
        ))}
      </fieldset>
      <fieldset className="stats-buttons">
        <legend>{t('groupBy.legend')}</legend>
        {STATS_GROUP_BY.map((by: StatsGroupBy) => (
          <button
            key={by}
            type="button"
            className="secondary"
            aria-pressed={range.by === by}
            onClick={() => onChange({ ...range, by })}
          >
            {t(`groupBy.${by}`)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
