import { roundScore } from '@meetspace/domain';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { pageWithTotal } from '../db/paging.ts';
import type { DB } from '../db/schema.ts';
import type { ReviewsTable } from './reviews.schema.ts';

export type ReviewRow = Selectable<ReviewsTable>;

/** A review with what its presentation names: the location, the reviewer, the reservation. */
export type NamedReviewRow = ReviewRow & {
  location_name: string;
  location_slug: string;
  location_city: string;
  location_status: string;
  first_name: string;
  last_name: string;
  reservation_name: string;
};

/** Which submitted reviews a list shows. */
export interface ReviewFilter {
  channelId?: number;
  locationId?: number;
  meetingTypeId?: number;
  minScore?: number;
  profileId?: number;
  /** Only reviews of live locations (every public list but a location's own managers'). */
  liveOnly: boolean;
  /** Good ones to feature: at least this overall, with a text. */
  featuredFrom?: number;
}

/** A reservation that has ended and has no review yet: what opening one needs. */
export interface DueReservation {
  id: number;
  location_id: number;
  meeting_type_id: number;
  profile_id: number;
  end_date: string;
  language_id: number;
  catering_booked: number;
}

/** Category 1 of options: food and beverage (what the catering score is about). */
const CATERING_CATEGORY = 1;

function named(db: Kysely<DB>) {
  return db
    .selectFrom('reviews as v')
    .innerJoin('locations as l', 'l.id', 'v.location_id')
    .innerJoin('profiles as p', 'p.id', 'v.profile_id')
    .innerJoin('reservations as r', 'r.id', 'v.reservation_id');
}

const NAMED_COLUMNS = [
  'v.id',
  'v.key',
  'v.reservation_id',
  'v.location_id',
  'v.meeting_type_id',
  'v.profile_id',
  'v.meeting_date',
  'v.language',
  'v.status',
  'v.catering_booked',
  'v.score_location',
  'v.score_room',
  'v.score_catering',
  'v.score_service',
  'v.score_value',
  'v.overall',
  'v.text',
  'v.opened_at',
  'v.submitted_at',
  'v.response_text',
  'v.response_by',
  'v.responded_at',
  'v.response_updated_at',
  'v.updated_at',
  'v.deleted_at',
  'v.deleted_by',
  'v.deletion_reason',
  'l.name as location_name',
  'l.slug as location_slug',
  'l.city as location_city',
  'l.status as location_status',
  'p.first_name',
  'p.last_name',
  'r.name as reservation_name',
] as const;

function submitted(db: Kysely<DB>, f: ReviewFilter) {
  return named(db)
    .where('v.status', '=', 'Submitted')
    .$if(f.liveOnly, (q) => q.where('l.status', '=', 'live'))
    .$if(f.channelId !== undefined, (q) => q.where('l.channel_id', '=', f.channelId as number))
    .$if(f.locationId !== undefined, (q) => q.where('v.location_id', '=', f.locationId as number))
    .$if(f.meetingTypeId !== undefined, (q) => q.where('v.meeting_type_id', '=', f.meetingTypeId as number))
    .$if(f.minScore !== undefined, (q) => q.where('v.overall', '>=', f.minScore as number))
    .$if(f.profileId !== undefined, (q) => q.where('v.profile_id', '=', f.profileId as number))
    .$if(f.featuredFrom !== undefined, (q) =>
      q.where('v.overall', '>=', f.featuredFrom as number).where('v.text', 'is not', null),
    );
}

/** The reviews area's SQL (reviews, opening them, and the location's score they make). */
export const reviewQueries = {
  /** A review that is not deleted, by id. */
  byId(db: Kysely<DB>, id: number): Promise<ReviewRow | undefined> {
    return db
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', id)
      .where('status', '!=', 'Deleted')
      .executeTakeFirst();
  },

  /** A review by id, deleted ones too (what a deletion's mail tells). */
  anyById(db: Kysely<DB>, id: number): Promise<ReviewRow | undefined> {
    return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** A review that is not deleted, by key. */
  byKey(db: Kysely<DB>, key: string): Promise<ReviewRow | undefined> {
    return db
      .selectFrom('reviews')
      .selectAll()
      .where('key', '=', key)
      .where('status', '!=', 'Deleted')
      .executeTakeFirst();
  },

  /** One review with its names (any status but deleted). */
  namedById(db: Kysely<DB>, id: number): Promise<NamedReviewRow | undefined> {
    return named(db)
      .select(NAMED_COLUMNS)
      .where('v.id', '=', id)
      .where('v.status', '!=', 'Deleted')
      .executeTakeFirst();
  },

  /** A page of submitted reviews, newest first, with the total. */
  listPage(db: Kysely<DB>, filter: ReviewFilter, page: number, perPage: number) {
    return pageWithTotal(
      submitted(db, filter),
      (q) => q.select(NAMED_COLUMNS).orderBy('v.submitted_at', 'desc').orderBy('v.id', 'desc'),
      page,
      perPage,
    );
  },

  /** The first `count` submitted reviews of a filter, newest first. */
  latest(db: Kysely<DB>, filter: ReviewFilter, count: number): Promise<NamedReviewRow[]> {
    return submitted(db, filter)
      .select(NAMED_COLUMNS)
      .orderBy('v.submitted_at', 'desc')
      .orderBy('v.id', 'desc')
      .limit(count)
      .execute();
  },

  /** A member's open reviews, the latest meeting first. */
  openOf(db: Kysely<DB>, profileId: number): Promise<NamedReviewRow[]> {
    return named(db)
      .select(NAMED_COLUMNS)
      .where('v.profile_id', '=', profileId)
      .where('v.status', '=', 'Open')
      .orderBy('v.meeting_date', 'desc')
      .orderBy('v.id', 'desc')
      .execute();
  },

  /** The averages, count and star counts of the submitted reviews of a filter. */
  async score(db: Kysely<DB>, filter: ReviewFilter) {
    const stars = (low: number, high: number) =>
      sql<number>`sum(case when v.overall >= ${low} and v.overall < ${high} then 1 else 0 end)`;
    const row = await submitted(db, filter)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.avg<number | string | null>('v.overall').as('overall'),
        eb.fn.avg<number | string | null>('v.score_location').as('location'),
        eb.fn.avg<number | string | null>('v.score_room').as('room'),
        eb.fn.avg<number | string | null>('v.score_catering').as('catering'),
        eb.fn.avg<number | string | null>('v.score_service').as('service'),
        eb.fn.avg<number | string | null>('v.score_value').as('value'),
        stars(4.5, 99).as('s5'),
        stars(3.5, 4.5).as('s4'),
        stars(2.5, 3.5).as('s3'),
        stars(1.5, 2.5).as('s2'),
        stars(-1, 1.5).as('s1'),
      ])
      .executeTakeFirstOrThrow();
    const avg = (v: number | string | null) => (v === null ? null : roundScore(Number(v)));
    return {
      count: Number(row.count),
      overall: avg(row.overall) ?? 0,
      aspects: {
        Location: avg(row.location),
        Room: avg(row.room),
        Catering: avg(row.catering),
        Service: avg(row.service),
        Value: avg(row.value),
      },
      stars: [row.s5, row.s4, row.s3, row.s2, row.s1].map((n) => Number(n ?? 0)),
    };
  },

  /** Whether a key is taken (deleted reviews keep theirs). */
  async keyExists(db: Kysely<DB>, key: string): Promise<boolean> {
    return (
      (await db.selectFrom('reviews').select('id').where('key', '=', key).executeTakeFirst()) !== undefined
    );
  },

  /**
   * Reservations that ended (the platform's day `today`, minute `nowMinutes`) on or after
   * `fromDate`, were not cancelled, were booked by a member, and have no review yet; oldest first.
   */
  due(
    db: Kysely<DB>,
    at: { today: string; nowMinutes: number; fromDate: string; profileId?: number; limit: number },
  ): Promise<DueReservation[]> {
    return db
      .selectFrom('reservations as r')
      .innerJoin('profiles as p', 'p.id', 'r.profile_id')
      .select((eb) => [
        'r.id',
        'r.location_id',
        'r.meeting_type_id',
        'p.id as profile_id',
        'r.end_date',
        'p.language_id',
        eb
          .case()
          .when(
            eb.or([
              eb.exists(
                eb
                  .selectFrom('reservation_options as ro')
                  .innerJoin('options as o', 'o.id', 'ro.option_id')
                  .select('ro.id')
                  .whereRef('ro.reservation_id', '=', 'r.id')
                  .where('ro.amount', '>', 0)
                  .where('o.category_id', '=', CATERING_CATEGORY),
              ),
              eb.exists(
                eb
                  .selectFrom('package_options as po')
                  .innerJoin('options as o', 'o.id', 'po.option_id')
                  .select('po.option_id')
                  .whereRef('po.package_id', '=', 'r.package_id')
                  .where('o.category_id', '=', CATERING_CATEGORY),
              ),
            ]),
          )
          .then(1)
          .else(0)
          .end()
          .as('catering_booked'),
      ])
      .where('r.status_id', '!=', 3)
      .where('r.end_date', '>=', at.fromDate)
      .where('r.end_date', '<=', at.today)
      .where((eb) =>
        eb.or([
          eb('r.end_date', '<', at.today),
          eb.and([eb('r.end_date', '=', at.today), eb('r.end_minutes', '<=', at.nowMinutes)]),
        ]),
      )
      .$if(at.profileId !== undefined, (q) => q.where('r.profile_id', '=', at.profileId as number))
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('reviews as v').select('v.id').whereRef('v.reservation_id', '=', 'r.id')),
        ),
      )
      .orderBy('r.end_date')
      .orderBy('r.id')
      .limit(at.limit)
      .execute() as Promise<DueReservation[]>;
  },

  /** Opens a review unless the reservation has one already (a parallel opener): its id, or undefined. */
  async insertOpen(db: Kysely<DB>, row: Insertable<ReviewsTable>): Promise<number | undefined> {
    const inserted = await db
      .insertInto('reviews')
      .values(row)
      .onConflict((oc) => oc.column('reservation_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  },

  /** Changes a review that is in `status` still: whether it was (a parallel change may have won). */
  async updateIn(
    db: Kysely<DB>,
    id: number,
    status: string | readonly string[],
    changes: Updateable<ReviewsTable>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('reviews')
      .set(changes)
      .where('id', '=', id)
      .where('status', 'in', typeof status === 'string' ? [status] : [...status])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * Holds the location's row for the rest of the transaction, so changes to its reviews queue and
   * each recount sees the previous one's review.
   */
  async lockLocation(db: Kysely<DB>, locationId: number): Promise<void> {
    await sql`update locations set updated_at = updated_at where id = ${locationId}`.execute(db);
  },

  /**
   * Recounts a location's `review_count` and `review_score` (the mean of its submitted reviews'
   * overall scores, one decimal; 0 without any) from its reviews. Call under `lockLocation`.
   */
  async recountLocation(db: Kysely<DB>, locationId: number): Promise<{ count: number; score: number }> {
    const row = await db
      .selectFrom('reviews')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.avg<number | string | null>('overall').as('score'),
      ])
      .where('location_id', '=', locationId)
      .where('status', '=', 'Submitted')
      .executeTakeFirstOrThrow();
    const count = Number(row.count);
    const score = row.score === null ? 0 : roundScore(Number(row.score));
    await db
      .updateTable('locations')
      .set({ review_count: count, review_score: score })
      .where('id', '=', locationId)
      .execute();
    return { count, score };
  },

  /** Of these locations, the ones the member manages (active). */
  async managedAmong(
    db: Kysely<DB>,
    profileId: number,
    locationIds: readonly number[],
  ): Promise<Set<number>> {
    if (locationIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('location_managers')
      .select('location_id')
      .where('profile_id', '=', profileId)
      .where('is_active', '=', 1)
      .where('location_id', 'in', [...new Set(locationIds)])
      .execute();
    return new Set(rows.map((r) => r.location_id));
  },

  /** A location by id (any status): what a review's mails and checks name. */
  location(db: Kysely<DB>, id: number) {
    return db
      .selectFrom('locations')
      .select(['id', 'name', 'slug', 'status', 'channel_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** A member's name, address and language. */
  member(db: Kysely<DB>, profileId: number) {
    return db
      .selectFrom('profiles')
      .select(['id', 'email', 'first_name', 'last_name', 'language_id'])
      .where('id', '=', profileId)
      .executeTakeFirst();
  },
};
