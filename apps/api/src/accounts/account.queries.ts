import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, ProfilesTable } from '../db/schema.ts';
import { tokenHash } from '../kernel/tokens.ts';

export type ProfileRow = Selectable<ProfilesTable>;
/** What anyone may see of an activated member. */
export type PublicProfileRow = NonNullable<Awaited<ReturnType<typeof accountQueries.publicProfile>>>;

/** Profiles: the accounts area's SQL about members themselves. */
/**
 * The columns of a member's public profile (`profiles as p` joined with `companies as c`): what
 * `presentPublicProfile` is made of; e-mail and phone are read with their share flags.
 */
export const PUBLIC_PROFILE_COLUMNS = [
  'p.id',
  'p.first_name',
  'p.last_name',
  'p.bio',
  'p.image_url',
  'c.name as company',
  'p.city',
  'p.working_on',
  'p.knowledge',
  'p.network_tags',
  'p.email',
  'p.phone',
  'p.share_email',
  'p.share_phone',
] as const;

export const accountQueries = {
  /** A profile by its e-mail address (compared trimmed and in lower case). */
  byEmail(db: Kysely<DB>, email: string): Promise<ProfileRow | undefined> {
    return db
      .selectFrom('profiles')
      .selectAll()
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
  },

  /** A profile by id. */
  byId(db: Kysely<DB>, id: number): Promise<ProfileRow | undefined> {
    return db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** A new member: what registration or a first social login knows; phone, bio and picture start empty. */
  insertMember(
    db: Kysely<DB>,
    member: Pick<
      Insertable<ProfilesTable>,
      'email' | 'first_name' | 'last_name' | 'language_id' | 'is_activated' | 'terms_id' | 'agreed_terms_at'
    >,
    nowIso: string,
  ): Promise<ProfileRow> {
    return db
      .insertInto('profiles')
      .values({
        ...member,
        password_hash: null,
        company_id: null,
        phone: null,
        bio: null,
        image_url: null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Changes the given columns of a profile. */
  async update(db: Kysely<DB>, id: number, changes: Partial<Insertable<ProfilesTable>>): Promise<void> {
    await db.updateTable('profiles').set(changes).where('id', '=', id).execute();
  },

  /** The company a member books and bills for, or null. */
  async companyOf(db: Kysely<DB>, profileId: number): Promise<number | null | undefined> {
    const row = await db
      .selectFrom('profiles')
      .select('company_id')
      .where('id', '=', profileId)
      .executeTakeFirst();
    return row?.company_id;
  },

  /** Gives a profile a private calendar key (only its hash is kept); the old one stops working. */
  async setCalendarKey(db: Kysely<DB>, profileId: number, key: string): Promise<void> {
    await db
      .updateTable('profiles')
      .set({ calendar_key_hash: tokenHash(key) })
      .where('id', '=', profileId)
      .execute();
  },

  /** The profile a private calendar key belongs to. */
  async byCalendarKey(db: Kysely<DB>, key: string): Promise<number | undefined> {
    const row = await db
      .selectFrom('profiles')
      .select('id')
      .where('calendar_key_hash', '=', tokenHash(key))
      .executeTakeFirst();
    return row?.id;
  },

  /** What anyone may see of an activated member, or undefined. */
  publicProfile(db: Kysely<DB>, id: number) {
    return db
      .selectFrom('profiles as p')
      .leftJoin('companies as c', 'c.id', 'p.company_id')
      .select([...PUBLIC_PROFILE_COLUMNS])
      .where('p.id', '=', id)
      .where('p.is_activated', '=', 1)
      .executeTakeFirst();
  },

  /**
   * Deletes a profile; its bookings, carts and searches stay (the location needs them), unlinked.
   * Run it in a transaction.
   */
  async removeKeepingBookings(db: Kysely<DB>, id: number): Promise<void> {
    await db.updateTable('reservations').set({ profile_id: null }).where('profile_id', '=', id).execute();
    await db.updateTable('carts').set({ profile_id: null }).where('profile_id', '=', id).execute();
    await db.updateTable('searches').set({ profile_id: null }).where('profile_id', '=', id).execute();
    await db.deleteFrom('profile_tokens').where('profile_id', '=', id).execute();
    await db.deleteFrom('profiles').where('id', '=', id).execute();
  },
};
