import { endpoint } from '../api/endpoint.ts';
import {
  AVAILABILITY_QUERY_ALIASES,
  availabilityQuery,
  availabilityResult,
  availabilityViewQuery,
  searchKeyParams,
} from './availability.schemas.ts';
import { timeCheckBody, timeCheckResult } from './search.schemas.ts';

const tags = ['Search and location'];

/** Availability: where is which space free, at what price; and the search form's time check. */
export const availabilityApi = {
  search: endpoint({
    method: 'GET',
    path: '/v2/availability',
    summary:
      'Search availability by place (q, location or lat/lng + radius), meeting type, date, times and seats; saves the search',
    tags,
    auth: 'public',
    query: availabilityQuery,
    queryAliases: AVAILABILITY_QUERY_ALIASES,
    response: availabilityResult,
    errors: [400],
  }),
  ofSearch: endpoint({
    method: 'GET',
    path: '/v2/availability/:key',
    summary: 'Availability for a saved search (POST /v1/search)',
    tags,
    auth: 'public',
    params: searchKeyParams,
    query: availabilityViewQuery,
    response: availabilityResult,
    errors: [400, 404],
  }),
  timeCheck: endpoint({
    method: 'POST',
    path: '/v1/availability/time/check',
    summary: 'Checks start/end times and seats of the search form',
    tags,
    auth: 'public',
    body: timeCheckBody,
    response: timeCheckResult,
    errors: [400],
  }),
};
