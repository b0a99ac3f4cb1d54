import { createHash, randomInt } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, ProfilesTable, ProfileVerificationsTable } from '../db/schema.ts';
import { newToken, tokenHash } from '../kernel/tokens.ts';

export type ProfileRow = Selectable<ProfilesTable>;
export type VerificationRow = Selectable<ProfileVerificationsTable>;
export type Purpose = VerificationRow['purpose'];

/** How long what a mail proves stays valid. */
export const VERIFICATION_MINUTES: Record<Purpose, number> = { activate: 48 * 60, reset: 120, pin: 15 };
/** Wrong pins a verification tolerates; then it is spent. */
export const MAX_PIN_ATTEMPTS = 5;
/** The long-term login cookie's lifetime. */
export const LOGIN_COOKIE_DAYS = 30;

const pinHash = (profileId: number, pin: string) =>
  createHash('sha256').update(`${profileId}:${pin.trim()}`).digest('hex');

/** Profiles, the verifications mails prove, and long-term logins. */
export function createAccountRepository(db: Kysely<DB>) {
  return {
    byEmail(email: string): Promise<ProfileRow | undefined> {
      return db
        .selectFrom('profiles')
        .selectAll()
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
    },

    byId(id: number): Promise<ProfileRow | undefined> {
      return db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
    },

    insert(profile: Insertable<ProfilesTable>): Promise<ProfileRow> {
      return db.insertInto('profiles').values(profile).returningAll().executeTakeFirstOrThrow();
    },

    async update(id: number, changes: Partial<Insertable<ProfilesTable>>): Promise<void> {
      await db.updateTable('profiles').set(changes).where('id', '=', id).execute();
    },

    /**
     * A new verification for a profile; earlier unused ones of the same purpose stop counting.
     * Returns the bare key (for a link; none for a pin login) and pin, which only the mail carries.
     */
    async createVerification(profileId: number, purpose: Purpose, now: Date) {
      await db
        .updateTable('profile_verifications')
        .set({ used_at: now.toISOString() })
        .where('profile_id', '=', profileId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
      const key = purpose === 'pin' ? null : newToken();
      const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db
        .insertInto('profile_verifications')
        .values({
          profile_id: profileId,
          purpose,
          key_hash: key === null ? null : tokenHash(key),
          pin_hash: pinHash(profileId, pin),
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + VERIFICATION_MINUTES[purpose] * 60_000).toISOString(),
          used_at: null,
        })
        .execute();
      return { key, pin };
    },

    /** The unused verification a link key belongs to. */
    byKey(key: string): Promise<VerificationRow | undefined> {
      return db
        .selectFrom('profile_verifications')
        .selectAll()
        .where('key_hash', '=', tokenHash(key))
        .where('used_at', 'is', null)
        .executeTakeFirst();
    },

    /** The newest unused pin-login verification of a profile. */
    latestPin(profileId: number): Promise<VerificationRow | undefined> {
      return db
        .selectFrom('profile_verifications')
        .selectAll()
        .where('profile_id', '=', profileId)
        .where('purpose', '=', 'pin')
        .where('used_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    pinMatches(v: VerificationRow, pin: string): boolean {
      return v.pin_hash === pinHash(v.profile_id, pin);
    },

    /** Counts a wrong pin; a verification with too many is spent. */
    async failedPin(v: VerificationRow, now: Date): Promise<number> {
      const attempts = v.attempts + 1;
      await db
        .updateTable('profile_verifications')
        .set({ attempts, ...(attempts >= MAX_PIN_ATTEMPTS ? { used_at: now.toISOString() } : {}) })
        .where('id', '=', v.id)
        .execute();
      return attempts;
    },

    async useVerification(id: number, now: Date): Promise<void> {
      await db
        .updateTable('profile_verifications')
        .set({ used_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** Gives a profile a new private calendar key (only its hash is kept); the old one stops working. */
    async renewCalendarKey(profileId: number): Promise<string> {
      const key = newToken();
      await db
        .updateTable('profiles')
        .set({ calendar_key_hash: tokenHash(key) })
        .where('id', '=', profileId)
        .execute();
      return key;
    },

    /** The profile a private calendar key belongs to. */
    async byCalendarKey(key: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('profiles')
        .select('id')
        .where('calendar_key_hash', '=', tokenHash(key))
        .executeTakeFirst();
      return row?.id;
    },

    /** What anyone may see of an activated member, or undefined. */
    publicProfile(id: number) {
      return db
        .selectFrom('profiles as p')
        .leftJoin('companies as c', 'c.id', 'p.company_id')
        .select(['p.id', 'p.first_name', 'p.last_name', 'p.bio', 'p.image_url', 'c.name as company'])
        .where('p.id', '=', id)
        .where('p.is_activated', '=', 1)
        .executeTakeFirst();
    },

    /** Deletes a profile; its bookings, carts and searches stay (the location needs them), unlinked. */
    async removeKeepingBookings(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('reservations')
          .set({ profile_id: null })
          .where('profile_id', '=', id)
          .execute();
        await trx.updateTable('carts').set({ profile_id: null }).where('profile_id', '=', id).execute();
        await trx.updateTable('searches').set({ profile_id: null }).where('profile_id', '=', id).execute();
        await trx.deleteFrom('profile_tokens').where('profile_id', '=', id).execute();
        await trx.deleteFrom('profiles').where('id', '=', id).execute();
      });
    },

    /** Issues a long-term login cookie value for a profile. */
    async issueLoginCookie(profileId: number, now: Date): Promise<string> {
      const token = newToken();
      await db
        .insertInto('login_cookies')
        .values({
          profile_id: profileId,
          token_hash: tokenHash(token),
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + LOGIN_COOKIE_DAYS * 86_400_000).toISOString(),
        })
        .execute();
      return token;
    },

    /** The profile a live login cookie belongs to; the cookie is spent (it is replaced on use). */
    async takeLoginCookie(token: string, now: Date): Promise<number | undefined> {
      const row = await db
        .selectFrom('login_cookies')
        .select(['id', 'profile_id'])
        .where('token_hash', '=', tokenHash(token))
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      if (!row) return undefined;
      await db.deleteFrom('login_cookies').where('id', '=', row.id).execute();
      return row.profile_id;
    },

    async dropLoginCookie(token: string): Promise<void> {
      await db.deleteFrom('login_cookies').where('token_hash', '=', tokenHash(token)).execute();
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
