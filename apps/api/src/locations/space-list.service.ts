import type { Locale, MeetingType, SpaceList, SpaceListItem, SpaceListQuery } from '@meetspace/domain';
import type { Repositories } from '../db/repositories.ts';
import { AppError } from '../kernel/errors.ts';
import { requireLiveLocation } from './location-detail.service.ts';
import { presentSpace } from './space.presenter.ts';

type SpaceRepos = Pick<Repositories, 'locations' | 'spaces'>;

/**
 * One page of the active spaces of a live location (404 otherwise), in rank order with their
 * settings. `onlyMeetingType` (the meetingspace / workspace calls) narrows further: asked for
 * together with a different `meetingtypeId`, nothing matches.
 */
export async function listLocationSpaces(
  repos: SpaceRepos,
  locationId: number,
  query: SpaceListQuery,
  locale: Locale,
  onlyMeetingType?: MeetingType,
): Promise<SpaceList> {
  await requireLiveLocation(repos.locations, locationId);
  const offset = (query.page - 1) * query.itemsPerPage;
  const paging = { Page: query.page, ItemsPerPage: query.itemsPerPage };
  const meetingTypeId = onlyMeetingType ?? query.meetingtypeId;
  if (query.meetingtypeId !== undefined && meetingTypeId !== query.meetingtypeId)
    return { Results: [], MorePages: false, ...paging, TotalItems: 0 };

  const { rows, total } = await repos.spaces.pageActiveOf(
    locationId,
    { meetingTypeId, seats: query.seats },
    offset,
    query.itemsPerPage,
  );
  const settings = await repos.spaces.settingsBySpace(rows.map((row) => row.id));
  return {
    Results: rows.map((row) => presentSpace(row, settings.get(row.id) ?? [], locale)),
    MorePages: offset + rows.length < total,
    ...paging,
    TotalItems: total,
  };
}

/** One active space of a live location, else a 404. */
export async function getSpace(repos: SpaceRepos, id: number, locale: Locale): Promise<SpaceListItem> {
  const row = await repos.spaces.findActive(id);
  if (!row) throw AppError.notFound(`No active space ${id}`);
  const settings = await repos.spaces.settingsBySpace([id]);
  return presentSpace(row, settings.get(id) ?? [], locale);
}
