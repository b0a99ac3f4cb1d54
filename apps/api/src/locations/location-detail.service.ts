import {
  type ChannelLocationListQuery,
  type Locale,
  type LocationCardList,
  type LocationDetail,
  searchWords,
} from '@meetspace/domain';
import type { Repositories } from '../db/repositories.ts';
import { AppError } from '../kernel/errors.ts';
import type { LocationReadFilter, LocationRepository, LocationRow } from './location.queries.ts';
import { presentLocationCard, presentLocationDetail } from './location-detail.presenter.ts';

/** A live location (within the channel when given), else a 404: pending locations are not public. */
export async function requireLiveLocation(
  repo: LocationRepository,
  id: number,
  filter: Omit<LocationReadFilter, 'locationId'> = {},
): Promise<LocationRow> {
  const row = await repo.findLive(id, filter);
  if (!row) throw AppError.notFound(`No live location ${id}`);
  return row;
}

/** One page of a channel's live locations by name, with descriptions in the locale and all images. */
export async function listChannelLocations(
  repo: LocationRepository,
  channelId: number,
  query: ChannelLocationListQuery,
  locale: Locale,
): Promise<LocationCardList> {
  const offset = (query.page - 1) * query.itemsPerPage;
  const { rows, total } = await repo.pageLive(
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
    repo.meetingTypesByLocation(ids),
    repo.imagesByLocation(ids),
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

/** One live location of a channel in full, with its opening hours per meeting type and weekday. */
export async function getLocationDetail(
  repos: Pick<Repositories, 'locations' | 'openingHours'>,
  id: number,
  channelId: number,
  locale: Locale,
): Promise<LocationDetail> {
  const row = await requireLiveLocation(repos.locations, id, { channelId });
  const [meetingTypes, images, hours] = await Promise.all([
    repos.locations.meetingTypesByLocation([id]),
    repos.locations.imagesByLocation([id]),
    repos.openingHours.hoursOf(id),
  ]);
  return presentLocationDetail(
    row,
    { images: images.get(id) ?? [], meetingTypeIds: meetingTypes.get(id) ?? [], hours },
    locale,
  );
}
