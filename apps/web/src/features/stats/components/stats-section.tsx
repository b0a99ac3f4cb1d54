import type { LocationStats, LocationStatsOf } from '@meetspace/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { funnelOption, periodsOption } from '../chart-options.ts';
import { fieldValue, type Section } from '../charts.ts';
import { formatValue, usePeriodName } from '../format-value.ts';
import { formatShare } from '../labels.ts';
import { Chart } from './chart.tsx';
import { DataTable } from './data-table.tsx';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** One statistic: its heading, what it counts, its chart (an image with a summary) and its table. */
export function StatsSection({
  section,
  stats,
  periodText,
}: {
  section: Section;
  stats: LocationStats;
  periodText: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const periodName = usePeriodName(stats.GroupBy);
  const title = t(`section.${section.id}.title`);
  const option = useMemo(() => {
    const words = {
      series: (field: string) => t(`field.${section.columns.find((c) => c.field === field)?.label ?? field}`),
      period: (p: { Period: string; StartDate: string }) => periodName(p, true),
    };
    return section.chart.type === 'funnel'
      ? funnelOption(section, stats.Totals, locale, words, !reducedMotion())
      : periodsOption(section, stats.Series, locale, words, !reducedMotion());
  }, [section, stats, locale, t, periodName]);
  const drawn =
    section.chart.type === 'funnel'
      ? section.columns
      : section.chart.series.map(
          (s) =>
            section.columns.find((c) => c.field === s.field) ?? {
              field: s.field,
              label: s.field,
              format: 'count' as const,
            },
        );
  const summary = drawn
    .map(
      (c) => `${t(`field.${c.label}`)} ${formatValue(fieldValue(stats.Totals, c.field), c.format, locale)}`,
    )
    .join('; ');
  const id = `stats-${section.id}`;
  return (
    <section aria-labelledby={id} className="stats-section" data-testid={id}>
      <h2 id={id}>{title}</h2>
      <p className="muted">{t(`section.${section.id}.about`)}</p>
      {section.id === 'funnel' && <FunnelSteps totals={stats.Totals} />}
      {section.id === 'fee' && <Licences stats={stats as LocationStatsOf<'feeinvoice'>} />}
      <Chart
        option={option}
        tall={section.chart.type === 'funnel'}
        label={t('chart.label', { title, period: periodText, summary })}
      />
      <details className="stats-details">
        <summary>{t('table.show', { title })}</summary>
        <DataTable
          caption={t('table.caption', { title, period: periodText })}
          columns={section.columns}
          rows={stats.Series}
          totals={stats.Totals}
          by={stats.GroupBy}
        />
      </details>
    </section>
  );
}

/** How many went on at each step of the funnel, as shares of the step before. */
function FunnelSteps({ totals }: { totals: object }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const v = (field: string) => fieldValue(totals, field) ?? 0;
  const share = (part: number, whole: number) => formatShare(whole > 0 ? part / whole : null, locale);
  return (
    <ul className="stats-steps">
      <li>{t('funnel.location', { share: share(v('ChoseLocation'), v('Searched')) })}</li>
      <li>{t('funnel.space', { share: share(v('ChoseSpace'), v('ChoseLocation')) })}</li>
      <li>{t('funnel.booked', { share: share(v('Booked'), v('ChoseSpace')) })}</li>
      <li>{t('funnel.overall', { share: share(v('Booked'), v('Searched')) })}</li>
    </ul>
  );
}

/** The licences the fee is charged under. */
function Licences({ stats }: { stats: LocationStatsOf<'feeinvoice'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (stats.Licences.length === 0) return <p>{t('fee.noLicence')}</p>;
  return (
    <ul className="stats-steps">
      {stats.Licences.map((l) => (
        <li key={l.Name}>
          {t('fee.licence', {
            name: l.Name,
            perSeat: formatValue(l.PricePerSeat, 'money', locale),
            monthly: formatValue(l.MonthlyFee, 'money', locale),
            count: l.Locations,
          })}
        </li>
      ))}
    </ul>
  );
}
