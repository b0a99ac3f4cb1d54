import {
  cancelBody,
  changeDateBody,
  errorResponse,
  LanguageId,
  profileReservationList,
  profileReservationQuery,
  reservationDetail,
  reservationIdParams,
} from '@meetspace/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policies } from '../../auth/policies.ts';
import { reservationPdf } from '../../documents/reservation-pdf.ts';
import { AppError } from '../../errors/app-error.ts';
import { reservationIcs } from '../../mail/reservation-confirmation.ts';
import { requireMember } from '../../plugins/member.ts';
import { reservationView } from '../../services/booking-view.ts';
import {
  cancellationOf,
  cancelReservation,
  changeReservationDate,
  listOwnReservations,
} from '../../services/reservation.service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const tags = ['Reservations'];

/** A member's reservations: list, detail (with what cancelling costs), PDF, calendar file, cancel. */
export const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The reservation row of an id the caller may see (401 / 403 / 404). */
  const own = async (request: FastifyRequest, id: number) => {
    const member = await requireMember(request);
    const row = await app.repos.db
      .selectFrom('reservations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw AppError.notFound('Reservation not found');
    policies.reservation(member, row);
    return row;
  };
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
      return { ...(await detail(row.id)), Cancellation: await cancellationOf(app.repos.db, row, app.now()) };
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
      const pdf = await reservationPdf(await detail(row.id), row.language_id === LanguageId.nl ? 'nl' : 'en');
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
      const view = await detail(row.id);
      const location = await app.repos.db
        .selectFrom('locations')
        .select(['name', 'address', 'postal_code', 'city', 'time_zone'])
        .where('id', '=', row.location_id)
        .executeTakeFirstOrThrow();
      const ends = await app.repos.db
        .selectFrom('reservation_spaces')
        .select('ends_at')
        .where('reservation_id', '=', row.id)
        .orderBy('start_date')
        .executeTakeFirst();
      const ics = reservationIcs({
        locale: row.language_id === LanguageId.nl ? 'nl' : 'en',
        languageId: row.language_id,
        reservationId: row.id,
        reservationKey: row.key,
        bookerName: '',
        bookerEmail: '',
        locationName: location.name,
        locationAddress: `${location.address}, ${location.postal_code} ${location.city}`,
        meetingName: row.name,
        spaces: view.Spaces.map((s) => ({ name: s.SpaceName, seats: s.Seats })),
        startDate: row.start_date,
        endDate: row.end_date,
        startMinutes: row.start_minutes,
        endMinutes: row.end_minutes,
        startsAtUtc: row.starts_at,
        endsAtUtc: firstDayEnd(row.starts_at, row.start_minutes, row.end_minutes, ends?.ends_at),
        days:
          Math.round(
            (Date.parse(`${row.end_date}T00:00:00Z`) - Date.parse(`${row.start_date}T00:00:00Z`)) /
              86_400_000,
          ) + 1,
        totalInclCents: 0,
        profileId: row.profile_id,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="reservation-${row.id}.ics"`)
        .send(ics);
    },
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
      await changeReservationDate({ db: app.repos.db, now: app.now() }, row.id, request.body);
      const fresh = await own(request, row.id);
      return {
        ...(await detail(row.id)),
        Cancellation: await cancellationOf(app.repos.db, fresh, app.now()),
      };
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
      await cancelReservation({ db: app.repos.db, now: app.now() }, row.id, request.body);
      const fresh = await own(request, row.id);
      return {
        ...(await detail(row.id)),
        Cancellation: await cancellationOf(app.repos.db, fresh, app.now()),
      };
    },
  );
};

/** The end of the first day of a booking: its start plus the daily duration. */
function firstDayEnd(startsAt: string, startMinutes: number, endMinutes: number, lastEnd?: string): string {
  const end = new Date(Date.parse(startsAt) + (endMinutes - startMinutes) * 60_000).toISOString();
  return lastEnd && lastEnd < end ? lastEnd : end;
}
