import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../db/schema.ts';
import { meetingTypesOfLocation } from '../locations/index.ts';
import type { WidgetsTable } from './widgets.schema.ts';

export type WidgetRow = Selectable<WidgetsTable> & { location_name: string };
export type NewWidget = Insertable<WidgetsTable>;
export type WidgetChange = Updateable<WidgetsTable>;

const withLocation = (db: Kysely<DB>) =>
  db
    .selectFrom('widgets as w')
    .innerJoin('locations as l', 'l.id', 'w.location_id')
    .selectAll('w')
    .select('l.name as location_name');

/** The widgets area's SQL: the widgets, and what they check of the catalogue (read only). */
export const widgetQueries = {
  byId(db: Kysely<DB>, id: number): Promise<WidgetRow | undefined> {
    return withLocation(db).where('w.id', '=', id).executeTakeFirst();
  },

  byKey(db: Kysely<DB>, key: string): Promise<WidgetRow | undefined> {
    return withLocation(db).where('w.key', '=', key).executeTakeFirst();
  },

  /** The widgets of every location the member actively manages, newest first. */
  ofManager(db: Kysely<DB>, profileId: number): Promise<WidgetRow[]> {
    return withLocation(db)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('location_managers as m')
            .select('m.location_id')
            .whereRef('m.location_id', '=', 'w.location_id')
            .where('m.profile_id', '=', profileId)
            .where('m.is_active', '=', 1),
        ),
      )
      .orderBy('w.id', 'desc')
      .execute();
  },

  async insert(db: Kysely<DB>, row: NewWidget): Promise<number> {
    const { id } = await db.insertInto('widgets').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  },

  async update(db: Kysely<DB>, id: number, change: WidgetChange): Promise<void> {
    await db.updateTable('widgets').set(change).where('id', '=', id).execute();
  },

  async remove(db: Kysely<DB>, id: number): Promise<void> {
    await db.deleteFrom('widgets').where('id', '=', id).execute();
  },

  /** The locations the member actively manages, with their meeting types and active spaces. */
  async managedLocations(db: Kysely<DB>, profileId: number) {
    const locations = await db
      .selectFrom('locations as l')
      .innerJoin('location_managers as m', 'm.location_id', 'l.id')
      .select(['l.id', 'l.name', 'l.status'])
      .where('m.profile_id', '=', profileId)
      .where('m.is_active', '=', 1)
      .orderBy('l.name')
      .orderBy('l.id')
      .execute();
    const ids = locations.map((l) => l.id);
    if (ids.length === 0) return [];
    const [types, spaces] = await Promise.all([
      db
        .selectFrom('location_meeting_types')
        .select(['location_id', 'meeting_type_id'])
        .where('location_id', 'in', ids)
        .orderBy('meeting_type_id')
        .execute(),
      db
        .selectFrom('spaces')
        .select(['id', 'location_id', 'name_nl', 'name_en', 'meeting_type_id', 'capacity'])
        .where('location_id', 'in', ids)
        .where('is_active', '=', 1)
        .orderBy('rank')
        .orderBy('id')
        .execute(),
    ]);
    return locations.map((l) => ({
      ...l,
      meetingTypes: types.filter((t) => t.location_id === l.id).map((t) => t.meeting_type_id),
      spaces: spaces.filter((s) => s.location_id === l.id),
    }));
  },

  /** What a widget limits its searches to. */
  scopeOf(db: Kysely<DB>, id: number) {
    return db
      .selectFrom('widgets')
      .select(['location_id', 'space_id', 'min_seats'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  location(db: Kysely<DB>, id: number) {
    return db
      .selectFrom('locations')
      .select(['id', 'name', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** The meeting types the location offers (the locations area's read). */
  meetingTypesOf: meetingTypesOfLocation,

  /** An active space of the location, or undefined. */
  space(db: Kysely<DB>, spaceId: number, locationId: number) {
    return db
      .selectFrom('spaces')
      .select(['id', 'meeting_type_id', 'capacity'])
      .where('id', '=', spaceId)
      .where('location_id', '=', locationId)
      .where('is_active', '=', 1)
      .executeTakeFirst();
  },

  /** The live locations offering any of the meeting types (all when none are given), by name. */
  async liveLocations(db: Kysely<DB>, meetingTypeIds: readonly number[]) {
    let query = db
      .selectFrom('locations as l')
      .select(['l.id', 'l.name', 'l.city', 'l.slug'])
      .where('l.status', '=', 'live');
    if (meetingTypeIds.length > 0) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('location_meeting_types as t')
            .select('t.location_id')
            .whereRef('t.location_id', '=', 'l.id')
            .where('t.meeting_type_id', 'in', [...meetingTypeIds]),
        ),
      );
    }
    const locations = await query.orderBy('l.name').orderBy('l.id').execute();
    const types = await db
      .selectFrom('location_meeting_types as t')
      .innerJoin('locations as l', 'l.id', 't.location_id')
      .select(['t.location_id', 't.meeting_type_id'])
      .where('l.status', '=', 'live')
      .orderBy('t.meeting_type_id')
      .execute();
    const byLocation = new Map<number, number[]>();
    for (const t of types)
      byLocation.set(t.location_id, [...(byLocation.get(t.location_id) ?? []), t.meeting_type_id]);
    return locations.map((l) => ({ ...l, meetingTypes: byLocation.get(l.id) ?? [] }));
  },
};
