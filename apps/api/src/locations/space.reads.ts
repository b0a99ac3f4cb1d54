import type { Locale, MeetingType, SpaceList, SpaceListItem, SpaceListQuery } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../kernel/errors.ts';
import { requireLiveLocation } from './location.reads.ts';
import { presentSpace } from './space.presenter.ts';
import { spaceQueries } from './space.queries.ts';

/**
 * One page of the active spaces of a live location (404 otherwise), in rank order with their
 * settings. `onlyMeetingType` (the meetingspace / workspace calls) narrows further: asked for
 * together with a different `meetingtypeId`, nothing matches.
 */
export async function listLocationSpaces(
  db: Kysely<DB>,
  locationId: number,
  query: SpaceListQuery,
  locale: Locale,
  onlyMeetingType?: MeetingType,
): Promise<SpaceList> {
  await requireLiveLocation(db, locationId);
  const offset = (query.page - 1) * query.itemsPerPage;
  const paging = { Page: query.page, ItemsPerPage: query.itemsPerPage };
  const meetingTypeId = onlyMeetingType ?? query.meetingtypeId;
  if (query.meetingtypeId !== undefined && meetingTypeId !== query.meetingtypeId)
    return { Results: [], MorePages: false, ...paging, TotalItems: 0 };

  const { rows, total } = await spaceQueries.pageActiveOf(
    db,
    locationId,
    { meetingTypeId, seats: query.seats },
    offset,
    query.itemsPerPage,
  );
  const settings = await spaceQueries.settingsBySpace(
    db,
    rows.map((row) => row.id),
  );
  return {
    Results: rows.map((row) => presentSpace(row, settings.get(row.id) ?? [], locale)),
    MorePages: offset + rows.length < total,
    ...paging,
    TotalItems: total,
  };
}

/** One active space of a live location, else a 404. */
export async function getSpace(db: Kysely<DB>, id: number, locale: Locale): Promise<SpaceListItem> {
  const row = await spaceQueries.findActive(db, id);
  if (!row) throw AppError.notFound(`No active space ${id}`);
  const settings = await spaceQueries.settingsBySpace(db, [id]);
  return presentSpace(row, settings.get(id) ?? [], locale);
}
