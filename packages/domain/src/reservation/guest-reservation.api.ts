import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { catalogueLanguageQuery } from '../common/common.schemas.ts';
import { findBookingBody, findBookingResult, manageTokenQuery } from './guest-reservation.schemas.ts';
import {
  cancelBody,
  changeDateBody,
  changeDatePreview,
  changeDatePreviewQuery,
  reservationDetail,
  reservationIdParams,
} from './reservation.schemas.ts';

const tags = ['Reservations'];
const errors = [400, 401, 403, 404, 409] as const;

/**
 * Managing one reservation with its manage link (no login): view it, cancel it, move it, its PDF
 * and calendar file, under the same lock and fee rules as a member's; and mailing the link again.
 */
export const guestReservationApi = {
  detail: endpoint({
    method: 'GET',
    path: '/v1/reservation/manage/:id',
    summary: 'A reservation by its manage link (token), with what cancelling it costs now',
    tags,
    auth: 'public',
    params: reservationIdParams,
    query: manageTokenQuery.extend(catalogueLanguageQuery.shape),
    response: reservationDetail,
    errors,
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/v1/reservation/manage/:id/pdf',
    summary: 'The booking confirmation as a PDF, by the manage link (token)',
    tags,
    auth: 'public',
    params: reservationIdParams,
    query: manageTokenQuery,
    response: z.any(),
    produces: 'application/pdf',
    errors,
  }),
  ics: endpoint({
    method: 'GET',
    path: '/v1/reservation/manage/:id/ics',
    summary: 'The reservation as a calendar file, by the manage link (token)',
    tags,
    auth: 'public',
    params: reservationIdParams,
    query: manageTokenQuery,
    response: z.any(),
    produces: 'text/calendar',
    errors,
  }),
  changeDate: endpoint({
    method: 'PUT',
    path: '/v1/reservation/manage/:id/changedate',
    summary: 'Moves a reservation by its manage link (token): the member call’s rules',
    tags,
    auth: 'public',
    params: reservationIdParams,
    query: manageTokenQuery,
    body: changeDateBody,
    response: reservationDetail,
    errors,
  }),
  changeDatePreview: endpoint({
    method: 'GET',
    path: '/v1/reservation/manage/:id/changedate/preview',
    summary: 'What moving a reservation would do, by its manage link (token): the member call’s answer',
    tags,
    auth: 'public',
    params: reservationIdParams,
    query: changeDatePreviewQuery.extend(manageTokenQuery.shape),
    response: changeDatePreview,
    errors,
  }),
  cancel: endpoint({
    method: 'PUT',
    path: '/v1/reservation/manage/:id/cancel',
    summary: 'Cancels a reservation by its manage link (token): the member call’s fee rules',
    tags,
    auth: 'public',
    params: reservationIdParams,
    query: manageTokenQuery,
    body: cancelBody,
    response: reservationDetail,
    errors,
  }),
  find: endpoint({
    method: 'POST',
    path: '/v1/reservation/manage/find',
    summary:
      "Mails the reservation's manage link to its booker when number and e-mail address match (the same answer when not)",
    tags,
    auth: 'public',
    body: findBookingBody,
    response: findBookingResult,
    errors: [400, 429],
  }),
};
