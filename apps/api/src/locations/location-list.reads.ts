import {
  amenityMask,
  type ChannelLocationListQuery,
  type Locale,
  type LocationCardList,
  type LocationList,
  type LocationListQuery,
  roundKm,
  searchWords,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { presentLocationSummary } from './location.presenter.ts';
import { locationQueries } from './location.queries.ts';
import { presentLocationCard } from './location-detail.presenter.ts';
import {
  imageAt,
  type LocationIndexCache,
  type LocationIndexFilter,
  meetingTypesAt,
  pageByName,
  pageNear,
} from './location-index.ts';

/**
 * `GET /v1/location`: with a point, live locations within the radius nearest first; without one,
 * by name. Paged either way. Filtering, ordering and paging run on the process's index of the live
 * locations (`location-index.ts`), the meeting types and first images too; only the page's rows
 * are read (one query by primary key).
 */
export async function listLocations(
  db: Kysely<DB>,
  locationIndex: LocationIndexCache,
  query: LocationListQuery,
): Promise<LocationList> {
  const index = await locationIndex.get();
  const filter: LocationIndexFilter = {
    countryId: query.countryId,
    words: searchWords(query.searchTerm),
    meetingTypeId: query.meetingtypeId,
    amenityMask: amenityMask(query.amenities ?? []),
  };
  const offset = (query.page - 1) * query.itemsPerPage;

  let slice: { position: number; distanceKm: number | null }[];
  let total: number;
  if (query.lat !== undefined && query.lng !== undefined) {
    const center = { latitude: query.lat, longitude: query.lng };
    const near = pageNear(index, center, query.radius, filter, offset, query.itemsPerPage);
    slice = near.items.map((c) => ({ position: c.position, distanceKm: roundKm(c.distanceKm) }));
    total = near.total;
  } else {
    const byName = pageByName(index, filter, offset, query.itemsPerPage);
    slice = byName.items.map((position) => ({ position, distanceKm: null }));
    total = byName.total;
  }

  const rows = await locationQueries.liveSummariesByIds(
    db,
    slice.map((c) => index.ids[c.position] as number),
  );
  // A location that stopped being live since the index was built is left out of its page.
  const byId = new Map(rows.map((r) => [r.id, r]));
  const Results = slice.flatMap(({ position, distanceKm }) => {
    const row = byId.get(index.ids[position] as number);
    if (!row) return [];
    return [
      presentLocationSummary(row, {
        distanceKm,
        meetingTypeIds: meetingTypesAt(index, position),
        imageUrl: imageAt(index, position),
      }),
    ];
  });
  return {
    Results,
    MorePages: offset + Results.length < total,
    Page: query.page,
    ItemsPerPage: query.itemsPerPage,
    TotalItems: total,
  };
}

/** One page of a channel's live locations by name, with descriptions in the locale and all images. */
export async function listChannelLocations(
  db: Kysely<DB>,
  channelId: number,
  query: ChannelLocationListQuery,
  locale: Locale,
): Promise<LocationCardList> {
  const offset = (query.page - 1) * query.itemsPerPage;
  const { rows, total } = await locationQueries.pageLive(
    db,
    {
      channelId,
      countryId: query.countryId,
      words: searchWords(query.searchTerm),
      meetingTypeId: query.meetingtypeId,
    },
    offset,
    query.itemsPerPage,
  );
  const ids = rows.map((row) => row.id);
  const [meetingTypes, images] = await Promise.all([
    locationQueries.meetingTypesByLocation(db, ids),
    locationQueries.imagesByLocation(db, ids),
  ]);
  return {
    Results: rows.map((row) =>
      presentLocationCard(
        row,
        { images: images.get(row.id) ?? [], meetingTypeIds: meetingTypes.get(row.id) ?? [] },
        locale,
      ),
    ),
    MorePages: offset + rows.length < total,
    Page: query.page,
    ItemsPerPage: query.itemsPerPage,
    TotalItems: total,
  };
}
