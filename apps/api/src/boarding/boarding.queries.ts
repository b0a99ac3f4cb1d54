import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** The boarding area's SQL: licences, countries, slugs, the new location and its host. */
export const boardingQueries = {
  /** The channel's active subscriptions (licences), by id. */
  subscriptions(db: Kysely<DB>, channelId: number) {
    return db
      .selectFrom('subscriptions')
      .select(['id', 'name', 'description_nl', 'description_en', 'price_per_seat_cents', 'monthly_fee_cents'])
      .where('channel_id', '=', channelId)
      .where('is_active', '=', 1)
      .orderBy('id')
      .execute();
  },

  /** The meeting types of these subscriptions. */
  subscriptionMeetingTypes(db: Kysely<DB>, subscriptionIds: readonly number[]) {
    if (subscriptionIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('subscription_meeting_types')
      .select(['subscription_id', 'meeting_type_id'])
      .where('subscription_id', 'in', subscriptionIds)
      .orderBy('subscription_id')
      .orderBy('meeting_type_id')
      .execute();
  },

  /** An active country open for listing, by its two-letter code. */
  activeCountry(db: Kysely<DB>, code: string) {
    return db
      .selectFrom('countries')
      .select(['id', 'code'])
      .where('code', '=', code.toUpperCase())
      .where('is_active', '=', 1)
      .executeTakeFirst();
  },

  channelExists(db: Kysely<DB>, channelId: number) {
    return db.selectFrom('channels').select('id').where('id', '=', channelId).executeTakeFirst();
  },

  /** The slugs that start with `base` (the base itself and its numbered variants). */
  async slugsLike(db: Kysely<DB>, base: string): Promise<Set<string>> {
    const rows = await db
      .selectFrom('locations')
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
      .execute();
    return new Set(rows.map((r) => r.slug));
  },

  async insertLocation(
    db: Kysely<DB>,
    row: {
      channel_id: number;
      country_id: number;
      slug: string;
      name: string;
      search_text: string;
      address: string;
      postal_code: string;
      city: string;
      latitude: number;
      longitude: number;
      email: string;
      phone: string;
      subscription_id: number;
      created_at: string;
    },
    meetingTypeIds: readonly number[],
    managerId: number,
  ): Promise<number> {
    const inserted = await db
      .insertInto('locations')
      .values({ ...row, status: 'pending', updated_at: row.created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('location_meeting_types')
      .values(meetingTypeIds.map((meeting_type_id) => ({ location_id: inserted.id, meeting_type_id })))
      .execute();
    await db
      .insertInto('location_managers')
      .values({ location_id: inserted.id, profile_id: managerId, is_active: 1 })
      .execute();
    return inserted.id;
  },

  /** How many locations the member manages that still wait for approval. */
  async pendingManagedBy(db: Kysely<DB>, profileId: number): Promise<number> {
    const row = await db
      .selectFrom('location_managers as m')
      .innerJoin('locations as l', 'l.id', 'm.location_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('m.profile_id', '=', profileId)
      .where('m.is_active', '=', 1)
      .where('l.status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Makes a member a host (an administrator stays one). */
  async makeHost(db: Kysely<DB>, profileId: number, nowIso: string): Promise<void> {
    await db
      .updateTable('profiles')
      .set({ role: 'host', updated_at: nowIso })
      .where('id', '=', profileId)
      .where('role', '!=', 'admin')
      .where('role', '!=', 'host')
      .execute();
  },

  profile(db: Kysely<DB>, profileId: number) {
    return db
      .selectFrom('profiles')
      .select(['id', 'email', 'first_name', 'last_name', 'language_id'])
      .where('id', '=', profileId)
      .executeTakeFirst();
  },

  /** Every administrator, to tell of a location awaiting approval. */
  administrators(db: Kysely<DB>) {
    return db
      .selectFrom('profiles')
      .select(['id', 'email', 'first_name', 'last_name', 'language_id'])
      .where('role', '=', 'admin')
      .orderBy('id')
      .execute();
  },

  location(db: Kysely<DB>, id: number) {
    return db
      .selectFrom('locations')
      .select(['id', 'name', 'address', 'postal_code', 'city', 'email', 'phone', 'subscription_id', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  subscriptionName(db: Kysely<DB>, id: number) {
    return db.selectFrom('subscriptions').select('name').where('id', '=', id).executeTakeFirst();
  },
};
