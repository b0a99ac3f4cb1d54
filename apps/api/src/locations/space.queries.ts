import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { SpacesTable } from '../db/schema-catalogue.ts';

export type SpaceRow = Selectable<SpacesTable>;
export type SpaceSettingRow = { setting_id: number; min_seats: number; max_seats: number };

export interface SpaceFilter {
  meetingTypeId?: number;
  /** Only spaces with a setting whose min..max seats contains this. */
  seats?: number;
}

/** A location's active spaces matching a filter, to select from. */
const activeSpacesOf = (db: Kysely<DB>, locationId: number, filter: SpaceFilter) =>
  db
    .selectFrom('spaces')
    .where('location_id', '=', locationId)
    .where('is_active', '=', 1)
    .$if(filter.meetingTypeId !== undefined, (q) =>
      q.where('meeting_type_id', '=', filter.meetingTypeId as number),
    )
    .$if(filter.seats !== undefined, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('space_settings as ss')
            .select('ss.space_id')
            .whereRef('ss.space_id', '=', 'spaces.id')
            .where('ss.min_seats', '<=', filter.seats as number)
            .where('ss.max_seats', '>=', filter.seats as number),
        ),
      ),
    );

/** Spaces and their seating settings; only active spaces of live locations are public. */
export const spaceQueries = {
  /** One page of a location's active spaces in rank order, with the total count. */
  async pageActiveOf(db: Kysely<DB>, locationId: number, filter: SpaceFilter, offset: number, limit: number) {
    const [rows, total] = await Promise.all([
      activeSpacesOf(db, locationId, filter)
        .selectAll()
        .orderBy('rank')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute(),
      activeSpacesOf(db, locationId, filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  },

  /** One active space of a live location, or undefined. */
  async findActive(db: Kysely<DB>, id: number): Promise<SpaceRow | undefined> {
    return db
      .selectFrom('spaces')
      .selectAll('spaces')
      .where('spaces.id', '=', id)
      .where('spaces.is_active', '=', 1)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('locations')
            .select('locations.id')
            .whereRef('locations.id', '=', 'spaces.location_id')
            .where('locations.status', '=', 'live'),
        ),
      )
      .executeTakeFirst();
  },

  /** The settings per space id, by setting id. */
  async settingsBySpace(db: Kysely<DB>, spaceIds: number[]): Promise<Map<number, SpaceSettingRow[]>> {
    const result = new Map<number, SpaceSettingRow[]>();
    if (spaceIds.length === 0) return result;
    const rows = await db
      .selectFrom('space_settings')
      .select(['space_id', 'setting_id', 'min_seats', 'max_seats'])
      .where('space_id', 'in', spaceIds)
      .orderBy('space_id')
      .orderBy('setting_id')
      .execute();
    for (const { space_id, ...setting } of rows) {
      const list = result.get(space_id) ?? [];
      list.push(setting);
      result.set(space_id, list);
    }
    return result;
  },
};
