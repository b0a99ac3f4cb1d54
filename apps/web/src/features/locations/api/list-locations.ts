import {
  CHANNEL_ID,
  type Locale,
  type LocationCard,
  type LocationSummary,
  locationApi,
} from '@meetspace/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { type LocationFilters, listRequest } from '../list-filters.ts';

/** A location of the list page, whichever call found it. */
export interface LocationListItem {
  Id: number;
  Name: string;
  UrlName: string;
  Address: string;
  Postalcode: string;
  City: string;
  Latitude: number;
  Longitude: number;
  MeetingtypeIds: number[];
  ReviewCount: number;
  ReviewScore: number;
  Image: { Url: string; Alt: string } | null;
  /** Km from the point searched around; null without one. */
  Distance: number | null;
}

/** One page of the list page's locations. */
export interface LocationListPage {
  items: LocationListItem[];
  total: number;
  page: number;
  morePages: boolean;
}

const fromCard = (card: LocationCard): LocationListItem => ({
  ...pick(card),
  Image: card.Images[0] ?? null,
  Distance: null,
});

const fromSummary = (summary: LocationSummary): LocationListItem => ({
  ...pick(summary),
  Image: summary.ImageUrl ? { Url: summary.ImageUrl, Alt: summary.Name } : null,
  Distance: summary.Distance,
});

function pick(location: LocationCard | LocationSummary) {
  const { Id, Name, UrlName, Address, Postalcode, City, Latitude, Longitude } = location;
  const { MeetingtypeIds, ReviewCount, ReviewScore } = location;
  return {
    Id,
    Name,
    UrlName,
    Address,
    Postalcode,
    City,
    Latitude,
    Longitude,
    MeetingtypeIds,
    ReviewCount,
    ReviewScore,
  };
}

/** The page of locations the filters ask for (see `listRequest` for which call serves them). */
export async function listLocations(
  filters: LocationFilters,
  locale: Locale,
  signal?: AbortSignal,
): Promise<LocationListPage> {
  const request = listRequest(filters, locale);
  if (request.call === 'near') {
    const list = await callApi(locationApi.list, { query: request.query }, { signal });
    return {
      items: list.Results.map(fromSummary),
      total: list.TotalItems,
      page: list.Page,
      morePages: list.MorePages,
    };
  }
  const list = await callApi(
    locationApi.channelList,
    { params: { channelId: CHANNEL_ID }, query: request.query },
    { signal },
  );
  return {
    items: list.Results.map(fromCard),
    total: list.TotalItems,
    page: list.Page,
    morePages: list.MorePages,
  };
}

export const locationListQueryOptions = (filters: LocationFilters, locale: Locale) =>
  queryOptions({
    queryKey: ['location-list', filters, locale],
    queryFn: ({ signal }) => listLocations(filters, locale, signal),
    // The previous page stays on screen while the next one loads (no jump to an empty list).
    placeholderData: keepPreviousData,
  });

/** The list page's locations as a React Query hook. */
export function useLocationList(filters: LocationFilters, locale: Locale) {
  return useQuery(locationListQueryOptions(filters, locale));
}
