import { endpoint } from '../api/endpoint.ts';
import {
  locationStats,
  locationStatsParams,
  profileStatsParams,
  profileTotals,
  statsQuery,
} from './stats.schemas.ts';

const tags = ['Statistics'];
const period =
  ' From startDate to endDate (yyyy-MM-dd, both counted, at most two years), grouped by day, ISO week or month (groupBy) in Europe/Amsterdam.';

/** Statistics of locations (their managers and administrators) and of a member (self and administrators). */
export const statsApi = {
  location: endpoint({
    method: 'GET',
    path: '/v1/stats/location/:id/:kind',
    summary: `A location's statistics of one kind (totals, reservation, revenue, seats, search, feeinvoice, workspacecapacity, searchconversion, searchfunnel): a series and its totals. id 0: every location the caller manages (an administrator: the whole platform). Its active managers and administrators only.${period}`,
    tags,
    auth: 'member',
    params: locationStatsParams,
    query: statsQuery,
    response: locationStats,
    errors: [400, 401, 403, 404],
  }),
  profileTotals: endpoint({
    method: 'GET',
    path: '/v1/stats/profile/:id/totals',
    summary: `A member's booking activity (reservations as booker, seats, spent, check-ins, searches): a series and its totals. The member and administrators only.${period}`,
    tags,
    auth: 'member',
    params: profileStatsParams,
    query: statsQuery,
    response: profileTotals,
    errors: [400, 401, 403, 404],
  }),
};
