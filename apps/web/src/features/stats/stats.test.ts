import type { LocationStats } from '@meetspace/domain';
import { statsPeriods } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from './charts.ts';
import { csvFileName, statsCsv } from './csv.ts';
import { formatShare, periodLabel } from './labels.ts';
import { presetOf, presetRange, rangeProblem, readRange, writeRange } from './range.ts';

const words = { week: (w: number, y: number) => `week ${w}, ${y}`, weekShort: (w: number) => `wk ${w}` };

describe('the statistics period', () => {
  it('offers the last 30 days by day, this year and the last 12 months by month', () => {
    expect(presetRange('last30', '2026-11-25')).toEqual({ from: '2026-10-27', to: '2026-11-25', by: 'day' });
    expect(presetRange('thisYear', '2026-11-25')).toEqual({
      from: '2026-01-01',
      to: '2026-11-25',
      by: 'month',
    });
    expect(presetRange('last12Months', '2026-11-25')).toEqual({
      from: '2025-12-01',
      to: '2026-11-25',
      by: 'month',
    });
    expect(presetRange('last12Months', '2026-12-03')).toEqual({
      from: '2026-01-01',
      to: '2026-12-03',
      by: 'month',
    });
    expect(presetOf({ from: '2026-10-27', to: '2026-11-25', by: 'week' }, '2026-11-25')).toBe('last30');
    expect(presetOf({ from: '2026-10-28', to: '2026-11-25', by: 'day' }, '2026-11-25')).toBeNull();
  });

  it('reads the address, falling back to the last 12 months for anything it cannot read', () => {
    const range = { from: '2026-03-01', to: '2026-03-31', by: 'week' as const };
    expect(readRange(writeRange(range), '2026-11-25')).toEqual(range);
    expect(readRange(new URLSearchParams('from=yesterday&by=year'), '2026-11-25')).toEqual(
      presetRange('last12Months', '2026-11-25'),
    );
  });

  it('says what is wrong with a typed period', () => {
    expect(rangeProblem({ from: '', to: '2026-03-01' })).toBe('range.invalid');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('range.backward');
    expect(rangeProblem({ from: '2024-02-28', to: '2026-02-28' })).toBe('range.tooLong');
    expect(rangeProblem({ from: '2024-02-29', to: '2026-02-28' })).toBeNull();
  });
});

describe('statistics labels', () => {
  it('names days, ISO weeks and months in both languages', () => {
    const day = { Period: '2027-03-04', StartDate: '2027-03-04' };
    expect(periodLabel(day, 'day', 'nl', words)).toBe('4 mrt 2027');
    expect(periodLabel(day, 'day', 'en', words)).toBe('4 Mar 2027');
    expect(periodLabel({ Period: '2027-03', StartDate: '2027-03-01' }, 'month', 'nl', words)).toBe(
      'maart 2027',
    );
    expect(periodLabel({ Period: '2027-03', StartDate: '2027-03-01' }, 'month', 'en', words, true)).toBe(
      'Mar 2027',
    );
    expect(periodLabel({ Period: '2027-W01', StartDate: '2027-01-04' }, 'week', 'en', words)).toBe(
      'week 1, 2027',
    );
    expect(periodLabel({ Period: '2026-W53', StartDate: '2027-01-01' }, 'week', 'nl', words, true)).toBe(
      'wk 53',
    );
  });

  it('writes shares as percentages, a dash for none', () => {
    expect(formatShare(0.2857, 'nl')).toBe('28,6%');
    expect(formatShare(0.2857, 'en')).toBe('28.6%');
    expect(formatShare(null, 'en')).toBe('–');
  });
});

describe('the CSV export', () => {
  const periods = statsPeriods('2027-03-01', '2027-03-14', 'week');
  const revenue = {
    Kind: 'revenue',
    GroupBy: 'week',
    Series: [
      {
        ...periods[0],
        RevenueExclVat: 300,
        Vat: 63,
        RevenueInclVat: 363,
        InvoicedExclVat: 300,
        InvoicedInclVat: 363,
      },
      {
        ...periods[1],
        RevenueExclVat: 0.5,
        Vat: 0,
        RevenueInclVat: 0.5,
        InvoicedExclVat: 0,
        InvoicedInclVat: 0,
      },
    ],
    Totals: {
      RevenueExclVat: 300.5,
      Vat: 63,
      RevenueInclVat: 363.5,
      InvoicedExclVat: 300,
      InvoicedInclVat: 363,
    },
  } as unknown as LocationStats;
  const conversion = {
    Kind: 'searchconversion',
    GroupBy: 'week',
    Series: [
      { ...periods[0], Searches: 4, Booked: 1, ConversionRate: 0.25 },
      { ...periods[1], Searches: 0, Booked: 0, ConversionRate: null },
    ],
    Totals: { Searches: 4, Booked: 1, ConversionRate: 0.25 },
  } as unknown as LocationStats;
  const csvWords = {
    period: 'Period',
    startDate: 'From',
    endDate: 'To',
    total: 'Total',
    section: (id: string) => id,
    column: (label: string) => label,
    periodName: (p: { Period: string }) => p.Period,
  };

  it('has a row per period and the totals, a column per value of every shown statistic', () => {
    const csv = statsCsv({ revenue, searchconversion: conversion }, periods, 'en', csvWords);
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    const revenueColumns = SECTIONS.find((s) => s.id === 'revenue')?.columns.length ?? 0;
    expect(lines[0]?.split(',')).toHaveLength(3 + revenueColumns + 3);
    expect(lines[0]).toContain('revenue: RevenueExclVat');
    expect(lines[1]).toBe('2027-W09,2027-03-01,2027-03-07,300.00,63.00,363.00,300.00,363.00,4,1,0.2500');
    expect(lines[2]).toBe('2027-W10,2027-03-08,2027-03-14,0.50,0.00,0.50,0.00,0.00,0,0,');
    expect(lines[3]).toBe('Total,2027-03-01,2027-03-14,300.50,63.00,363.50,300.00,363.00,4,1,0.2500');
  });

  it('is written for a Dutch spreadsheet in Dutch: semicolons and decimal commas, quotes where needed', () => {
    const csv = statsCsv({ revenue }, periods, 'nl', { ...csvWords, periodName: () => 'week 9; "maart"' });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe(
      '"week 9; ""maart""";2027-03-01;2027-03-07;300,00;63,00;363,00;300,00;363,00',
    );
  });

  it('names the file after the location and the period', () => {
    expect(csvFileName('Café De Zaak', '2027-03-01', '2027-03-31')).toBe(
      'statistics-cafe-de-zaak-2027-03-01-2027-03-31.csv',
    );
    expect(csvFileName('all', '2027-03-01', '2027-03-31')).toBe('statistics-all-2027-03-01-2027-03-31.csv');
  });
});
