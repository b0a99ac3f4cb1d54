import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { PUBLIC_PROFILE_COLUMNS } from '../accounts/index.ts';
import type { DB } from '../db/schema.ts';

/** A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLocaleLowerCase('nl').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const likeLower = (column: string, text: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;

export interface PeopleFilter {
  q?: string;
  tags: string[];
  city?: string;
  workingOn?: string;
}

/** The people area's SQL: profiles' network fields, check-ins and the click log. */
export const peopleQueries = {
  /** Activated members by name, every tag, city and what they work on; by name, a page. */
  async search(db: Kysely<DB>, f: PeopleFilter, page: number, size: number) {
    let q = db
      .selectFrom('profiles as p')
      .leftJoin('companies as c', 'c.id', 'p.company_id')
      .where('p.is_activated', '=', 1);
    if (f.q) {
      const name = sql<SqlBool>`lower(${sql.ref('p.first_name')} || ' ' || ${sql.ref('p.last_name')}) like ${containsPattern(f.q)} escape '\\'`;
      q = q.where(name);
    }
    for (const tag of f.tags) q = q.where(likeLower('p.network_tags', `|${tag}|`));
    if (f.city) q = q.where(likeLower('p.city', f.city));
    if (f.workingOn) q = q.where(likeLower('p.working_on', f.workingOn));
    const total = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    const rows = await q
      .select([...PUBLIC_PROFILE_COLUMNS])
      .orderBy('p.last_name')
      .orderBy('p.first_name')
      .orderBy('p.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    return { rows, total: Number(total.n) };
  },

  /**
   * Members to feature: activated, who said who they are (a bio, or what they work on); at a
   * location, only its active hosts (location managers). Those with a photo first, then the most
   * recently updated.
   */
  featured(db: Kysely<DB>, f: { locationId?: number; limit: number }) {
    let q = db
      .selectFrom('profiles as p')
      .leftJoin('companies as c', 'c.id', 'p.company_id')
      .where('p.is_activated', '=', 1)
      .where(
        sql<SqlBool>`(trim(coalesce(${sql.ref('p.bio')}, '')) <> '' or trim(coalesce(${sql.ref('p.working_on')}, '')) <> '')`,
      );
    const locationId = f.locationId;
    if (locationId !== undefined) {
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('location_managers as m')
            .select('m.profile_id')
            .whereRef('m.profile_id', '=', 'p.id')
            .where('m.location_id', '=', locationId)
            .where('m.is_active', '=', 1),
        ),
      );
    }
    return q
      .select([...PUBLIC_PROFILE_COLUMNS])
      .orderBy(sql`case when ${sql.ref('p.image_url')} is null then 1 else 0 end`)
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(f.limit)
      .execute();
  },

  /** Network fields of some members (for matches). */
  people(db: Kysely<DB>, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('profiles as p')
      .leftJoin('companies as c', 'c.id', 'p.company_id')
      .select([...PUBLIC_PROFILE_COLUMNS])
      .where('p.id', 'in', ids)
      .where('p.is_activated', '=', 1)
      .execute();
  },

  /** What the checklist reads of the member's own row. */
  checklistFacts(db: Kysely<DB>, profileId: number) {
    return db
      .selectFrom('profiles')
      .select(['image_url', 'bio', 'network_tags'])
      .where('id', '=', profileId)
      .executeTakeFirst();
  },

  /**
   * Checks in (or changes the day's check-in): one statement, `insert … on conflict (member,
   * location, day) do update`, so a burst of check-ins of one member leaves one row on both engines.
   */
  async upsertCheckin(
    db: Kysely<DB>,
    c: {
      profileId: number;
      locationId: number;
      day: string;
      workingOn: string;
      knowledge: string;
      reservationId: number | null;
      now: string;
    },
  ): Promise<number> {
    const row = await db
      .insertInto('network_checkins')
      .values({
        profile_id: c.profileId,
        location_id: c.locationId,
        day: c.day,
        working_on: c.workingOn,
        knowledge: c.knowledge,
        reservation_id: c.reservationId,
        created_at: c.now,
        updated_at: c.now,
      })
      .onConflict((oc) =>
        oc.columns(['profile_id', 'location_id', 'day']).doUpdateSet({
          working_on: c.workingOn,
          knowledge: c.knowledge,
          reservation_id: c.reservationId,
          updated_at: c.now,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  checkinById(db: Kysely<DB>, id: number) {
    return db.selectFrom('network_checkins').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Check-ins with their member and location, by a filter; newest day first, a page. */
  async checkinPage(
    db: Kysely<DB>,
    filter:
      | { id: number }
      | { profileId: number }
      | { locationId: number; day: string }
      | { reservationId: number; locationId: number; from: string; to: string; profileIds: number[] },
    page: number,
    size: number,
  ) {
    let q = db
      .selectFrom('network_checkins as ci')
      .innerJoin('profiles as p', 'p.id', 'ci.profile_id')
      .innerJoin('locations as l', 'l.id', 'ci.location_id');
    if ('id' in filter) q = q.where('ci.id', '=', filter.id);
    else if ('profileId' in filter) q = q.where('ci.profile_id', '=', filter.profileId);
    else if ('day' in filter)
      q = q.where('ci.location_id', '=', filter.locationId).where('ci.day', '=', filter.day);
    else {
      const f = filter;
      q = q.where((eb) =>
        eb.or([
          eb('ci.reservation_id', '=', f.reservationId),
          f.profileIds.length
            ? eb.and([
                eb('ci.location_id', '=', f.locationId),
                eb('ci.day', '>=', f.from),
                eb('ci.day', '<=', f.to),
                eb('ci.profile_id', 'in', f.profileIds),
              ])
            : eb.lit(false),
        ]),
      );
    }
    const total = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    const rows = await q
      .select([
        'ci.id',
        'ci.profile_id',
        'ci.location_id',
        'ci.day',
        'ci.working_on',
        'ci.knowledge',
        'ci.reservation_id',
        'ci.created_at',
        'ci.updated_at',
        'p.first_name',
        'p.last_name',
        'p.image_url',
        'l.name as location_name',
      ])
      .orderBy('ci.day', 'desc')
      .orderBy('ci.updated_at', 'desc')
      .orderBy('ci.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    return { rows, total: Number(total.n) };
  },

  /** The people checked in at a location on a day with their tags: who arrived first first, a page. */
  async knowledgePage(db: Kysely<DB>, locationId: number, day: string, page: number, size: number) {
    const q = db
      .selectFrom('network_checkins as ci')
      .innerJoin('profiles as p', 'p.id', 'ci.profile_id')
      .where('ci.location_id', '=', locationId)
      .where('ci.day', '=', day);
    const total = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    const rows = await q
      .select([
        'ci.profile_id',
        'ci.working_on',
        'ci.knowledge',
        'p.first_name',
        'p.last_name',
        'p.image_url',
        'p.network_tags',
      ])
      .orderBy('ci.created_at')
      .orderBy('ci.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    return { rows, total: Number(total.n) };
  },

  /** Everyone else's check-ins at a location on a day (match candidates), with their profile. */
  othersCheckedIn(db: Kysely<DB>, locationId: number, day: string, profileId: number) {
    return db
      .selectFrom('network_checkins as ci')
      .innerJoin('profiles as p', 'p.id', 'ci.profile_id')
      .select([
        'ci.profile_id',
        'ci.working_on',
        'ci.knowledge',
        'p.first_name',
        'p.last_name',
        'p.image_url',
        'p.city',
        'p.network_tags',
      ])
      .where('ci.location_id', '=', locationId)
      .where('ci.day', '=', day)
      .where('ci.profile_id', '!=', profileId)
      .where('p.is_activated', '=', 1)
      .execute();
  },

  location(db: Kysely<DB>, id: number) {
    return db
      .selectFrom('locations')
      .select(['id', 'name', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** The profiles of a reservation's booker and contacts (by their e-mail addresses). */
  async reservationPeople(db: Kysely<DB>, reservationId: number, bookerId: number | null): Promise<number[]> {
    const rows = await db
      .selectFrom('reservation_contacts as rc')
      .innerJoin('profiles as p', (j) => j.on(sql`lower(${sql.ref('rc.email')})`, '=', sql.ref('p.email')))
      .select('p.id')
      .where('rc.reservation_id', '=', reservationId)
      .execute();
    return [...new Set([...(bookerId ? [bookerId] : []), ...rows.map((r) => r.id)])];
  },

  /** Live locations with an active social-capital workspace (price 0), by city and name, a page. */
  async socialCapitalPage(db: Kysely<DB>, page: number, size: number) {
    const q = db
      .selectFrom('spaces as s')
      .innerJoin('locations as l', 'l.id', 's.location_id')
      .where('l.status', '=', 'live')
      .where('s.is_active', '=', 1)
      .where('s.is_social_capital', '=', 1)
      .where('s.price_cents', '=', 0);
    const total = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    const rows = await q
      .select([
        'l.id as location_id',
        'l.name as location_name',
        'l.slug as url_name',
        'l.city',
        's.id as space_id',
        's.name_nl',
        's.name_en',
        's.capacity',
      ])
      .orderBy('l.city')
      .orderBy('l.name')
      .orderBy('s.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    return { rows, total: Number(total.n) };
  },

  async logClick(
    db: Kysely<DB>,
    c: { typeId: number; itemId: number; profileId: number | null; now: string },
  ) {
    await db
      .insertInto('click_logs')
      .values({ type_id: c.typeId, item_id: c.itemId, profile_id: c.profileId, clicked_at: c.now })
      .execute();
  },
};
