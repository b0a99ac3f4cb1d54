import {
  cancelBody,
  changeDateBody,
  localeOfLanguageId,
  profileReservationList,
  profileReservationQuery,
  reservationDetail,
  reservationIdParams,
  reservationMailList,
  reservationRevisionList,
} from '@meetspace/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reservationView } from '../carts/booking-view.ts';
import { AppError } from '../kernel/errors.ts';
import { errorResponses } from '../kernel/http/error-responses.ts';
import { requireMember } from '../kernel/http/member.ts';
import { mailLogOf, revisionsOf } from '../kernel/revisions.ts';
import { reservationIcs } from './documents/reservation-ics.ts';
import { reservationPdf } from './documents/reservation-pdf.ts';
import { ownReservation, reservationDetailOf } from './own-reservation.ts';
import { cancelReservation, changeReservationDate, listOwnReservations } from './reservation.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['Reservations'];

/** A member's reservations: list, detail (with what cancelling costs), PDF, calendar file, cancel. */
export const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  const own = async (request: FastifyRequest, id: number) => (await ownReservation(app, request, id)).row;
  const detail = async (id: number) => {
    const view = await reservationView(app.repos.db, id, app.now());
    if (!view) throw AppError.notFound('Reservation not found');
    return view;
  };

  app.get(
    '/v1/profile/reservation',
    {
      schema: {
        tags,
        summary: "The member's own reservations ({ Results, MorePages }; statusId 100 = every status)",
        querystring: profileReservationQuery,
        response: { 200: profileReservationList, ...errors },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return listOwnReservations(app.repos.db, member.profileId, request.query, app.now());
    },
  );

  app.get(
    '/v1/reservation/:id',
    {
      schema: {
        tags,
        summary: 'A reservation of the member, with what cancelling it costs now',
        params: reservationIdParams,
        response: { 200: reservationDetail, ...errors },
      },
    },
    async (request) => {
      const row = await own(request, request.params.id);
      return reservationDetailOf(app, row.id);
    },
  );

  app.get(
    '/v1/reservation/:id/pdf',
    {
      schema: {
        tags,
        summary: 'The booking confirmation as a PDF in the reservation language',
        params: reservationIdParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const row = await own(request, request.params.id);
      const pdf = await reservationPdf(await detail(row.id), localeOfLanguageId(row.language_id));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="reservation-${row.id}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/v1/reservation/:id/ics',
    {
      schema: {
        tags,
        summary: 'The reservation as a calendar file (text/calendar)',
        params: reservationIdParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const row = await own(request, request.params.id);
      const ics = reservationIcs(await app.repos.reservations.calendarBooking(row.id));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="reservation-${row.id}.ics"`)
        .send(ics);
    },
  );

  app.get(
    '/v1/reservation/:id/revisions',
    {
      schema: {
        tags,
        summary: 'Every change to the reservation since it was booked: who, when, which call, what changed',
        params: reservationIdParams,
        response: { 200: reservationRevisionList, ...errors },
      },
    },
    async (request) => revisionsOf(app.repos.db, (await own(request, request.params.id)).id),
  );

  app.get(
    '/v1/reservation/:id/mails',
    {
      schema: {
        tags,
        summary:
          'The mail log: every mail queued about the reservation, newest first, with its delivery status',
        params: reservationIdParams,
        response: { 200: reservationMailList, ...errors },
      },
    },
    async (request) => mailLogOf(app.repos.db, (await own(request, request.params.id)).id),
  );

  app.put(
    '/v2/reservation/:id/changedate',
    {
      schema: {
        tags,
        summary: 'Moves a reservation to another date (and times) when the same spaces are free then',
        params: reservationIdParams,
        body: changeDateBody,
        response: { 200: reservationDetail, ...errors },
      },
    },
    async (request) => {
      const row = await own(request, request.params.id);
      await changeReservationDate(
        {
          db: app.repos.db,
          catalogue: await app.catalogue.get(),
          now: app.now(),
          actorId: (await requireMember(request)).profileId,
        },
        row.id,
        request.body,
      );
      return reservationDetailOf(app, row.id);
    },
  );

  app.put(
    '/v1/reservation/:id/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancels a reservation: free until the cancel rules say otherwise, then only with ApplyCancelFee',
        params: reservationIdParams,
        body: cancelBody,
        response: { 200: reservationDetail, ...errors },
      },
    },
    async (request) => {
      const row = await own(request, request.params.id);
      await cancelReservation(
        { db: app.repos.db, now: app.now(), actorId: (await requireMember(request)).profileId },
        row.id,
        request.body,
      );
      return reservationDetailOf(app, row.id);
    },
  );
};
