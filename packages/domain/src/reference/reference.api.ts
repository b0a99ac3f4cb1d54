import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  cookieLatestQuery,
  cookieSettings,
  country,
  countryQuery,
  eventType,
  eventTypesQuery,
} from './reference.schemas.ts';
import { privacyTermLatestQuery, term, termLatestQuery } from './term.schemas.ts';

const termTags = ['Channel, check-in, cookies'];
const termErrors = [400, 404] as const;
const languages = 'in a language (nl-NL, en-US, nl, en, 52 or 65; default Dutch)';

/** Small public reads every client starts with: countries, cookie settings, event types and terms. */
export const referenceApi = {
  countries: endpoint({
    method: 'GET',
    path: '/v1/country/active',
    summary: 'Countries open for booking',
    tags: ['Search and location'],
    auth: 'public',
    query: countryQuery,
    response: z.array(country),
    errors: [400],
  }),
  cookieSettings: endpoint({
    method: 'GET',
    path: '/v1/Cookie/latest',
    summary: 'The latest cookie-settings version in a language (nl-NL or en-US)',
    tags: ['Channel, check-in, cookies'],
    auth: 'public',
    query: cookieLatestQuery,
    response: cookieSettings,
    errors: [400, 404],
  }),
  eventTypes: endpoint({
    method: 'GET',
    path: '/v1/global/eventtypes',
    summary: 'Event types by id, named in the requested language',
    tags: ['Search and location'],
    auth: 'public',
    query: eventTypesQuery,
    response: z.array(eventType),
    errors: [400],
  }),
  bookingTerms: endpoint({
    method: 'GET',
    path: '/v1/term/booking/latest',
    summary: `The latest published booking terms ${languages}`,
    tags: termTags,
    auth: 'public',
    query: termLatestQuery,
    response: term,
    errors: termErrors,
  }),
  licenseTerms: endpoint({
    method: 'GET',
    path: '/v1/term/license/latest',
    summary: `The latest published licence terms ${languages}`,
    tags: termTags,
    auth: 'public',
    query: termLatestQuery,
    response: term,
    errors: termErrors,
  }),
  eventTerms: endpoint({
    method: 'GET',
    path: '/v1/term/event/latest',
    summary: `The latest published terms of event registration ${languages} (linked from the registration form)`,
    tags: termTags,
    auth: 'public',
    query: termLatestQuery,
    response: term,
    errors: termErrors,
  }),
  privacyTerms: endpoint({
    method: 'GET',
    path: '/v1/term/privacy/latest',
    summary:
      "The latest published privacy terms in a language (default Dutch): a live location's own when locationId names one that has them, else the general ones",
    tags: termTags,
    auth: 'public',
    query: privacyTermLatestQuery,
    response: term,
    errors: termErrors,
  }),
  licenseTermsPdf: endpoint({
    method: 'GET',
    path: '/v1/term/license/latest/pdf',
    summary: 'The latest published licence terms as a PDF in a language (default Dutch)',
    tags: termTags,
    auth: 'public',
    query: termLatestQuery,
    response: z.any(),
    produces: 'application/pdf',
    errors: termErrors,
  }),
};
