import { describe, expect, it } from 'vitest';
import { apiQuery, readLocationFilters, readMemberFilters, writeFilters } from './filters.ts';

describe('the administration list filters in the URL', () => {
  it('reads known statuses, roles and pages and drops anything else', () => {
    expect(readLocationFilters(new URLSearchParams('status=pending&q=Utrecht&page=3'))).toEqual({
      status: 'pending',
      q: 'Utrecht',
      page: 3,
    });
    expect(readLocationFilters(new URLSearchParams('status=gone&page=-2'))).toEqual({
      status: undefined,
      q: '',
      page: 1,
    });
    expect(readMemberFilters(new URLSearchParams('role=admin&page=x'))).toEqual({
      role: 'admin',
      q: '',
      page: 1,
    });
    expect(readMemberFilters(new URLSearchParams('role=owner')).role).toBeUndefined();
  });

  it('writes only what differs from the defaults, and trims the search for the API', () => {
    expect(writeFilters({ status: undefined, q: '', page: 1 }).toString()).toBe('');
    expect(writeFilters({ status: 'live', q: 'a b', page: 2 }).toString()).toBe('status=live&q=a+b&page=2');
    expect(apiQuery({ q: '  ', page: 2, status: 'live' }, 20)).toEqual({
      page: 2,
      status: 'live',
      itemsPerPage: 20,
    });
    expect(apiQuery({ q: ' x ', page: 1 }, 5)).toEqual({ page: 1, q: 'x', itemsPerPage: 5 });
  });
});
