import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  isFiltered,
  listQuery,
  periodReversed,
  readFilters,
  writeFilters,
} from './list-filters.ts';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('list filters in the URL', () => {
  it('reads nothing as the defaults: every status, newest first, page 1', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS).toMatchObject({ status: 100, sort: 'upcoming', page: 1, type: 0 });
    expect(writeFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter through the query', () => {
    const filters = {
      from: '2026-03-01',
      to: '2026-03-31',
      q: 'Utrecht centraal',
      status: 3 as const,
      type: 2,
      sort: 'asc' as const,
      page: 4,
    };
    const query = writeFilters(filters).toString();
    expect(query).toBe('from=2026-03-01&to=2026-03-31&q=Utrecht+centraal&status=3&type=2&sort=asc&page=4');
    expect(read(query)).toEqual(filters);
  });

  it('falls back to a default for each invalid value instead of failing', () => {
    expect(read('from=2026-02-30&to=tomorrow&status=7&type=9&sort=up&page=0')).toEqual(DEFAULT_FILTERS);
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=-3').page).toBe(1);
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
    expect(read('q=%20%20').q).toBe('');
    expect(read('status=2').status).toBe(2);
    expect(read('sort=desc').sort).toBe('desc');
    expect(read('sort=upcoming').sort).toBe('upcoming');
    expect(writeFilters({ ...DEFAULT_FILTERS, sort: 'upcoming' }).toString()).toBe('');
  });

  it('asks the API for 25 a page with its own parameter names', () => {
    expect(listQuery(DEFAULT_FILTERS)).toEqual({
      startDate: undefined,
      endDate: undefined,
      q: undefined,
      statusId: 100,
      meetingtypeId: undefined,
      upcomingFirst: 'true',
      page: 1,
      itemsPerPage: 25,
    });
    expect(listQuery(read('from=2026-01-01&to=2026-01-31&q=abc&status=2&type=1&sort=asc&page=3'))).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      q: 'abc',
      statusId: 2,
      meetingtypeId: 1,
      sortDirection: 'ASC',
      page: 3,
      itemsPerPage: 25,
    });
  });

  it('knows a reversed period and whether anything is filtered', () => {
    expect(periodReversed({ from: '2026-03-02', to: '2026-03-01' })).toBe(true);
    expect(periodReversed({ from: '2026-03-01', to: '2026-03-01' })).toBe(false);
    expect(periodReversed({ from: '', to: '2026-03-01' })).toBe(false);
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, page: 3, sort: 'asc' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, status: 2 })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, q: 'x' })).toBe(true);
  });
});
