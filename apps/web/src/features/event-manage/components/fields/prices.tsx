import { EVENT_CURRENCIES, type EventCurrency } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/field.tsx';
import { type DraftPrice, emptyPrice } from '../../event-draft.ts';

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
