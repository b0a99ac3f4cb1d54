import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { featuredLocation, featuredLocationsQuery } from './featured.schemas.ts';

/**
 * Featured locations. The other featured calls live with their areas: events
 * (`eventApi.featuredEvents`), profiles (`peopleApi.featured`), reviews (`reviewApi.featured`),
 * vouchers (`cartApi.featuredVouchers`).
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
