import type { Locale, StatsPeriod } from '@meetspace/domain';
import { type FetchedStats, fieldValue, SECTIONS, type ValueFormat } from './charts.ts';

// The CSV of what the page shows, built in the browser: one row per period and a totals row, one
// column per value of every statistic (headed "<statistic>: <value>"). Dutch files use ";" between
// fields and a decimal comma (what a Dutch spreadsheet opens), English ones "," and a point.

const quote = (text: string, separator: string) =>
  /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replaceAll('"', '""')}"` : text;

function numberText(value: number | null, format: ValueFormat, locale: Locale): string {
  if (value === null) return '';
  const digits = format === 'money' ? 2 : format === 'share' ? 4 : format === 'decimal' ? 1 : 0;
  const text = value.toFixed(digits);
  return locale === 'nl' ? text.replace('.', ',') : text;
}

export interface CsvWords {
  period: string;
  startDate: string;
  endDate: string;
  total: string;
  /** A section's title ("Revenue") and a column's header ("Revenue excl. VAT"). */
  section: (id: string) => string;
  column: (label: string) => string;
  periodName: (period: StatsPeriod) => string;
}

export function statsCsv(
  stats: FetchedStats,
  periods: readonly StatsPeriod[],
  locale: Locale,
  words: CsvWords,
): string {
  const separator = locale === 'nl' ? ';' : ',';
  const shown = SECTIONS.filter((s) => stats[s.kind]);
  const header = [
    words.period,
    words.startDate,
    words.endDate,
    ...shown.flatMap((s) => s.columns.map((c) => `${words.section(s.id)}: ${words.column(c.label)}`)),
  ];
  const rowOf = (find: (kind: (typeof shown)[number]['kind']) => object | undefined) =>
    shown.flatMap((s) => {
      const row = find(s.kind);
      return s.columns.map((c) => numberText(row ? fieldValue(row, c.field) : null, c.format, locale));
    });
  const lines = [
    header,
    ...periods.map((p) => [
      words.periodName(p),
      p.StartDate,
      p.EndDate,
      ...rowOf((kind) => stats[kind]?.Series.find((r) => r.Period === p.Period)),
    ]),
    [
      words.total,
      periods[0]?.StartDate ?? '',
      periods[periods.length - 1]?.EndDate ?? '',
      ...rowOf((kind) => stats[kind]?.Totals),
    ],
  ];
  // A byte order mark, so a spreadsheet reads the file as UTF-8 (é, €).
  return `\uFEFF${lines.map((line) => line.map((cell) => quote(cell, separator)).join(separator)).join('\r\n')}\r\n`;
}

/** A file name for the export: statistics-<location or all>-<from>-<to>.csv. */
export function csvFileName(what: string, from: string, to: string): string {
  const slug = what
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `statistics-${slug || 'all'}-${from}-${to}.csv`;
}
