import { z } from 'zod';
import { itemsPerPageParam, listOf, pageParam, zeroMeansNone } from '../common/common.schemas.ts';
import { DEFAULT_SEATS, PAGE_SIZES } from '../constants/limits.ts';

const pathId = z.coerce.number().int().min(1).max(2_147_483_647);
const languageParam = z.string().max(10).optional();

/** `{id}` in a space path (`/v1/space/{id}`). */
export const spaceIdParams = z.object({ id: pathId });

/**
 * `GET /v1/space/location/{id}` (and the meetingspace / workspace variants): active spaces of a
 * location; with `seats`, only spaces with a setting that seats that many (0 seats counts as 1).
 */
export const spaceListQuery = z.object({
  meetingtypeId: zeroMeansNone(z.coerce.number().int().min(1).max(3).optional(), 'absent'),
  seats: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000)
    .transform((seats) => Math.max(seats, DEFAULT_SEATS))
    .optional(),
  page: pageParam,
  itemsPerPage: itemsPerPageParam(PAGE_SIZES.default),
  language: languageParam,
});
export type SpaceListQuery = z.infer<typeof spaceListQuery>;

/** Reads that only need a language. */
export const spaceLanguageQuery = z.object({ language: languageParam });

/** A seating arrangement a space offers, with the seats it holds in it. */
export const spaceSettingSeats = z.object({
  SettingId: z.number().int(),
  Name: z.string(),
  MinSeats: z.number().int(),
  MaxSeats: z.number().int(),
});
export type SpaceSettingSeats = z.infer<typeof spaceSettingSeats>;

/** A space as the catalogue shows it; `Price` in euros, `MinDuration` in minutes. */
export const spaceListItem = z.object({
  Id: z.number().int(),
  SpaceId: z.number().int(),
  LocationId: z.number().int(),
  MeetingtypeId: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  PricingTypeId: z.number().int(),
  Price: z.number(),
  TaxPercentage: z.number(),
  MinDuration: z.number().int(),
  Capacity: z.number().int(),
  IsSocialCapital: z.boolean(),
  ImageUrl: z.string().nullable(),
  Settings: z.array(spaceSettingSeats),
});
export type SpaceListItem = z.infer<typeof spaceListItem>;

export const spaceList = listOf(spaceListItem).extend({
  Page: z.number().int(),
  ItemsPerPage: z.number().int(),
  TotalItems: z.number().int(),
});
export type SpaceList = z.infer<typeof spaceList>;

/** `GET /v1/space/configurations/active`: a seating arrangement by id, named in the language asked. */
export const spaceConfiguration = z.object({ Id: z.number().int(), Name: z.string() });
export type SpaceConfiguration = z.infer<typeof spaceConfiguration>;
