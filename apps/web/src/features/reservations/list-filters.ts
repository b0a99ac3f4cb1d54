import {
  isValidDateString,
  MEETING_TYPE_IDS,
  PAGE_SIZES,
  PROFILE_RESERVATIONS_STATUS_ID,
  ReservationStatus,
} from '@meetspace/domain';

/** Status choices of the list: confirmed (upcoming and past), cancelled, or every status (100). */
export const STATUS_FILTERS = [
  PROFILE_RESERVATIONS_STATUS_ID,
  ReservationStatus.Definite,
  ReservationStatus.Cancelled,
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The list's filters; they live in the URL query (`?from=&to=&q=&status=&type=&sort=&page=`). */
export interface ListFilters {
  from: string;
  to: string;
  q: string;
  status: StatusFilter;
  /** Meeting type id, 0 for every type. */
  type: number;
  /** `upcoming`: upcoming soonest first, then past latest first (the default); else by start date. */
  sort: 'upcoming' | 'asc' | 'desc';
  page: number;
}

export const DEFAULT_FILTERS: ListFilters = {
  from: '',
  to: '',
  q: '',
  status: PROFILE_RESERVATIONS_STATUS_ID,
  type: 0,
  sort: 'upcoming',
  page: 1,
};

const MAX_QUERY_LENGTH = 100;

/** The filters of a URL query; anything missing or invalid falls back to its default. */
export function readFilters(params: URLSearchParams): ListFilters {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return isValidDateString(value) ? value : '';
  };
  const status = Number(params.get('status'));
  const type = Number(params.get('type'));
  const page = Number(params.get('page'));
  return {
    from: date('from'),
    to: date('to'),
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    status: (STATUS_FILTERS as readonly number[]).includes(status)
      ? (status as StatusFilter)
      : DEFAULT_FILTERS.status,
    type: (MEETING_TYPE_IDS as readonly number[]).includes(type) ? type : 0,
    sort: sortOf(params.get('sort')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** A sort of the URL or the form; anything else is the default. */
export const sortOf = (value: unknown): ListFilters['sort'] =>
  value === 'asc' || value === 'desc' ? value : 'upcoming';

/** The URL query of filters: only what differs from the defaults, in a fixed order. */
export function writeFilters(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status !== DEFAULT_FILTERS.status) params.set('status', String(filters.status));
  if (filters.type) params.set('type', String(filters.type));
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query of `GET /v1/profile/reservation` for the filters (25 per page, the spec's size). */
export function listQuery(filters: ListFilters): Record<string, string | number | undefined> {
  return {
    startDate: filters.from || undefined,
    endDate: filters.to || undefined,
    q: filters.q.trim() || undefined,
    statusId: filters.status,
    meetingtypeId: filters.type || undefined,
    ...(filters.sort === 'upcoming'
      ? { upcomingFirst: 'true' }
      : { sortDirection: filters.sort.toUpperCase() }),
    page: filters.page,
    itemsPerPage: PAGE_SIZES.profileReservations,
  };
}

/** Whether the period is the wrong way round (the page says so instead of asking the server). */
export const periodReversed = (filters: Pick<ListFilters, 'from' | 'to'>) =>
  Boolean(filters.from && filters.to && filters.to < filters.from);

/** Whether any filter narrows the list (the empty state then says "no matches", not "none yet"). */
export const isFiltered = (filters: ListFilters) =>
  Boolean(
    filters.from || filters.to || filters.q || filters.type || filters.status !== DEFAULT_FILTERS.status,
  );
