import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { featuredLocation, featuredLocationsQuery } from './featured.schemas.ts';

/**
 * Featured things beside events (`GET /v2/featured/events` is `eventApi.featuredEvents`). Featured
 * profiles, reviews and vouchers arrive with the network and reviews issues.
 */
export const featuredApi = {
  locations: endpoint({
    method: 'GET',
    path: '/v2/featured/locations',
    summary:
      'The best reviewed live locations (score, then number of reviews), leaving out the location asked (the page it is shown on)',
    tags: ['Events'],
    auth: 'public',
    query: featuredLocationsQuery,
    queryAliases: { nroflocations: 'nrOf' },
    response: z.array(featuredLocation),
    errors: [400],
  }),
};
