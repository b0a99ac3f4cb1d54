import { z } from 'zod';
import {
  itemsPerPageParam,
  listOf,
  optionalIdParam,
  pageParam,
  zeroMeansNone,
} from '../common/common.schemas.ts';
import { AMENITIES } from '../hosting/amenities.ts';

/** `GET /v1/location`: live locations by country, text, point + radius and meeting type. */
export const locationListQuery = z
  .object({
    countryId: optionalIdParam,
    searchTerm: z.string().trim().max(100).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    radius: z.coerce.number().positive().max(1000).default(25),
    meetingtypeId: zeroMeansNone(z.coerce.number().int().min(1).max(3).optional(), 'absent'),
    /** Comma-separated amenities (`wifi,step-free-access`): locations that offer every one. */
    amenities: z
      .string()
      .max(500)
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((a) => a.trim())
              .filter((a) => a !== '')
          : undefined,
      )
      .pipe(z.array(z.enum(AMENITIES)).optional()),
    page: pageParam,
    itemsPerPage: itemsPerPageParam(20),
  })
  .superRefine((q, ctx) => {
    if ((q.lat === undefined) !== (q.lng === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [q.lat === undefined ? 'lat' : 'lng'],
        message: 'lat and lng go together',
      });
    }
  });
export type LocationListQuery = z.infer<typeof locationListQuery>;

/** What every location item of the contract starts with: identity, address and position. */
export const locationBase = z.object({
  Id: z.number().int(),
  LocationId: z.number().int(),
  Name: z.string(),
  UrlName: z.string(),
  Address: z.string(),
  Postalcode: z.string(),
  City: z.string(),
  CountryId: z.number().int(),
  Latitude: z.number(),
  Longitude: z.number(),
});
export type LocationBase = z.infer<typeof locationBase>;

export const locationSummary = locationBase.extend({
  /** Kilometres from the requested point; null without one. */
  Distance: z.number().nullable(),
  MeetingtypeIds: z.array(z.number().int()),
  ReviewCount: z.number().int(),
  ReviewScore: z.number(),
  ImageUrl: z.string().nullable(),
});
export type LocationSummary = z.infer<typeof locationSummary>;

export const locationList = listOf(locationSummary).extend({
  Page: z.number().int(),
  ItemsPerPage: z.number().int(),
  TotalItems: z.number().int(),
});
export type LocationList = z.infer<typeof locationList>;
