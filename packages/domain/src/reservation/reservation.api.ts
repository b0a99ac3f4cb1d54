import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { workspaceOverlapQuery } from '../availability/availability.schemas.ts';
import { catalogueLanguageQuery } from '../common/common.schemas.ts';
import {
  cancelBody,
  changeDateBody,
  changeDatePreview,
  changeDatePreviewQuery,
  profileReservationList,
  profileReservationQuery,
  reservationDetail,
  reservationIdParams,
  reservationMailList,
  reservationRevisionList,
} from './reservation.schemas.ts';

const tags = ['Reservations'];
const errors = [400, 401, 403, 404, 409] as const;

/**
 * A member's reservations: the list, one with what cancelling costs, its documents, history and
 * mail log, moving and cancelling it; workspace overlap; the private calendar feed.
 */
export const reservationApi = {
  list: endpoint({
    method: 'GET',
    path: '/v1/profile/reservation',
    summary: "The member's own reservations ({ Results, MorePages }; statusId 100 = every status)",
    tags,
    auth: 'member',
    query: profileReservationQuery,
    response: profileReservationList,
    errors,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/v1/reservation/:id',
    summary: 'A reservation of the member, with what cancelling it costs now',
    tags,
    auth: 'member',
    params: reservationIdParams,
    query: catalogueLanguageQuery,
    response: reservationDetail,
    errors,
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/v1/reservation/:id/pdf',
    summary: 'The booking confirmation as a PDF in the reservation language',
    tags,
    auth: 'member',
    params: reservationIdParams,
    response: z.any(),
    produces: 'application/pdf',
    errors,
  }),
  ics: endpoint({
    method: 'GET',
    path: '/v1/reservation/:id/ics',
    summary: 'The reservation as a calendar file (text/calendar)',
    tags,
    auth: 'member',
    params: reservationIdParams,
    response: z.any(),
    produces: 'text/calendar',
    errors,
  }),
  revisions: endpoint({
    method: 'GET',
    path: '/v1/reservation/:id/revisions',
    summary: 'Every change to the reservation since it was booked: who, when, which call, what changed',
    tags,
    auth: 'member',
    params: reservationIdParams,
    response: reservationRevisionList,
    errors,
  }),
  mails: endpoint({
    method: 'GET',
    path: '/v1/reservation/:id/mails',
    summary: 'The mail log: every mail queued about the reservation, newest first, with its delivery status',
    tags,
    auth: 'member',
    params: reservationIdParams,
    response: reservationMailList,
    errors,
  }),
  changeDate: endpoint({
    method: 'PUT',
    path: '/v2/reservation/:id/changedate',
    summary: 'Moves a reservation to another date (and times) when the same spaces are free then',
    tags,
    auth: 'member',
    params: reservationIdParams,
    body: changeDateBody,
    response: reservationDetail,
    errors,
  }),
  changeDatePreview: endpoint({
    method: 'GET',
    path: '/v2/reservation/:id/changedate/preview',
    summary:
      'What moving a reservation would do, without doing it: opening hours that day, possible or why not, the new total',
    tags,
    auth: 'member',
    params: reservationIdParams,
    query: changeDatePreviewQuery,
    response: changeDatePreview,
    errors,
  }),
  cancel: endpoint({
    method: 'PUT',
    path: '/v1/reservation/:id/cancel',
    summary:
      'Cancels a reservation: free until the cancel rules say otherwise, then only with ApplyCancelFee',
    tags,
    auth: 'member',
    params: reservationIdParams,
    body: cancelBody,
    response: reservationDetail,
    errors,
  }),
  workspaceOverlap: endpoint({
    method: 'GET',
    path: '/v1/reservation/workspace/checkoverlap',
    summary: "True when the member's workspace bookings overlap the period (needs profileToken)",
    tags,
    auth: 'member',
    query: workspaceOverlapQuery,
    response: z.boolean(),
    errors: [400, 401],
  }),
  renewCalendarFeed: endpoint({
    method: 'POST',
    path: '/v1/profile/calendar',
    summary: 'A new private calendar feed URL for the member (an earlier URL stops working)',
    tags,
    auth: 'member',
    response: z.object({ Url: z.string() }),
    errors: [401],
  }),
  /** Outside `/api`: calendar apps send no headers, so the secret in the path is the key. */
  calendarFeed: endpoint({
    method: 'GET',
    path: '/calendar/:file',
    summary: "A member's private calendar feed (text/calendar)",
    tags,
    auth: 'public',
    hidden: true,
    params: z.object({ file: z.string().regex(/^[\w-]{20,64}\.ics$/) }),
    response: z.any(),
    produces: 'text/calendar',
    errors: [400, 404],
  }),
};
