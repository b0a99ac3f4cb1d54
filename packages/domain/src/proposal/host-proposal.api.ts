import { endpoint } from '../api/endpoint.ts';
import {
  declineTenderBody,
  hostTenderDetail,
  hostTenderList,
  hostTenderParams,
  hostTenderQuery,
  proposal,
  proposalLanguageQuery,
  sendProposalBody,
} from './proposal.schemas.ts';

const tags = ['Tenders and proposals (host)'];
const managersOnly = " The location's active managers only (403 for anyone else).";

/** The host's side: the tenders sent to their locations, and the proposals they answer with. */
export const hostProposalApi = {
  requests: endpoint({
    method: 'GET',
    path: '/v1/host/tender',
    summary:
      'The tenders sent to the locations the member manages (or one of them), newest first, by status (waiting, answered, declined, closed, all)',
    tags,
    auth: 'member',
    query: hostTenderQuery,
    response: hostTenderList,
    errors: [400, 401, 403],
  }),
  request: endpoint({
    method: 'GET',
    path: '/v1/host/tender/:tenderId/location/:locationId',
    summary: `A tender at one location: the meeting, the spaces that could serve it (free or not, with their list price by the booking's pricing rules), the options, and the current proposal.${managersOnly}`,
    tags,
    auth: 'member',
    params: hostTenderParams,
    query: proposalLanguageQuery,
    response: hostTenderDetail,
    errors: [400, 401, 403, 404],
  }),
  send: endpoint({
    method: 'POST',
    path: '/v1/host/tender/:tenderId/location/:locationId/proposal',
    summary: `Sends the location's proposal (or, after a change request or while open, a new version): spaces for the tender's period, options, prices (list prices by the booking's rules unless adjusted), a personal text and a valid-until date; the applicant is mailed a link. 409 when a space is not free or the proposal was decided.${managersOnly}`,
    tags,
    auth: 'member',
    params: hostTenderParams,
    body: sendProposalBody,
    response: proposal,
    errors: [400, 401, 403, 404, 409],
  }),
  decline: endpoint({
    method: 'PUT',
    path: '/v1/host/tender/:tenderId/location/:locationId/decline',
    summary: `Declines a tender with a reason (the applicant is told), while no proposal was sent.${managersOnly}`,
    tags,
    auth: 'member',
    params: hostTenderParams,
    body: declineTenderBody,
    response: hostTenderDetail,
    errors: [400, 401, 403, 404, 409],
  }),
};
