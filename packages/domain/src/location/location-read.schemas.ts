import { z } from 'zod';
import { itemsPerPageParam, listOf, optionalIdParam, pageParam } from '../common/common.schemas.ts';
import { PAGE_SIZES } from '../constants/limits.ts';
import { AMENITIES } from '../hosting/amenities.ts';
import { locationBase } from './location.schemas.ts';

// The location reads beside the list (/v1/location): search suggestions, the meeting types on
// offer, the per-channel list and detail, directions, languages and managers.

/** `language` as clients send it (nl-NL, en-US, nl, en, 52, 65); resolved by the API. */
const languageParam = z.string().max(10).optional();
const meetingTypeParam = z.coerce.number().int().min(1).max(3).optional();
const searchTextParam = z.string().trim().max(100).optional();
const pathId = z.coerce.number().int().min(1).max(2_147_483_647);

/** `{id}` in a location path. */
export const locationIdParams = z.object({ id: pathId });
/** `/v2/location/channel/{channelId}`. */
export const locationChannelParams = z.object({ channelId: pathId });
/** `/v2/location/{id}/channel/{channelId}`. */
export const locationInChannelParams = z.object({ id: pathId, channelId: pathId });
/** Reads that only need a language. */
export const locationLanguageQuery = z.object({ language: languageParam });

/** `GET /v1/autocomplete/location`: text typed so far (2+ characters) and the widget's scope. */
export const autocompleteLocationQuery = z.object({
  q: z.string().max(100).optional(),
  channelId: optionalIdParam,
  countryId: optionalIdParam,
  locationId: optionalIdParam,
  meetingtypeId: meetingTypeParam,
});
export type AutocompleteLocationQuery = z.infer<typeof autocompleteLocationQuery>;

/** A suggestion: a city (no Id, no UrlName; the centre of its live locations) or a live location. */
export const locationSuggestion = z.object({
  Type: z.enum(['city', 'location']),
  Id: z.number().int().nullable(),
  Name: z.string(),
  City: z.string(),
  UrlName: z.string().optional(),
  Latitude: z.number(),
  Longitude: z.number(),
});
export type LocationSuggestion = z.infer<typeof locationSuggestion>;

/** `GET /v1/Search/meetingtype`: which meeting types the matching live locations offer. */
export const meetingTypeSearchQuery = z.object({
  countryId: optionalIdParam,
  locationId: optionalIdParam,
  searchTerm: searchTextParam,
  channelId: optionalIdParam,
  language: languageParam,
});
export type MeetingTypeSearchQuery = z.infer<typeof meetingTypeSearchQuery>;
export const meetingTypeOption = z.object({ Id: z.number().int(), Name: z.string() });
export type MeetingTypeOption = z.infer<typeof meetingTypeOption>;

/** `GET /v2/location/channel/{channelId}`. */
export const channelLocationListQuery = z.object({
  countryId: optionalIdParam,
  searchTerm: searchTextParam,
  meetingtypeId: meetingTypeParam,
  page: pageParam,
  itemsPerPage: itemsPerPageParam(PAGE_SIZES.default),
  language: languageParam,
});
export type ChannelLocationListQuery = z.infer<typeof channelLocationListQuery>;

export const locationImage = z.object({ Url: z.string(), Alt: z.string() });

/** A live location with its texts in the requested language, images and meeting types. */
export const locationCard = locationBase.extend({
  Description: z.string(),
  Images: z.array(locationImage),
  MeetingtypeIds: z.array(z.number().int()),
  ReviewCount: z.number().int(),
  ReviewScore: z.number(),
});
export type LocationCard = z.infer<typeof locationCard>;

export const locationCardList = listOf(locationCard).extend({
  Page: z.number().int(),
  ItemsPerPage: z.number().int(),
  TotalItems: z.number().int(),
});
export type LocationCardList = z.infer<typeof locationCardList>;

/** Opening hours of one meeting type on one ISO weekday (1 Monday .. 7 Sunday), minutes from midnight. */
export const locationOpeningHours = z.object({
  MeetingtypeId: z.number().int(),
  Weekday: z.number().int(),
  OpenMinutes: z.number().int(),
  CloseMinutes: z.number().int(),
});

/** `GET /v2/location/{id}/channel/{channelId}`: one live location in full. */
export const locationDetail = locationCard.extend({
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  Website: z.string().nullable(),
  Directions: z.string(),
  OpeningHours: z.array(locationOpeningHours),
  /** What the location offers beside its spaces, accessibility included (the domain's AMENITIES, in that order). */
  Amenities: z.array(z.enum(AMENITIES)),
});
export type LocationDetail = z.infer<typeof locationDetail>;

/** `GET /v1/location/{id}/directions`. */
export const locationDirections = z.object({
  LocationId: z.number().int(),
  Address: z.string(),
  Postalcode: z.string(),
  City: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
  Directions: z.string(),
});
export type LocationDirections = z.infer<typeof locationDirections>;

/** `GET /v2/location/{id}/language`: a language the location's texts exist in. */
export const locationLanguage = z.object({ LanguageId: z.number().int(), Code: z.string() });
export type LocationLanguage = z.infer<typeof locationLanguage>;

/** `GET /v1/location/{id}/manager/active`: public fields of a manager only. */
export const locationManager = z.object({
  ProfileId: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
});
export type LocationManager = z.infer<typeof locationManager>;
