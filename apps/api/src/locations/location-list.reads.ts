import {
  boundingBox,
  type ChannelLocationListQuery,
  distanceKm,
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
import { type LiveLocationFilter, type LocationRow, locationQueries } from './location.queries.ts';
import { presentLocationCard } from './location-detail.presenter.ts';

/**
 * `GET /v1/location`: with a point, live locations within the radius nearest first (an indexed
 * bounding box in SQL, exact distance here); without one, by name. Paged either way.
 */
export async function listLocations(db: Kysely<DB>, query: LocationListQuery): Promise<LocationList> {
  const words = searchWords(query.searchTerm);
  const filter: LiveLocationFilter = {
    countryId: query.countryId,
    words,
    meetingTypeId: query.meetingtypeId,
  };
  const offset = (query.page - 1) * query.itemsPerPage;

  let page: { row: LocationRow; distanceKm: number | null }[];
  let total: number;
  if (query.lat !== undefined && query.lng !== undefined) {
    const center = { latitude: query.lat, longitude: query.lng };
    const candidates = await locationQueries.listLive(db, {
      ...filter,
      box: boundingBox(center, query.radius),
    });
    const within = candidates
      .map((c) => ({ id: c.id, distanceKm: distanceKm(center, c) }))
      .filter((c) => c.distanceKm <= query.radius)
      .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
    total = within.length;
    const slice = within.slice(offset, offset + query.itemsPerPage);
    const rows = new Map(
      (
        await locationQueries.liveByIds(
          db,
          slice.map((c) => c.id),
        )
      ).map((r) => [r.id, r]),
    );
    page = slice.flatMap((c) => {
      const row = rows.get(c.id);
      return row ? [{ row, distanceKm: roundKm(c.distanceKm) }] : [];
    });
  } else {
    const result = await locationQueries.pageLive(db, filter, offset, query.itemsPerPage);
    total = result.total;
    page = result.rows.map((row) => ({ row, distanceKm: null }));
  }

  const ids = page.map((p) => p.row.id);
  const [meetingTypes, images] = await Promise.all([
    locationQueries.meetingTypesByLocation(db, ids),
    locationQueries.firstImageByLocation(db, ids),
  ]);
  return {
    Results: page.map(({ row, distanceKm: d }) =>
      presentLocationSummary(row, {
        distanceKm: d,
        meetingTypeIds: meetingTypes.get(row.id) ?? [],
        imageUrl: images.get(row.id) ?? null,
      }),
    ),
    MorePages: offset + page.length < total,
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
