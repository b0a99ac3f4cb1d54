import type {
  CatalogueChangeList,
  ClosedDayList,
  HostImageList,
  HostLocation,
  HostLocationList,
  HostManagerList,
  HostOpeningHoursSet,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { catalogueChangesOf } from '../kernel/catalogue-changes/catalogue-changes.ts';
import { localDate } from '../kernel/local-time.ts';
import { firstImageByLocation, meetingTypesByLocation } from '../locations/index.ts';
import { hostLocationAccess } from './hosting.access.ts';
import { presentHostImage, presentHostLocation, presentHostLocationSummary } from './hosting.presenter.ts';
import { type HostLocationRow, hostingQueries } from './hosting.queries.ts';

/** `GET /v1/host/location`: the locations the member actively manages, any status. */
export async function listMyLocations(db: Kysely<DB>, actor: Actor): Promise<HostLocationList> {
  const rows = await hostingQueries.managedBy(db, actor.profileId);
  const ids = rows.map((r) => r.id);
  const [images, meetingTypes] = await Promise.all([
    firstImageByLocation(db, ids),
    meetingTypesByLocation(db, ids),
  ]);
  return {
    Results: rows.map((row) =>
      presentHostLocationSummary(row, {
        imageUrl: images.get(row.id) ?? null,
        meetingTypeIds: meetingTypes.get(row.id) ?? [],
      }),
    ),
    MorePages: false,
  };
}

/** The location as the details form shows it (a location row already read). */
export async function hostLocationOf(db: Kysely<DB>, row: HostLocationRow): Promise<HostLocation> {
  const [amenities, meetingTypes] = await Promise.all([
    hostingQueries.amenities(db, row.id),
    meetingTypesByLocation(db, [row.id]),
  ]);
  return presentHostLocation(row, { amenities, meetingTypeIds: meetingTypes.get(row.id) ?? [] });
}

export async function readHostLocation(db: Kysely<DB>, actor: Actor, id: number): Promise<HostLocation> {
  const row = await requireAccess({ db }, actor, hostLocationAccess.manage, id);
  return hostLocationOf(db, row);
}

export async function openingHoursOf(db: Kysely<DB>, locationId: number): Promise<HostOpeningHoursSet> {
  const rows = await hostingQueries.openingHours(db, locationId);
  return {
    OpeningHours: rows.map((r) => ({
      MeetingtypeId: r.meeting_type_id,
      Weekday: r.weekday,
      OpenMinutes: r.open_minutes,
      CloseMinutes: r.close_minutes,
    })),
  };
}

export async function readOpeningHours(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
): Promise<HostOpeningHoursSet> {
  await requireAccess({ db }, actor, hostLocationAccess.manage, id);
  return openingHoursOf(db, id);
}

/** The closed days from the location's today on. */
export async function closedDaysOf(db: Kysely<DB>, row: HostLocationRow, now: Date): Promise<ClosedDayList> {
  const rows = await hostingQueries.closedDaysFrom(db, row.id, localDate(now, row.time_zone));
  return { Results: rows.map((r) => ({ Date: r.date, Reason: r.reason })), MorePages: false };
}

export async function readClosedDays(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  now: Date,
): Promise<ClosedDayList> {
  const row = await requireAccess({ db }, actor, hostLocationAccess.manage, id);
  return closedDaysOf(db, row, now);
}

export async function imagesOf(db: Kysely<DB>, locationId: number): Promise<HostImageList> {
  const rows = await hostingQueries.images(db, locationId);
  return { Results: rows.map(presentHostImage), MorePages: false };
}

export async function readImages(db: Kysely<DB>, actor: Actor, id: number): Promise<HostImageList> {
  await requireAccess({ db }, actor, hostLocationAccess.manage, id);
  return imagesOf(db, id);
}

export async function managersOf(db: Kysely<DB>, locationId: number): Promise<HostManagerList> {
  const [managers, invites] = await Promise.all([
    hostingQueries.activeManagers(db, locationId),
    hostingQueries.invites(db, locationId),
  ]);
  return {
    Managers: managers.map((m) => ({
      ProfileId: m.profile_id,
      FirstName: m.first_name,
      LastName: m.last_name,
      Email: m.email,
    })),
    Invites: invites.map((i) => ({ Email: i.email, CreatedAt: i.created_at })),
  };
}

export async function readManagers(db: Kysely<DB>, actor: Actor, id: number): Promise<HostManagerList> {
  await requireAccess({ db }, actor, hostLocationAccess.manage, id);
  return managersOf(db, id);
}

/** `GET /v1/host/location/{id}/changes`: one more row is read to know whether more pages follow. */
export async function readChanges(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  query: { before?: number; limit: number },
): Promise<CatalogueChangeList> {
  await requireAccess({ db }, actor, hostLocationAccess.manage, id);
  const rows = await catalogueChangesOf(db, id, { limit: query.limit + 1, before: query.before });
  return { Results: rows.slice(0, query.limit), MorePages: rows.length > query.limit };
}
