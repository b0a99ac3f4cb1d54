import {
  boundingBox,
  distanceKm,
  type LocationList,
  type LocationListQuery,
  roundKm,
  searchWords,
} from '@meetspace/domain';
import { presentLocationSummary } from './location.presenter.ts';
import type { LiveLocationFilter, LocationRepository, LocationRow } from './location.queries.ts';

/**
 * The location list: with a point, live locations within the radius nearest first (an indexed
 * bounding box in SQL, exact distance here); without one, by name. Paged either way.
 */
export async function listLocations(
  repo: LocationRepository,
  query: LocationListQuery,
): Promise<LocationList> {
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
    const candidates = await repo.listLive({ ...filter, box: boundingBox(center, query.radius) });
    const within = candidates
      .map((c) => ({ id: c.id, distanceKm: distanceKm(center, c) }))
      .filter((c) => c.distanceKm <= query.radius)
      .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
    total = within.length;
    const slice = within.slice(offset, offset + query.itemsPerPage);
    const rows = new Map((await repo.liveByIds(slice.map((c) => c.id))).map((r) => [r.id, r]));
    page = slice.flatMap((c) => {
      const row = rows.get(c.id);
      return row ? [{ row, distanceKm: roundKm(c.distanceKm) }] : [];
    });
  } else {
    const result = await repo.pageLive(filter, offset, query.itemsPerPage);
    total = result.total;
    page = result.rows.map((row) => ({ row, distanceKm: null }));
  }

  const ids = page.map((p) => p.row.id);
  const [meetingTypes, images] = await Promise.all([
    repo.meetingTypesByLocation(ids),
    repo.firstImageByLocation(ids),
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
