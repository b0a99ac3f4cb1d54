import {
  reservationIdParams,
  reservationVoucherApplyBody,
  reservationVoucherResult,
  reservationVoucherRevertBody,
  VOUCHER_RESULT_MESSAGES,
} from '@meetspace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../kernel/http/error-responses.ts';
import { ownReservation, reservationDetailOf } from './own-reservation.ts';
import { linesDeps } from './reservation-lines.routes.ts';
import { applyReservationVoucher, revertReservationVoucher } from './reservation-lines.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['Carts and vouchers'];

/**
 * A voucher on a booked reservation, as on a cart: apply answers StatusCode 1 or the spec's failure
 * code (-1 .. -14) with the reservation unchanged; revert answers 2. The spec lists PUT; POST is
 * accepted too.
 */
export const reservationVoucherRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/v1/voucher/reservation/:id/apply',
      schema: {
        tags,
        summary:
          'Applies a voucher code to a reservation: StatusCode 1, or the failure code (-1 .. -14) with it unchanged',
        params: reservationIdParams,
        body: reservationVoucherApplyBody,
        response: { 200: reservationVoucherResult, ...errors },
      },
      handler: async (request) => {
        const { row } = await ownReservation(app, request, request.params.id);
        const code = await applyReservationVoucher(await linesDeps(app, request), row.id, request.body.Code);
        return {
          StatusCode: code,
          Message: VOUCHER_RESULT_MESSAGES[code],
          Reservation: await reservationDetailOf(app, row.id),
        };
      },
    });

    app.route({
      method,
      url: '/v1/voucher/reservation/:id/revert',
      schema: {
        tags,
        summary: "Removes the reservation's voucher (and a package it brought): StatusCode 2",
        params: reservationIdParams,
        body: reservationVoucherRevertBody,
        response: { 200: reservationVoucherResult, ...errors },
      },
      handler: async (request) => {
        const { row } = await ownReservation(app, request, request.params.id);
        const code = await revertReservationVoucher(
          await linesDeps(app, request),
          row.id,
          request.body?.VoucherId,
        );
        return {
          StatusCode: code,
          Message: VOUCHER_RESULT_MESSAGES[code],
          Reservation: await reservationDetailOf(app, row.id),
        };
      },
    });
  }
};
