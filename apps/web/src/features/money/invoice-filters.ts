import { InvoiceStatus, isValidDateString, PAGE_SIZES } from '@meetspace/domain';

/** The status choices of the invoice list: every status, or one of the six. */
export const INVOICE_STATUS_FILTERS = [
  InvoiceStatus.Draft,
  InvoiceStatus.Invoice,
  InvoiceStatus.Credit,
  InvoiceStatus.Frozen,
  InvoiceStatus.Expired,
  InvoiceStatus.Rejected,
] as const;

/** The list's filters; they live in the URL query (`?status=&from=&to=&q=&page=`). */
export interface InvoiceFilters {
  /** An invoice status id, or null for every status. */
  status: number | null;
  from: string;
  to: string;
  q: string;
  page: number;
}

export const DEFAULT_INVOICE_FILTERS: InvoiceFilters = { status: null, from: '', to: '', q: '', page: 1 };

const MAX_QUERY_LENGTH = 100;

/** The filters of a URL query; anything missing or invalid falls back to its default. */
export function readInvoiceFilters(params: URLSearchParams): InvoiceFilters {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return isValidDateString(value) ? value : '';
  };
  const statusText = params.get('status');
  const status = statusText === null || statusText === '' ? Number.NaN : Number(statusText);
  const page = Number(params.get('page'));
  return {
    status: (INVOICE_STATUS_FILTERS as readonly number[]).includes(status) ? status : null,
    from: date('from'),
    to: date('to'),
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The URL query of filters: only what differs from the defaults, in a fixed order. */
export function writeInvoiceFilters(filters: InvoiceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== null) params.set('status', String(filters.status));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query of `GET /v1/profile/invoice` for the filters: newest first, 20 a page. */
export function invoiceQuery(filters: InvoiceFilters) {
  return {
    statusId: filters.status ?? undefined,
    startDate: filters.from || undefined,
    endDate: filters.to || undefined,
    searchTerm: filters.q.trim() || undefined,
    page: filters.page,
    itemsPerPage: PAGE_SIZES.invoices,
    sortDirection: 'DESC',
  };
}

/** Whether the period is the wrong way round (the page says so instead of asking the server). */
export const invoicePeriodReversed = (filters: Pick<InvoiceFilters, 'from' | 'to'>) =>
  Boolean(filters.from && filters.to && filters.to < filters.from);

/** Whether any filter narrows the list. */
export const invoicesFiltered = (filters: InvoiceFilters) =>
  Boolean(filters.status !== null || filters.from || filters.to || filters.q);
