import { LOCATION_STATUSES, type LocationStatus, PROFILE_ROLES, type ProfileRole } from '@meetspace/domain';

// The list pages keep their filters and page in the URL query, so reload and back keep them.

export interface LocationFilters {
  status?: LocationStatus;
  q: string;
  page: number;
}
export interface MemberFilters {
  role?: ProfileRole;
  q: string;
  page: number;
}

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
const oneOf = <T extends string>(value: string | null, values: readonly T[]): T | undefined =>
  values.find((v) => v === value);

export function readLocationFilters(params: URLSearchParams): LocationFilters {
  return {
    status: oneOf(params.get('status'), LOCATION_STATUSES),
    q: (params.get('q') ?? '').slice(0, 100),
    page: pageOf(params),
  };
}

export function readMemberFilters(params: URLSearchParams): MemberFilters {
  return {
    role: oneOf(params.get('role'), PROFILE_ROLES),
    q: (params.get('q') ?? '').slice(0, 100),
    page: pageOf(params),
  };
}

/** Filters as a URL query (defaults left out). */
export function writeFilters(filters: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The API query of a list page's filters. */
export function apiQuery<F extends { q: string; page: number }>(filters: F, itemsPerPage: number) {
  const { q, ...rest } = filters;
  return { ...rest, ...(q.trim() ? { q: q.trim() } : {}), itemsPerPage };
}
