import { createHash, randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DB, ProfileVerificationsTable } from '../db/schema.ts';
import { newToken, tokenHash } from '../kernel/tokens.ts';

export type VerificationRow = Selectable<ProfileVerificationsTable>;
export type Purpose = VerificationRow['purpose'];

/** How long what a mail proves stays valid. */
export const VERIFICATION_MINUTES: Record<Purpose, number> = { activate: 48 * 60, reset: 120, pin: 15 };
/** Wrong pins a verification tolerates; then it is spent. */
export const MAX_PIN_ATTEMPTS = 5;

const pinHash = (profileId: number, pin: string) =>
  createHash('sha256').update(`${profileId}:${pin.trim()}`).digest('hex');

/** Whether a pin is the one a verification was mailed with. */
export function pinMatches(v: VerificationRow, pin: string): boolean {
  return v.pin_hash === pinHash(v.profile_id, pin);
}

/** What a mail proves (activation, reset, pin login): only hashes of its key and pin are kept. */
export const verificationQueries = {
  /**
   * A new verification for a profile; earlier unused ones of the same purpose stop counting.
   * Returns the bare key (for a link; none for a pin login) and pin, which only the mail carries.
   */
  async create(db: Kysely<DB>, profileId: number, purpose: Purpose, now: Date) {
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
  byKey(db: Kysely<DB>, key: string): Promise<VerificationRow | undefined> {
    return db
      .selectFrom('profile_verifications')
      .selectAll()
      .where('key_hash', '=', tokenHash(key))
      .where('used_at', 'is', null)
      .executeTakeFirst();
  },

  /** The newest unused pin-login verification of a profile. */
  latestPin(db: Kysely<DB>, profileId: number): Promise<VerificationRow | undefined> {
    return db
      .selectFrom('profile_verifications')
      .selectAll()
      .where('profile_id', '=', profileId)
      .where('purpose', '=', 'pin')
      .where('used_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  },

  /**
   * Reserves one pin attempt, in one statement: the attempt number (1 to MAX_PIN_ATTEMPTS), or
   * undefined when the verification's attempts are used up or it is spent. Reserve before
   * comparing a pin, so parallel guesses cannot compare more than MAX_PIN_ATTEMPTS between them.
   */
  async reserveAttempt(db: Kysely<DB>, id: number): Promise<number | undefined> {
    const row = await db
      .updateTable('profile_verifications')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('attempts', '<', MAX_PIN_ATTEMPTS)
      .returning('attempts')
      .executeTakeFirst();
    return row?.attempts;
  },

  /** Spends a verification: it proves nothing more. False when it was already spent (by another call). */
  async use(db: Kysely<DB>, id: number, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('profile_verifications')
      .set({ used_at: now.toISOString() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
};
