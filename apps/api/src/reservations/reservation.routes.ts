import { reservationApi } from '@meetspace/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { optionalLocale } from '../kernel/http/language-param.ts';
import { cancelReservation } from './commands/cancel-reservation.ts';
import { changeReservationDate, previewReservationDate } from './commands/change-reservation-date.ts';
import { renewCalendarFeed } from './commands/renew-calendar-feed.ts';
import type { ReservationDeps } from './commands/reservation-deps.ts';
import {
  calendarFeed,
  type ReservationFile,
  reservationIcsFile,
  reservationPdfFile,
} from './documents/reservation-documents.reads.ts';
import {
  hasWorkspaceOverlap,
  listReservations,
  readOfReservation,
  readReservation,
  reservationDetail,
  reservationReads,
} from './reservation.reads.ts';

/** Sends a file as a download. */
const sendFile = (reply: FastifyReply, type: string, file: ReservationFile) =>
  reply
    .type(type)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.content);

/** A member's reservations: list, detail (with what cancelling costs), documents, history, move, cancel. */
export const reservationRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): ReservationDeps => ({ db: app.db, now: app.now() });
  const db = () => app.db;

  route(app, reservationApi.list, ({ actor, query }) => listReservations(db(), actor, query, app.now()));
  route(app, reservationApi.detail, ({ actor, params, query }) =>
    readReservation(db(), actor, params.id, app.now(), optionalLocale(query.language)),
  );
  route(app, reservationApi.pdf, async ({ actor, params, reply }) =>
    sendFile(reply, 'application/pdf', await reservationPdfFile(db(), actor, params.id, app.now())),
  );
  route(app, reservationApi.ics, async ({ actor, params, reply }) =>
    sendFile(reply, 'text/calendar; charset=utf-8', await reservationIcsFile(db(), actor, params.id)),
  );
  route(app, reservationApi.revisions, ({ actor, params }) =>
    readOfReservation(db(), actor, params.id, reservationReads.revisions),
  );
  route(app, reservationApi.mails, ({ actor, params }) =>
    readOfReservation(db(), actor, params.id, reservationReads.mails),
  );
  route(app, reservationApi.changeDate, async ({ actor, params, body }) => {
    await changeReservationDate({ ...deps(), catalogue: await app.catalogue.get() }, actor, params.id, body);
    return reservationDetail(db(), params.id, app.now());
  });
  route(app, reservationApi.changeDatePreview, async ({ actor, params, query }) =>
    previewReservationDate({ ...deps(), catalogue: await app.catalogue.get() }, actor, params.id, query),
  );
  route(app, reservationApi.cancel, async ({ actor, params, body }) => {
    await cancelReservation(deps(), actor, params.id, body);
    return reservationDetail(db(), params.id, app.now());
  });
  route(app, reservationApi.workspaceOverlap, ({ actor, query }) =>
    hasWorkspaceOverlap(db(), actor, {
      startDate: query.startDate,
      endDate: query.endDate ?? query.startDate,
      startMinutes: query.startMinutes,
      endMinutes: query.endMinutes,
    }),
  );
  route(app, reservationApi.renewCalendarFeed, ({ actor }) => renewCalendarFeed(db(), actor, app.publicUrl));
};

/**
 * The member's private calendar feed, outside `/api`: calendar apps that subscribe to its secret
 * URL send no headers. Renewing the URL makes the old one stop working.
 */
export const calendarFeedRoutes: FastifyPluginAsync = async (app) => {
  route(app, reservationApi.calendarFeed, async ({ params, reply }) => {
    const calendar = await calendarFeed(
      app.db,
      params.file.slice(0, -'.ics'.length),
      app.now(),
      app.calendarSources,
      app.publicUrl,
    );
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .send(calendar);
  });
};
