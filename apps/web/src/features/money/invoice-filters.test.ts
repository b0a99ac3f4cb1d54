import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVOICE_FILTERS,
  invoicePeriodReversed,
  invoiceQuery,
  invoicesFiltered,
  readInvoiceFilters,
  writeInvoiceFilters,
} from './invoice-filters.ts';

const read = (query: string) => readInvoiceFilters(new URLSearchParams(query));

describe('invoice filters in the URL', () => {
  it('reads nothing as the defaults, and writes the defaults as nothing', () => {
    expect(read('')).toEqual(DEFAULT_INVOICE_FILTERS);
    expect(writeInvoiceFilters(DEFAULT_INVOICE_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter, in a fixed order', () => {
    const filters = { status: 0, from: '2026-01-01', to: '2026-03-31', q: 'Utrecht', page: 3 };
    const query = writeInvoiceFilters(filters).toString();
    expect(query).toBe('status=0&from=2026-01-01&to=2026-03-31&q=Utrecht&page=3');
    expect(read(query)).toEqual(filters);
  });

  it('keeps each of the six statuses, status 0 (pending) included', () => {
    for (const status of [-1, 0, 1, 2, 3, 4]) expect(read(`status=${status}`).status).toBe(status);
  });

  it('falls back to the default for anything invalid', () => {
    expect(read('status=5&from=2026-02-30&to=yesterday&page=0')).toEqual(DEFAULT_INVOICE_FILTERS);
    expect(read('status=&page=-2').status).toBeNull();
    expect(read('status=abc').status).toBeNull();
    expect(read('page=1.5').page).toBe(1);
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
    expect(read('q=%20%20').q).toBe('');
  });

  it('asks the API for the filters: newest first, 20 a page, nothing for an empty filter', () => {
    expect(invoiceQuery(DEFAULT_INVOICE_FILTERS)).toEqual({
      statusId: undefined,
      startDate: undefined,
      endDate: undefined,
      searchTerm: undefined,
      page: 1,
      itemsPerPage: 20,
      sortDirection: 'DESC',
    });
    expect(invoiceQuery({ status: 0, from: '2026-01-01', to: '', q: ' F-1 ', page: 2 })).toMatchObject({
      statusId: 0,
      startDate: '2026-01-01',
      searchTerm: 'F-1',
      page: 2,
    });
  });

  it('knows a reversed period and whether anything narrows the list', () => {
    expect(invoicePeriodReversed({ from: '2026-02-01', to: '2026-01-31' })).toBe(true);
    expect(invoicePeriodReversed({ from: '2026-02-01', to: '2026-02-01' })).toBe(false);
    expect(invoicePeriodReversed({ from: '', to: '2026-01-31' })).toBe(false);
    expect(invoicesFiltered(DEFAULT_INVOICE_FILTERS)).toBe(false);
    expect(invoicesFiltered({ ...DEFAULT_INVOICE_FILTERS, page: 4 })).toBe(false);
    expect(invoicesFiltered({ ...DEFAULT_INVOICE_FILTERS, status: 0 })).toBe(true);
  });
});
