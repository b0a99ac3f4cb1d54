import { reservationLinesApi, VOUCHER_RESULT_MESSAGES, type VoucherResult } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../kernel/errors.ts';
import { route } from '../kernel/http/endpoint.ts';
import { optionalLocale, parseLanguageParam } from '../kernel/http/language-param.ts';
import { optionDetail } from '../pricing/index.ts';
import { applyReservationVoucher } from './commands/apply-reservation-voucher.ts';
import { changeReservationSpaces } from './commands/change-reservation-spaces.ts';
import { replaceProgram } from './commands/replace-program.ts';
import type { ReservationDeps } from './commands/reservation-deps.ts';
import { revertReservationVoucher } from './commands/revert-reservation-voucher.ts';
import { setReservationOptions } from './commands/set-reservation-options.ts';
import {
  availableOptionsOf,
  programOf,
  readOfReservation,
  reservationDetail,
  reservationReads,
} from './reservation.reads.ts';

/** A reservation's options, spaces, program and voucher, and one option of the catalogue. */
export const reservationLinesRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): ReservationDeps => ({ db: app.db, now: app.now() });
  const detail = (id: number) => reservationDetail(app.db, id, app.now());
  /** A voucher call's answer: the spec's result code and message, and the reservation. */
  const voucherResult = async (code: VoucherResult, id: number) => ({
    StatusCode: code,
    Message: VOUCHER_RESULT_MESSAGES[code],
    Reservation: await detail(id),
  });

  route(app, reservationLinesApi.option, async ({ params, query }) => {
    const { locale } = parseLanguageParam(query.language, 'en');
    const option = await optionDetail(app.db, params.id, locale);
    if (!option) throw AppError.notFound('Option not found');
    return option;
  });
  route(app, reservationLinesApi.availableOptions, ({ actor, params, query }) => {
    const locale = optionalLocale(query.language);
    return readOfReservation(app.db, actor, params.id, (db, r) => availableOptionsOf(db, r, locale));
  });
  route(app, reservationLinesApi.options, async ({ actor, params, body }) => {
    await setReservationOptions(deps(), actor, params.id, body);
    return detail(params.id);
  });
  route(app, reservationLinesApi.spaces, async ({ actor, params, body }) => {
    await changeReservationSpaces(deps(), actor, params.id, body);
    return detail(params.id);
  });
  route(app, reservationLinesApi.program, ({ actor, params }) =>
    readOfReservation(app.db, actor, params.id, reservationReads.program),
  );
  route(app, reservationLinesApi.replaceProgram, async ({ actor, params, body }) => {
    await replaceProgram(deps(), actor, params.id, body.ProgramItems);
    return programOf(app.db, params.id);
  });
  for (const call of [reservationLinesApi.applyVoucher, reservationLinesApi.applyVoucherPost]) {
    route(app, call, async ({ actor, params, body }) =>
      voucherResult(await applyReservationVoucher(deps(), actor, params.id, body.Code), params.id),
    );
  }
  for (const call of [reservationLinesApi.revertVoucher, reservationLinesApi.revertVoucherPost]) {
    route(app, call, async ({ actor, params, body }) =>
      voucherResult(await revertReservationVoucher(deps(), actor, params.id, body?.VoucherId), params.id),
    );
  }
};
