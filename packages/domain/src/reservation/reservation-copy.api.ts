import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { reservationDetail, reservationIdParams } from './reservation.schemas.ts';
import {
  copyCheckQuery,
  copyCheckResult,
  copyReservationBody,
  seriesLinkBody,
  seriesReservationList,
} from './reservation-copy.schemas.ts';

const tags = ['Reservations'];
const errors = [400, 401, 403, 404, 409] as const;

/** Copying a reservation to another period, and series of linked reservations. */
export const reservationCopyApi = {
  check: endpoint({
    method: 'GET',
    path: '/v1/availability/copy/check',
    summary:
      "Whether a reservation's spaces, settings and seats are free in another period, and what a copy costs now",
    tags,
    auth: 'member',
    query: copyCheckQuery,
    response: copyCheckResult,
    errors,
  }),
  copy: endpoint({
    method: 'POST',
    path: '/v1/reservation/copy',
    summary:
      'Books an own reservation again in another period (same spaces, options re-priced, no voucher); optionally in its series',
    tags,
    auth: 'member',
    body: copyReservationBody,
    response: reservationDetail,
    errors,
  }),
  series: endpoint({
    method: 'GET',
    path: '/v1/reservation/:id/link',
    summary: 'The reservations of its series, by start (empty when it is not in one)',
    tags,
    auth: 'member',
    params: reservationIdParams,
    response: seriesReservationList,
    errors,
  }),
  link: endpoint({
    method: 'POST',
    path: '/v1/reservation/:id/link',
    summary: "Links another own reservation into this one's series; returns the series",
    tags,
    auth: 'member',
    params: reservationIdParams,
    body: seriesLinkBody,
    response: seriesReservationList,
    errors,
  }),
  unlink: endpoint({
    method: 'DELETE',
    path: '/v1/reservation/:id/link',
    summary:
      'Takes the reservation out of its series (a series left with one reservation dissolves); false when it was in none',
    tags,
    auth: 'member',
    params: reservationIdParams,
    response: z.boolean(),
    errors,
  }),
};
