import type { Locale, StatsPeriod } from '@meetspace/domain';
import type { Section, ValueFormat } from './charts.ts';
import { fieldValue } from './charts.ts';
import { formatValue } from './format-value.ts';

// ECharts options of a section: bars and lines over the periods, or the funnel of the totals. Plain
// data (no ECharts import), so the page builds them before the chart's code has loaded.

/** Colours with at least 3:1 contrast against white, told apart by more than hue (bars vs lines). */
const COLORS = ['#0b5c4a', '#b4470c', '#1d4ed8', '#6d28d9'];

export interface OptionWords {
  series: (field: string) => string;
  period: (period: StatsPeriod) => string;
}

const axisLabel = (format: ValueFormat, locale: Locale) => ({
  color: '#4a5652',
  formatter: (value: number) =>
    format === 'money'
      ? formatValue(value, 'money', locale).replace(/[,.]00$/, '')
      : formatValue(value, format, locale),
});

export function periodsOption(
  section: Section,
  series: readonly (StatsPeriod & object)[],
  locale: Locale,
  words: OptionWords,
  animate: boolean,
) {
  if (section.chart.type !== 'periods') throw new Error(`${section.id} is not drawn over periods`);
  const { axis } = section.chart;
  return {
    animation: animate,
    color: COLORS,
    textStyle: { fontFamily: 'inherit' },
    grid: { left: 8, right: 16, top: 48, bottom: 8, containLabel: true },
    legend: { top: 0, left: 0, textStyle: { color: '#1d2321' } },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: number | null) =>
        formatValue(typeof value === 'number' ? value : null, axis, locale),
    },
    xAxis: {
      type: 'category',
      data: series.map((row) => words.period(row)),
      axisLabel: { color: '#4a5652', hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      axisLabel: axisLabel(axis, locale),
      minInterval: axis === 'count' ? 1 : undefined,
    },
    series: section.chart.series.map((s) => ({
      name: words.series(s.field),
      type: s.type,
      stack: s.stack,
      barMaxWidth: 32,
      symbolSize: 6,
      data: series.map((row) => fieldValue(row, s.field)),
    })),
  };
}

export function funnelOption(
  section: Section,
  totals: object,
  locale: Locale,
  words: OptionWords,
  animate: boolean,
) {
  return {
    animation: animate,
    color: ['#0b5c4a', '#2f7d6a', '#1d4ed8', '#b4470c'],
    textStyle: { fontFamily: 'inherit' },
    tooltip: { trigger: 'item', valueFormatter: (value: number) => formatValue(value, 'count', locale) },
    series: [
      {
        type: 'funnel',
        sort: 'none',
        left: '10%',
        width: '80%',
        top: 8,
        bottom: 8,
        minSize: '12%',
        gap: 2,
        label: {
          position: 'inside',
          color: '#fff',
          formatter: (p: { name: string; value: number }) =>
            `${p.name}: ${formatValue(p.value, 'count', locale)}`,
        },
        data: section.columns.map((c) => ({
          name: words.series(c.label),
          value: fieldValue(totals, c.field) ?? 0,
        })),
      },
    ],
  };
}
