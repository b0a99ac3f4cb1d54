import type { Locale, StatsGroupBy, StatsPeriod } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import type { ValueFormat } from './charts.ts';
import { formatCount, formatEuros, formatShare, periodLabel } from './labels.ts';

/** A value as the page writes it: a count, money, a share (percent) or one decimal; a dash for none. */
export function formatValue(value: number | null, format: ValueFormat, locale: Locale): string {
  if (format === 'share') return formatShare(value, locale);
  if (value === null) return '–';
  return format === 'money' ? formatEuros(value, locale) : formatCount(value, locale);
}

/** A period's name in the page's language (`short` for an axis). */
export function usePeriodName(by: StatsGroupBy) {
  const { t } = useTranslation();
  const locale = useLocale();
  const words = {
    week: (week: number, year: number) => t('period.week', { week, year }),
    weekShort: (week: number) => t('period.weekShort', { week }),
  };
  return (period: Pick<StatsPeriod, 'Period' | 'StartDate'>, short = false) =>
    periodLabel(period, by, locale, words, short);
}
