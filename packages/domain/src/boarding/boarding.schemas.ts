import { z } from 'zod';
import { bodyId } from '../common/common.schemas.ts';

/** `/v1/channel/{channelId}/subscriptions`. */
export const channelSubscriptionsParams = z.object({
  channelId: z.coerce.number().int().min(1).max(2_147_483_647),
});
/** `language` as clients send it (nl-NL, en-US, nl, en, 52, 65; default Dutch). */
export const channelSubscriptionsQuery = z.object({ language: z.string().max(10).optional() });

const meetingTypeRef = z.object({ MeetingtypeId: z.number().int() });

/**
 * A licence a location can board on: its price per utilized seat per person per day and its
 * monthly fee (euros, excl. VAT; the fee may be 0), and the meeting types it covers.
 */
export const subscription = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  PricePerSeat: z.number(),
  MonthlyFee: z.number(),
  Meetingtypes: z.array(meetingTypeRef),
});
export type Subscription = z.infer<typeof subscription>;

const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** A coordinate; 0, null or leaving it out means "not placed" (the API then finds the position). */
const coordinate = (limit: number) => z.number().min(-limit).max(limit).nullish();

/** The location of a boarding request (the spec's boarding `location`). */
export const boardingLocation = z.object({
  Name: requiredText(150),
  Address: requiredText(300),
  PostalCode: requiredText(20),
  City: requiredText(100),
  /** Two-letter country code (NL). */
  Country: requiredText(2),
  Email: z.email().max(254),
  PhoneNumber: requiredText(40),
  Latitude: coordinate(90),
  Longitude: coordinate(180),
});
export type BoardingLocation = z.infer<typeof boardingLocation>;

/**
 * `POST /v1/location`: a new location on a licence (`PackageId`, a subscription of the channel) with
 * the meeting types it offers (ids, each covered by the licence) and the host's agreement to the
 * licence terms.
 */
export const createLocationBody = z.object({
  ChannelId: bodyId,
  Location: boardingLocation,
  PackageId: bodyId,
  Meetingtypes: z.array(z.number().int().min(1).max(3)).min(1).max(3),
  AgreedToLicense: z.boolean(),
});
export type CreateLocationBody = z.infer<typeof createLocationBody>;

/** Where a new location's position came from: the host's pin, its postal code or its city. */
export const POSITION_SOURCES = ['pin', 'postal-code', 'city'] as const;

/**
 * The answer of `POST /v1/location`: the new location, pending until an administrator approves it
 * (it is not listed or bookable before).
 */
export const boardedLocation = z.object({
  Id: z.number().int(),
  Status: z.literal('pending'),
  Name: z.string(),
  UrlName: z.string(),
  ChannelId: z.number().int(),
  PackageId: z.number().int(),
  Meetingtypes: z.array(meetingTypeRef),
  Address: z.string(),
  PostalCode: z.string(),
  City: z.string(),
  Country: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
  PositionSource: z.enum(POSITION_SOURCES),
  CreatedAt: z.string(),
});
export type BoardedLocation = z.infer<typeof boardedLocation>;
