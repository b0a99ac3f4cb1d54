import type { LocationStats, LocationStatsOf } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { fieldValue, type ValueFormat } from '../charts.ts';
import { formatValue } from '../format-value.ts';

/** The period's headline figures as cards (a description list: each figure's name and value). */
export function FigureCards({
  totals,
  fee,
  capacity,
}: {
  totals: LocationStats;
  fee?: LocationStats;
  capacity?: LocationStats;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const figures: { key: string; value: number | null; format: ValueFormat }[] = [
    { key: 'RevenueExclVat', value: fieldValue(totals.Totals, 'RevenueExclVat'), format: 'money' },
    { key: 'RevenueInclVat', value: fieldValue(totals.Totals, 'RevenueInclVat'), format: 'money' },
    { key: 'Reservations', value: fieldValue(totals.Totals, 'Reservations'), format: 'count' },
    { key: 'Seats', value: fieldValue(totals.Totals, 'Seats'), format: 'count' },
    { key: 'Searches', value: fieldValue(totals.Totals, 'Searches'), format: 'count' },
    { key: 'ConversionRate', value: fieldValue(totals.Totals, 'ConversionRate'), format: 'share' },
    { key: 'CheckedIn', value: fieldValue(totals.Totals, 'CheckedIn'), format: 'count' },
    { key: 'Cancelled', value: fieldValue(totals.Totals, 'Cancelled'), format: 'count' },
  ];
  if (capacity) {
    const c = capacity as LocationStatsOf<'workspacecapacity'>;
    figures.push({ key: 'Utilization', value: c.Totals.Utilization, format: 'share' });
  }
  if (fee) {
    const f = fee as LocationStatsOf<'feeinvoice'>;
    figures.push({ key: 'FeeInclVat', value: f.Totals.TotalInclVat, format: 'money' });
  }
  return (
    <dl className="stats-cards" aria-label={t('cards.label')}>
      {figures.map((f) => (
        <div key={f.key} className="stats-card">
          <dt>{t(`card.${f.key}`)}</dt>
          <dd>{formatValue(f.value, f.format, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
