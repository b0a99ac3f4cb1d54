import { z } from 'zod';
import { featuredCountParam, optionalIdParam } from '../common/common.schemas.ts';

/** `GET /v2/featured/locations`: how many, and a location to leave out (the page it is shown on). */
export const featuredLocationsQuery = z.object({
  /** The location whose page shows the list: left out of it. */
  locationId: optionalIdParam,
  nrOf: featuredCountParam,
});

/** A location to feature: the best reviewed live ones. */
export const featuredLocation = z.object({
  Id: z.number().int(),
  Name: z.string(),
  /** Its `UrlName` in page links. */
  Slug: z.string(),
  City: z.string(),
  /** The first photo's URL, or null. */
  Image: z.string().nullable(),
  /** The review score 0..5 and how many reviews. */
  ReviewScore: z.number(),
  ReviewCount: z.number().int(),
});
export type FeaturedLocation = z.infer<typeof featuredLocation>;
