import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { reservationDetail, reservationIdParams } from './reservation.schemas.ts';
import {
  externalLinkBody,
  externalLinkParams,
  reservationAddressBody,
  reservationContactList,
  reservationContactsBody,
  reservationEditBody,
  reservationExternalLink,
  reservationExternalLinkList,
  reservationTagsBody,
} from './reservation-edit.schemas.ts';

const tags = ['Reservations'];
const errors = [400, 401, 403, 404, 409] as const;

/**
 * A member's edits of their own reservation: details, contacts, tags, invoice address (all refused
 * once it is locked) and external links (also while locked, not once cancelled).
 */
export const reservationEditApi = {
  details: endpoint({
    method: 'PUT',
    path: '/v2/reservation/:id',
    summary: "Changes the reservation's name, comment or language (only the fields given)",
    tags,
    auth: 'member',
    params: reservationIdParams,
    body: reservationEditBody,
    response: reservationDetail,
    errors,
  }),
  contacts: endpoint({
    method: 'GET',
    path: '/v2/reservation/:id/contacts',
    summary: "The reservation's contacts (Booker, contact during the event, trainer, speaker, host, invoice)",
    tags,
    auth: 'member',
    params: reservationIdParams,
    response: reservationContactList,
    errors,
  }),
  replaceContacts: endpoint({
    method: 'PUT',
    path: '/v2/reservation/:id/contacts',
    summary:
      'Replaces the contacts: exactly one Booker (with an e-mail address), at most one Invoice contact',
    tags,
    auth: 'member',
    params: reservationIdParams,
    body: reservationContactsBody,
    response: reservationContactList,
    errors,
  }),
  tags: endpoint({
    method: 'PUT',
    path: '/v2/reservation/:id/tags',
    summary: 'Replaces the tags (trimmed, duplicates dropped case-insensitively, at most 20)',
    tags,
    auth: 'member',
    params: reservationIdParams,
    body: reservationTagsBody,
    response: reservationDetail,
    errors,
  }),
  address: endpoint({
    method: 'PUT',
    path: '/v2/reservation/:id/address',
    summary: 'Changes the invoice address (a saved BillingId and/or fields, as the cart takes it)',
    tags,
    auth: 'member',
    params: reservationIdParams,
    body: reservationAddressBody,
    response: reservationDetail,
    errors,
  }),
  externalLinks: endpoint({
    method: 'GET',
    path: '/v2/reservation/:id/externallinks',
    summary: "The reservation's external links (1 document, 2 video call), oldest first",
    tags,
    auth: 'member',
    params: reservationIdParams,
    response: reservationExternalLinkList,
    errors,
  }),
  addExternalLink: endpoint({
    method: 'POST',
    path: '/v2/reservation/:id/externallinks',
    summary: 'Adds an external link (also while the reservation is locked; not once cancelled)',
    tags,
    auth: 'member',
    params: reservationIdParams,
    body: externalLinkBody,
    response: reservationExternalLink,
    errors,
  }),
  removeExternalLink: endpoint({
    method: 'DELETE',
    path: '/v2/reservation/:id/externallinks/:linkId',
    summary: 'Removes an external link of the reservation',
    tags,
    auth: 'member',
    params: externalLinkParams,
    response: z.boolean(),
    errors,
  }),
};
