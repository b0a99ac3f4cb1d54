import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  cancelBody,
  changeDateBody,
  changeDatePreview,
  changeDatePreviewQuery,
  reservationDetail,
  reservationIdParams,
} from './reservation.schemas.ts';

/**
 * A reservation's manage link: `<reservation id>.<signature>`, signed by the server (HMAC of the id
 * and the booker's e-mail address; valid until the reservation ends). It is the key of the page that
 * lets a booker without an account (or without a login) manage that one reservation.
 */
export const manageTokenQuery = z.object({
  token: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^\d+\.[\w-]+$/, 'This link is not valid'),
});

/** `POST /v1/reservation/manage/find`: the reservation number and the booker's e-mail address. */
export const findBookingBody = z.object({
  ReservationId: z.coerce.number().int().min(1).max(2_147_483_647),
  Email: z.email('E-mail address is not valid').trim().toLowerCase().max(254),
  LocalePrefix: z.enum(['nl', 'en']).default('nl'),
});
export type FindBookingBody = z.input<typeof findBookingBody>;

/** The same answer whether or not the number and address match a reservation. */
export const findBookingResult = z.object({ Sent: z.literal(true) });

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
    query: manageTokenQuery,
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
