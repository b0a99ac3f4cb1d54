import {
  AMENITIES,
  type Amenity,
  isMeetingTypeId,
  LOCATION_RADIUS_KM,
  type Locale,
  type locationApi,
  type MeetingType,
  PAGE_SIZES,
} from '@meetspace/domain';
import type { CallQuery } from '../../lib/api-client.ts';

/** Locations on one page of the list (the API's default page size). */
export const LOCATIONS_PER_PAGE = PAGE_SIZES.default;

/** The radius choices offered around a point, in km; the API's default (25) is one of them. */
export const RADIUS_CHOICES_KM = [5, 10, LOCATION_RADIUS_KM, 50, 100] as const;

const MAX_SEARCH_TERM = 100;
const MAX_RADIUS_KM = 1000;
const MAX_PAGE = 10_000;
const MAX_ID = 2_147_483_647;

/** A point to search around (nearest first), with its radius in km. */
export interface NearPoint {
  lat: number;
  lng: number;
  radius: number;
}

/** What the locations list shows, as kept in the URL query (`?q=&type=&country=&lat=&lng=&radius=&amenities=&page=`). */
export interface LocationFilters {
  /** Name or city words; '' for none. */
  searchTerm: string;
  meetingtypeId?: MeetingType;
  countryId?: number;
  near?: NearPoint;
  /** Locations that offer every one of these (in the domain's order). */
  amenities?: Amenity[];
  /** From 1. */
  page: number;
}

export const DEFAULT_FILTERS: LocationFilters = { searchTerm: '', page: 1 };

const positiveInt = (value: string | null, max: number): number | undefined => {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
};

const decimal = (value: string | null, min: number, max: number): number | undefined => {
  if (!value || !/^-?\d{1,4}(\.\d{1,10})?$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};

/** Five decimals of a degree (about a metre) is all a URL needs. */
export const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * The filters a URL query asks for. Invalid or unknown values fall back to the defaults, so a
 * hand-edited or stale link still shows a list; a point needs both lat and lng.
 */
export function filtersFromParams(params: URLSearchParams): LocationFilters {
  const filters: LocationFilters = {
    searchTerm: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_TERM),
    page: positiveInt(params.get('page'), MAX_PAGE) ?? 1,
  };
  const type = Number(params.get('type'));
  if (isMeetingTypeId(type)) filters.meetingtypeId = type;
  const country = positiveInt(params.get('country'), MAX_ID);
  if (country !== undefined) filters.countryId = country;
  const asked = (params.get('amenities') ?? '').split(',');
  const amenities = AMENITIES.filter((a) => asked.includes(a));
  if (amenities.length > 0) filters.amenities = amenities;
  const lat = decimal(params.get('lat'), -90, 90);
  const lng = decimal(params.get('lng'), -180, 180);
  if (lat !== undefined && lng !== undefined) {
    const radius = decimal(params.get('radius'), 0, MAX_RADIUS_KM);
    filters.near = { lat, lng, radius: radius && radius > 0 ? radius : LOCATION_RADIUS_KM };
  }
  return filters;
}

/** The URL query of a set of filters, defaults left out (the first page has no `page`). */
export function filtersToParams(filters: LocationFilters): URLSearchParams {
  const params = new URLSearchParams();
  const term = filters.searchTerm.trim();
  if (term) params.set('q', term);
  if (filters.meetingtypeId !== undefined) params.set('type', String(filters.meetingtypeId));
  if (filters.countryId !== undefined) params.set('country', String(filters.countryId));
  if (filters.near) {
    params.set('lat', String(roundCoordinate(filters.near.lat)));
    params.set('lng', String(roundCoordinate(filters.near.lng)));
    if (filters.near.radius !== LOCATION_RADIUS_KM) params.set('radius', String(filters.near.radius));
  }
  if (filters.amenities && filters.amenities.length > 0) params.set('amenities', filters.amenities.join(','));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The filters with some changed; any change other than the page starts again on page 1. */
export function changeFilters(current: LocationFilters, change: Partial<LocationFilters>): LocationFilters {
  const next: LocationFilters = { ...current, page: 1, ...change };
  for (const key of ['meetingtypeId', 'countryId', 'near'] as const) {
    if (key in change && change[key] === undefined) delete next[key];
  }
  if ('amenities' in change && (change.amenities?.length ?? 0) === 0) delete next.amenities;
  return next;
}

/** Which list call serves the filters, and its query (undefined values are not sent). */
export type ListRequest =
  | { call: 'near'; query: CallQuery<typeof locationApi.list> }
  | { call: 'channel'; query: CallQuery<typeof locationApi.channelList> };

/**
 * Which call serves the filters: around a point or with amenities `locationApi.list` (nearest first
 * with distances, or by name; only it filters by amenities), else the channel's list
 * `locationApi.channelList` (by name, texts in the page language).
 */
export function listRequest(filters: LocationFilters, locale: Locale): ListRequest {
  const common = {
    searchTerm: filters.searchTerm || undefined,
    meetingtypeId: filters.meetingtypeId,
    countryId: filters.countryId,
    page: filters.page,
    itemsPerPage: LOCATIONS_PER_PAGE,
  };
  const amenities = filters.amenities?.length ? filters.amenities.join(',') : undefined;
  if (filters.near) {
    const { lat, lng, radius } = filters.near;
    return { call: 'near', query: { ...common, lat, lng, radius, amenities } };
  }
  if (amenities) return { call: 'near', query: { ...common, amenities } };
  return { call: 'channel', query: { ...common, language: locale } };
}

/** Pages needed for `total` items (at least 1, so "page 1 of 1" reads right for an empty list). */
export function pageCount(total: number, perPage: number = LOCATIONS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}
