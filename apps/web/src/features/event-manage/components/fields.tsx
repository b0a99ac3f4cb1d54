import { EVENT_CURRENCIES, type EventCurrency, minutesToTime } from '@meetspace/domain';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { useLocationMatches } from '../api/event-manage.ts';
import { addTags, type DraftPrice, type DraftProgramItem, emptyPrice } from '../event-draft.ts';

/** Quarter hours of a day: starts 00:00..23:45, ends 00:15..24:00. */
export const STARTS = Array.from({ length: 96 }, (_, i) => i * 15);
export const ENDS = Array.from({ length: 96 }, (_, i) => (i + 1) * 15);

/** The sentence of a field error code: the feature's own, else the common catalog's. */
export function useSentence() {
  const { t, i18n } = useTranslation();
  return (code: string | undefined) => {
    if (!code) return undefined;
    for (const key of [`errors.${code}`, `problems.${code}`, `problems.field.${code}`]) {
      if (i18n.exists(key, { ns: ['event-manage', 'common'] })) return t(key);
    }
    return t('problems.field.invalid');
  };
}

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

/** The tags: typed one at a time (Enter or comma adds), each with a remove button; the count against 3. */
export function TagInput({
  tags,
  onChange,
  error,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const id = useId();
  const add = () => {
    if (!typed.trim()) return;
    onChange(addTags(tags, typed));
    setTyped('');
  };
  return (
    <fieldset className="em-tags">
      <legend>{t('fields.tags')}</legend>
      <p id={`${id}-count`} className="muted" aria-live="polite">
        {t('fields.tagsCount', { count: tags.length })}
      </p>
      {tags.length > 0 && (
        <ul className="tags" data-testid="em-tags">
          {tags.map((tag) => (
            <li key={tag}>
              {tag}{' '}
              <button
                type="button"
                className="link"
                aria-label={t('fields.removeTag', { tag })}
                onClick={() => onChange(tags.filter((x) => x !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="em-row">
        <Field label={t('fields.newTag')} error={error} hint={t('fields.tagHint')}>
          {(p) => (
            <input
              {...p}
              data-testid="em-tag-input"
              value={typed}
              maxLength={80}
              onChange={(e) => {
                const v = e.target.value;
                if (v.endsWith(',')) {
                  onChange(addTags(tags, v));
                  setTyped('');
                } else setTyped(v);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
          )}
        </Field>
        <button type="button" className="secondary" onClick={add} data-testid="em-tag-add">
          {t('fields.addTag')}
        </button>
      </div>
    </fieldset>
  );
}

/** Prices: amount incl. VAT, currency, VAT %, optional start day (an earlier price is early bird). */
export function PricesInput({
  prices,
  onChange,
  errors,
}: {
  prices: DraftPrice[];
  onChange: (prices: DraftPrice[]) => void;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  const set = (i: number, change: Partial<DraftPrice>) =>
    onChange(prices.map((p, j) => (j === i ? { ...p, ...change } : p)));
  return (
    <fieldset className="em-prices">
      <legend>{t('fields.prices')}</legend>
      {prices.length === 0 && <p className="muted">{t('fields.free')}</p>}
      {prices.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows without ids, edited in place
        <div key={i} className="em-row em-price" data-testid="em-price">
          <Field label={t('fields.price', { n: i + 1 })} error={errors[`Prices.${i}.Price`]}>
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                value={p.Price}
                data-testid="em-price-amount"
                onChange={(e) => set(i, { Price: e.target.value })}
              />
            )}
          </Field>
          <Field label={t('fields.currency')}>
            {(props) => (
              <select
                {...props}
                value={p.Currency}
                onChange={(e) => set(i, { Currency: e.target.value as EventCurrency })}
              >
                {EVENT_CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('fields.vat')} error={errors[`Prices.${i}.TaxPercentage`]}>
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                value={p.TaxPercentage}
                onChange={(e) => set(i, { TaxPercentage: e.target.value })}
              />
            )}
          </Field>
          <Field
            label={t('fields.priceFrom')}
            hint={t('fields.priceFromHint')}
            error={errors[`Prices.${i}.StartDate`]}
          >
            {(props) => (
              <input
                {...props}
                type="date"
                value={p.StartDate}
                onChange={(e) => set(i, { StartDate: e.target.value })}
              />
            )}
          </Field>
          <button type="button" className="link" onClick={() => onChange(prices.filter((_, j) => j !== i))}>
            {t('fields.removePrice', { n: i + 1 })}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="secondary"
        data-testid="em-add-price"
        onClick={() => onChange([...prices, emptyPrice()])}
      >
        {t('fields.addPrice')}
      </button>
    </fieldset>
  );
}

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

/** One of our locations, found by name (`GET /v1/location?searchTerm=`). */
export function LocationSearch({
  chosen,
  onChoose,
  error,
}: {
  chosen: { Id: number | null; Name: string; City: string };
  onChoose: (l: { Id: number; Name: string; City: string } | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const typed = useDeferredValue(term);
  const matches = useLocationMatches(typed);
  const id = useId();
  return (
    <div className="em-location">
      {chosen.Id ? (
        <p data-testid="em-location-chosen">
          <strong>{chosen.Name}</strong>
          {chosen.City && <span className="muted">, {chosen.City}</span>}{' '}
          <button type="button" className="link" onClick={() => onChoose(null)}>
            {t('fields.otherLocation')}
          </button>
        </p>
      ) : (
        <>
          <Field label={t('fields.locationSearch')} error={error} hint={t('fields.locationSearchHint')}>
            {(p) => (
              <input
                {...p}
                type="search"
                value={term}
                data-testid="em-location-search"
                onChange={(e) => setTerm(e.target.value)}
              />
            )}
          </Field>
          <p id={`${id}-status`} className="muted" aria-live="polite">
            {typed.trim().length >= 2 && matches.data
              ? t('fields.locationMatches', { count: matches.data.length })
              : ''}
          </p>
          {matches.data && typed.trim().length >= 2 && matches.data.length > 0 && (
            <ul className="em-matches">
              {matches.data.map((l) => (
                <li key={l.Id}>
                  <button
                    type="button"
                    className="link"
                    data-testid="em-location-match"
                    onClick={() => onChoose(l)}
                  >
                    {l.Name}
                    {l.City ? `, ${l.City}` : ''}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The width of a picture file, decoded in the page (`createImageBitmap`: no object URL, which the
 * site's content security policy would not show), or null when it cannot be read.
 */
export async function imageWidth(file: Blob): Promise<number | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const width = bitmap.width;
    bitmap.close();
    return width;
  } catch {
    return null;
  }
}
