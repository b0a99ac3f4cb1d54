import type { LocationStats, StatsKind } from '@meetspace/domain';

// What the page shows of each statistic: its table's columns (every value, in order, with how to
// write it) and its chart's series. One list drives the charts, the tables and the CSV export.

export type ValueFormat = 'count' | 'money' | 'share' | 'decimal';

export interface Column {
  field: string;
  /** Its header: `field.<label>` in this feature's strings. */
  label: string;
  format: ValueFormat;
}

export interface Series {
  field: string;
  type: 'bar' | 'line';
  /** Bars with the same stack are drawn on top of each other. */
  stack?: string;
}

export interface Section {
  id: string;
  kind: Exclude<StatsKind, 'totals'>;
  columns: Column[];
  /** A chart over the periods (its axis in `axis`), or the funnel of the totals. */
  chart: { type: 'periods'; axis: ValueFormat; series: Series[] } | { type: 'funnel' };
}

const col = (field: string, format: ValueFormat, label = field): Column => ({ field, label, format });

export const SECTIONS: readonly Section[] = [
  {
    id: 'revenue',
    kind: 'revenue',
    columns: [
      col('RevenueExclVat', 'money'),
      col('Vat', 'money'),
      col('RevenueInclVat', 'money'),
      col('InvoicedExclVat', 'money'),
      col('InvoicedInclVat', 'money'),
    ],
    chart: {
      type: 'periods',
      axis: 'money',
      series: [
        { field: 'RevenueExclVat', type: 'bar' },
        { field: 'InvoicedExclVat', type: 'line' },
      ],
    },
  },
  {
    id: 'funnel',
    kind: 'searchfunnel',
    columns: [
      col('Searched', 'count'),
      col('ChoseLocation', 'count'),
      col('ChoseSpace', 'count'),
      col('Booked', 'count', 'BookedSearches'),
    ],
    chart: { type: 'funnel' },
  },
  {
    id: 'reservations',
    kind: 'reservation',
    columns: [
      col('Reservations', 'count'),
      col('Definite', 'count'),
      col('Options', 'count'),
      col('Cancelled', 'count'),
      col('CheckedIn', 'count'),
    ],
    chart: {
      type: 'periods',
      axis: 'count',
      series: [
        { field: 'Definite', type: 'bar', stack: 'live' },
        { field: 'Options', type: 'bar', stack: 'live' },
        { field: 'Cancelled', type: 'line' },
      ],
    },
  },
  {
    id: 'seats',
    kind: 'seats',
    columns: [
      col('Seats', 'count'),
      col('Reservations', 'count'),
      col('AverageSeats', 'decimal'),
      col('SeatDays', 'count'),
    ],
    chart: {
      type: 'periods',
      axis: 'count',
      series: [
        { field: 'Seats', type: 'bar' },
        { field: 'SeatDays', type: 'line' },
      ],
    },
  },
  {
    id: 'searches',
    kind: 'search',
    columns: [
      col('Searches', 'count'),
      col('ViaWidget', 'count'),
      col('ByMembers', 'count'),
      col('Booked', 'count', 'BookedSearches'),
    ],
    chart: {
      type: 'periods',
      axis: 'count',
      series: [
        { field: 'Searches', type: 'bar' },
        { field: 'Booked', type: 'line' },
      ],
    },
  },
  {
    id: 'conversion',
    kind: 'searchconversion',
    columns: [
      col('Searches', 'count'),
      col('Booked', 'count', 'BookedSearches'),
      col('ConversionRate', 'share'),
    ],
    chart: { type: 'periods', axis: 'share', series: [{ field: 'ConversionRate', type: 'line' }] },
  },
  {
    id: 'capacity',
    kind: 'workspacecapacity',
    columns: [col('CapacitySeatDays', 'count'), col('BookedSeatDays', 'count'), col('Utilization', 'share')],
    chart: {
      type: 'periods',
      axis: 'count',
      series: [
        { field: 'CapacitySeatDays', type: 'bar' },
        { field: 'BookedSeatDays', type: 'bar' },
      ],
    },
  },
  {
    id: 'fee',
    kind: 'feeinvoice',
    columns: [
      col('SeatDays', 'count', 'FeeSeatDays'),
      col('SeatFeeExclVat', 'money'),
      col('MonthlyFeeExclVat', 'money'),
      col('TotalExclVat', 'money', 'FeeExclVat'),
      col('Vat', 'money', 'FeeVat'),
      col('TotalInclVat', 'money', 'FeeInclVat'),
    ],
    chart: {
      type: 'periods',
      axis: 'money',
      series: [
        { field: 'SeatFeeExclVat', type: 'bar', stack: 'fee' },
        { field: 'MonthlyFeeExclVat', type: 'bar', stack: 'fee' },
      ],
    },
  },
];

/** A value of a row (a period or the totals), null when the statistic has none (a share of nothing). */
export function fieldValue(row: object, field: string): number | null {
  const value = (row as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : null;
}

/** The statistic of a section among the fetched ones. */
export type FetchedStats = Partial<Record<StatsKind, LocationStats>>;
