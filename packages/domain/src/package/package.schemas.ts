import { z } from 'zod';
import { itemsPerPageParam, listOf, optionalIdParam, pageParam } from '../common/common.schemas.ts';

/** A euro amount on the wire (integer cents inside). */
const money = z.number();

/**
 * `GET /v1/package`: the active meeting packages (arrangements) of live locations, by location and
 * meeting type, in the language asked (nl-NL, en-US, nl, en, 52 or 65; default en).
 */
export const packageListQuery = z.object({
  locationId: optionalIdParam,
  meetingtypeId: z.preprocess(
    (value) => (value === '0' || value === 0 ? undefined : value),
    z.coerce.number().int().min(1).max(3).optional(),
  ),
  language: z.string().max(10).optional(),
  page: pageParam,
  itemsPerPage: itemsPerPageParam(20),
});
export type PackageListQuery = z.infer<typeof packageListQuery>;

/** `GET /v1/package/{id}`: the language of the answer. */
export const packageQuery = z.object({ language: z.string().max(10).optional() });

/** A meeting package of a location: a price per person per day (excl. VAT) and what it holds. */
export const meetingPackage = z.object({
  Id: z.number().int(),
  LocationId: z.number().int(),
  LocationName: z.string(),
  MeetingtypeId: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  /** Per person per day, excluding VAT. */
  PricePerPerson: money,
  TaxPercentage: z.number(),
  Options: z.array(
    z.object({ OptionId: z.number().int(), Name: z.string(), AmountPerPerson: z.number().int() }),
  ),
});
export type MeetingPackage = z.infer<typeof meetingPackage>;

export const packageList = listOf(meetingPackage).extend({
  Page: z.number().int(),
  ItemsPerPage: z.number().int(),
  TotalItems: z.number().int(),
});
export type PackageList = z.infer<typeof packageList>;

/** `GET /v1/global/position`: an optional address to place instead of the caller's own. */
export const positionQuery = z.object({
  ip: z
    .string()
    .trim()
    .max(45)
    .regex(/^[0-9a-fA-F:.]+$/, 'An IPv4 or IPv6 address')
    .optional(),
});

/** The visitor's approximate position for "near me", without asking the browser. */
export const approximatePosition = z.object({
  Latitude: z.number(),
  Longitude: z.number(),
  CountryId: z.number().int(),
  CountryCode: z.string(),
  /** A radius in km the position is good for. */
  AccuracyKm: z.number(),
  /** How it was found: `Default` = the centre of the Netherlands (no address table is shipped). */
  Source: z.enum(['Default']),
});
export type ApproximatePosition = z.infer<typeof approximatePosition>;
