import type {
  Locale,
  LocationDetail,
  LocationDirections,
  LocationLanguage,
  LocationManager,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../kernel/errors.ts';
import { type LocationReadFilter, type LocationRow, locationQueries } from './location.queries.ts';
import {
  presentLocationDetail,
  presentLocationDirections,
  presentLocationLanguages,
  presentLocationManager,
} from './location-detail.presenter.ts';
import { openingHoursQueries } from './opening-hours.queries.ts';

/** A live location (within the channel when given), else a 404: pending locations are not public. */
export async function requireLiveLocation(
  db: Kysely<DB>,
  id: number,
  filter: Omit<LocationReadFilter, 'locationId'> = {},
): Promise<LocationRow> {
  const row = await locationQueries.findLive(db, id, filter);
  if (!row) throw AppError.notFound(`No live location ${id}`);
  return row;
}

/** One live location of a channel in full, with its opening hours per meeting type and weekday. */
export async function getLocationDetail(
  db: Kysely<DB>,
  id: number,
  channelId: number,
  locale: Locale,
): Promise<LocationDetail> {
  const row = await requireLiveLocation(db, id, { channelId });
  const [meetingTypes, images, hours, amenities] = await Promise.all([
    locationQueries.meetingTypesByLocation(db, [id]),
    locationQueries.imagesByLocation(db, [id]),
    openingHoursQueries.hoursOf(db, id),
    locationQueries.amenitiesOf(db, id),
  ]);
  return presentLocationDetail(
    row,
    { images: images.get(id) ?? [], meetingTypeIds: meetingTypes.get(id) ?? [], hours, amenities },
    locale,
  );
}

/** Where a live location is and how to get there, in the locale. */
export async function getLocationDirections(
  db: Kysely<DB>,
  id: number,
  locale: Locale,
): Promise<LocationDirections> {
  return presentLocationDirections(await requireLiveLocation(db, id), locale);
}

/** The languages a live location's description is written in. */
export async function listLocationLanguages(db: Kysely<DB>, id: number): Promise<LocationLanguage[]> {
  return presentLocationLanguages(await requireLiveLocation(db, id));
}

/** The active managers of a live location, public fields only. */
export async function listLocationManagers(db: Kysely<DB>, id: number): Promise<LocationManager[]> {
  const location = await requireLiveLocation(db, id);
  const rows = await locationQueries.activeManagers(db, location.id);
  return rows.map(presentLocationManager);
}

/** Whether a location is live (within the channel when given): pending ones are not public. */
export function isLiveLocation(
  db: Kysely<DB>,
  id: number,
  filter: Omit<LocationReadFilter, 'locationId'> = {},
): Promise<boolean> {
  return locationQueries.isLive(db, id, filter);
}

/** A live location's slug (within the channel when given), or undefined when it is not public. */
export function liveLocationSlug(
  db: Kysely<DB>,
  id: number,
  filter: Omit<LocationReadFilter, 'locationId'> = {},
): Promise<string | undefined> {
  return locationQueries.liveSlug(db, id, filter);
}
