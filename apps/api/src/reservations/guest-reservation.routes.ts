import { guestReservationApi } from '@meetspace/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { optionalLocale } from '../kernel/http/language-param.ts';
import { cancelReservation } from './commands/cancel-reservation.ts';
import { changeReservationDate, previewReservationDate } from './commands/change-reservation-date.ts';
import { sendManageLink } from './commands/send-manage-link.ts';
import {
  type ReservationFile,
  reservationIcsFile,
  reservationPdfFile,
} from './documents/reservation-documents.reads.ts';
import { manageLinkHolder } from './reservation.access.ts';
import { readReservation, reservationDetail } from './reservation.reads.ts';

const sendFile = (reply: FastifyReply, type: string, file: ReservationFile) =>
  reply
    .type(type)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.content);

/**
 * One reservation by its manage link (`?token=`), for a booker without an account or not logged
 * in: the member calls' own reads and commands, with the link as the access grant
 * (`requireReservationAccess`), so the same lock and fee rules apply. And "find my booking".
 */
export const guestReservationRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.db;
  const holder = (token: string) => manageLinkHolder(app.quoteSecret, token, app.now());

  route(app, guestReservationApi.detail, async ({ params, query }) =>
    readReservation(db(), holder(query.token), params.id, app.now(), optionalLocale(query.language)),
  );
  route(app, guestReservationApi.pdf, async ({ params, query, reply }) =>
    sendFile(
      reply,
      'application/pdf',
      await reservationPdfFile(db(), holder(query.token), params.id, app.now()),
    ),
  );
  route(app, guestReservationApi.ics, async ({ params, query, reply }) =>
    sendFile(
      reply,
      'text/calendar; charset=utf-8',
      await reservationIcsFile(db(), holder(query.token), params.id),
    ),
  );
  route(app, guestReservationApi.changeDate, async ({ params, query, body }) => {
    const who = holder(query.token);
    await changeReservationDate(
      { db: db(), now: app.now(), catalogue: await app.catalogue.get() },
      who,
      params.id,
      body,
    );
    return reservationDetail(db(), params.id, app.now());
  });
  route(app, guestReservationApi.changeDatePreview, async ({ params, query }) => {
    const { token, ...period } = query;
    return previewReservationDate(
      { db: db(), now: app.now(), catalogue: await app.catalogue.get() },
      holder(token),
      params.id,
      period,
    );
  });
  route(app, guestReservationApi.cancel, async ({ params, query, body }) => {
    await cancelReservation({ db: db(), now: app.now() }, holder(query.token), params.id, body);
    return reservationDetail(db(), params.id, app.now());
  });
  route(app, guestReservationApi.find, async ({ body, request }) =>
    app.throttle.attempt(request, { key: `manage-link:${body.Email}` }, () =>
      sendManageLink({ db: db(), now: app.now(), secret: app.quoteSecret, publicUrl: app.publicUrl }, body),
    ),
  );
};
