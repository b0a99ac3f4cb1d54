import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { profilePublic } from '../profile/auth.schemas.ts';
import {
  checkin,
  checkinBody,
  checkinKnowledgeQuery,
  checkinList,
  checkinListQuery,
  checkinQr,
  checkinQrQuery,
  clickBody,
  featuredProfilesQuery,
  knowledgeList,
  matchList,
  matchQuery,
  peopleList,
  peopleSearchQuery,
  profileChecklist,
  socialCapitalList,
  socialCapitalQuery,
} from './people.schemas.ts';

const tags = ['Network people'];

/** The network's people: search, checklist, check-ins, matches, social capital workspaces, click log. */
export const peopleApi = {
  search: endpoint({
    method: 'GET',
    path: '/v1/people',
    summary:
      'Members by name (q), tags (comma-separated: all), city and what they work on, by name, 20 a page (members only)',
    tags,
    auth: 'member',
    query: peopleSearchQuery,
    response: peopleList,
    errors: [400, 401],
  }),
  checklist: endpoint({
    method: 'GET',
    path: '/v1/profile/checklist',
    summary: "The caller's profile checklist: photo, bio, 5 tags, 5 answers, 2 events, 1 group",
    tags,
    auth: 'member',
    response: profileChecklist,
    errors: [401],
  }),
  checkins: endpoint({
    method: 'GET',
    path: '/v1/checkin',
    summary:
      "Check-ins: the caller's own (no filter); a reservation's (reservationId: its booker, its location's managers, administrators); a location's on a day (locationId, date default today: its managers, administrators)",
    tags,
    auth: 'member',
    query: checkinListQuery,
    response: checkinList,
    errors: [400, 401, 403, 404],
  }),
  knowledge: endpoint({
    method: 'GET',
    path: '/v1/checkin/knowledge',
    summary:
      'What the people checked in at a location on a day (default today, yyyy-MM-dd) can help with, 10 a page',
    tags,
    auth: 'member',
    query: checkinKnowledgeQuery,
    response: knowledgeList,
    errors: [400, 401, 404],
  }),
  checkIn: endpoint({
    method: 'PUT',
    path: '/v1/checkin',
    summary:
      'Checks the caller in at a location for a day (once per member, location and day: again changes it) with what they work on and can help with',
    tags,
    auth: 'member',
    body: checkinBody,
    response: checkin,
    errors: [400, 401, 404],
  }),
  checkinQr: endpoint({
    method: 'GET',
    path: '/v1/checkin/qr',
    summary: "A location's check-in page address and its QR code as SVG (its managers, administrators)",
    tags,
    auth: 'member',
    query: checkinQrQuery,
    response: checkinQr,
    errors: [400, 401, 403, 404],
  }),
  featured: endpoint({
    method: 'GET',
    path: '/v2/featured/profiles',
    summary:
      'Members to feature: activated, with a bio or what they work on; those with a photo first, then the most recently updated; at a location (locationId), its active hosts',
    tags,
    auth: 'public',
    query: featuredProfilesQuery,
    queryAliases: { nrofprofiles: 'nrOf' },
    response: z.array(profilePublic),
    errors: [400],
  }),
  matches: endpoint({
    method: 'GET',
    path: '/v1/match',
    summary:
      'The 4 best matches among the people checked in at the place and day of one of my check-ins (checkinId) or registered for an event of mine (eventId), by shared tags and knowledge',
    tags,
    auth: 'member',
    query: matchQuery,
    response: matchList,
    errors: [400, 401, 403, 404],
  }),
  socialCapital: endpoint({
    method: 'GET',
    path: '/v1/social-capital/workspace',
    summary: 'Live locations with a workspace offered for social capital (price 0), by city and name',
    tags,
    auth: 'public',
    query: socialCapitalQuery,
    response: socialCapitalList,
    errors: [400],
  }),
  logClick: endpoint({
    method: 'POST',
    path: '/v1/log/click',
    summary:
      'Records that a location (1), event (2) or story (3) was opened; anyone, the member when logged in',
    tags,
    auth: 'public',
    body: clickBody,
    response: z.boolean(),
    errors: [400],
  }),
};
