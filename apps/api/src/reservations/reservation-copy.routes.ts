import {
  copyCheckQuery,
  copyCheckResult,
  copyReservationBody,
  reservationDetail,
  reservationIdParams,
  seriesLinkBody,
  seriesReservationList,
} from '@meetspace/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../kernel/http/error-responses.ts';
import { ownReservation, reservationDetailOf } from './own-reservation.ts';
import {
  checkCopy,
  copyReservation,
  linkReservations,
  seriesOf,
  unlinkReservation,
} from './reservation-copy.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['Reservations'];

/** Copying a reservation to another period, and series of linked reservations. */
export const reservationCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  const own = (request: FastifyRequest, id: number) => ownReservation(app, request, id);

  app.get(
    '/v1/availability/copy/check',
    {
      schema: {
        tags,
        summary:
          "Whether a reservation's spaces, settings and seats are free in another period, and what a copy costs now",
        querystring: copyCheckQuery,
        response: { 200: copyCheckResult, ...errors },
      },
    },
    async (request) => {
      const { row } = await own(request, request.query.reservationId);
      const q = request.query;
      return checkCopy({ db: app.repos.db, catalogue: await app.catalogue.get(), now: app.now() }, row, {
        StartDate: q.startDate,
        EndDate: q.endDate,
        StartMinutes: q.startMinutes,
        EndMinutes: q.endMinutes,
      });
    },
  );

  app.post(
    '/v1/reservation/copy',
    {
      schema: {
        tags,
        summary:
          'Books an own reservation again in another period (same spaces, options re-priced, no voucher); optionally in its series',
        body: copyReservationBody,
        response: { 200: reservationDetail, ...errors },
      },
    },
    async (request) => {
      const { member, row } = await own(request, request.body.ReservationId);
      const now = app.now();
      const id = await copyReservation(
        { db: app.repos.db, catalogue: await app.catalogue.get(), now, actorId: member.profileId },
        row.id,
        request.body,
      );
      return reservationDetailOf(app, id);
    },
  );

  app.get(
    '/v1/reservation/:id/link',
    {
      schema: {
        tags,
        summary: 'The reservations of its series, by start (empty when it is not in one)',
        params: reservationIdParams,
        response: { 200: seriesReservationList, ...errors },
      },
    },
    async (request) => {
      const { row } = await own(request, request.params.id);
      return seriesOf(app.repos.db, row.id);
    },
  );

  app.post(
    '/v1/reservation/:id/link',
    {
      schema: {
        tags,
        summary: "Links another own reservation into this one's series; returns the series",
        params: reservationIdParams,
        body: seriesLinkBody,
        response: { 200: seriesReservationList, ...errors },
      },
    },
    async (request) => {
      const { member, row } = await own(request, request.params.id);
      const other = await own(request, request.body.ReservationId);
      await linkReservations(
        { db: app.repos.db, now: app.now(), actorId: member.profileId },
        row.id,
        other.row.id,
      );
      return seriesOf(app.repos.db, row.id);
    },
  );

  app.delete(
    '/v1/reservation/:id/link',
    {
      schema: {
        tags,
        summary:
          'Takes the reservation out of its series (a series left with one reservation dissolves); false when it was in none',
        params: reservationIdParams,
        response: { 200: z.boolean(), ...errors },
      },
    },
    async (request) => {
      const { member, row } = await own(request, request.params.id);
      return unlinkReservation({ db: app.repos.db, now: app.now(), actorId: member.profileId }, row.id);
    },
  );
};
