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

  /** Counts a wrong pin; a verification with too many is spent. */
  async failedPin(db: Kysely<DB>, v: VerificationRow, now: Date): Promise<number> {
    const attempts = v.attempts + 1;
    await db
      .updateTable('profile_verifications')
      .set({ attempts, ...(attempts >= MAX_PIN_ATTEMPTS ? { used_at: now.toISOString() } : {}) })
      .where('id', '=', v.id)
      .execute();
    return attempts;
  },

  /** Spends a verification: it proves nothing more. */
  async use(db: Kysely<DB>, id: number, now: Date): Promise<void> {
    await db
      .updateTable('profile_verifications')
      .set({ used_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  },
};
