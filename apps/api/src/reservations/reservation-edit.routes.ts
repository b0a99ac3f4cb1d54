import {
  externalLinkBody,
  externalLinkParams,
  reservationAddressBody,
  reservationContactList,
  reservationContactsBody,
  reservationDetail,
  reservationEditBody,
  reservationExternalLink,
  reservationExternalLinkList,
  reservationIdParams,
  reservationTagsBody,
} from '@meetspace/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../kernel/http/error-responses.ts';
import { ownReservation, reservationDetailOf } from './own-reservation.ts';
import {
  addExternalLink,
  editReservationDetails,
  externalLinksOf,
  removeExternalLink,
  replaceReservationContacts,
  reservationContacts,
  setReservationAddress,
  setReservationTags,
} from './reservation-edit.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['Reservations'];

/**
 * A member's edits of their own reservation: details, contacts, tags, invoice address (all refused
 * once it is locked) and external links (also while locked, not once cancelled).
 */
export const reservationEditRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller and the reservation of an id they may change (401 / 403 / 404), with the edit deps. */
  const own = async (request: FastifyRequest, id: number) => {
    const { member, row } = await ownReservation(app, request, id);
    return { row, deps: { db: app.repos.db, now: app.now(), actorId: member.profileId } };
  };
  const detail = (id: number) => reservationDetailOf(app, id);

  app.put(
    '/v2/reservation/:id',
    {
      schema: {
        tags,
        summary: "Changes the reservation's name, comment or language (only the fields given)",
        params: reservationIdParams,
        body: reservationEditBody,
        response: { 200: reservationDetail, ...errors },
      },
    },
    async (request) => {
      const { row, deps } = await own(request, request.params.id);
      await editReservationDetails(deps, row.id, request.body);
      return detail(row.id);
    },
  );

  app.get(
    '/v2/reservation/:id/contacts',
    {
      schema: {
        tags,
        summary:
          "The reservation's contacts (Booker, contact during the event, trainer, speaker, host, invoice)",
        params: reservationIdParams,
        response: { 200: reservationContactList, ...errors },
      },
    },
    async (request) => {
      const { row } = await own(request, request.params.id);
      return reservationContacts(app.repos.db, row.id);
    },
  );

  app.put(
    '/v2/reservation/:id/contacts',
    {
      schema: {
        tags,
        summary:
          'Replaces the contacts: exactly one Booker (with an e-mail address), at most one Invoice contact',
        params: reservationIdParams,
        body: reservationContactsBody,
        response: { 200: reservationContactList, ...errors },
      },
    },
    async (request) => {
      const { row, deps } = await own(request, request.params.id);
      return replaceReservationContacts(deps, row.id, request.body.Contacts);
    },
  );

  app.put(
    '/v2/reservation/:id/tags',
    {
      schema: {
        tags,
        summary: 'Replaces the tags (trimmed, duplicates dropped case-insensitively, at most 20)',
        params: reservationIdParams,
        body: reservationTagsBody,
        response: { 200: reservationDetail, ...errors },
      },
    },
    async (request) => {
      const { row, deps } = await own(request, request.params.id);
      await setReservationTags(deps, row.id, request.body.Tags);
      return detail(row.id);
    },
  );

  app.put(
    '/v2/reservation/:id/address',
    {
      schema: {
        tags,
        summary: 'Changes the invoice address (a saved BillingId and/or fields, as the cart takes it)',
        params: reservationIdParams,
        body: reservationAddressBody,
        response: { 200: reservationDetail, ...errors },
      },
    },
    async (request) => {
      const { row, deps } = await own(request, request.params.id);
      await setReservationAddress(deps, row.id, request.body);
      return detail(row.id);
    },
  );

  app.get(
    '/v2/reservation/:id/externallinks',
    {
      schema: {
        tags,
        summary: "The reservation's external links (1 document, 2 video call), oldest first",
        params: reservationIdParams,
        response: { 200: reservationExternalLinkList, ...errors },
      },
    },
    async (request) => {
      const { row } = await own(request, request.params.id);
      return externalLinksOf(app.repos.db, row.id);
    },
  );

  app.post(
    '/v2/reservation/:id/externallinks',
    {
      schema: {
        tags,
        summary: 'Adds an external link (also while the reservation is locked; not once cancelled)',
        params: reservationIdParams,
        body: externalLinkBody,
        response: { 200: reservationExternalLink, ...errors },
      },
    },
    async (request) => {
      const { row, deps } = await own(request, request.params.id);
      return addExternalLink(deps, row.id, request.body);
    },
  );

  app.delete(
    '/v2/reservation/:id/externallinks/:linkId',
    {
      schema: {
        tags,
        summary: 'Removes an external link of the reservation',
        params: externalLinkParams,
        response: { 200: z.boolean(), ...errors },
      },
    },
    async (request) => {
      const { row, deps } = await own(request, request.params.id);
      await removeExternalLink(deps, row.id, request.params.linkId);
      return true;
    },
  );
};
