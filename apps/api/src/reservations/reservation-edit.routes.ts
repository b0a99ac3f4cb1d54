import { reservationEditApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { addExternalLink } from './commands/add-external-link.ts';
import { editReservationDetails } from './commands/edit-reservation-details.ts';
import { removeExternalLink } from './commands/remove-external-link.ts';
import { replaceReservationContacts } from './commands/replace-reservation-contacts.ts';
import type { ReservationDeps } from './commands/reservation-deps.ts';
import { setReservationAddress } from './commands/set-reservation-address.ts';
import { setReservationTags } from './commands/set-reservation-tags.ts';
import { readOfReservation, reservationDetail, reservationReads } from './reservation.reads.ts';

/**
 * A member's edits of their own reservation: details, contacts, tags, invoice address (all refused
 * once it is locked) and external links (also while locked, not once cancelled).
 */
export const reservationEditRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): ReservationDeps => ({ db: app.db, now: app.now() });
  const detail = (id: number) => reservationDetail(app.db, id, app.now());

  route(app, reservationEditApi.details, async ({ actor, params, body }) => {
    await editReservationDetails(deps(), actor, params.id, body);
    return detail(params.id);
  });
  route(app, reservationEditApi.contacts, ({ actor, params }) =>
    readOfReservation(app.db, actor, params.id, reservationReads.contacts),
  );
  route(app, reservationEditApi.replaceContacts, ({ actor, params, body }) =>
    replaceReservationContacts(deps(), actor, params.id, body.Contacts),
  );
  route(app, reservationEditApi.tags, async ({ actor, params, body }) => {
    await setReservationTags(deps(), actor, params.id, body.Tags);
    return detail(params.id);
  });
  route(app, reservationEditApi.address, async ({ actor, params, body }) => {
    await setReservationAddress(deps(), actor, params.id, body);
    return detail(params.id);
  });
  route(app, reservationEditApi.externalLinks, ({ actor, params }) =>
    readOfReservation(app.db, actor, params.id, reservationReads.externalLinks),
  );
  route(app, reservationEditApi.addExternalLink, ({ actor, params, body }) =>
    addExternalLink(deps(), actor, params.id, body),
  );
  route(app, reservationEditApi.removeExternalLink, async ({ actor, params }) => {
    await removeExternalLink(deps(), actor, params.id, params.linkId);
    return true;
  });
};
