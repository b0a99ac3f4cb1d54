import {
  cartOption,
  idParams,
  optionDetail,
  optionQuery,
  programBody,
  programItemList,
  reservationDetail,
  reservationIdParams,
  reservationOptionsBody,
  reservationSpacesBody,
} from '@meetspace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../kernel/errors.ts';
import { errorResponses } from '../kernel/http/error-responses.ts';
import { parseLanguageParam } from '../kernel/http/language-param.ts';
import { requireMember } from '../kernel/http/member.ts';
import { ownReservation, reservationDetailOf } from './own-reservation.ts';
import {
  changeReservationSpaces,
  type LinesDeps,
  optionDetail as optionDetailOf,
  programOf,
  replaceProgram,
  reservationOptionList,
  setReservationOptions,
} from './reservation-lines.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['Reservations'];

/** Who changes a reservation now: the logged-in member (already checked by `ownReservation`). */
export async function linesDeps(app: FastifyInstance, request: FastifyRequest): Promise<LinesDeps> {
  return { db: app.repos.db, now: app.now(), actorId: (await requireMember(request)).profileId };
}

/** A reservation's options, spaces and program, and one option of the catalogue. */
export const reservationLinesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/option/:id',
    {
      schema: {
        tags,
        summary: 'One option of a location: name, description, category, price per item, VAT, limits',
        params: idParams,
        querystring: optionQuery,
        response: { 200: optionDetail, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { locale } = parseLanguageParam(request.query.language, 'en');
      const option = await optionDetailOf(app.repos.db, request.params.id, locale);
      if (!option) throw AppError.notFound('Option not found');
      return option;
    },
  );

  app.get(
    '/v1/reservation/:id/available/options',
    {
      schema: {
        tags,
        summary:
          "The location's options that can be added, with the amounts the reservation has (as the cart's list)",
        params: reservationIdParams,
        response: { 200: z.array(cartOption), ...errors },
      },
    },
    async (request) =>
      reservationOptionList(app.repos.db, (await ownReservation(app, request, request.params.id)).row),
  );

  app.put(
    '/v2/reservation/:id/options',
    {
      schema: {
        tags,
        summary:
          'Sets option lines (amount 0 removes; per space and time of day optional): priced and clamped by the server',
        params: reservationIdParams,
        body: reservationOptionsBody,
        response: { 200: reservationDetail, ...errors },
      },
    },
    async (request) => {
      const { row } = await ownReservation(app, request, request.params.id);
      await setReservationOptions(await linesDeps(app, request), row.id, request.body);
      return reservationDetailOf(app, row.id);
    },
  );

  app.put(
    '/v2/reservation/:id/spaces',
    {
      schema: {
        tags,
        summary:
          'Changes seats or setting of booked spaces (within the setting and the capacity left), or locks/unlocks them',
        params: reservationIdParams,
        body: reservationSpacesBody,
        response: { 200: reservationDetail, ...errors },
      },
    },
    async (request) => {
      const { row } = await ownReservation(app, request, request.params.id);
      await changeReservationSpaces(await linesDeps(app, request), row.id, request.body);
      return reservationDetailOf(app, row.id);
    },
  );

  app.get(
    '/v1/reservation/:id/program',
    {
      schema: {
        tags,
        summary: 'The program (agenda) of a reservation, in order',
        params: reservationIdParams,
        response: { 200: programItemList, ...errors },
      },
    },
    async (request) =>
      programOf(app.repos.db, (await ownReservation(app, request, request.params.id)).row.id),
  );

  app.put(
    '/v1/reservation/:id/program',
    {
      schema: {
        tags,
        summary:
          'Replaces the program: at most 50 items within the reservation times (also on the day; not once cancelled)',
        params: reservationIdParams,
        body: programBody,
        response: { 200: programItemList, ...errors },
      },
    },
    async (request) => {
      const { row } = await ownReservation(app, request, request.params.id);
      await replaceProgram(await linesDeps(app, request), row.id, request.body.ProgramItems);
      return programOf(app.repos.db, row.id);
    },
  );
};
