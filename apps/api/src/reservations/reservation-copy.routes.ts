import { reservationCopyApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { copyReservation } from './commands/copy-reservation.ts';
import { linkReservations } from './commands/link-reservations.ts';
import type { PeriodDeps, ReservationDeps } from './commands/reservation-deps.ts';
import { unlinkReservation } from './commands/unlink-reservation.ts';
import { readOfReservation, reservationDetail, reservationReads, seriesOf } from './reservation.reads.ts';
import { checkCopy } from './reservation-copy.reads.ts';

/** Copying a reservation to another period, and series of linked reservations. */
export const reservationCopyRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): ReservationDeps => ({ db: app.db, now: app.now() });
  const periodDeps = async (): Promise<PeriodDeps> => ({ ...deps(), catalogue: await app.catalogue.get() });

  route(app, reservationCopyApi.check, async ({ actor, query }) =>
    checkCopy(await periodDeps(), actor, query),
  );
  route(app, reservationCopyApi.copy, async ({ actor, body }) => {
    const id = await copyReservation(await periodDeps(), actor, body);
    return reservationDetail(app.db, id, app.now());
  });
  route(app, reservationCopyApi.series, ({ actor, params }) =>
    readOfReservation(app.db, actor, params.id, reservationReads.series),
  );
  route(app, reservationCopyApi.link, async ({ actor, params, body }) => {
    await linkReservations(deps(), actor, params.id, body.ReservationId);
    return seriesOf(app.db, params.id);
  });
  route(app, reservationCopyApi.unlink, ({ actor, params }) => unlinkReservation(deps(), actor, params.id));
};
