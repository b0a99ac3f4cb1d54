import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/field.tsx';
import type { DraftProgramItem } from '../../event-draft.ts';
import { TimeSelect } from './when.tsx';

/** The program: items with a date, from, to, title and speaker. */
export function ProgramInput({
  items,
  onChange,
  errors,
  defaultDate,
}: {
  items: DraftProgramItem[];
  onChange: (items: DraftProgramItem[]) => void;
  errors: Record<string, string | undefined>;
  defaultDate: string;
}) {
  const { t } = useTranslation();
  const set = (i: number, change: Partial<DraftProgramItem>) =>
    onChange(items.map((p, j) => (j === i ? { ...p, ...change } : p)));
  const last = items.at(-1);
  return (
    <div className="em-program">
      {items.length === 0 && <p className="muted">{t('fields.noProgram')}</p>}
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows without ids, edited in place
        <fieldset key={i} className="em-program-item" data-testid="em-program-item">
          <legend>{t('fields.programItem', { n: i + 1 })}</legend>
          <div className="em-row">
            <Field label={t('fields.date')} error={errors[`ProgramItems.${i}.Date`]}>
              {(p) => (
                <input
                  {...p}
                  type="date"
                  value={item.Date}
                  onChange={(e) => set(i, { Date: e.target.value })}
                />
              )}
            </Field>
            <TimeSelect
              label={t('fields.from')}
              value={item.StartMinutes}
              onChange={(m) => set(i, { StartMinutes: m })}
            />
            <TimeSelect
              label={t('fields.to')}
              ends
              value={item.EndMinutes}
              error={errors[`ProgramItems.${i}.EndMinutes`]}
              onChange={(m) => set(i, { EndMinutes: m })}
            />
          </div>
          <div className="em-row">
            <Field label={t('fields.itemTitle')} error={errors[`ProgramItems.${i}.Title`]}>
              {(p) => (
                <input
                  {...p}
                  value={item.Title}
                  maxLength={150}
                  data-testid="em-item-title"
                  onChange={(e) => set(i, { Title: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('fields.speaker')}>
              {(p) => (
                <input
                  {...p}
                  value={item.Speaker}
                  maxLength={120}
                  onChange={(e) => set(i, { Speaker: e.target.value })}
                />
              )}
            </Field>
          </div>
          <button type="button" className="link" onClick={() => onChange(items.filter((_, j) => j !== i))}>
            {t('fields.removeItem', { n: i + 1 })}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="secondary"
        data-testid="em-add-item"
        onClick={() =>
          onChange([
            ...items,
            {
              Date: last?.Date ?? defaultDate,
              StartMinutes: last?.EndMinutes && last.EndMinutes < 1440 ? last.EndMinutes : 540,
              EndMinutes: Math.min(
                1440,
                (last?.EndMinutes && last.EndMinutes < 1440 ? last.EndMinutes : 540) + 60,
              ),
              Title: '',
              Speaker: '',
            },
          ])
        }
      >
        {t('fields.addItem')}
      </button>
    </div>
  );
}
