import { endpoint } from '../api/endpoint.ts';
import {
  checkInBody,
  checkInState,
  hostCalendar,
  hostReservationParams,
  hostReservationQuery,
} from './hostbooking.schemas.ts';

const tags = ['Host bookings'];

/** Bookings at the host's locations: the calendar and the check-in (managers of the location only). */
export const hostBookingApi = {
  calendar: endpoint({
    method: 'GET',
    path: '/v1/host/reservation',
    summary:
      "Every booked space at a location the member manages (or all of them without locationId), from startDate to endDate (at most 31 days), with the locations' spaces",
    tags,
    auth: 'member',
    query: hostReservationQuery,
    response: hostCalendar,
    errors: [400, 401, 403, 404],
  }),
  checkIn: endpoint({
    method: 'PUT',
    path: '/v1/host/reservation/:id/checkin',
    summary: "Records whether a reservation's guests arrived (a manager of its location), with who and when",
    tags,
    auth: 'member',
    params: hostReservationParams,
    body: checkInBody,
    response: checkInState,
    errors: [400, 401, 403, 404],
  }),
  checkInState: endpoint({
    method: 'GET',
    path: '/v1/host/reservation/:id/checkin',
    summary: "A reservation's check-in (a manager of its location)",
    tags,
    auth: 'member',
    params: hostReservationParams,
    response: checkInState,
    errors: [400, 401, 403, 404],
  }),
};
